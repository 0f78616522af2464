import type { Kysely } from "kysely";
import { type Dialect, idColumn } from "../portable";

/**
 * Shipping rules (issue 22, decision 062): a seller's rule with its conditions (AND) and its one
 * action, as the spec's form has them (configuration area section 3). Values are JSON string
 * lists in text columns (portable, decision 029); `position` keeps the conditions in the order
 * the seller wrote them. Conditions and actions go with their rule (deleted first, in the same
 * transaction, by server/shipping-rules/rule-store.ts).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await idColumn(dialect, db.schema.createTable("shipping_rules"))
    .addColumn("seller_id", "integer", (c) => c.notNull().references("sellers.id"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("priority", "integer", (c) => c.notNull())
    .addColumn("expiration", "text")
    .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_by", "integer", (c) => c.references("users.id"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  // Every quote and order reads a seller's rules; the list pages them by priority.
  await db.schema.createIndex("shipping_rules_seller_priority").on("shipping_rules").columns(["seller_id", "priority", "created_at"]).execute();

  await idColumn(dialect, db.schema.createTable("shipping_rule_conditions"))
    .addColumn("rule_id", "integer", (c) => c.notNull().references("shipping_rules.id"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("condition_name", "text", (c) => c.notNull())
    .addColumn("operator", "text")
    .addColumn("values_json", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("shipping_rule_conditions_rule").on("shipping_rule_conditions").columns(["rule_id", "position"]).execute();

  await idColumn(dialect, db.schema.createTable("shipping_rule_actions"))
    .addColumn("rule_id", "integer", (c) => c.notNull().references("shipping_rules.id"))
    .addColumn("action_name", "text", (c) => c.notNull())
    .addColumn("values_json", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("shipping_rule_actions_rule").on("shipping_rule_actions").columns(["rule_id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("shipping_rule_actions").execute();
  await db.schema.dropTable("shipping_rule_conditions").execute();
  await db.schema.dropTable("shipping_rules").execute();
}
