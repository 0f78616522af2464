import { type Query, keepPreviousData } from "@tanstack/react-query";
import { type ArchiveQuery, fetchArchive } from "../../api/calls/archives";
import type { ArchiveList } from "../../api/schemas/archives";
import { jobEnded } from "../../api/schemas/jobs";

/** While a job of the page is under way, the page is asked for again this often; not otherwise. */
export const ARCHIVE_POLL_MS = 2_000;

export const archiveQueries = {
  all: () => ["archives"] as const,
  // Plain options rather than queryOptions(): one shared chunk fewer for the shell to list.
  page: (query: ArchiveQuery) => ({
    queryKey: [...archiveQueries.all(), query] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchArchive(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (q: Pick<Query<ArchiveList>, "state">) => (q.state.data?.elements.some((job) => !jobEnded(job)) ? ARCHIVE_POLL_MS : false),
  }),
};
