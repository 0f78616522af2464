import type { LoginRequest, SessionUser } from "../../src/api/schemas/auth";
import type { GroupName } from "../../src/domain/groups";
import type { LanguageCode } from "../../src/domain/languages";
import { type ServerDeps, isoAfter, isoNow } from "../deps";
import { flag } from "../http/answers";
import { HttpError } from "../http/errors";
import { loadColumnSettings } from "../settings/column-settings";
import { passwordHashGate } from "./hash-gate";
import { burnPasswordCheck, verifyPassword } from "./passwords";
import { rememberDevice } from "./sign-in-devices";
import { reserveSignIn } from "./sign-in-limit";
import { hashToken, newToken } from "./tokens";

/** Sessions last 30 days, as long as an offline driver's queued work may wait for sync. */
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const WRONG_CREDENTIALS = "Wrong e-mail or password.";

/**
 * POST /v1/login: checks the password within the sign-in limits (sign-in-limit.ts) and opens a
 * session on the platform signed into. 401 for a wrong e-mail or password, and for the right
 * password of a blocked or removed account: the same answer and the same count for all of them,
 * so that a guesser cannot tell a right password of a closed account (decision 068). Answers the
 * user and, for a browser that brought no device token of the account, a new one.
 */
export async function signIn(deps: ServerDeps, input: LoginRequest, address: string): Promise<{ user: SessionUser; device_token?: string }> {
  const email = input.email.toLowerCase();
  // Reserved before the password check, so that parallel guesses cannot all pass the limit.
  const attempt = await reserveSignIn(deps, { address, email, device: input.device }, input.verification);
  let failed = false;
  try {
    const user = await deps.db
      .selectFrom("users")
      .innerJoin("groups", "groups.id", "users.group_id")
      .select(["users.id", "users.name", "users.email", "users.password_hash", "users.blocked", "users.invitation_pending", "users.seller_id", "users.can_overpack", "users.language", "groups.name as group"])
      .where("users.email", "=", email)
      .executeTakeFirst();
    // An invited user has no password until they choose one through the link (decision 052): like
    // an unknown address, the same answer after the same work, so nobody learns who is invited.
    // A blocked user is checked like anyone (the same work), then answered as a wrong password.
    const hasPassword = user !== undefined && user.invitation_pending === 0;
    const valid = await passwordHashGate.run(async () => (hasPassword ? verifyPassword(input.password, user.password_hash) : (await burnPasswordCheck(input.password), false)));
    if (!user || !valid || user.blocked === 1) {
      failed = true;
      throw new HttpError(401, [WRONG_CREDENTIALS]);
    }

    const token = newToken();
    await deps.db
      .insertInto("sessions")
      .values({ user_id: user.id, token_hash: hashToken(token), platform: input.platform, created_at: isoNow(deps), expires_at: isoAfter(deps, SESSION_TTL_MS), revoked_at: null })
      .execute();
    const sessionUser: SessionUser = {
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
    return attempt.knownDevice ? { user: sessionUser } : { user: sessionUser, device_token: await rememberDevice(deps, user.id) };
  } finally {
    // Only a wrong password (or a closed account's) keeps its place in the counts: a right one
    // and an attempt the busy server turned away were no guess.
    if (!failed) await attempt.giveBack();
  }
}

/** POST /v1/logout: the session's token stops working at once. */
export async function signOut(deps: ServerDeps, sessionId: number): Promise<void> {
  await deps.db.updateTable("sessions").set({ revoked_at: isoNow(deps) }).where("id", "=", sessionId).execute();
}
