import { Hono } from "hono";
import { ChangePasswordRequest, ProfileRequest } from "../../src/api/schemas/profile";
import { requireUser } from "../auth/require-user";
import type { AppEnv, ServerDeps } from "../deps";
import { one } from "../http/answers";
import { readJson } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
import { changePassword } from "../profile/change-password";
import { updateProfile } from "../profile/update-profile";

/**
 * The signed-in user's own profile and password (issue 19, decision 053): always their own
 * account, so no id in the path and no role check (a viewer edits their own name too). Managing
 * OTHER users is /v1/users/{id}, for admins.
 */
export function profileRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);

  app.put("/users", auth, async (c) => {
    const input = await readJson(c, ProfileRequest);
    return runMutation(c, deps, { required: false, input }, async (trx) => ({ status: 200, body: one(await updateProfile(trx, c.var.user.id, input)) }));
  });

  // Not through runMutation: a stored answer would keep the request's fingerprint, made of passwords.
  app.put("/user_email_password", auth, async (c) => {
    const input = await readJson(c, ChangePasswordRequest);
    const ended = await changePassword(deps, c.var.user, input);
    return c.json(one({ password_changed: true as const, other_sessions_ended: ended }));
  });

  return app;
}
