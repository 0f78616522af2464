import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { SECRET_MASK } from "../../../src/domain/integrations";
import { openCredentials, sealCredentials } from "../../integrations/credential-box";
import { openSetting, sealSetting, type SealedSettingField } from "../../notifications/sealed-settings";
import { configuredSealingKey, storedSealingKey } from "../../secrets/sealing-key";
import type { Database } from "../schema";

/**
 * Secrets at rest under one key (decision 069):
 * - the webhook signing secrets and auth keys kept in clear until now are sealed;
 * - integration credentials sealed with the key derived from the phrase once published in the
 *   source (used when INTEGRATIONS_KEY was unset) are sealed again with the real key;
 * - the masked credentials keep none of a credential's characters.
 * The key is INTEGRATIONS_KEY, else the one kept in server_secrets (made here if need be), as
 * server/secrets/sealing-key.ts reads it afterwards. Down leaves the secrets sealed: the code of
 * before would read a sealed value as the secret itself, so it is safer to rotate them by hand.
 */
const PUBLISHED_PHRASE = "logistics-portal development integrations key (not secret)";

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Database>;
  const settings = await db.selectFrom("notification_settings").select(["seller_id", "webhook_secret", "webhook_auth_key"]).execute();
  const connections = await db.selectFrom("integration_connections").select(["id", "seller_id", "integration_code", "credentials_sealed", "credentials_masked"]).execute();
  // A new database has nothing to seal: its key is made when first needed, not here.
  if (settings.length === 0 && connections.length === 0) return;
  const key = configuredSealingKey() ?? (await storedSealingKey(db));

  for (const row of settings) {
    // A value this key already opens was sealed by the code of decision 069 (a database migrated, then rolled back and forward).
    const sealed = (field: SealedSettingField, value: string | null) =>
      value === null || openSetting(key, row.seller_id, field, value) !== null ? value : sealSetting(key, row.seller_id, field, value);
    await db
      .updateTable("notification_settings")
      .set({ webhook_secret: sealed("webhook_secret", row.webhook_secret), webhook_auth_key: sealed("webhook_auth_key", row.webhook_auth_key) })
      .where("seller_id", "=", row.seller_id)
      .execute();
  }

  const published = createHash("sha256").update(PUBLISHED_PHRASE).digest();
  for (const row of connections) {
    const fields = Object.keys(JSON.parse(row.credentials_masked) as Record<string, string>);
    const underPublished = key.equals(published) ? null : openCredentials(published, row.seller_id, row.integration_code, row.credentials_sealed);
    await db
      .updateTable("integration_connections")
      .set({
        credentials_sealed: underPublished ? sealCredentials(key, row.seller_id, row.integration_code, underPublished) : row.credentials_sealed,
        credentials_masked: JSON.stringify(Object.fromEntries(fields.map((field) => [field, SECRET_MASK]))),
      })
      .where("id", "=", row.id)
      .execute();
  }
}

export async function down(): Promise<void> {}
