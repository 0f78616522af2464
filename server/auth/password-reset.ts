import type { Kysely, Transaction } from "kysely";
import { SIGN_IN_MESSAGES } from "../../src/api/schemas/auth";
import type { Database } from "../db/schema";
import { type ServerDeps, isoAfter, isoNow } from "../deps";
import { HttpError } from "../http/errors";
import { addressKey } from "../limits/address-key";
import { type WindowHit, hitWindow } from "../limits/fixed-window";
import { passwordHashGate } from "./hash-gate";
import { hashPassword } from "./passwords";
import { hashToken, newToken } from "./tokens";

/**
 * Reset links (decision 003, made race-proof by decision 024): one open link per user, a link
 * used once however many confirmations race, and the mails that carry links in clear text
 * deleted once the links have expired.
 */

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const RESET_MAIL_SUBJECT = "Reset your password";

/** Reset mails asked, or wrong reset links tried, per address and minute. */
export const RESET_ATTEMPT_LIMIT = 5;
export const RESET_WINDOW_MS = 60_000;
const INVALID_RESET_LINK = "This reset link is not valid or has expired. Ask for a new one.";

/**
 * POST /v1/reset_password: a link for an active account with that address; an invited user's
 * invitation link is left as it is. The caller answers
 * the same either way, so the form cannot tell anyone which addresses have accounts.
 */
export async function requestPasswordReset(deps: ServerDeps, email: string, address: string): Promise<void> {
  await reserveResetAttempt(deps, "request", address);
  const user = await deps.db.selectFrom("users").select(["id", "email", "blocked", "invitation_pending"]).where("email", "=", email.toLowerCase()).executeTakeFirst();
  if (!user || user.blocked === 1) return;
  if (user.invitation_pending === 1) {
    // A reset link would replace the invitation's link (one open link per user), so anyone who
    // knows the address could void an invitation (decision 068): the invitation link stays, and
    // the mailbox is told where it is.
    await deps.db.insertInto("mail_outbox").values({ recipient: user.email, subject: PENDING_INVITATION_SUBJECT, body: PENDING_INVITATION_BODY, created_at: isoNow(deps) }).execute();
    return;
  }
  await deps.db.transaction().execute((trx) => issueResetLink(trx, deps, user));
}

export const PENDING_INVITATION_SUBJECT = "Your invitation to the portal is waiting";
const PENDING_INVITATION_BODY =
  "A password reset was asked for this address, but its account has not been set up yet. Open the link in your invitation e-mail to choose your password, or ask your administrator to send a new invitation.";

/**
 * POST /v1/reset_password/confirm: the link's user gets the new password and is signed out
 * everywhere. 422 for an unknown, used or expired link, or one another confirmation has just used.
 */
export async function confirmPasswordReset(deps: ServerDeps, input: { token: string; password: string }, address: string): Promise<void> {
  // Guessing tokens is limited like guessing passwords.
  const attempt = await reserveResetAttempt(deps, "confirm", address);
  // A cheap look first, so that a guessed token costs no password hash; the claim below decides.
  if (!(await isOpenResetLink(deps, input.token))) throw new HttpError(422, [{ base: [INVALID_RESET_LINK] }]);
  const passwordHash = await passwordHashGate.run(() => hashPassword(input.password)).catch(async (error: unknown) => {
    await attempt.giveBack();
    throw error;
  });
  const changed = await deps.db.transaction().execute(async (trx) => {
    const userId = await claimResetLink(trx, deps, input.token);
    if (userId === undefined) return false;
    // An invited user's link is this same link: choosing the password ends the invitation.
    await trx.updateTable("users").set({ password_hash: passwordHash, invitation_pending: 0 }).where("id", "=", userId).execute();
    // Whoever knew the old password is signed out everywhere.
    await trx.updateTable("sessions").set({ revoked_at: isoNow(deps) }).where("user_id", "=", userId).where("revoked_at", "is", null).execute();
    return true;
  });
  // Another confirmation of the same link won the race: this one changed nothing.
  if (!changed) throw new HttpError(422, [{ base: [INVALID_RESET_LINK] }]);
  await attempt.giveBack();
}

/**
 * Counts a reset request or confirmation of an address and throws 429 past the limit. Requests
 * all count (nobody floods an inbox from one address); a confirmation gives its place back when
 * the link was good, so only guessed tokens count.
 */
export async function reserveResetAttempt(deps: ServerDeps, kind: "request" | "confirm", address: string): Promise<WindowHit> {
  const hit = await hitWindow(deps, `reset-${kind}:address:${addressKey(address)}`, RESET_WINDOW_MS);
  if (hit.hits > RESET_ATTEMPT_LIMIT) {
    throw new HttpError(429, [SIGN_IN_MESSAGES.tooManyResets], { "Retry-After": String(hit.retryAfterSeconds) });
  }
  return hit;
}

/** Opens a new reset link for the user (openChoosePasswordLink) and queues its mail. */
export async function issueResetLink(trx: Transaction<Database>, deps: ServerDeps, user: { id: number; email: string }): Promise<void> {
  const token = await openChoosePasswordLink(trx, deps, user.id, RESET_TOKEN_TTL_MS);
  await trx
    .insertInto("mail_outbox")
    .values({
      recipient: user.email,
      subject: RESET_MAIL_SUBJECT,
      body: `Open /reset_password?token=${token} within one hour to choose a new password. If you did not ask for this, ignore this e-mail.`,
      created_at: isoNow(deps),
    })
    .execute();
}

/**
 * Opens a single-use link to choose a password, valid `ttlMs`, and answers its token (to mail).
 * A reset and an invitation (server/users/invitations.ts) are the same kind of link and differ only
 * in lifetime and mail. An open link of the user is replaced in the same statement (the unique
 * index on open links is the conflict target), so of two racing, only the last one written works.
 */
export async function openChoosePasswordLink(trx: Transaction<Database>, deps: ServerDeps, userId: number, ttlMs: number): Promise<string> {
  const token = newToken();
  const link = { token_hash: hashToken(token), created_at: isoNow(deps), expires_at: isoAfter(deps, ttlMs) };
  await trx
    .insertInto("password_resets")
    .values({ user_id: userId, ...link, used_at: null })
    .onConflict((oc) => oc.column("user_id").where("used_at", "is", null).doUpdateSet(link))
    .execute();
  return token;
}

/** Whether the token names an open, unexpired link (a hint only: claimResetLink decides). */
export async function isOpenResetLink(deps: ServerDeps, token: string): Promise<boolean> {
  const row = await deps.db
    .selectFrom("password_resets")
    .select("id")
    .where("token_hash", "=", hashToken(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", isoNow(deps))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Marks the link used and answers its user, or undefined for an unknown, used or expired link.
 * One conditional UPDATE: of two confirmations racing, the second finds `used_at` set (in
 * PostgreSQL it waits for the first one's row lock, then re-reads the row) and gets nothing.
 */
export async function claimResetLink(trx: Transaction<Database>, deps: ServerDeps, token: string): Promise<number | undefined> {
  const claimed = await trx
    .updateTable("password_resets")
    .set({ used_at: isoNow(deps) })
    .where("token_hash", "=", hashToken(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", isoNow(deps))
    .returning("user_id")
    .executeTakeFirst();
  return claimed?.user_id;
}

/** Reset mails hold a link in clear text; once it has expired nothing needs them. */
export async function purgeExpiredResetMails(deps: Pick<ServerDeps, "db" | "now">): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - RESET_TOKEN_TTL_MS).toISOString();
  const db: Kysely<Database> = deps.db;
  const result = await db.deleteFrom("mail_outbox").where("subject", "=", RESET_MAIL_SUBJECT).where("created_at", "<=", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
