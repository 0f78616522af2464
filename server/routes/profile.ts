import { Hono } from "hono";
import { ChangePasswordRequest, ConfirmEmailChangeRequest, PROFILE_MESSAGES, ProfileRequest } from "../../src/api/schemas/profile";
import { requireUser } from "../auth/require-user";
import type { AppEnv, ServerDeps } from "../deps";
import { one } from "../http/answers";
import { HttpError } from "../http/errors";
import { clientAddress } from "../http/forwarded";
import { readJson } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
import { reserveTypedAddressMail } from "../limits/mail-limit";
import { changePassword } from "../profile/change-password";
import { withCurrentPassword } from "../profile/current-password";
import { confirmEmailChange } from "../profile/email-change";
import { changesEmail, updateProfile } from "../profile/update-profile";

/**
 * The signed-in user's own profile and password (issue 19, decision 053): always their own
 * account, so no id in the path and no role check (a viewer edits their own name too). Managing
 * OTHER users is /v1/users/{id}, for admins. A new sign-in e-mail needs the current password and
 * the new address's confirmation (decision 068).
 */
export function profileRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);

  app.put("/users", auth, async (c) => {
    const { current_password: password, ...input } = await readJson(c, ProfileRequest);
    const user = c.var.user;
    if (changesEmail(user, input)) {
      if (password === undefined) throw new HttpError(422, [{ current_password: [PROFILE_MESSAGES.currentPasswordNeeded] }]);
      await withCurrentPassword(deps, user, password, async () => undefined);
      await reserveTypedAddressMail(deps, { userId: user.id, recipient: input.email }, PROFILE_MESSAGES.tooManyMails);
    }
    // The fingerprint leaves the password out: the idempotency store keeps no password's trace.
    return runMutation(c, deps, { required: false, input }, async (trx) => ({ status: 200, body: one(await updateProfile(trx, deps, user.id, input)) }));
  });

  // Public: the link may be opened on any device, signed in or not; the token is the proof.
  app.post("/email_change/confirm", async (c) => {
    const input = await readJson(c, ConfirmEmailChangeRequest);
    const { id, email } = await confirmEmailChange(deps, input.token, clientAddress(c, deps));
    return c.json(one({ email_changed: true as const, id, email }));
  });

  // Not through runMutation: a stored answer would keep the request's fingerprint, made of passwords.
  app.put("/user_email_password", auth, async (c) => {
    const input = await readJson(c, ChangePasswordRequest);
    const ended = await changePassword(deps, c.var.user, input);
    return c.json(one({ password_changed: true as const, other_sessions_ended: ended }));
  });

  return app;
}
