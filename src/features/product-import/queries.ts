import type { Query } from "@tanstack/react-query";
import { fetchProductImportLog } from "../../api/calls/product-import";
import { jobEnded } from "../../api/schemas/jobs";
import type { ProductImportLog } from "../../api/schemas/product-import";

/** While the import runs its progress is asked for this often; not once it has ended. */
export const IMPORT_POLL_MS = 1_000;

export const productImportQueries = {
  all: () => ["product-import"] as const,
  // Plain options rather than queryOptions(): one shared chunk fewer for the shell to list.
  log: (id: string) => ({
    queryKey: [...productImportQueries.all(), id] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchProductImportLog(id, signal),
    retry: false,
    refetchInterval: (query: Pick<Query<ProductImportLog>, "state">) => (query.state.data && !jobEnded(query.state.data.job) ? IMPORT_POLL_MS : false),
  }),
};
