import type { Kysely, Transaction } from "kysely";
import { PROFILE_MESSAGES } from "../../src/api/schemas/profile";
import { hashToken, newToken } from "../auth/tokens";
import { isUniqueViolation } from "../db/portable";
import type { Database } from "../db/schema";
import { type ServerDeps, isoAfter, isoNow } from "../deps";
import { HttpError } from "../http/errors";
import { addressKey } from "../limits/address-key";
import { hitWindow } from "../limits/fixed-window";

/**
 * A new sign-in e-mail takes effect only once the new address confirms it (decision 068): the
 * profile save (update-profile.ts, after the current password) opens a change and mails a link
 * to the new address and a notice to the old one; until the link is used the old address signs
 * in. Whether the new address is taken is told to that mailbox only, never to the requester, so
 * profile edits cannot probe which e-mails have accounts; the confirmation refuses a taken one.
 */

/** A day: the new mailbox may be read later, and a link in clear text should not live long. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
export const CONFIRM_MAIL_SUBJECT = "Confirm your new sign-in e-mail";
export const TAKEN_MAIL_SUBJECT = "Someone tried to use this e-mail for a portal account";
export const NOTICE_MAIL_SUBJECT = "Your sign-in e-mail is being changed";
/** Wrong confirmation tokens tried per address and minute (the reset links' figures). */
export const CONFIRM_ATTEMPT_LIMIT = 5;
export const CONFIRM_WINDOW_MS = 60_000;

type Trx = Transaction<Database>;

/** The user's open change, if any: its new address. */
export async function pendingEmailOf(db: Kysely<Database> | Trx, deps: Pick<ServerDeps, "now">, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom("email_changes")
    .select("new_email")
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .where("expires_at", ">", isoNow(deps))
    .executeTakeFirst();
  return row?.new_email ?? null;
}

/**
 * Opens the change (replacing an open one: the unique index on open changes is the conflict
 * target) and queues the two mails. The same work whether the new address is taken or not.
 */
export async function openEmailChange(trx: Trx, deps: Pick<ServerDeps, "now">, user: { id: number; email: string }, newEmail: string): Promise<void> {
  const token = newToken();
  const change = { new_email: newEmail, token_hash: hashToken(token), created_at: isoNow(deps), expires_at: isoAfter(deps, EMAIL_CHANGE_TTL_MS) };
  await trx
    .insertInto("email_changes")
    .values({ user_id: user.id, ...change, used_at: null })
    .onConflict((oc) => oc.column("user_id").where("used_at", "is", null).doUpdateSet(change))
    .execute();
  const taken = await trx.selectFrom("users").select("id").where("email", "=", newEmail).where("id", "<>", user.id).executeTakeFirst();
  const now = isoNow(deps);
  await trx
    .insertInto("mail_outbox")
    .values([
      taken
        ? {
            recipient: newEmail,
            subject: TAKEN_MAIL_SUBJECT,
            body: "Someone asked to make this address the sign-in e-mail of another portal account. It already signs in to an account, so it cannot; nothing has changed. If it was you, keep using this address for your own account.",
            created_at: now,
          }
        : {
            recipient: newEmail,
            subject: CONFIRM_MAIL_SUBJECT,
            body: `Open /confirm_email?token=${token} within 24 hours to make this address the sign-in e-mail of your portal account. Until then the old address signs in. If you did not ask for this, ignore this e-mail.`,
            created_at: now,
          },
      {
        recipient: user.email,
        subject: NOTICE_MAIL_SUBJECT,
        body: `Someone signed in to your portal account asked to change its sign-in e-mail to ${newEmail}. It changes only once that address confirms. If it was not you, change your password now and tell your administrator.`,
        created_at: now,
      },
    ])
    .execute();
}

const invalidLink = () => new HttpError(422, [{ base: [PROFILE_MESSAGES.confirmationInvalid] }]);
const emailTaken = () => new HttpError(409, [{ email: [PROFILE_MESSAGES.emailTaken] }]);

/**
 * POST /v1/email_change/confirm: the link's user signs in with the new address from now on.
 * 422 for an unknown, used or expired link (limited per address, as reset links are); 409 when
 * the address has meanwhile become another account's (the link is then used up).
 */
export async function confirmEmailChange(deps: ServerDeps, token: string, address: string): Promise<{ id: number; email: string }> {
  const attempt = await hitWindow(deps, `email-confirm:address:${addressKey(address)}`, CONFIRM_WINDOW_MS);
  if (attempt.hits > CONFIRM_ATTEMPT_LIMIT) {
    throw new HttpError(429, [PROFILE_MESSAGES.tooManyMails], { "Retry-After": String(attempt.retryAfterSeconds) });
  }
  let outcome: { id: number; email: string } | "taken" | undefined;
  try {
    outcome = await deps.db.transaction().execute(async (trx) => {
      // One conditional UPDATE: of two confirmations racing, one claims the link.
      const claimed = await trx
        .updateTable("email_changes")
        .set({ used_at: isoNow(deps) })
        .where("token_hash", "=", hashToken(token))
        .where("used_at", "is", null)
        .where("expires_at", ">", isoNow(deps))
        .returning(["user_id", "new_email"])
        .executeTakeFirst();
      if (!claimed) return undefined;
      const taken = await trx.selectFrom("users").select("id").where("email", "=", claimed.new_email).where("id", "<>", claimed.user_id).executeTakeFirst();
      if (taken) return "taken" as const;
      const changed = await trx.updateTable("users").set({ email: claimed.new_email }).where("id", "=", claimed.user_id).where("removed_at", "is", null).executeTakeFirst();
      return Number(changed.numUpdatedRows) === 1 ? { id: claimed.user_id, email: claimed.new_email } : undefined;
    });
  } catch (error) {
    // Another account took the address between the look and the update: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  if (outcome === undefined) throw invalidLink();
  await attempt.giveBack();
  if (outcome === "taken") throw emailTaken();
  return outcome;
}

/** The confirmation mails hold a link in clear text; once it has expired nothing needs them. */
export async function purgeExpiredEmailChangeMails(deps: Pick<ServerDeps, "db" | "now">): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - EMAIL_CHANGE_TTL_MS).toISOString();
  const result = await deps.db.deleteFrom("mail_outbox").where("subject", "=", CONFIRM_MAIL_SUBJECT).where("created_at", "<=", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
