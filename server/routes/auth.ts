import { Hono } from "hono";
import { ConfirmResetPasswordRequest, LoginRequest, RESET_PASSWORD_ANSWER, ResetPasswordRequest, type SessionUser } from "../../src/api/schemas/auth";
import { loadColumnSettings } from "./table-columns";
import { clientAddress, assertLoginAllowed, recordLoginFailure } from "../auth/login-throttle";
import { burnPasswordCheck, hashPassword, verifyPassword } from "../auth/passwords";
import { ACCOUNT_NOT_ACTIVE, requireUser } from "../auth/require-user";
import { hashToken, newToken } from "../auth/tokens";
import { type AppEnv, type ServerDeps, isoAfter, isoNow } from "../deps";
import { flag, one } from "../http/answers";
import { HttpError } from "../http/errors";
import { readJson } from "../http/validate";
import type { GroupName } from "../../src/domain/groups";
import type { LanguageCode } from "../../src/domain/languages";

/** Sessions last 30 days, as long as an offline driver's queued work may wait for sync. */
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const WRONG_CREDENTIALS = "Wrong e-mail or password.";

export function authRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });

  app.post("/login", async (c) => {
    const input = await readJson(c, LoginRequest);
    const address = clientAddress(c, deps);
    await assertLoginAllowed(deps, address);
    const user = await deps.db
      .selectFrom("users")
      .innerJoin("groups", "groups.id", "users.group_id")
      .select(["users.id", "users.name", "users.email", "users.password_hash", "users.blocked", "users.seller_id", "users.can_overpack", "users.language", "groups.name as group"])
      .where("users.email", "=", input.email.toLowerCase())
      .executeTakeFirst();
    const valid = user ? await verifyPassword(input.password, user.password_hash) : (await burnPasswordCheck(input.password), false);
    if (!user || !valid) {
      await recordLoginFailure(deps, address);
      throw new HttpError(401, [WRONG_CREDENTIALS]);
    }
    if (user.blocked === 1) throw new HttpError(403, [ACCOUNT_NOT_ACTIVE]);

    const token = newToken();
    await deps.db
      .insertInto("sessions")
      .values({ user_id: user.id, token_hash: hashToken(token), platform: input.platform, created_at: isoNow(deps), expires_at: isoAfter(deps, SESSION_TTL_MS), revoked_at: null })
      .execute();
    const answer: SessionUser = {
      id: user.id,
      name: user.name,
      email: user.email,
      auth_token: token,
      group: user.group as GroupName,
      seller_id: user.seller_id,
      can_overpack: flag(user.can_overpack),
      column_settings: await loadColumnSettings(deps.db, user.id),
      language: user.language as LanguageCode,
    };
    return c.json(one({ user: answer }));
  });

  app.post("/logout", requireUser(deps), async (c) => {
    await deps.db.updateTable("sessions").set({ revoked_at: isoNow(deps) }).where("id", "=", c.var.user.session_id).execute();
    return c.json(one({ signed_out: true as const }));
  });

  app.post("/reset_password", async (c) => {
    const input = await readJson(c, ResetPasswordRequest);
    // Counted like failed sign-ins, under their own key: nobody floods an inbox from one address.
    const resetAddress = `reset:${clientAddress(c, deps)}`;
    await assertLoginAllowed(deps, resetAddress);
    await recordLoginFailure(deps, resetAddress);
    const user = await deps.db.selectFrom("users").select(["id", "email", "blocked"]).where("email", "=", input.email.toLowerCase()).executeTakeFirst();
    if (user && user.blocked === 0) {
      const token = newToken();
      await deps.db.transaction().execute(async (trx) => {
        await trx.insertInto("password_resets").values({ user_id: user.id, token_hash: hashToken(token), created_at: isoNow(deps), expires_at: isoAfter(deps, RESET_TOKEN_TTL_MS), used_at: null }).execute();
        await trx
          .insertInto("mail_outbox")
          .values({
            recipient: user.email,
            subject: "Reset your password",
            body: `Open /reset_password?token=${token} within one hour to choose a new password. If you did not ask for this, ignore this e-mail.`,
            created_at: isoNow(deps),
          })
          .execute();
      });
    }
    // The same answer either way, so the form cannot tell anyone which addresses have accounts.
    return c.json(one({ message: RESET_PASSWORD_ANSWER }));
  });

  app.post("/reset_password/confirm", async (c) => {
    const input = await readJson(c, ConfirmResetPasswordRequest);
    // Guessing tokens is throttled like guessing passwords.
    const address = `reset-confirm:${clientAddress(c, deps)}`;
    await assertLoginAllowed(deps, address);
    const reset = await deps.db
      .selectFrom("password_resets")
      .select(["id", "user_id", "expires_at", "used_at"])
      .where("token_hash", "=", hashToken(input.token))
      .executeTakeFirst();
    if (!reset || reset.used_at !== null || reset.expires_at <= isoNow(deps)) {
      await recordLoginFailure(deps, address);
      throw new HttpError(422, [{ base: ["This reset link is not valid or has expired. Ask for a new one."] }]);
    }
    const passwordHash = await hashPassword(input.password);
    await deps.db.transaction().execute(async (trx) => {
      await trx.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", reset.user_id).execute();
      await trx.updateTable("password_resets").set({ used_at: isoNow(deps) }).where("id", "=", reset.id).execute();
      // Whoever knew the old password is signed out everywhere.
      await trx.updateTable("sessions").set({ revoked_at: isoNow(deps) }).where("user_id", "=", reset.user_id).where("revoked_at", "is", null).execute();
    });
    return c.json(one({ password_changed: true as const }));
  });

  return app;
}
