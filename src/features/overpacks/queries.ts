import { keepPreviousData } from "@tanstack/react-query";
import { fetchOverpack, fetchOverpacks } from "../../api/calls/overpacks";
import type { OverpacksQuery } from "../../api/schemas/overpacks";

/**
 * The overpack screens' queries. Every write (dispatch, add, a scan's outbox send) invalidates
 * ["overpacks"]. The list's first page without filters and each opened overpack are kept on the
 * device (src/app/shell/saved-query-keys.ts), so a tablet opens them offline.
 */
export const overpackQueries = {
  all: () => ["overpacks"] as const,
  // Plain options rather than queryOptions(): one shared chunk fewer for the shell to list.
  page: (query: OverpacksQuery) => ({
    queryKey: [...overpackQueries.all(), "list", query] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchOverpacks(query, signal),
    placeholderData: keepPreviousData,
  }),
  one: (id: number) => ({
    queryKey: [...overpackQueries.all(), "one", id] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchOverpack(id, signal),
  }),
};
