import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { type ArchiveQuery, fetchArchive } from "../../api/calls/archives";
import { jobEnded } from "../../api/schemas/jobs";

/** While a job of the page is under way, the page is asked for again this often; not otherwise. */
export const ARCHIVE_POLL_MS = 2_000;

export const archiveQueries = {
  all: () => ["archives"] as const,
  page: (query: ArchiveQuery) =>
    queryOptions({
      queryKey: [...archiveQueries.all(), query] as const,
      queryFn: ({ signal }) => fetchArchive(query, signal),
      placeholderData: keepPreviousData,
      refetchInterval: (q) => (q.state.data?.elements.some((job) => !jobEnded(job)) ? ARCHIVE_POLL_MS : false),
    }),
};
