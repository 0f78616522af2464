import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { JOB_RETENTION_DAYS } from "../../src/api/schemas/jobs";
import type { Database, JobsTable } from "../db/schema";
import { type JobLane, placeInLanes } from "./job-lanes";
import { admitJobs } from "./job-limits";
import { type Executor, FIRST_RETRY_DELAY_MS, MAX_JOB_ATTEMPTS, type NewJob, type JobOutcome } from "./job-types";

/**
 * Our `jobs` rows as both queues write them (decision 030). Every change made by a worker names
 * the attempt's `claim`: an attempt that lost the job (its lease ran out and another worker took
 * it) changes nothing, so a job is finished by one attempt only.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
export const JOB_RETENTION_MS = JOB_RETENTION_DAYS * DAY_MS;

const iso = (ms: number) => new Date(ms).toISOString();

const queuedRow = (id: string, job: NewJob, place: { lane: JobLane; rank: number }, now: Date) => ({
  id,
  kind: job.kind,
  seller_id: job.sellerId,
  user_id: job.userId,
  state: "queued" as const,
  payload: JSON.stringify(job.payload),
  progress_done: 0,
  progress_total: job.total,
  attempts: 0,
  max_attempts: MAX_JOB_ATTEMPTS,
  lane: place.lane,
  fair_rank: place.rank,
  run_after: now.toISOString(),
  created_at: now.toISOString(),
});

/** A job as queued: its id, and its lane and rank for the queue's fair pick (decision 067). */
export interface QueuedJob {
  id: string;
  sellerId: number;
  lane: JobLane;
  rank: number;
}

/** Inserts a queued job (past a cap: 429, job-limits.ts); its id is a new UUID. */
export async function insertJob(executor: Executor, job: NewJob, now: Date): Promise<QueuedJob> {
  const [queued] = await insertJobs(executor, [job], now);
  return queued!;
}

/** Rows per insert: 14 values each stays far under SQLite's limit of bound values per statement. */
const INSERT_CHUNK = 500;

/** Inserts many queued jobs (past a cap: 429, none), a few hundred per statement; in order. */
export async function insertJobs(executor: Executor, jobs: readonly NewJob[], now: Date): Promise<QueuedJob[]> {
  if (jobs.length === 0) return [];
  await admitJobs(executor, jobs);
  const places = await placeInLanes(executor, jobs);
  const queued = jobs.map((job, index) => ({ id: randomUUID(), sellerId: job.sellerId, ...places[index]! }));
  for (let start = 0; start < jobs.length; start += INSERT_CHUNK) {
    const rows = jobs.slice(start, start + INSERT_CHUNK).map((job, index) => queuedRow(queued[start + index]!.id, job, places[start + index]!, now));
    await executor.insertInto("jobs").values(rows).execute();
  }
  return queued;
}

/**
 * A new attempt of job `id` (pg-boss hands the job over; the table queue claims it itself): the
 * job runs under a new claim. Undefined when the job has ended (a late redelivery of a finished
 * job), so that it is never run twice.
 */
export async function startAttempt(db: Kysely<Database>, id: string, now: Date): Promise<JobsTable | undefined> {
  return db
    .updateTable("jobs")
    .set((eb) => ({ state: "running", claim: randomUUID(), attempts: eb("attempts", "+", 1), started_at: eb.fn.coalesce("started_at", eb.val(now.toISOString())) }))
    .where("id", "=", id)
    .where("state", "in", ["queued", "running"])
    .returningAll()
    .executeTakeFirst();
}

/** Stores progress under the claim (and extends the lease when given); false when the claim was lost. */
export async function reportProgress(db: Kysely<Database>, job: Claimed, done: number, total: number, leaseUntil?: Date): Promise<boolean> {
  const result = await db
    .updateTable("jobs")
    .set({ progress_done: done, progress_total: total, ...(leaseUntil ? { lease_expires_at: leaseUntil.toISOString() } : {}) })
    .where("id", "=", job.id)
    .where("claim", "=", job.claim)
    .where("state", "=", "running")
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export interface Claimed {
  id: string;
  claim: string;
}

/**
 * The end of a successful attempt: its file and its done mark in one transaction, only if the
 * attempt still holds the claim. False (and nothing written) when another attempt has it.
 */
export async function finishJob(db: Kysely<Database>, job: Claimed, outcome: JobOutcome, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("jobs")
      .set((eb) => ({
        state: "done",
        claim: null,
        lease_expires_at: null,
        error: null,
        result: outcome.result === undefined ? null : JSON.stringify(outcome.result),
        progress_done: eb.ref("progress_total"),
        finished_at: now.toISOString(),
        expires_at: iso(now.getTime() + JOB_RETENTION_MS),
      }))
      .where("id", "=", job.id)
      .where("claim", "=", job.claim)
      .where("state", "=", "running")
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return false;
    if (outcome.file) {
      const { name, contentType, bytes } = outcome.file;
      // One file per job (its primary key): an earlier attempt cannot have stored one, since the
      // done mark above is what its file would have been committed with.
      await trx.insertInto("job_files").values({ job_id: job.id, name, content_type: contentType, size: bytes.length, bytes, created_at: now.toISOString() }).execute();
    }
    return true;
  });
}

/** The end of a failed attempt: queued again after a delay, or failed for good with `message`. */
export async function recordFailure(db: Kysely<Database>, job: Claimed & { attempts: number; max_attempts: number }, message: string, permanent: boolean, now: Date): Promise<"retry" | "failed"> {
  if (permanent || job.attempts >= job.max_attempts) {
    await failJob(db, job, message, now);
    return "failed";
  }
  const delay = FIRST_RETRY_DELAY_MS * 2 ** (job.attempts - 1);
  await db
    .updateTable("jobs")
    .set({ state: "queued", claim: null, lease_expires_at: null, error: message, run_after: iso(now.getTime() + delay) })
    .where("id", "=", job.id)
    .where("claim", "=", job.claim)
    .execute();
  return "retry";
}

export async function failJob(db: Kysely<Database>, job: Claimed, message: string, now: Date): Promise<void> {
  await db
    .updateTable("jobs")
    .set({ state: "failed", claim: null, lease_expires_at: null, error: message, finished_at: now.toISOString(), expires_at: iso(now.getTime() + JOB_RETENTION_MS) })
    .where("id", "=", job.id)
    .where("claim", "=", job.claim)
    .execute();
}

/** A stopping worker hands the job back: queued at once, and the attempt does not count. */
export async function giveBack(db: Kysely<Database>, job: Claimed, now: Date): Promise<void> {
  await db
    .updateTable("jobs")
    .set((eb) => ({ state: "queued", claim: null, lease_expires_at: null, attempts: eb("attempts", "-", 1), run_after: now.toISOString() }))
    .where("id", "=", job.id)
    .where("claim", "=", job.claim)
    .where("state", "=", "running")
    .execute();
}

/** Removes ended jobs and their files once they expire (maintenance.ts, hourly). */
export async function purgeExpiredJobs(db: Kysely<Database>, now: Date): Promise<number> {
  const expired = db.selectFrom("jobs").select("id").where("expires_at", "<", now.toISOString());
  await db.deleteFrom("job_files").where("job_id", "in", expired).execute();
  const result = await db.deleteFrom("jobs").where("expires_at", "<", now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
