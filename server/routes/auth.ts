import { Hono } from "hono";
import { ConfirmResetPasswordRequest, LoginRequest, RESET_PASSWORD_ANSWER, ResetPasswordRequest, type SessionUser } from "../../src/api/schemas/auth";
import { loadColumnSettings } from "../settings/column-settings";
import { passwordHashGate } from "../auth/hash-gate";
import { claimResetLink, isOpenResetLink, issueResetLink, reserveResetAttempt } from "../auth/password-reset";
import { burnPasswordCheck, hashPassword, verifyPassword } from "../auth/passwords";
import { ACCOUNT_NOT_ACTIVE, requireUser } from "../auth/require-user";
import { reserveSignIn } from "../auth/sign-in-limit";
import { hashToken, newToken } from "../auth/tokens";
import { type AppEnv, type ServerDeps, isoAfter, isoNow } from "../deps";
import { clientAddress } from "../http/forwarded";
import { flag, one } from "../http/answers";
import { HttpError } from "../http/errors";
import { readJson } from "../http/validate";
import type { GroupName } from "../../src/domain/groups";
import type { LanguageCode } from "../../src/domain/languages";

/** Sessions last 30 days, as long as an offline driver's queued work may wait for sync. */
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const WRONG_CREDENTIALS = "Wrong e-mail or password.";
const INVALID_RESET_LINK = "This reset link is not valid or has expired. Ask for a new one.";

export function authRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });

  app.post("/login", async (c) => {
    const input = await readJson(c, LoginRequest);
    const email = input.email.toLowerCase();
    // Reserved before the password check, so that parallel guesses cannot all pass the limit.
    const attempt = await reserveSignIn(deps, { address: clientAddress(c, deps), email }, input.verification);
    let failed = false;
    try {
      const user = await deps.db
        .selectFrom("users")
        .innerJoin("groups", "groups.id", "users.group_id")
        .select(["users.id", "users.name", "users.email", "users.password_hash", "users.blocked", "users.seller_id", "users.can_overpack", "users.language", "groups.name as group"])
        .where("users.email", "=", email)
        .executeTakeFirst();
      const valid = await passwordHashGate.run(async () =>
        user ? verifyPassword(input.password, user.password_hash) : (await burnPasswordCheck(input.password), false),
      );
      if (!user || !valid) {
        failed = true;
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
    } finally {
      // Only a wrong password keeps its place in the counts: a right one (blocked or not) and an
      // attempt the busy server turned away were no guess.
      if (!failed) await attempt.giveBack();
    }
  });

  app.post("/logout", requireUser(deps), async (c) => {
    await deps.db.updateTable("sessions").set({ revoked_at: isoNow(deps) }).where("id", "=", c.var.user.session_id).execute();
    return c.json(one({ signed_out: true as const }));
  });

  app.post("/reset_password", async (c) => {
    const input = await readJson(c, ResetPasswordRequest);
    await reserveResetAttempt(deps, "request", clientAddress(c, deps));
    const user = await deps.db.selectFrom("users").select(["id", "email", "blocked"]).where("email", "=", input.email.toLowerCase()).executeTakeFirst();
    if (user && user.blocked === 0) {
      await deps.db.transaction().execute((trx) => issueResetLink(trx, deps, user));
    }
    // The same answer either way, so the form cannot tell anyone which addresses have accounts.
    return c.json(one({ message: RESET_PASSWORD_ANSWER }));
  });

  app.post("/reset_password/confirm", async (c) => {
    const input = await readJson(c, ConfirmResetPasswordRequest);
    // Guessing tokens is limited like guessing passwords.
    const attempt = await reserveResetAttempt(deps, "confirm", clientAddress(c, deps));
    // A cheap look first, so that a guessed token costs no password hash; the claim below decides.
    if (!(await isOpenResetLink(deps, input.token))) throw new HttpError(422, [{ base: [INVALID_RESET_LINK] }]);
    const passwordHash = await passwordHashGate.run(() => hashPassword(input.password)).catch(async (error: unknown) => {
      await attempt.giveBack();
      throw error;
    });
    const changed = await deps.db.transaction().execute(async (trx) => {
      const userId = await claimResetLink(trx, deps, input.token);
      if (userId === undefined) return false;
      await trx.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", userId).execute();
      // Whoever knew the old password is signed out everywhere.
      await trx.updateTable("sessions").set({ revoked_at: isoNow(deps) }).where("user_id", "=", userId).where("revoked_at", "is", null).execute();
      return true;
    });
    // Another confirmation of the same link won the race: this one changed nothing.
    if (!changed) throw new HttpError(422, [{ base: [INVALID_RESET_LINK] }]);
    await attempt.giveBack();
    return c.json(one({ password_changed: true as const }));
  });

  return app;
}
