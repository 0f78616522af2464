import type { Kysely } from "kysely";
import { PgBoss, fromKysely } from "pg-boss";
import type { Database } from "../db/schema";
import { JOB_LANES, type JobLane, LANE_SLOTS, SELLER_SLOTS_PER_LANE, laneKinds } from "./job-lanes";
import { type QueuedJob, insertJob, insertJobs, startAttempt } from "./job-records";
import { FIRST_RETRY_DELAY_MS, JOB_STOP_GRACE_MS, type JobHandlers, MAX_JOB_ATTEMPTS, type JobQueue, QUEUE_JOB_KINDS } from "./job-types";
import { runAttempt } from "./run-attempt";

/**
 * The job queue of PostgreSQL (decision 030): pg-boss keeps the queue in its own schema (it
 * takes jobs with SKIP LOCKED, retries them, and fails over a job whose worker stopped sending
 * heartbeats), and our `jobs` row stays the record the app reads, updated by the worker.
 *
 * - Enqueue writes our row and pg-boss's job in the caller's transaction (pg-boss's `db` option
 *   runs its insert through the same Kysely transaction, `fromKysely`), with one id for both.
 * - Each delivery is an attempt in our row (job-records.ts startAttempt). pg-boss may deliver a
 *   job once more than MAX_JOB_ATTEMPTS, so that an attempt after crashes can still mark our row
 *   failed (run-attempt.ts); a delivery of a job our row says ended does nothing.
 * - A failed attempt that will be tried again throws, so that pg-boss schedules the retry.
 * - Lanes and fairness (decision 067, job-lanes.ts): one pg-boss queue per lane, worked by
 *   LANE_SLOTS workers per process; each job is in its seller's group, and a group runs at most
 *   SELLER_SLOTS_PER_LANE jobs at once over all processes (pg-boss's `groupConcurrency`); its
 *   `priority` is minus its fair rank, so pg-boss (highest priority, then oldest) picks as the
 *   table queue does.
 */

/** Connections of pg-boss's own pool (workers, maintenance, enqueue outside a transaction). */
const PG_BOSS_POOL_SIZE = 4;
/** A worker that died is noticed within about this long; a live one refreshes every half of it. */
const HEARTBEAT_SECONDS = 30;
/** An attempt running longer than this is failed and retried; 1,000 labels take seconds. */
const EXPIRE_SECONDS = 15 * 60;
/** Idle workers look for jobs this often. */
const POLLING_SECONDS = 1;

/** pg-boss's queue of a lane. Before decision 067 each kind had its own queue, named as the kind. */
export const laneQueue = (lane: JobLane) => `jobs-${lane}`;

/** What pg-boss stores of a job: our row's id, its seller as its group, its rank as its priority. */
const bossJob = (job: QueuedJob) => ({ id: job.id, data: { jobId: job.id }, priority: -job.rank, group: { id: String(job.sellerId) } });

export interface PgBossQueueOptions {
  connectionString: string;
  /** The Kysely database (PostgreSQL) holding our `jobs` table, usually the same database. */
  db: Kysely<Database>;
  now: () => Date;
  /** pg-boss's schema (default "pgboss"). */
  schema?: string;
  /** The wait before a retry, doubled each time (default FIRST_RETRY_DELAY_MS); tests shorten it. */
  retryDelaySeconds?: number;
  /** How long stop() lets jobs under way finish (default JOB_STOP_GRACE_MS; pg-boss waits at least 1 s). */
  stopGraceMs?: number;
}

export async function createPgBossJobQueue(options: PgBossQueueOptions): Promise<JobQueue> {
  const { connectionString, db, now, schema, retryDelaySeconds = FIRST_RETRY_DELAY_MS / 1000, stopGraceMs = JOB_STOP_GRACE_MS } = options;
  const boss = new PgBoss({ connectionString, max: PG_BOSS_POOL_SIZE, ...(schema ? { schema } : {}) });
  boss.on("error", (error) => console.error("pg-boss:", error));
  await boss.start();
  const settings = {
    retryLimit: MAX_JOB_ATTEMPTS,
    retryDelay: retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: EXPIRE_SECONDS,
    heartbeatSeconds: HEARTBEAT_SECONDS,
  };
  for (const lane of JOB_LANES) {
    // createQueue leaves an existing queue as it is (several instances start at once); update
    // brings its settings to this version's.
    await boss.createQueue(laneQueue(lane), settings);
    await boss.updateQueue(laneQueue(lane), settings);
  }
  // Jobs queued before the lanes wait in their kind's queue: worked as before until it is empty.
  const kindQueues = (await Promise.all(QUEUE_JOB_KINDS.map(async (kind) => ((await boss.getQueue(kind)) ? kind : undefined)))).filter((kind) => kind !== undefined);

  /** Runs one delivery of pg-boss's job: an attempt on our row, or nothing when the row says it ended. */
  const deliver = (handlers: JobHandlers) => async ([delivery]: { data: { jobId: string }; signal: AbortSignal }[]) => {
    if (!delivery) return;
    const row = await startAttempt(db, delivery.data.jobId, now());
    if (!row) return;
    // pg-boss aborts the delivery's signal when stop() runs out of time or the job was taken over.
    const end = await runAttempt(row, { db, now, handlers, stopSignal: delivery.signal });
    if (end === "retry") throw new Error(`Job ${row.id}: attempt ${row.attempts} failed; pg-boss tries again.`);
  };

  return {
    async enqueue(executor, job) {
      const queued = await insertJob(executor, job, now());
      const { data, ...options } = bossJob(queued);
      await boss.send(laneQueue(queued.lane), data, { ...options, db: fromKysely(executor) });
      return queued.id;
    },
    async enqueueMany(executor, kind, jobs) {
      if (jobs.length === 0) return [];
      const queued = await insertJobs(executor, jobs.map((job) => ({ ...job, kind })), now());
      // One insert into pg-boss per lane for the lot, in the caller's transaction; the queue's retry settings apply.
      for (const lane of JOB_LANES) {
        const inLane = queued.filter((job) => job.lane === lane);
        if (inLane.length > 0) await boss.insert(laneQueue(lane), inLane.map(bossJob), { db: fromKysely(executor) });
      }
      return queued.map((job) => job.id);
    },
    async start(handlers) {
      // A lane's queue holds several kinds: a process working it must know all of them (main.ts
      // and worker.ts give every kind, jobHandlers), or a job of another kind fails as unknown.
      const kinds = QUEUE_JOB_KINDS.filter((kind) => handlers[kind] !== undefined);
      for (const lane of JOB_LANES) {
        if (!laneKinds(lane).some((kind) => kinds.includes(kind))) continue;
        await boss.work<{ jobId: string }>(
          laneQueue(lane),
          { localConcurrency: LANE_SLOTS, groupConcurrency: SELLER_SLOTS_PER_LANE, pollingIntervalSeconds: POLLING_SECONDS },
          deliver(handlers),
        );
      }
      for (const kind of kindQueues) {
        if (kinds.includes(kind)) await boss.work<{ jobId: string }>(kind, { localConcurrency: 1, pollingIntervalSeconds: POLLING_SECONDS }, deliver(handlers));
      }
    },
    async stop() {
      // Waits up to the grace time for jobs under way; pg-boss then fails them as "shut down while
      // active" (a retry) and aborts their signal, and our attempt gives its row back.
      await boss.stop({ graceful: true, timeout: stopGraceMs, close: true });
    },
  };
}
