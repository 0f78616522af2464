import type { Kysely } from "kysely";
import type { NotificationChannel } from "../../../src/domain/notification-rule-scope";
import type { RuleCondition } from "../../../src/domain/shipping-rules/vocabulary";
import type { Database } from "../../db/schema";
import { sealSetting } from "../../notifications/sealed-settings";
import { sealingKey } from "../../secrets/sealing-key";

/** Rows for delivery tests, written straight into the tables (the rules' own API is tested by its routes). */

export interface TestRule {
  sellerId: number;
  createdBy: number;
  name?: string;
  enabled?: boolean;
  contractIds?: string[];
  conditions?: RuleCondition[];
  /** [TRACKING_EVENTS id, channel] cells of the matrix. */
  cells: [number, NotificationChannel][];
  at: string;
}

let ruleCount = 0;

export async function insertTestRule(db: Kysely<Database>, rule: TestRule): Promise<number> {
  ruleCount += 1;
  const contractIds = rule.contractIds ?? ["all"];
  const { id } = await db
    .insertInto("notification_rules")
    .values({
      seller_id: rule.sellerId,
      name: rule.name ?? `Rule ${ruleCount}`,
      enabled: rule.enabled === false ? 0 : 1,
      apply_to: contractIds[0] === "all" ? "all_shipments" : "some_shipments",
      contract_creation: contractIds[0] === "all" ? "auto_add_contract" : "manual_add_contract",
      contract_ids: JSON.stringify(contractIds),
      conditions: JSON.stringify(rule.conditions ?? []),
      created_by: rule.createdBy,
      created_at: rule.at,
      updated_at: rule.at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("notification_rule_channels")
    .values(rule.cells.map(([event_id, channel]) => ({ rule_id: id, event_id, channel })))
    .execute();
  return id;
}

/** The seller's webhook settings: a URL and its signing secret (stored sealed, as the settings routes store it). */
export async function setSellerWebhook(db: Kysely<Database>, sellerId: number, url: string, secret: string, at: string): Promise<void> {
  const sealed = sealSetting(await sealingKey(db), sellerId, "webhook_secret", secret);
  await db
    .insertInto("notification_settings")
    .values({
      seller_id: sellerId,
      sender_email: null,
      sender_domain: null,
      domain_token: null,
      domain_verified_at: null,
      verification_email_sent_at: null,
      sms_enabled: 0,
      sms_cost_confirmed_at: null,
      sms_cost_confirmed_by: null,
      whatsapp_enabled: 0,
      whatsapp_cost_confirmed_at: null,
      whatsapp_cost_confirmed_by: null,
      webhook_url: url,
      webhook_method: "POST",
      webhook_auth_header: null,
      webhook_auth_key: null,
      webhook_headers: "[]",
      webhook_endpoint: null,
      webhook_secret: sealed,
      webhook_secret_created_at: at,
      updated_at: at,
      updated_by: null,
    })
    .onConflict((conflict) => conflict.column("seller_id").doUpdateSet({ webhook_url: url, webhook_secret: sealed }))
    .execute();
}
