import { type Query, skipToken, useQuery } from "@tanstack/react-query";
import { ApiError } from "../../api/errors";
import { fetchImportJob, type ImportJob } from "./import-calls";

/** While the import runs its progress is asked for this often. */
export const IMPORT_POLL_MS = 1_000;
/** After failed asks the wait doubles each time, up to this (a server busy for minutes is asked twice a minute). */
export const IMPORT_POLL_MAX_MS = 30_000;

export const importJobKey = (id: string | null) => ["order-import", "job", id] as const;

const ended = (job: ImportJob | undefined) => job?.state === "done" || job?.state === "failed";

/**
 * An answer that asking again cannot change: the job is not there (404), or not the user's to
 * see. A timeout, a lost network or a server failure may all pass while the import goes on.
 */
export const finalRefusal = (error: unknown) => error instanceof ApiError && error.kind === "http" && error.status !== undefined && error.status < 500;

/**
 * When to ask again: every IMPORT_POLL_MS while the import runs, and after failed asks later and
 * later (IMPORT_POLL_MAX_MS at most) but never giving up: an import of thousands of orders can
 * keep a small server too busy to answer within the client's timeout, and that is not the end of
 * the import (decision 067). Only an ended job or a final refusal stops it.
 */
function nextAsk(query: Query<ImportJob, Error, ImportJob, readonly unknown[]>): number | false {
  const { data, error, fetchFailureCount } = query.state;
  if (ended(data) || finalRefusal(error)) return false;
  return Math.min(IMPORT_POLL_MS * 2 ** fetchFailureCount, IMPORT_POLL_MAX_MS);
}

/**
 * The import job of the result page, from the server (it keeps it: the user can leave and come
 * back, from /archives too), followed as long as it runs (nextAsk).
 */
export function useImportJob(id: string | null) {
  return useQuery({
    queryKey: importJobKey(id),
    queryFn: id === null ? skipToken : ({ signal }) => fetchImportJob(id, signal),
    retry: false,
    // The page asks on its own schedule, even when the browser believes it is offline: the
    // answer (or its failure) is what tells the user.
    networkMode: "always",
    refetchInterval: nextAsk,
  });
}
