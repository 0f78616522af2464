import { SIGN_IN_MESSAGES } from "../../src/api/schemas/auth";
import type { ServerDeps } from "../deps";
import { HttpError } from "../http/errors";
import { addressKey } from "../limits/address-key";
import { type WindowHit, hitWindows } from "../limits/fixed-window";
import { consumeVerification } from "../verification/verify";
import { isKnownDevice } from "./sign-in-devices";
import { reserveDailyAttempt } from "./sign-in-slots";
import { hashToken } from "./tokens";

/**
 * Failed sign-ins, counted per address and per account (decision 024, replacing the throttle of
 * decision 003). Every attempt reserves its place in both counts before the password is checked,
 * so parallel attempts cannot all slip under the limit; a right password gives its place back.
 *
 * Past the limit a sign-in is not refused but must bring a solved proof of work (the tracking
 * page's kind, action "login"): someone else's failures never lock the owner of the password
 * out, and every further guess costs the guesser work. Over a day, the account's failures are
 * also spaced out by slots that only the owner's known browsers skip (sign-in-slots.ts).
 */

/** Five failed sign-ins from one address within its minute... */
export const ADDRESS_FAILURE_LIMIT = 5;
export const ADDRESS_WINDOW_MS = 60_000;
/**
 * ...or five against one account within its quarter of an hour. Longer than the address window:
 * an account is guessed from many addresses, and its owner meets only a second's automatic check.
 */
export const ACCOUNT_FAILURE_LIMIT = 5;
export const ACCOUNT_WINDOW_MS = 15 * 60_000;

export interface SignInAttempt {
  /** A right password, or an attempt refused before the check: not a failure. */
  giveBack(): Promise<void>;
  /** Whether the attempt brought a device token of this account (no new one is needed then). */
  knownDevice: boolean;
}

/**
 * Reserves the attempt; past either limit, consumes the proof of work it must carry or throws
 * (429 asking for one, 403 for a bad one), giving the reservation back first.
 */
export async function reserveSignIn(
  deps: ServerDeps,
  who: { address: string; email: string; device?: string | undefined },
  verification: string | undefined,
): Promise<SignInAttempt> {
  const [byAddress, byAccount] = (await hitWindows(deps, [
    { key: `sign-in:address:${addressKey(who.address)}`, windowMs: ADDRESS_WINDOW_MS },
    { key: `sign-in:account:${who.email}`, windowMs: ACCOUNT_WINDOW_MS },
  ])) as [WindowHit, WindowHit];
  const held: WindowHit[] = [byAddress, byAccount];
  const knownDevice = await isKnownDevice(deps, who.email, who.device);
  const attempt: SignInAttempt = {
    giveBack: async () => {
      for (const hit of held) await hit.giveBack();
    },
    knownDevice,
  };
  const over = [byAddress.hits > ADDRESS_FAILURE_LIMIT && byAddress, byAccount.hits > ACCOUNT_FAILURE_LIMIT && byAccount].filter((hit) => hit !== false);
  try {
    if (over.length > 0 && (verification === undefined || verification === "")) {
      // Until the last window that is over its limit ends, sign-ins need the proof.
      const retryAfter = Math.max(...over.map((hit) => hit.retryAfterSeconds));
      throw new HttpError(429, [SIGN_IN_MESSAGES.verificationRequired], { "Retry-After": String(retryAfter) });
    }
    // Then the day's slots (sign-in-slots.ts), before the proof is spent: a refused attempt keeps it for later.
    held.push(...(await reserveDailyAttempt(deps, who.email, knownDevice && who.device ? { tokenKey: hashToken(who.device) } : undefined)));
    if (over.length > 0) await consumeVerification(deps, verification ?? "", "login");
  } catch (error) {
    await attempt.giveBack();
    throw error;
  }
  return attempt;
}
