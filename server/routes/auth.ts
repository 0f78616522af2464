import { Hono } from "hono";
import { ConfirmResetPasswordRequest, LoginRequest, RESET_PASSWORD_ANSWER, ResetPasswordRequest } from "../../src/api/schemas/auth";
import { confirmPasswordReset, requestPasswordReset } from "../auth/password-reset";
import { requireUser } from "../auth/require-user";
import { signIn, signOut } from "../auth/sign-in";
import type { AppEnv, ServerDeps } from "../deps";
import { clientAddress } from "../http/forwarded";
import { one } from "../http/answers";
import { readJson } from "../http/validate";

/** Signing in and out, and resetting a password (server/auth/sign-in.ts, password-reset.ts). */
export function authRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });

  app.post("/login", async (c) => {
    const input = await readJson(c, LoginRequest);
    return c.json(one(await signIn(deps, input, clientAddress(c, deps))));
  });

  app.post("/logout", requireUser(deps, { beforeTerms: true }), async (c) => {
    await signOut(deps, c.var.user.session_id);
    return c.json(one({ signed_out: true as const }));
  });

  app.post("/reset_password", async (c) => {
    const input = await readJson(c, ResetPasswordRequest);
    await requestPasswordReset(deps, input.email, clientAddress(c, deps));
    // The same answer either way, so the form cannot tell anyone which addresses have accounts.
    return c.json(one({ message: RESET_PASSWORD_ANSWER }));
  });

  app.post("/reset_password/confirm", async (c) => {
    const input = await readJson(c, ConfirmResetPasswordRequest);
    await confirmPasswordReset(deps, input, clientAddress(c, deps));
    return c.json(one({ password_changed: true as const }));
  });

  return app;
}
