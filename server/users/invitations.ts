import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema";
import { type ServerDeps, isoNow } from "../deps";
import { openChoosePasswordLink } from "../auth/password-reset";

/**
 * Invitations (decision 052): a new user chooses their password through a single-use link, the
 * same kind of link as a password reset (server/auth/password-reset.ts) with a longer lifetime and
 * a mail of its own. The reset-password page confirms both (POST /v1/reset_password/confirm),
 * which also ends `invitation_pending`. Until then the user has no password and cannot sign in.
 */

/** A colleague may read the mail days later (a weekend, a holiday): a week, not a reset's hour. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const INVITATION_MAIL_SUBJECT = "You are invited to the portal";

/** Opens the user's invitation link (replacing an open one) and queues its mail. */
export async function sendInvitation(trx: Transaction<Database>, deps: ServerDeps, user: { id: number; email: string; name: string }, invitedBy: string): Promise<void> {
  const token = await openChoosePasswordLink(trx, deps, user.id, INVITATION_TTL_MS);
  await trx
    .insertInto("mail_outbox")
    .values({
      recipient: user.email,
      subject: INVITATION_MAIL_SUBJECT,
      body: `Hello ${user.name}, ${invitedBy} invited you to the portal. Open /reset_password?token=${token}&invitation=1 within 7 days to choose your password and sign in.`,
      created_at: isoNow(deps),
    })
    .execute();
}

/** Invitation mails hold a link in clear text; once it has expired nothing needs them. */
export async function purgeExpiredInvitationMails(deps: Pick<ServerDeps, "db" | "now">): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - INVITATION_TTL_MS).toISOString();
  const db: Kysely<Database> = deps.db;
  const result = await db.deleteFrom("mail_outbox").where("subject", "=", INVITATION_MAIL_SUBJECT).where("created_at", "<=", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
