import { keepPreviousData } from "@tanstack/react-query";
import { fetchCase, fetchCases } from "../../api/calls/duties-cases";
import type { CasesQuery } from "../../api/schemas/duties-cases";

// Plain options rather than queryOptions(): one shared chunk fewer for the shell to list.
export const caseQueries = {
  all: () => ["duties-cases"] as const,
  list: (query: CasesQuery) => ({
    queryKey: [...caseQueries.all(), "list", query] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchCases(query, signal),
    placeholderData: keepPreviousData,
  }),
  detail: (id: number) => ({
    queryKey: [...caseQueries.all(), "detail", id] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchCase(id, signal),
  }),
};
