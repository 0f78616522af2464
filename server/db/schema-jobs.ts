/** Tables of durable jobs (migration 011, decision 030). */

/** queued: waiting for a worker (again, after a failed attempt); running: a worker has it; done and failed are final. */
export type JobState = "queued" | "running" | "done" | "failed";

export interface JobsTable {
  /** A UUID, also pg-boss's job id on PostgreSQL: not guessable, and the same in both records. */
  id: string;
  kind: string;
  seller_id: number;
  user_id: number;
  state: JobState;
  /** JSON of the kind's input (for a PDF: the orders, the document, the paper, the settings). */
  payload: string;
  progress_done: number;
  progress_total: number;
  /** Attempts started; the job fails for good once `max_attempts` have failed or stopped. */
  attempts: number;
  max_attempts: number;
  /** Which of the queue's lanes runs it: deliveries, quick or bulk (migration 033b, decision 067). */
  lane: string;
  /** Its place in its seller's line in the lane when queued; the lane runs the lowest first (decision 067). */
  fair_rank: number;
  /** The table-backed queue takes a queued job only from this time (a retry waits a little). */
  run_after: string;
  /** A random token per attempt: only the attempt holding it may report progress or finish the job. */
  claim: string | null;
  /** The table-backed queue's lease: after it, another worker may take the job over. */
  lease_expires_at: string | null;
  /** Why the last attempt failed, in English, shown to the user. */
  error: string | null;
  /** JSON of what the job answered besides its file (for a PDF: the orders left out). */
  result: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  /** When the purge removes the job and its file (set when it ends). */
  expires_at: string | null;
}

export interface JobFilesTable {
  job_id: string;
  name: string;
  content_type: string;
  size: number;
  bytes: Buffer;
  created_at: string;
}
