import { skipToken, useQuery } from "@tanstack/react-query";
import { fetchImportJob, type ImportJob } from "./import-calls";

/** While the import runs its progress is asked for this often. */
export const IMPORT_POLL_MS = 1_000;

export const importJobKey = (id: string | null) => ["order-import", "job", id] as const;

const ended = (job: ImportJob | undefined) => job?.state === "done" || job?.state === "failed";

/**
 * The import job of the result page, from the server (it keeps it: the user can leave and come
 * back, from /archives too), asked again every IMPORT_POLL_MS until it is done or failed.
 */
export function useImportJob(id: string | null) {
  return useQuery({
    queryKey: importJobKey(id),
    queryFn: id === null ? skipToken : ({ signal }) => fetchImportJob(id, signal),
    retry: false,
    refetchInterval: (query) => (query.state.data !== undefined && !ended(query.state.data) ? IMPORT_POLL_MS : false),
  });
}
