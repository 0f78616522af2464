import type { Kysely, Transaction } from "kysely";
import { NOTIFICATION_SETTINGS_MESSAGES } from "../../src/api/schemas/notification-settings";
import type { Database } from "../db/schema";
import { HttpError } from "../http/errors";
import { type ResolveTxt, domainPublishesToken, txtRecordOf } from "./domain-verification";
import { type NotificationSettings, loadNotificationSettings, storeNotificationSettings } from "./settings-store";

export const VERIFICATION_MAIL_SUBJECT = "Verify your notification sender domain";
/** One mail a minute at most: a double click or an impatient user should not flood a mailbox. */
export const RESEND_INTERVAL_MS = 60_000;

/** Queues the mail (the server's mail outbox, as invitations do) telling the sender address what to publish. */
export async function queueVerificationMail(trx: Transaction<Database>, settings: NotificationSettings, now: string): Promise<void> {
  if (!settings.senderEmail || !settings.senderDomain || !settings.domainToken) return;
  const record = txtRecordOf(settings.senderDomain, settings.domainToken);
  await trx
    .insertInto("mail_outbox")
    .values({
      recipient: settings.senderEmail,
      subject: VERIFICATION_MAIL_SUBJECT,
      body:
        `${settings.senderEmail} was set as the sender of shipping notifications. To prove that ${settings.senderDomain} is yours, ` +
        `publish this DNS TXT record, then press "Verify" in Notification settings: name ${record.name}, value ${record.value}`,
      created_at: now,
    })
    .execute();
}

function requireSender(settings: NotificationSettings): asserts settings is NotificationSettings & { senderEmail: string; senderDomain: string; domainToken: string } {
  if (!settings.senderEmail || !settings.senderDomain || !settings.domainToken) {
    throw new HttpError(422, [{ sender_email: [NOTIFICATION_SETTINGS_MESSAGES.noSenderEmail] }]);
  }
}

/** POST .../resend-verification: the mail again, at most once a minute. */
export async function resendVerificationMail(trx: Transaction<Database>, sellerId: number, now: Date): Promise<NotificationSettings> {
  const settings = await loadNotificationSettings(trx, sellerId);
  requireSender(settings);
  const last = settings.verificationEmailSentAt ? Date.parse(settings.verificationEmailSentAt) : Number.NEGATIVE_INFINITY;
  if (now.getTime() - last < RESEND_INTERVAL_MS) throw new HttpError(429, [NOTIFICATION_SETTINGS_MESSAGES.resendTooSoon]);
  const next = { ...settings, verificationEmailSentAt: now.toISOString() };
  await storeNotificationSettings(trx, next);
  await queueVerificationMail(trx, next, now.toISOString());
  return next;
}

/**
 * POST .../verify-domain: looks the TXT record up now; found, the domain is verified. Outside any
 * transaction (a DNS answer can take seconds); the update names the token it checked, so a save
 * that changed the domain meanwhile is not marked verified by an old proof.
 */
export async function verifySenderDomain(db: Kysely<Database>, sellerId: number, resolve: ResolveTxt, now: string): Promise<NotificationSettings> {
  const settings = await loadNotificationSettings(db, sellerId);
  requireSender(settings);
  if (settings.domainVerifiedAt) return settings;
  if (!(await domainPublishesToken(resolve, settings.senderDomain, settings.domainToken))) {
    throw new HttpError(422, [{ sender_domain: [NOTIFICATION_SETTINGS_MESSAGES.recordNotFound] }]);
  }
  await db
    .updateTable("notification_settings")
    .set({ domain_verified_at: now })
    .where("seller_id", "=", sellerId)
    .where("domain_token", "=", settings.domainToken)
    .execute();
  return loadNotificationSettings(db, sellerId);
}
