/**
 * When to try a failed operation again: exponential from 1 s, capped at 60 s, with "equal jitter"
 * (half the step fixed, half random) so that devices that failed together do not come back
 * together, and never sooner than 1 s. A server's Retry-After is a minimum we always honour.
 */
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 60_000;

/** Delay before the next send after `attempts` failed sends (1 = the first failure). */
export function backoffDelay(attempts: number, random: () => number = Math.random, retryAfterSeconds?: number): number {
  const step = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts));
  const jittered = step / 2 + random() * (step / 2);
  const delay = Math.min(BACKOFF_CAP_MS, Math.max(BACKOFF_BASE_MS, jittered));
  const serverMinimum = retryAfterSeconds !== undefined && retryAfterSeconds > 0 ? retryAfterSeconds * 1_000 : 0;
  return Math.round(Math.max(delay, serverMinimum));
}
