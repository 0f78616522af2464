import { PROFILE_MESSAGES, type ChangePasswordRequest } from "../../src/api/schemas/profile";
import { passwordHashGate } from "../auth/hash-gate";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { ACCOUNT_FAILURE_LIMIT, ACCOUNT_WINDOW_MS } from "../auth/sign-in-limit";
import { type AuthUser, type ServerDeps, isoNow } from "../deps";
import { HttpError } from "../http/errors";
import { hitWindow } from "../limits/fixed-window";

/**
 * PUT /v1/user_email_password: the signed-in user sets a new password, proving the current one.
 *
 * A wrong current password is a password guess like a failed sign-in (someone holding an open
 * session on a borrowed device could try): it counts in the SAME per-account window as failed
 * sign-ins (sign-in-limit.ts), reserved before the check so that parallel guesses cannot all slip
 * under the limit; a right one gives its place back. Past the limit the answer is 429 with
 * Retry-After (a 401 would sign the user out of the portal, which a typo must not do).
 *
 * The new password ends the user's OTHER sessions at once (whoever knew the old password is
 * signed out); the session that changed it goes on. Answers how many sessions ended.
 */
export async function changePassword(deps: ServerDeps, user: AuthUser, input: ChangePasswordRequest): Promise<number> {
  const attempt = await hitWindow(deps, `sign-in:account:${user.email.toLowerCase()}`, ACCOUNT_WINDOW_MS);
  if (attempt.hits > ACCOUNT_FAILURE_LIMIT) {
    await attempt.giveBack();
    throw new HttpError(429, [PROFILE_MESSAGES.tooManyWrongPasswords], { "Retry-After": String(attempt.retryAfterSeconds) });
  }
  let guessed = false;
  try {
    const row = await deps.db.selectFrom("users").select("password_hash").where("id", "=", user.id).executeTakeFirstOrThrow();
    const newHash = await passwordHashGate.run(async () => {
      if (!(await verifyPassword(input.current_password, row.password_hash))) return null;
      return hashPassword(input.password);
    });
    if (newHash === null) {
      guessed = true;
      throw new HttpError(422, [{ current_password: [PROFILE_MESSAGES.wrongCurrentPassword] }]);
    }
    return await deps.db.transaction().execute(async (trx) => {
      await trx.updateTable("users").set({ password_hash: newHash }).where("id", "=", user.id).execute();
      const ended = await trx
        .updateTable("sessions")
        .set({ revoked_at: isoNow(deps) })
        .where("user_id", "=", user.id)
        .where("id", "<>", user.session_id)
        .where("revoked_at", "is", null)
        .executeTakeFirst();
      return Number(ended.numUpdatedRows);
    });
  } finally {
    if (!guessed) await attempt.giveBack();
  }
}
