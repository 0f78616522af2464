import { fetchSellerAnalytics } from "../../api/calls/analytics";

/**
 * The dashboard's query. The screen has a folder and a catalog of its own, apart from home's
 * (src/features/dashboard, in the shell's first load), so that neither its texts nor
 * its call weigh on the shell (decision 055). Kept on the device for offline reading
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
