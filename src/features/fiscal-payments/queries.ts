import { keepPreviousData } from "@tanstack/react-query";
import { fetchFiscalPayments } from "../../api/calls/fiscal-payments";
import type { FiscalPaymentsQuery } from "../../api/schemas/fiscal-payments";

export const fiscalPaymentQueries = {
  all: () => ["fiscal-payments"] as const,
  // Plain options rather than queryOptions(): one shared chunk fewer for the shell to list.
  page: (query: FiscalPaymentsQuery) => ({
    queryKey: [...fiscalPaymentQueries.all(), query] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchFiscalPayments(query, signal),
    placeholderData: keepPreviousData,
  }),
};
