import { SIGN_IN_MESSAGES } from "../../src/api/schemas/auth";
import type { ServerDeps } from "../deps";
import { HttpError } from "../http/errors";
import { type WindowHit, hitWindow } from "../limits/fixed-window";

/**
 * Failed sign-ins of one account over a day, and the slots that space them out (decision 068).
 *
 * The quarter-hour window of sign-in-limit.ts asks a proof of work past five failures, which
 * costs a guesser with native hashing a few milliseconds: alone it allowed thirty guesses in
 * fourteen seconds. Here every attempt also counts in the account's day; past
 * `DAILY_FREE_FAILURES`, an attempt from a browser the account does not know must find a free
 * slot: the first attempt of the slot's window passes, every other one is refused at once (429,
 * Retry-After), before any proof or password is checked. Slots grow with the day's failures, so
 * a day of guessing reaches at most about 10 + 20 + 288 password checks, whatever the number of
 * addresses or the computing power behind it.
 *
 * The owner is not locked out: a browser that signed in before carries a device token
 * (sign-in-devices.ts) and skips the slots, unless that token itself has failed too often today.
 * A right password gives its place in the day back; a slot, once taken, stays taken.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;
/** A person mistyping on a few devices never gets near this in a day. */
export const DAILY_FREE_FAILURES = 10;
/** Failures past this in the day wait for the long slot. */
export const DAILY_SHORT_SLOT_FAILURES = 30;
export const SHORT_SLOT_MS = 60_000;
export const LONG_SLOT_MS = 5 * 60_000;
/** A device token that failed this often today is treated as any unknown browser. */
export const DEVICE_DAILY_FAILURES = 10;

/** The slot length for the n-th attempt of the day (counting failures and attempts in flight), or 0: no slot needed. */
export function slotLength(dayHits: number): number {
  if (dayHits <= DAILY_FREE_FAILURES) return 0;
  return dayHits <= DAILY_SHORT_SLOT_FAILURES ? SHORT_SLOT_MS : LONG_SLOT_MS;
}

/**
 * Counts the attempt in the account's day (and in its device token's day, when it brings one)
 * and, past the free failures, takes a slot or throws 429. Answers the day hits to give back
 * when the password was right.
 */
export async function reserveDailyAttempt(
  deps: Pick<ServerDeps, "db" | "now">,
  email: string,
  device: { tokenKey: string } | undefined,
): Promise<WindowHit[]> {
  const day = await hitWindow(deps, `sign-in:account-day:${email}`, DAY_MS);
  const hits = [day];
  let known = false;
  if (device) {
    const deviceDay = await hitWindow(deps, `sign-in:device-day:${device.tokenKey}`, DAY_MS);
    hits.push(deviceDay);
    known = deviceDay.hits <= DEVICE_DAILY_FAILURES;
  }
  const slotMs = known ? 0 : slotLength(day.hits);
  if (slotMs === 0) return hits;
  const slot = await hitWindow(deps, `sign-in:account-slot:${slotMs}:${email}`, slotMs);
  if (slot.hits > 1) {
    for (const hit of hits) await hit.giveBack();
    throw new HttpError(429, [SIGN_IN_MESSAGES.accountResting], { "Retry-After": String(slot.retryAfterSeconds) });
  }
  return hits;
}
