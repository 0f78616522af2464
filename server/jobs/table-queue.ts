import { randomUUID } from "node:crypto";
import type { ExpressionBuilder, Kysely } from "kysely";
import type { Database, JobsTable } from "../db/schema";
import { insertJob, insertJobs } from "./job-records";
import { JOB_STOP_GRACE_MS, type JobHandlers, type JobQueue, QUEUE_JOB_KINDS, type QueueJobKind } from "./job-types";
import { type AttemptEnd, runAttempt } from "./run-attempt";

/**
 * The job queue of SQLite (decision 030): our `jobs` table is the queue itself.
 *
 * A worker takes the oldest job that is queued and due, or running with an expired lease (its
 * worker died), by one UPDATE that sets a new claim and a lease of JOB_LEASE_MS; SQLite applies
 * one write at a time, so two workers (in this process or in `npm run worker` processes on the
 * same file) never take the same job. While the job runs the lease is renewed; an attempt that
 * lost its lease can neither report progress nor finish (job-records.ts). Each worker runs one
 * job at a time: a PDF already uses the document pool's threads, and one job keeps at most one
 * set of up to 1,000 orders in memory per process.
 */

/** A job whose worker has not renewed its lease for this long is taken over by another. */
export const JOB_LEASE_MS = 60_000;
/** How often an idle worker looks for a job (a job queued by this process wakes it at once). */
export const JOB_POLL_MS = 1_000;

export interface TableQueueOptions {
  db: Kysely<Database>;
  now: () => Date;
  leaseMs?: number;
  pollMs?: number;
  /** How long stop() lets the job under way finish (default JOB_STOP_GRACE_MS). */
  stopGraceMs?: number;
}

export interface TableJobQueue extends JobQueue {
  /** Takes the next due job of `handlers`' kinds and runs one attempt; undefined when none is due. For tests and the loop. */
  runNext(handlers: JobHandlers): Promise<AttemptEnd | undefined>;
}

/** A job this worker may take: queued and due, or running on a lease that has run out. */
const takeable = (now: string) => (eb: ExpressionBuilder<Database, "jobs">) =>
  eb.or([eb.and([eb("state", "=", "queued"), eb("run_after", "<=", now)]), eb.and([eb("state", "=", "running"), eb("lease_expires_at", "<", now)])]);

export function createTableJobQueue({ db, now, leaseMs = JOB_LEASE_MS, pollMs = JOB_POLL_MS, stopGraceMs = JOB_STOP_GRACE_MS }: TableQueueOptions): TableJobQueue {
  /** Set by stop(): take no more jobs. */
  let draining = false;
  /** Aborted when the grace time is over: the attempt under way gives its job back. */
  const giveBackNow = new AbortController();
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;

  async function claimNext(kinds: QueueJobKind[]): Promise<JobsTable | undefined> {
    if (kinds.length === 0) return undefined;
    for (;;) {
      const at = now().toISOString();
      const next = await db.selectFrom("jobs").select("id").where("kind", "in", kinds).where(takeable(at)).orderBy("run_after").orderBy("created_at").limit(1).executeTakeFirst();
      if (!next) return undefined;
      const taken = await db
        .updateTable("jobs")
        .set((eb) => ({
          state: "running",
          claim: randomUUID(),
          lease_expires_at: new Date(now().getTime() + leaseMs).toISOString(),
          attempts: eb("attempts", "+", 1),
          started_at: eb.fn.coalesce("started_at", eb.val(at)),
        }))
        .where("id", "=", next.id)
        .where(takeable(at))
        .returningAll()
        .executeTakeFirst();
      if (taken) return taken;
      // Another worker took it between the two statements: look for the next one.
    }
  }

  async function runNext(handlers: JobHandlers): Promise<AttemptEnd | undefined> {
    const kinds = QUEUE_JOB_KINDS.filter((kind) => handlers[kind] !== undefined);
    const row = await claimNext(kinds);
    if (!row) return undefined;
    return runAttempt(row, { db, now, handlers, stopSignal: giveBackNow.signal, leaseMs });
  }

  const idle = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, pollMs);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => (wake = undefined));

  async function work(handlers: JobHandlers) {
    while (!draining) {
      let ran: AttemptEnd | undefined;
      try {
        ran = await runNext(handlers);
      } catch (error) {
        console.error("The job worker could not take or run a job:", error);
      }
      if (ran === undefined && !draining) await idle();
    }
  }

  return {
    runNext,
    async enqueue(executor, job) {
      const id = await insertJob(executor, job, now());
      // A worker of this process looks at once. Inside the caller's transaction its query waits
      // for the commit: Kysely's SQLite driver runs one statement at a time on its one connection.
      setImmediate(() => wake?.());
      return id;
    },
    async enqueueMany(executor, kind, jobs) {
      if (jobs.length === 0) return [];
      const ids = await insertJobs(executor, jobs.map((job) => ({ ...job, kind })), now());
      setImmediate(() => wake?.());
      return ids;
    },
    async start(handlers) {
      loop ??= work(handlers);
    },
    async stop() {
      draining = true;
      wake?.();
      if (!loop) return;
      let timer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), stopGraceMs)));
      if ((await Promise.race([loop, graceOver])) === "late") giveBackNow.abort();
      clearTimeout(timer);
      await loop;
    },
  };
}
