import type { Transaction } from "kysely";
import type { Database } from "../db/schema";

/**
 * Two demo shipping rules of seller 1 (decision 062), so a fresh demo shows rules acting: a quote
 * to Chile offers no Pampa Freight, and one to Colombia over 100 is DDP only. Chosen on
 * destinations the other demo flows and tests do not ship to.
 */
export const DEMO_SHIPPING_RULES = [
  {
    name: "No Pampa Freight to Chile",
    priority: 1,
    conditions: [{ condition_name: "Destination Country", operator: "is_any_of", values: ["CL"] }],
    action: { action_name: "never_use_courier", values: ["Pampa Freight"] },
  },
  {
    name: "DDP for Colombia over 100",
    priority: 3,
    conditions: [
      { condition_name: "Destination Country", operator: "is_any_of", values: ["CO"] },
      { condition_name: "Seller Price", operator: "greater_than", values: ["100"] },
    ],
    action: { action_name: "incoterm", values: ["DDP"] },
  },
] as const;

const DEMO_SELLER = 1;

export async function seedDemoShippingRules(trx: Transaction<Database>, now: Date): Promise<void> {
  const at = now.toISOString();
  for (const rule of DEMO_SHIPPING_RULES) {
    const { id } = await trx
      .insertInto("shipping_rules")
      .values({ seller_id: DEMO_SELLER, name: rule.name, priority: rule.priority, expiration: null, is_active: 1, created_by: null, created_at: at, updated_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("shipping_rule_conditions")
      .values(rule.conditions.map((condition, position) => ({ rule_id: id, position, condition_name: condition.condition_name, operator: condition.operator, values_json: JSON.stringify(condition.values) })))
      .execute();
    await trx.insertInto("shipping_rule_actions").values({ rule_id: id, action_name: rule.action.action_name, values_json: JSON.stringify(rule.action.values) }).execute();
  }
}
