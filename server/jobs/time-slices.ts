import { type Kysely, type Transaction, sql } from "kysely";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { Database } from "../db/schema";

/**
 * A long run of writes that leaves the event loop to other requests (decision 066). On SQLite
 * (better-sqlite3) every query runs synchronously and Kysely's promises settle as microtasks: a
 * loop of `await`ed writes never gives the event loop a turn, and an import of 20,000 orders held
 * every request of the server, /v1/health included, for its whole run. Here the steps are written
 * in transactions of a few milliseconds each (TIME_SLICE_MS), with a turn of the event loop
 * between two. One transaction for several steps also means one commit (one fsync on SQLite)
 * instead of one per step.
 *
 * Each step runs under a savepoint: a step that fails is undone alone (`undo`), and the step's
 * own handling of the failure (recording a rejection) goes on in the same transaction. A failure
 * the step does not handle rolls the whole slice back and ends the run: what committed before it
 * stays, and the caller's own marks (written in the same transactions) say what is done.
 */

/** Work per transaction before its commit and a turn of the event loop. */
export const TIME_SLICE_MS = 5;

/** Runs `work` under a savepoint of `trx`: its writes stay when it succeeds, are undone when it throws. */
export async function underSavepoint<T>(trx: Transaction<Database>, work: () => Promise<T>): Promise<T> {
  await sql`savepoint time_slice_step`.execute(trx);
  try {
    const result = await work();
    await sql`release savepoint time_slice_step`.execute(trx);
    return result;
  } catch (error) {
    await sql`rollback to savepoint time_slice_step`.execute(trx);
    await sql`release savepoint time_slice_step`.execute(trx);
    throw error;
  }
}

export interface SliceOptions<T> {
  /** The next step, or undefined when there is none left (shared by the lanes of one run). */
  next: () => T | undefined;
  /** Writes one step in the slice's transaction (use underSavepoint for a step that may be refused). */
  write: (trx: Transaction<Database>, step: T) => Promise<void>;
  /** Hears how many steps each committed slice wrote. */
  committed?: (steps: number) => void;
  /** Checked before each slice: the run stops between two slices, never inside one. */
  signal?: AbortSignal;
  /** How long one slice may write: `ms` (default TIME_SLICE_MS) and, for tests, at most `maxSteps` steps. */
  slice?: SliceSize;
}

export interface SliceSize {
  ms?: number;
  maxSteps?: number;
}

/** Writes steps until `next` has none, a slice of TIME_SLICE_MS at a time. */
export async function writeInTimeSlices<T>(db: Kysely<Database>, { next, write, committed, signal, slice = {} }: SliceOptions<T>): Promise<void> {
  const { ms = TIME_SLICE_MS, maxSteps = Infinity } = slice;
  let step = next();
  while (step !== undefined) {
    signal?.throwIfAborted();
    const trx = await db.startTransaction().execute();
    let written = 0;
    try {
      const started = performance.now();
      do {
        await write(trx, step);
        written += 1;
        step = next();
      } while (step !== undefined && written < maxSteps && performance.now() - started < ms);
      await trx.commit().execute();
    } catch (error) {
      // The step's failure is what the caller must hear, not a failed rollback's.
      await trx
        .rollback()
        .execute()
        .catch((rollbackError: unknown) => console.error("Rolling back a time slice failed:", rollbackError));
      throw error;
    }
    committed?.(written);
    // A turn of the event loop (timers, I/O: the requests waiting) before the next slice.
    await nextTurn();
  }
}

/**
 * Runs `work` on each item in order, TIME_SLICE_MS of them at a time with a turn of the event
 * loop between two: a job's CPU work over thousands of rows (checking them, writing its log),
 * without a transaction.
 */
export async function eachInTimeSlices<T>(items: readonly T[], work: (item: T, index: number) => void, signal?: AbortSignal): Promise<void> {
  let index = 0;
  while (index < items.length) {
    signal?.throwIfAborted();
    const started = performance.now();
    do {
      work(items[index]!, index);
      index += 1;
    } while (index < items.length && performance.now() - started < TIME_SLICE_MS);
    if (index < items.length) await nextTurn();
  }
}
