import { queryOptions } from "@tanstack/react-query";
import { fetchProductImportLog } from "../../api/calls/product-import";
import { jobEnded } from "../../api/schemas/jobs";

/** While the import runs its progress is asked for this often; not once it has ended. */
export const IMPORT_POLL_MS = 1_000;

export const productImportQueries = {
  all: () => ["product-import"] as const,
  log: (id: string) =>
    queryOptions({
      queryKey: [...productImportQueries.all(), id] as const,
      queryFn: ({ signal }) => fetchProductImportLog(id, signal),
      retry: false,
      refetchInterval: (query) => (query.state.data && !jobEnded(query.state.data.job) ? IMPORT_POLL_MS : false),
    }),
};
