import type { ChangePasswordRequest } from "../../src/api/schemas/profile";
import { hashPassword } from "../auth/passwords";
import { type AuthUser, type ServerDeps, isoNow } from "../deps";
import { withCurrentPassword } from "./current-password";

/**
 * PUT /v1/user_email_password: the signed-in user sets a new password, proving the current one
 * (limited per user, current-password.ts).
 *
 * The new password ends the user's OTHER sessions at once (whoever knew the old password is
 * signed out); the session that changed it goes on. Answers how many sessions ended.
 */
export async function changePassword(deps: ServerDeps, user: AuthUser, input: ChangePasswordRequest): Promise<number> {
  const newHash = await withCurrentPassword(deps, user, input.current_password, () => hashPassword(input.password));
  return deps.db.transaction().execute(async (trx) => {
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
}
