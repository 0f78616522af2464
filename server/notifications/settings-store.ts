import type { Kysely, Transaction } from "kysely";
import type { Database, NotificationSettingsTable } from "../db/schema";
import { openSetting } from "./sealed-settings";
import type { WebhookTarget } from "./webhook-send";

type Db = Kysely<Database> | Transaction<Database>;

export interface WebhookHeader {
  name: string;
  value: string;
}

/**
 * A seller's notification settings as the server uses them (decision 058), secrets included: for
 * delivery and for the settings routes, never answered as they are (see settings-view.ts).
 */
export interface NotificationSettings {
  sellerId: number;
  senderEmail: string | null;
  senderDomain: string | null;
  domainToken: string | null;
  domainVerifiedAt: string | null;
  verificationEmailSentAt: string | null;
  smsEnabled: boolean;
  smsCostConfirmedAt: string | null;
  smsCostConfirmedBy: number | null;
  whatsappEnabled: boolean;
  whatsappCostConfirmedAt: string | null;
  whatsappCostConfirmedBy: number | null;
  webhookUrl: string | null;
  webhookMethod: "POST" | "PUT";
  webhookAuthHeader: string | null;
  /** Sealed (sealed-settings.ts); opened only to send (webhookTargetOf). */
  webhookAuthKeySealed: string | null;
  webhookHeaders: WebhookHeader[];
  webhookEndpoint: string | null;
  /** Sealed (sealed-settings.ts); opened only to send (webhookTargetOf). */
  webhookSecretSealed: string | null;
  webhookSecretCreatedAt: string | null;
  updatedAt: string | null;
  updatedBy: number | null;
}

/** What a seller who never saved has: nothing on, no webhook. */
export function defaultNotificationSettings(sellerId: number): NotificationSettings {
  return {
    sellerId,
    senderEmail: null,
    senderDomain: null,
    domainToken: null,
    domainVerifiedAt: null,
    verificationEmailSentAt: null,
    smsEnabled: false,
    smsCostConfirmedAt: null,
    smsCostConfirmedBy: null,
    whatsappEnabled: false,
    whatsappCostConfirmedAt: null,
    whatsappCostConfirmedBy: null,
    webhookUrl: null,
    webhookMethod: "POST",
    webhookAuthHeader: null,
    webhookAuthKeySealed: null,
    webhookHeaders: [],
    webhookEndpoint: null,
    webhookSecretSealed: null,
    webhookSecretCreatedAt: null,
    updatedAt: null,
    updatedBy: null,
  };
}

function parseHeaders(json: string): WebhookHeader[] {
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value.filter((h): h is WebhookHeader => typeof h?.name === "string" && typeof h?.value === "string");
  } catch {
    return [];
  }
}

export function settingsFromRow(row: NotificationSettingsTable): NotificationSettings {
  return {
    sellerId: row.seller_id,
    senderEmail: row.sender_email,
    senderDomain: row.sender_domain,
    domainToken: row.domain_token,
    domainVerifiedAt: row.domain_verified_at,
    verificationEmailSentAt: row.verification_email_sent_at,
    smsEnabled: row.sms_enabled === 1,
    smsCostConfirmedAt: row.sms_cost_confirmed_at,
    smsCostConfirmedBy: row.sms_cost_confirmed_by,
    whatsappEnabled: row.whatsapp_enabled === 1,
    whatsappCostConfirmedAt: row.whatsapp_cost_confirmed_at,
    whatsappCostConfirmedBy: row.whatsapp_cost_confirmed_by,
    webhookUrl: row.webhook_url,
    webhookMethod: row.webhook_method === "PUT" ? "PUT" : "POST",
    webhookAuthHeader: row.webhook_auth_header,
    webhookAuthKeySealed: row.webhook_auth_key,
    webhookHeaders: parseHeaders(row.webhook_headers),
    webhookEndpoint: row.webhook_endpoint,
    webhookSecretSealed: row.webhook_secret,
    webhookSecretCreatedAt: row.webhook_secret_created_at,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

/** The seller's settings, or the defaults when the seller never saved any. */
export async function loadNotificationSettings(db: Db, sellerId: number): Promise<NotificationSettings> {
  const row = await db.selectFrom("notification_settings").selectAll().where("seller_id", "=", sellerId).executeTakeFirst();
  return row ? settingsFromRow(row) : defaultNotificationSettings(sellerId);
}

/** The URL a webhook goes to: the URL with the endpoint (a path) appended, one "/" between them. */
export function webhookUrlOf(url: string, endpoint: string | null): string {
  if (!endpoint) return url;
  return `${url.replace(/\/+$/, "")}/${endpoint.replace(/^\/+/, "")}`;
}

/**
 * Where the seller's webhooks go, with the secrets opened by `key` (server/secrets/sealing-key.ts),
 * or null when no URL or no secret is set, or the secret no longer opens (nothing to send).
 */
export function webhookTargetOf(settings: NotificationSettings, key: Buffer): WebhookTarget | null {
  const secret = openSetting(key, settings.sellerId, "webhook_secret", settings.webhookSecretSealed);
  if (!settings.webhookUrl || !secret) return null;
  const headers: Record<string, string> = {};
  for (const header of settings.webhookHeaders) headers[header.name] = header.value;
  const authKey = openSetting(key, settings.sellerId, "webhook_auth_key", settings.webhookAuthKeySealed);
  if (settings.webhookAuthHeader && authKey) headers[settings.webhookAuthHeader] = authKey;
  return { url: webhookUrlOf(settings.webhookUrl, settings.webhookEndpoint), method: settings.webhookMethod, headers, secret };
}

/** The address mails to buyers come from: the sender e-mail once its domain is verified, else null (the platform's own). */
export function verifiedSenderOf(settings: NotificationSettings): string | null {
  return settings.senderEmail && settings.domainVerifiedAt ? settings.senderEmail : null;
}

/** Writes the whole row (made on the first save; the primary key keeps it one per seller). */
export async function storeNotificationSettings(db: Db, settings: NotificationSettings): Promise<void> {
  const row: NotificationSettingsTable = {
    seller_id: settings.sellerId,
    sender_email: settings.senderEmail,
    sender_domain: settings.senderDomain,
    domain_token: settings.domainToken,
    domain_verified_at: settings.domainVerifiedAt,
    verification_email_sent_at: settings.verificationEmailSentAt,
    sms_enabled: settings.smsEnabled ? 1 : 0,
    sms_cost_confirmed_at: settings.smsCostConfirmedAt,
    sms_cost_confirmed_by: settings.smsCostConfirmedBy,
    whatsapp_enabled: settings.whatsappEnabled ? 1 : 0,
    whatsapp_cost_confirmed_at: settings.whatsappCostConfirmedAt,
    whatsapp_cost_confirmed_by: settings.whatsappCostConfirmedBy,
    webhook_url: settings.webhookUrl,
    webhook_method: settings.webhookMethod,
    webhook_auth_header: settings.webhookAuthHeader,
    webhook_auth_key: settings.webhookAuthKeySealed,
    webhook_headers: JSON.stringify(settings.webhookHeaders),
    webhook_endpoint: settings.webhookEndpoint,
    webhook_secret: settings.webhookSecretSealed,
    webhook_secret_created_at: settings.webhookSecretCreatedAt,
    updated_at: settings.updatedAt ?? new Date(0).toISOString(),
    updated_by: settings.updatedBy,
  };
  const { seller_id: _key, ...changes } = row;
  await db
    .insertInto("notification_settings")
    .values(row)
    .onConflict((oc) => oc.column("seller_id").doUpdateSet(changes))
    .execute();
}
