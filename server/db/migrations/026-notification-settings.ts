import type { Kysely } from "kysely";

/**
 * Notification settings (issue 21, decision 058): one row per seller, made on its first save.
 * - E-mail: the sender address and its domain; the token the seller publishes as a DNS TXT record
 *   to prove the domain is theirs, when it was proved, and when the verification mail last went.
 * - SMS and WhatsApp: on or off, and who confirmed their extra cost and when (the spec asks for a
 *   confirmation; the record is what billing or support can point at later).
 * - Webhook: where the seller's own system is told (url + endpoint, method, an authentication
 *   header and key, extra headers as JSON [{name, value}]) and the Standard Webhooks signing
 *   secret ("whsec_<base64>"). The key and the secret are kept as they are because the server
 *   needs them to send; the API never answers them back (the secret only once, when made).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("notification_settings")
    .addColumn("seller_id", "integer", (c) => c.primaryKey().references("sellers.id"))
    .addColumn("sender_email", "text")
    .addColumn("sender_domain", "text")
    .addColumn("domain_token", "text")
    .addColumn("domain_verified_at", "text")
    .addColumn("verification_email_sent_at", "text")
    .addColumn("sms_enabled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sms_cost_confirmed_at", "text")
    .addColumn("sms_cost_confirmed_by", "integer", (c) => c.references("users.id"))
    .addColumn("whatsapp_enabled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("whatsapp_cost_confirmed_at", "text")
    .addColumn("whatsapp_cost_confirmed_by", "integer", (c) => c.references("users.id"))
    .addColumn("webhook_url", "text")
    .addColumn("webhook_method", "text", (c) => c.notNull().defaultTo("POST"))
    .addColumn("webhook_auth_header", "text")
    .addColumn("webhook_auth_key", "text")
    .addColumn("webhook_headers", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("webhook_endpoint", "text")
    .addColumn("webhook_secret", "text")
    .addColumn("webhook_secret_created_at", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "integer", (c) => c.references("users.id"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("notification_settings").execute();
}
