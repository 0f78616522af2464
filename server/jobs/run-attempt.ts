import type { Kysely } from "kysely";
import { JOB_MESSAGES } from "../../src/api/schemas/jobs";
import type { Database, JobsTable } from "../db/schema";
import { type Claimed, failJob, finishJob, giveBack, recordFailure, reportProgress } from "./job-records";
import { type JobHandlers, PermanentJobError, type QueueJobKind } from "./job-types";

/**
 * One attempt of a job a worker holds, the same for both queues: run the kind's handler, then
 * store its outcome under the attempt's claim (decision 030's "run once"), or record the failure
 * (another attempt later, or failed for good), or give the job back when the worker stops.
 */

/** What the user reads when a job failed in a way the handler did not explain (details go to the log). */
export const JOB_FAILED_MESSAGE = JOB_MESSAGES.failed;
/** A job whose attempts kept ending with their worker (a crash, a kill) stops being tried. */
export const JOB_STOPPED_MESSAGE = JOB_MESSAGES.stopped;
const UNKNOWN_JOB_MESSAGE = JOB_MESSAGES.unknownKind;

export type AttemptEnd = "done" | "retry" | "failed" | "given-back" | "lost";

export interface AttemptOptions {
  db: Kysely<Database>;
  now: () => Date;
  handlers: JobHandlers;
  /** Aborted when the worker stops: an attempt still running then gives its job back. */
  stopSignal: AbortSignal;
  /**
   * The table queue's lease: kept this far ahead while the attempt runs (renewed every third of
   * it and at each progress report). pg-boss has its own heartbeat and leaves this out.
   */
  leaseMs?: number;
}

/** Runs one attempt of `row`, which the caller has just claimed (its `claim` is set). */
export async function runAttempt(row: JobsTable, options: AttemptOptions): Promise<AttemptEnd> {
  const { db, now, handlers, stopSignal, leaseMs } = options;
  const job: Claimed = { id: row.id, claim: row.claim! };
  if (row.attempts > row.max_attempts) {
    await failJob(db, job, JOB_STOPPED_MESSAGE, now());
    return "failed";
  }
  const handler = handlers[row.kind as QueueJobKind];
  if (!handler) {
    await failJob(db, job, UNKNOWN_JOB_MESSAGE, now());
    return "failed";
  }

  const lost = new AbortController();
  const signal = AbortSignal.any([stopSignal, lost.signal]);
  const leaseUntil = () => (leaseMs === undefined ? undefined : new Date(now().getTime() + leaseMs));
  let latest = { done: row.progress_done, total: row.progress_total };
  // Reports are written one after the other, so an older one never lands after a newer one.
  let reports = Promise.resolve();
  const report = () => {
    const { done, total } = latest;
    reports = reports
      .then(() => reportProgress(db, job, done, total, leaseUntil()))
      .then((held) => {
        if (!held) lost.abort();
      })
      .catch((error: unknown) => console.error(`Job ${job.id}: storing its progress failed:`, error));
  };
  // Unref: a renewal alone must not keep a stopping process alive.
  const renewal = leaseMs === undefined ? undefined : setInterval(report, leaseMs / 3).unref();

  try {
    const outcome = await handler.run({
      id: row.id,
      sellerId: row.seller_id,
      userId: row.user_id,
      payload: JSON.parse(row.payload) as unknown,
      attempt: row.attempts,
      maxAttempts: row.max_attempts,
      signal,
      progress(done, total) {
        latest = { done, total };
        report();
      },
    });
    clearInterval(renewal);
    await reports;
    return (await finishJob(db, job, outcome, now())) ? "done" : "lost";
  } catch (error) {
    clearInterval(renewal);
    await reports;
    if (lost.signal.aborted) return "lost";
    if (stopSignal.aborted) {
      await giveBack(db, job, now());
      return "given-back";
    }
    const permanent = error instanceof PermanentJobError;
    if (!permanent) console.error(`Job ${job.id} (${row.kind}), attempt ${row.attempts} of ${row.max_attempts}, failed:`, error);
    return recordFailure(db, { ...job, attempts: row.attempts, max_attempts: row.max_attempts }, permanent ? error.message : JOB_FAILED_MESSAGE, permanent, now());
  } finally {
    clearInterval(renewal);
  }
}
