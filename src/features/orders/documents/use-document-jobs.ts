import { useQuery } from "@tanstack/react-query";
import { fetchJobs } from "../../../api/calls/jobs";
import { type OrderDocumentsJob, jobEnded } from "../../../api/schemas/jobs";
import { useOnline } from "../../../ui/use-online";
import { orderQueries } from "../queries";

/** The user's latest PDF jobs the orders list shows; older ones are in the downloads archive (issue 17). */
export const RECENT_DOCUMENT_JOBS = 3;
/** Jobs started longer ago than this are not shown here (their files stay for 7 days). */
export const RECENT_JOB_MS = 24 * 60 * 60 * 1000;
/** While a job is being made its progress is asked for this often. */
export const JOB_POLL_MS = 1_000;

/**
 * The user's recent PDF jobs, from the server: it keeps them, so a user who leaves the page (or
 * the device) finds a job under way, or its file, when coming back. Asked again every
 * JOB_POLL_MS while one of them is not finished; not at all offline. Every job under way shows,
 * but only the newest finished one: older files wait in the downloads archive rather than push
 * the orders down the page.
 */
export function useDocumentJobs(): OrderDocumentsJob[] {
  const online = useOnline();
  const jobs = useQuery({
    queryKey: orderQueries.documentJobs(),
    queryFn: async ({ signal }) => (await fetchJobs({ kind: "order_documents", mine: "true", limit: String(RECENT_DOCUMENT_JOBS), offset: "0" }, signal)).elements.filter((job): job is OrderDocumentsJob => job.kind === "order_documents"),
    enabled: online,
    retry: false,
    refetchInterval: (query) => (query.state.data?.some((job) => !jobEnded(job)) ? JOB_POLL_MS : false),
  });
  const since = Date.now() - RECENT_JOB_MS;
  const recent = (jobs.data ?? []).filter((job) => Date.parse(job.created_at) >= since);
  // The server answers newest first.
  const newestEnded = recent.find(jobEnded);
  return recent.filter((job) => !jobEnded(job) || job === newestEnded);
}
