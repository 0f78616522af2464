import { randomUUID } from "node:crypto";
import type { ExpressionBuilder, Kysely } from "kysely";
import type { Database, JobsTable } from "../db/schema";
import { JOB_LANES, type JobLane, LANE_SLOTS, SELLER_SLOTS_PER_LANE, laneKinds } from "./job-lanes";
import { insertJob, insertJobs } from "./job-records";
import { JOB_STOP_GRACE_MS, type JobHandlers, type JobQueue, QUEUE_JOB_KINDS, type QueueJobKind } from "./job-types";
import { type AttemptEnd, runAttempt } from "./run-attempt";

/**
 * The job queue of SQLite (decision 030): our `jobs` table is the queue itself.
 *
 * A worker takes the next job of its lane that is queued and due, or running with an expired
 * lease (its worker died), by one UPDATE that sets a new claim and a lease of JOB_LEASE_MS;
 * SQLite applies one write at a time, so two workers (in this process or in `npm run worker`
 * processes on the same file) never take the same job. While the job runs the lease is renewed;
 * an attempt that lost its lease can neither report progress nor finish (job-records.ts).
 *
 * Lanes and fairness (decision 067, job-lanes.ts): each lane has LANE_SLOTS workers here, each
 * running one job at a time; the next job of a lane is the lowest `fair_rank`, then the oldest,
 * of a seller who has fewer than SELLER_SLOTS_PER_LANE jobs running in the lane on a live lease.
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
  /**
   * Takes the next due job of `handlers`' kinds in `lane` (in any lane when none is named) and
   * runs one attempt; undefined when none is due. For tests and the workers.
   */
  runNext(handlers: JobHandlers, lane?: JobLane): Promise<AttemptEnd | undefined>;
}

/** A job this worker may take: queued and due, or running on a lease that has run out. */
const takeable = (now: string) => (eb: ExpressionBuilder<Database, "jobs">) =>
  eb.or([eb.and([eb("state", "=", "queued"), eb("run_after", "<=", now)]), eb.and([eb("state", "=", "running"), eb("lease_expires_at", "<", now)])]);

/** Its seller already runs SELLER_SLOTS_PER_LANE other jobs in its lane, on live leases: the slot is for other sellers. */
const sellerBusy = (now: string) => (eb: ExpressionBuilder<Database, "jobs">) =>
  eb(
    eb
      .selectFrom("jobs as other")
      .select((inner) => inner.fn.countAll<number>().as("running"))
      .whereRef("other.seller_id", "=", "jobs.seller_id")
      .whereRef("other.lane", "=", "jobs.lane")
      .whereRef("other.id", "<>", "jobs.id")
      .where("other.state", "=", "running")
      .where("other.lease_expires_at", ">=", now),
    ">=",
    SELLER_SLOTS_PER_LANE,
  );

export function createTableJobQueue({ db, now, leaseMs = JOB_LEASE_MS, pollMs = JOB_POLL_MS, stopGraceMs = JOB_STOP_GRACE_MS }: TableQueueOptions): TableJobQueue {
  /** Set by stop(): take no more jobs. */
  let draining = false;
  /** Aborted when the grace time is over: the attempt under way gives its job back. */
  const giveBackNow = new AbortController();
  let loop: Promise<void> | undefined;

  /** Takes the next job of `lane` (of any lane when none is named) of these kinds. */
  async function claimNext(kinds: readonly QueueJobKind[], lane?: JobLane): Promise<JobsTable | undefined> {
    if (kinds.length === 0) return undefined;
    for (;;) {
      const at = now().toISOString();
      let candidates = db.selectFrom("jobs").select("id").where("kind", "in", kinds).where(takeable(at)).where((eb) => eb.not(sellerBusy(at)(eb)));
      if (lane) candidates = candidates.where("lane", "=", lane);
      const next = await candidates.orderBy("fair_rank").orderBy("run_after").orderBy("created_at").limit(1).executeTakeFirst();
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
        // Checked again in the one write: another worker of the lane may have just started one of this seller's jobs.
        .where((eb) => eb.not(sellerBusy(at)(eb)))
        .returningAll()
        .executeTakeFirst();
      if (taken) return taken;
      // Another worker took it, or another of its seller's jobs, between the two statements: look again.
    }
  }

  const handledKinds = (handlers: JobHandlers) => QUEUE_JOB_KINDS.filter((kind) => handlers[kind] !== undefined);

  async function runNext(handlers: JobHandlers, lane?: JobLane): Promise<AttemptEnd | undefined> {
    const row = await claimNext(handledKinds(handlers), lane);
    if (!row) return undefined;
    return runAttempt(row, { db, now, handlers, stopSignal: giveBackNow.signal, leaseMs });
  }

  /** Idle workers, each woken at once when this process queues a job. */
  const wakers = new Set<() => void>();
  const wakeAll = () => setImmediate(() => wakers.forEach((wake) => wake()));

  const idle = () =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, pollMs);
      wakers.add(wake);
    });

  async function work(handlers: JobHandlers, lane: JobLane) {
    while (!draining) {
      let ran: AttemptEnd | undefined;
      try {
        ran = await runNext(handlers, lane);
      } catch (error) {
        console.error("The job worker could not take or run a job:", error);
      }
      if (ran === undefined && !draining) await idle();
    }
  }

  /** LANE_SLOTS workers for each lane that may hold a kind of `handlers`. */
  function workers(handlers: JobHandlers): Promise<void> {
    const kinds = handledKinds(handlers);
    const lanes = JOB_LANES.filter((lane) => laneKinds(lane).some((kind) => kinds.includes(kind)));
    return Promise.all(lanes.flatMap((lane) => Array.from({ length: LANE_SLOTS }, () => work(handlers, lane)))).then(() => undefined);
  }

  return {
    runNext,
    async enqueue(executor, job) {
      const { id } = await insertJob(executor, job, now());
      // The workers of this process look at once. Inside the caller's transaction their query
      // waits for the commit: Kysely's SQLite driver runs one statement at a time on its one connection.
      wakeAll();
      return id;
    },
    async enqueueMany(executor, kind, jobs) {
      if (jobs.length === 0) return [];
      const queued = await insertJobs(executor, jobs.map((job) => ({ ...job, kind })), now());
      wakeAll();
      return queued.map((job) => job.id);
    },
    async start(handlers) {
      loop ??= workers(handlers);
    },
    async stop() {
      draining = true;
      wakers.forEach((wake) => wake());
      if (!loop) return;
      let timer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), stopGraceMs)));
      if ((await Promise.race([loop, graceOver])) === "late") giveBackNow.abort();
      clearTimeout(timer);
      await loop;
    },
  };
}
