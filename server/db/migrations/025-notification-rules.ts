import type { Kysely } from "kysely";
import { type Dialect, idColumn } from "../portable";

/**
 * Tracking notification rules (issue 21, decision 059): who hears about which tracking event
 * over which channel. A rule's scope (apply_to, contract_creation, contract_ids) and conditions
 * (the shipping-rule vocabulary) are JSON text, read whole with the rule (decision 029: text
 * columns on both databases). Its channels are rows, one per (event, channel) ticked in the
 * matrix, so delivery finds "the enabled rules of this seller with a channel on this event" with
 * one indexed query instead of parsing every rule. The unique (seller_id, name) index is what
 * makes "The rule name provided already exists" hold under two saves at once.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await idColumn(dialect, db.schema.createTable("notification_rules"))
    .addColumn("seller_id", "integer", (c) => c.notNull().references("sellers.id"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("enabled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("apply_to", "text", (c) => c.notNull())
    .addColumn("contract_creation", "text")
    .addColumn("contract_ids", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("conditions", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("created_by", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("notification_rules_seller_name", ["seller_id", "name"])
    .execute();

  await db.schema
    .createTable("notification_rule_channels")
    .addColumn("rule_id", "integer", (c) => c.notNull().references("notification_rules.id").onDelete("cascade"))
    .addColumn("event_id", "integer", (c) => c.notNull())
    .addColumn("channel", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("notification_rule_channels_pk", ["rule_id", "event_id", "channel"])
    .execute();
  // Delivery's question: which rules have a channel on this event.
  await db.schema.createIndex("notification_rule_channels_event").on("notification_rule_channels").columns(["event_id", "rule_id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("notification_rule_channels").execute();
  await db.schema.dropTable("notification_rules").execute();
}
