import { PROFILE_MESSAGES } from "../../src/api/schemas/profile";
import { passwordHashGate } from "../auth/hash-gate";
import { verifyPassword } from "../auth/passwords";
import type { AuthUser, ServerDeps } from "../deps";
import { HttpError } from "../http/errors";
import { hitWindows } from "../limits/fixed-window";

/**
 * The signed-in user proving their current password (a new password, a new sign-in e-mail).
 *
 * A wrong one is a guess (a borrowed device's open session could try), so it is limited, but in
 * counts of this USER of their own, not in the account's sign-in counts (decision 068, replacing
 * that part of 053): strangers' failed sign-ins against the address must not keep the owner from
 * changing their password, which is what they would do under attack. Reserved before the check
 * so that parallel guesses cannot all slip under the limit; a right password gives its place back.
 * Past the limit: 429 with Retry-After (a 401 would sign the user out, which a typo must not do).
 */

export const CURRENT_PASSWORD_LIMIT = 5;
export const CURRENT_PASSWORD_WINDOW_MS = 15 * 60_000;
/** A session is not a way around the sign-in's daily bound (sign-in-slots.ts). */
export const CURRENT_PASSWORD_DAILY_LIMIT = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Checks the user's current password within the limits, then runs `then` (inside the hash gate,
 * so a new password's hash is made in the same slot). 422 on `current_password` when wrong.
 */
export async function withCurrentPassword<T>(deps: ServerDeps, user: AuthUser, password: string, then: () => Promise<T>): Promise<T> {
  const hits = await hitWindows(deps, [
    { key: `current-password:user:${user.id}`, windowMs: CURRENT_PASSWORD_WINDOW_MS },
    { key: `current-password:user-day:${user.id}`, windowMs: DAY_MS },
  ]);
  const giveBack = async () => {
    for (const hit of hits) await hit.giveBack();
  };
  const [quarter, day] = hits as [(typeof hits)[number], (typeof hits)[number]];
  const over = [quarter.hits > CURRENT_PASSWORD_LIMIT && quarter, day.hits > CURRENT_PASSWORD_DAILY_LIMIT && day].filter((hit) => hit !== false);
  if (over.length > 0) {
    await giveBack();
    throw new HttpError(429, [PROFILE_MESSAGES.tooManyWrongPasswords], { "Retry-After": String(Math.max(...over.map((hit) => hit.retryAfterSeconds))) });
  }
  let guessed = false;
  try {
    const row = await deps.db.selectFrom("users").select("password_hash").where("id", "=", user.id).executeTakeFirstOrThrow();
    const result = await passwordHashGate.run(async () => ((await verifyPassword(password, row.password_hash)) ? { value: await then() } : null));
    if (result === null) {
      guessed = true;
      throw new HttpError(422, [{ current_password: [PROFILE_MESSAGES.wrongCurrentPassword] }]);
    }
    return result.value;
  } finally {
    if (!guessed) await giveBack();
  }
}
