import { fetchSellerAnalytics } from "../../api/calls/analytics";

/**
 * The dashboard's query, apart from queries.ts (which home, in the shell's first load, imports):
 * its call stays in the dashboard's chunk. Kept on the device for offline reading
 * (src/app/shell/saved-query-keys.ts): one answer of a few KB per seller.
 */
export const analyticsQueries = {
  all: () => ["analytics"] as const,
  // Plain options rather than queryOptions(): one shared chunk fewer for the shell to list.
  seller: (sellerId: number) => ({
    queryKey: [...analyticsQueries.all(), sellerId] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchSellerAnalytics(sellerId, signal),
  }),
};
