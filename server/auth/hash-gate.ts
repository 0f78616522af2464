import { availableParallelism } from "node:os";
import { HttpError } from "../http/errors";
import { SERVER_BUSY } from "../../src/api/schemas/auth";

/**
 * A cap on password hashes running at once in this process. One scrypt costs about 32 MB and a
 * libuv thread for tens of milliseconds; a flood of sign-ins would otherwise queue every hash on
 * the thread pool that file reads and gzip also use, and take the memory with it. Past the cap a
 * few wait their turn; past that the answer is 503 with Retry-After, at once and cheaply.
 *
 * In memory on purpose: the cap protects this process's CPU and memory, so a second instance
 * has its own (decision 024). Which attempts may reach a hash at all is decided before, by the
 * counters in the database.
 */

/** One hash per core, at most libuv's default four threads, so the pool keeps a thread for file reads. */
export const MAX_RUNNING_HASHES = Math.max(1, Math.min(4, availableParallelism()));
/** About a second of waiting at most before the answer would be no faster than a retry. */
export const MAX_WAITING_HASHES = 8;
/** A busy spell passes in a moment: a sign-in retried after this usually finds a free slot. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

export function createHashGate(maxRunning = MAX_RUNNING_HASHES, maxWaiting = MAX_WAITING_HASHES) {
  let running = 0;
  const waiting: (() => void)[] = [];

  async function enter(): Promise<void> {
    if (running < maxRunning) {
      running += 1;
      return;
    }
    if (waiting.length >= maxWaiting) {
      throw new HttpError(503, [SERVER_BUSY], { "Retry-After": String(BUSY_RETRY_AFTER_SECONDS) });
    }
    // The slot is handed over by `leave`, so `running` never drops and rises between the two.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function leave(): void {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  return {
    /** Runs `hash` when a slot is free; throws 503 when too many are running and waiting. */
    async run<T>(hash: () => Promise<T>): Promise<T> {
      await enter();
      try {
        return await hash();
      } finally {
        leave();
      }
    },
    /** For tests and figures: hashes running and waiting now. */
    load: () => ({ running, waiting: waiting.length }),
  };
}

export type HashGate = ReturnType<typeof createHashGate>;

/** The process's one gate: sign-in, the unknown-e-mail burn and new passwords all pass it. */
export const passwordHashGate = createHashGate();
