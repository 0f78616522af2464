import { fetchContractDetails, fetchPriceChangeRecipients, fetchPriceChanges } from "../../api/calls/contracts";

/** The contracts area's queries: contracts with their terms, change requests, who may approve. */
export const contractQueries = {
  all: () => ["contract-details"] as const,
  // Plain options rather than queryOptions(): one shared chunk fewer for the shell to list.
  list: () => ({
    queryKey: [...contractQueries.all(), "list"] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }) => (await fetchContractDetails(signal)).elements,
  }),
  changes: () => ({
    queryKey: [...contractQueries.all(), "changes"] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }) => (await fetchPriceChanges(signal)).elements,
  }),
  recipients: () => ({
    queryKey: [...contractQueries.all(), "recipients"] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchPriceChangeRecipients(signal),
  }),
};
