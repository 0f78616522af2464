import type { Kysely } from "kysely";
import { type NotificationChannel, scopeCoversContract } from "../../src/domain/notification-rule-scope";
import type { RuleCondition } from "../../src/domain/shipping-rules/vocabulary";
import type { Database } from "../db/schema";

/** An enabled rule that fires on one tracking event for one shipment's contract, with the channels it ticks there. */
export interface RuleOnEvent {
  rule_id: number;
  name: string;
  /** Still to be checked against the shipment (the shipping-rule evaluator's conditionsMatch). */
  conditions: RuleCondition[];
  channels: NotificationChannel[];
}

/**
 * Delivery's question (decision 059): which of the seller's ENABLED rules tick a channel on this
 * tracking event and cover this contract. One indexed query over notification_rule_channels;
 * the scope is checked here, the conditions are left to the caller (they need the shipment).
 * Rules by id, channels in the order the rows hold them.
 */
export async function enabledRulesOnEvent(db: Kysely<Database>, sellerId: number, eventId: number, contractId: number): Promise<RuleOnEvent[]> {
  const rows = await db
    .selectFrom("notification_rule_channels")
    .innerJoin("notification_rules", "notification_rules.id", "notification_rule_channels.rule_id")
    .select(["notification_rules.id", "notification_rules.name", "notification_rules.contract_ids", "notification_rules.conditions", "notification_rule_channels.channel"])
    .where("notification_rule_channels.event_id", "=", eventId)
    .where("notification_rules.seller_id", "=", sellerId)
    .where("notification_rules.enabled", "=", 1)
    .orderBy("notification_rules.id")
    .orderBy("notification_rule_channels.channel")
    .execute();
  const rules = new Map<number, RuleOnEvent>();
  for (const row of rows) {
    if (!scopeCoversContract(JSON.parse(row.contract_ids) as string[], contractId)) continue;
    const rule = rules.get(row.id) ?? { rule_id: row.id, name: row.name, conditions: JSON.parse(row.conditions) as RuleCondition[], channels: [] };
    rule.channels.push(row.channel as NotificationChannel);
    rules.set(row.id, rule);
  }
  return [...rules.values()];
}
