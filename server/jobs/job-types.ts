import type { Kysely, Transaction } from "kysely";
import { JOB_KINDS } from "../../src/api/schemas/jobs";
import { NOTIFICATION_DELIVERY_JOB_KIND } from "../../src/api/schemas/notification-deliveries";
import type { Database } from "../db/schema";

/**
 * Durable jobs (issue 16, decision 030): the one interface both queues implement, and what a
 * job's handler is given and gives back.
 *
 * - The table-backed queue (table-queue.ts, SQLite) keeps the queue in our `jobs` table.
 * - The pg-boss queue (pg-boss-queue.ts, PostgreSQL) keeps it in pg-boss's tables and updates
 *   our `jobs` row, which stays the record the app reads on both databases.
 * Either way a job survives a restart, runs once (its file and its done mark are written in one
 * transaction, only by the attempt holding the job's claim), and is tried again after a failure
 * or a crash at most MAX_JOB_ATTEMPTS times in all.
 */

/**
 * Kinds the server runs for itself and never lists to a user (GET /v1/jobs, /archives): one
 * notification's delivery (decision 060). Every queue runs them like the listed kinds.
 */
export const SERVER_JOB_KINDS = [NOTIFICATION_DELIVERY_JOB_KIND] as const;
/** Every kind a queue runs: the ones users see (JOB_KINDS) and the server's own. */
export const QUEUE_JOB_KINDS = [...JOB_KINDS, ...SERVER_JOB_KINDS] as const;
export type QueueJobKind = (typeof QUEUE_JOB_KINDS)[number];

/** Attempts in all, crashes included: a job that keeps failing stops and says why. */
export const MAX_JOB_ATTEMPTS = 3;
/** The wait before the second attempt; each later one waits twice as long. */
export const FIRST_RETRY_DELAY_MS = 5_000;
/**
 * On SIGTERM a worker lets the job under way finish for this long, then gives it back for
 * another worker (without counting the attempt): under the 10 s that `docker stop` and many
 * orchestrators wait before they kill.
 */
export const JOB_STOP_GRACE_MS = 8_000;

export type Executor = Kysely<Database> | Transaction<Database>;

export interface NewJob {
  kind: QueueJobKind;
  sellerId: number;
  userId: number;
  /** The kind's input, stored as JSON: plain data only. */
  payload: unknown;
  /** Units of work known when the job is made (for a PDF: its orders), shown before it starts. */
  total: number;
}

export interface JobQueue {
  /**
   * Records the job and queues it through `executor`: inside a transaction, both commit with the
   * caller's other writes or not at all. Returns the job's id.
   */
  enqueue(executor: Executor, job: NewJob): Promise<string>;
  /**
   * Many jobs of one kind at once, as enqueue does each (a dispatch's notifications, decision
   * 060): one insert per few hundred jobs instead of one per job. Returns their ids in order.
   */
  enqueueMany(executor: Executor, kind: QueueJobKind, jobs: readonly Omit<NewJob, "kind">[]): Promise<string[]>;
  /** Starts this process's workers for these kinds (JOBS_IN_PROCESS, `npm run worker`). */
  start(handlers: JobHandlers): Promise<void>;
  /** Takes no more jobs; the one under way finishes within JOB_STOP_GRACE_MS or is given back. */
  stop(): Promise<void>;
}

/** What a job's handler runs with. */
export interface JobContext {
  id: string;
  sellerId: number;
  userId: number;
  /** The payload given to enqueue, parsed from JSON: check it before use. */
  payload: unknown;
  /** This attempt's number, from 1; the last one is `maxAttempts` (a delivery's log says whether it will try again). */
  attempt: number;
  maxAttempts: number;
  /**
   * Reports progress (stored at once, read by GET /v1/jobs/{id}) and keeps the job's claim
   * alive. Never throws: if the claim was lost, `signal` aborts.
   */
  progress(done: number, total: number): void;
  /** Aborted when the worker stops or the job was taken over: stop and throw. */
  signal: AbortSignal;
}

export interface JobFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

export interface JobOutcome {
  /** The file the job made, stored with its done mark (GET /v1/jobs/{id}/file). */
  file?: JobFile;
  /** Plain data kept with the job (for a PDF: the orders left out). */
  result?: unknown;
}

export interface JobHandler {
  run(context: JobContext): Promise<JobOutcome>;
}

export type JobHandlers = Partial<Record<QueueJobKind, JobHandler>>;

/**
 * A failure that another attempt cannot mend (the input is wrong, an order no longer exists):
 * the job fails at once with this message, which the user reads.
 */
export class PermanentJobError extends Error {
  override name = "PermanentJobError";
}
