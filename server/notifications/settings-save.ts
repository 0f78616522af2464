import type { Transaction } from "kysely";
import { NOTIFICATION_SETTINGS_MESSAGES, type NotificationSettingsChanges } from "../../src/api/schemas/notification-settings";
import { domainOf } from "../../src/domain/free-mail-domains";
import type { Database } from "../db/schema";
import type { AuthUser } from "../deps";
import { HttpError } from "../http/errors";
import { newDomainToken } from "./domain-verification";
import { sealSetting } from "./sealed-settings";
import { type NotificationSettings, loadNotificationSettings, storeNotificationSettings, webhookUrlOf } from "./settings-store";
import { queueVerificationMail } from "./verification-mail";
import { newWebhookSecret, webhookUrlProblem } from "./webhook-send";

export interface SaveContext {
  user: AuthUser;
  now: string;
  allowPrivate: boolean;
  /** Seals the secrets (server/secrets/sealing-key.ts), read before the transaction. */
  key: Buffer;
}

/** Turning SMS or WhatsApp on costs money: the request must say the user confirmed it (section 5). */
function assertCostConfirmed(current: NotificationSettings, changes: NotificationSettingsChanges): void {
  const problems: Record<string, string[]> = {};
  if (changes.sms_enabled === true && !current.smsEnabled && changes.confirm_cost !== true) problems["sms_enabled"] = [NOTIFICATION_SETTINGS_MESSAGES.confirmCost];
  if (changes.whatsapp_enabled === true && !current.whatsappEnabled && changes.confirm_cost !== true) problems["whatsapp_enabled"] = [NOTIFICATION_SETTINGS_MESSAGES.confirmCost];
  if (Object.keys(problems).length > 0) throw new HttpError(422, [problems]);
}

function assertWebhookUrl(next: NotificationSettings, allowPrivate: boolean): void {
  if (!next.webhookUrl) return;
  const problem = webhookUrlProblem(next.webhookUrl, allowPrivate) ?? webhookUrlProblem(webhookUrlOf(next.webhookUrl, next.webhookEndpoint), allowPrivate);
  if (problem) throw new HttpError(422, [{ webhook_url: [problem] }]);
}

/** The e-mail part: a new domain needs a new proof (new token, not verified) and its mail. */
function withSender(current: NotificationSettings, email: string | null, now: string): { next: Partial<NotificationSettings>; mail: boolean } {
  if (email === current.senderEmail) return { next: {}, mail: false };
  if (email === null) return { next: { senderEmail: null, senderDomain: null, domainToken: null, domainVerifiedAt: null, verificationEmailSentAt: null }, mail: false };
  const domain = domainOf(email);
  if (domain === current.senderDomain && current.domainToken) return { next: { senderEmail: email }, mail: false };
  return { next: { senderEmail: email, senderDomain: domain, domainToken: newDomainToken(), domainVerifiedAt: null, verificationEmailSentAt: now }, mail: true };
}

/**
 * PUT /v1/notification_settings/{id}: applies the fields given, records who confirmed a
 * channel's cost, makes the webhook secret on the first save of a URL. Answers the settings and
 * the new secret, if one was made (shown once).
 */
export async function saveNotificationSettings(
  trx: Transaction<Database>,
  context: SaveContext,
  changes: NotificationSettingsChanges,
): Promise<{ settings: NotificationSettings; newSecret?: string }> {
  const { user, now } = context;
  const current = await loadNotificationSettings(trx, user.seller_id);
  assertCostConfirmed(current, changes);
  const sender = changes.sender_email === undefined ? { next: {}, mail: false } : withSender(current, changes.sender_email, now);
  const next: NotificationSettings = {
    ...current,
    ...sender.next,
    webhookUrl: changes.webhook_url === undefined ? current.webhookUrl : changes.webhook_url,
    webhookMethod: changes.webhook_method ?? current.webhookMethod,
    webhookAuthHeader: changes.webhook_auth_header === undefined ? current.webhookAuthHeader : changes.webhook_auth_header,
    webhookAuthKeySealed:
      changes.webhook_auth_key === undefined
        ? current.webhookAuthKeySealed
        : changes.webhook_auth_key === null
          ? null
          : sealSetting(context.key, user.seller_id, "webhook_auth_key", changes.webhook_auth_key),
    webhookHeaders: changes.webhook_headers ?? current.webhookHeaders,
    webhookEndpoint: changes.webhook_endpoint === undefined ? current.webhookEndpoint : changes.webhook_endpoint,
    updatedAt: now,
    updatedBy: user.id,
  };
  if (changes.sms_enabled !== undefined && changes.sms_enabled !== current.smsEnabled) {
    next.smsEnabled = changes.sms_enabled;
    if (changes.sms_enabled) Object.assign(next, { smsCostConfirmedAt: now, smsCostConfirmedBy: user.id });
  }
  if (changes.whatsapp_enabled !== undefined && changes.whatsapp_enabled !== current.whatsappEnabled) {
    next.whatsappEnabled = changes.whatsapp_enabled;
    if (changes.whatsapp_enabled) Object.assign(next, { whatsappCostConfirmedAt: now, whatsappCostConfirmedBy: user.id });
  }
  assertWebhookUrl(next, context.allowPrivate);
  let newSecret: string | undefined;
  if (next.webhookUrl && !next.webhookSecretSealed) {
    newSecret = newWebhookSecret();
    Object.assign(next, { webhookSecretSealed: sealSetting(context.key, user.seller_id, "webhook_secret", newSecret), webhookSecretCreatedAt: now });
  }
  await storeNotificationSettings(trx, next);
  if (sender.mail) await queueVerificationMail(trx, next, now);
  return newSecret === undefined ? { settings: next } : { settings: next, newSecret };
}

/** POST .../webhook-secret/rotate: a new secret replaces the old one at once (shown once). */
export async function rotateWebhookSecret(trx: Transaction<Database>, context: SaveContext): Promise<{ settings: NotificationSettings; newSecret: string }> {
  const current = await loadNotificationSettings(trx, context.user.seller_id);
  if (!current.webhookUrl) throw new HttpError(422, [{ webhook_url: [NOTIFICATION_SETTINGS_MESSAGES.noWebhook] }]);
  const newSecret = newWebhookSecret();
  const webhookSecretSealed = sealSetting(context.key, context.user.seller_id, "webhook_secret", newSecret);
  const settings = { ...current, webhookSecretSealed, webhookSecretCreatedAt: context.now, updatedAt: context.now, updatedBy: context.user.id };
  await storeNotificationSettings(trx, settings);
  return { settings, newSecret };
}
