import type { Kysely, Transaction } from "kysely";
import type { NotificationSettings as SettingsAnswer } from "../../src/api/schemas/notification-settings";
import { SECRET_MASK } from "../../src/domain/integrations";
import type { Database } from "../db/schema";
import { txtRecordOf } from "./domain-verification";
import type { NotificationSettings } from "./settings-store";

type Db = Kysely<Database> | Transaction<Database>;

/** The mask when a key is stored (none of its characters, decision 069), else null. */
const keyHint = (sealed: string | null): string | null => (sealed ? SECRET_MASK : null);

/**
 * The answer of the settings calls: everything the screen shows, never the auth key nor the
 * secret (`newSecret` is added only by the call that made it).
 */
export async function settingsAnswer(db: Db, settings: NotificationSettings, newSecret?: string): Promise<SettingsAnswer> {
  const confirmerIds = [settings.smsCostConfirmedBy, settings.whatsappCostConfirmedBy].filter((id): id is number => id !== null);
  const names = new Map<number, string>();
  if (confirmerIds.length > 0) {
    const rows = await db.selectFrom("users").select(["id", "name"]).where("id", "in", confirmerIds).execute();
    for (const row of rows) names.set(row.id, row.name);
  }
  const confirmation = (at: string | null, by: number | null) => (at ? { at, by: by === null ? null : (names.get(by) ?? null) } : null);
  return {
    seller_id: settings.sellerId,
    sender_email: settings.senderEmail,
    sender_domain: settings.senderDomain,
    txt_record: settings.senderDomain && settings.domainToken ? txtRecordOf(settings.senderDomain, settings.domainToken) : null,
    domain_verified_at: settings.domainVerifiedAt,
    verification_email_sent_at: settings.verificationEmailSentAt,
    sms_enabled: settings.smsEnabled,
    sms_cost_confirmation: confirmation(settings.smsCostConfirmedAt, settings.smsCostConfirmedBy),
    whatsapp_enabled: settings.whatsappEnabled,
    whatsapp_cost_confirmation: confirmation(settings.whatsappCostConfirmedAt, settings.whatsappCostConfirmedBy),
    webhook_url: settings.webhookUrl,
    webhook_method: settings.webhookMethod,
    webhook_auth_header: settings.webhookAuthHeader,
    webhook_auth_key_hint: keyHint(settings.webhookAuthKeySealed),
    webhook_headers: settings.webhookHeaders,
    webhook_endpoint: settings.webhookEndpoint,
    webhook_secret_set: settings.webhookSecretSealed !== null,
    webhook_secret_created_at: settings.webhookSecretCreatedAt,
    ...(newSecret === undefined ? {} : { webhook_secret: newSecret }),
    updated_at: settings.updatedAt,
  };
}
