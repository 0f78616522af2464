import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase } from "./database";
import { openCredentials, sealCredentials } from "../integrations/credential-box";
import { openSetting } from "../notifications/sealed-settings";
import { sealingKey } from "../secrets/sealing-key";
import { openSeededTestDatabase } from "../testing/test-database";
import { TEST_START } from "../testing/test-start";
import * as sealedSecrets from "./migrations/033d-sealed-settings-secrets";

/**
 * Migration 033d (decision 069) on a database that kept webhook secrets in clear and sealed an
 * integration's credentials with the key published in the source: afterwards no secret is in
 * clear or under the published key, and each still opens with the server's key. On both databases.
 */
let database: OpenDatabase;
beforeAll(async () => {
  database = await openSeededTestDatabase(TEST_START, true);
});
afterAll(async () => {
  await database.close();
});

const published = createHash("sha256").update("logistics-portal development integrations key (not secret)").digest();
const CREDENTIALS = { site_id: "site-id", password: "a-password", account_number: "account-number" };

describe("migration 033d", () => {
  it("seals clear webhook secrets and re-seals credentials sealed with the published key", async () => {
    const { db } = database;
    const at = TEST_START.toISOString();
    await db
      .insertInto("notification_settings")
      .values({
        seller_id: 1, sender_email: null, sender_domain: null, domain_token: null, domain_verified_at: null, verification_email_sent_at: null,
        sms_enabled: 0, sms_cost_confirmed_at: null, sms_cost_confirmed_by: null, whatsapp_enabled: 0, whatsapp_cost_confirmed_at: null, whatsapp_cost_confirmed_by: null,
        webhook_url: "https://hooks.example.com", webhook_method: "POST", webhook_auth_header: "X-Api-Key", webhook_auth_key: "key-in-clear-1234",
        webhook_headers: "[]", webhook_endpoint: null, webhook_secret: "whsec_in-clear", webhook_secret_created_at: at, updated_at: at, updated_by: null,
      })
      .execute();
    await db
      .insertInto("integration_connections")
      .values({
        seller_id: 1, integration_code: "global-express", connected_by: 1, connected_at: at,
        credentials_sealed: sealCredentials(published, 1, "global-express", CREDENTIALS),
        credentials_masked: JSON.stringify({ site_id: "••••", password: "••••word", account_number: "••••mber" }),
      })
      .execute();

    await sealedSecrets.up(db as unknown as Kysely<unknown>);
    // Twice, as a database rolled back and forward would: what is sealed stays as it is.
    const once = await db.selectFrom("notification_settings").selectAll().where("seller_id", "=", 1).executeTakeFirstOrThrow();
    await sealedSecrets.up(db as unknown as Kysely<unknown>);

    const key = await sealingKey(db);
    const settings = await db.selectFrom("notification_settings").selectAll().where("seller_id", "=", 1).executeTakeFirstOrThrow();
    expect(settings.webhook_secret).toBe(once.webhook_secret);
    expect(JSON.stringify(settings)).not.toMatch(/in-clear/);
    expect(openSetting(key, 1, "webhook_secret", settings.webhook_secret)).toBe("whsec_in-clear");
    expect(openSetting(key, 1, "webhook_auth_key", settings.webhook_auth_key)).toBe("key-in-clear-1234");

    const connection = await db.selectFrom("integration_connections").selectAll().where("seller_id", "=", 1).executeTakeFirstOrThrow();
    expect(openCredentials(published, 1, "global-express", connection.credentials_sealed)).toBeNull();
    expect(openCredentials(key, 1, "global-express", connection.credentials_sealed)).toEqual(CREDENTIALS);
    expect(JSON.parse(connection.credentials_masked)).toEqual({ site_id: "••••", password: "••••", account_number: "••••" });
  });
});
