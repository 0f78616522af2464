import type { Kysely, Selectable, Transaction } from "kysely";
import { MAX_PAGE_SIZE } from "../../src/api/schemas/common";
import type { ShippingRule, ShippingRuleInput } from "../../src/api/schemas/shipping-rules";
import type { ActionName, ConditionName, Operator, RulePriority } from "../../src/domain/shipping-rules/vocabulary";
import type { Database, ShippingRulesTable } from "../db/schema";
import { notFound } from "../http/errors";

/**
 * A seller's shipping rules in the database (migration 028): the rule, its conditions in the
 * order written, its one action. Every read is scoped to the seller: another seller's rule is as
 * unknown as a missing one (404).
 */

type Db = Kysely<Database> | Transaction<Database>;
type RuleRow = Selectable<ShippingRulesTable>;

const parseValues = (json: string): string[] => {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.map(String) : [];
};

/** The rules of these rows with their conditions and actions, in the rows' order. */
async function withParts(db: Db, rows: RuleRow[]): Promise<ShippingRule[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [conditions, actions] = await Promise.all([
    db.selectFrom("shipping_rule_conditions").selectAll().where("rule_id", "in", ids).orderBy("rule_id").orderBy("position").execute(),
    db.selectFrom("shipping_rule_actions").selectAll().where("rule_id", "in", ids).orderBy("id").execute(),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    priority: row.priority as RulePriority,
    expiration: row.expiration,
    is_active: row.is_active === 1,
    rule_conditions: conditions
      .filter((condition) => condition.rule_id === row.id)
      .map((condition) => ({
        id: condition.id,
        condition_name: condition.condition_name as ConditionName,
        operator: condition.operator as Operator | null,
        values: parseValues(condition.values_json),
      })),
    rule_actions: actions
      .filter((action) => action.rule_id === row.id)
      .map((action) => ({ id: action.id, action_name: action.action_name as ActionName, values: parseValues(action.values_json) })),
    created_at: row.created_at,
    updated_at: row.updated_at,
  }));
}

const rulesOfSeller = (db: Db, sellerId: number) => db.selectFrom("shipping_rules").where("seller_id", "=", sellerId);

/** One page of the seller's rules in the evaluator's order (priority 1 first, then newest), with every id. */
export async function listShippingRules(db: Kysely<Database>, sellerId: number, query: { limit: number; offset: number }) {
  const sorted = rulesOfSeller(db, sellerId).orderBy("priority").orderBy("created_at", "desc").orderBy("id", "desc");
  const [rows, total, ids] = await Promise.all([
    sorted.selectAll().limit(query.limit).offset(query.offset).execute(),
    rulesOfSeller(db, sellerId)
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow(),
    sorted.select("id").limit(MAX_PAGE_SIZE).execute(),
  ]);
  return { elements: await withParts(db, rows), count: Number(total.count), ids: ids.map((row) => row.id) };
}

/** Every rule of the seller (what quotes, orders and imports evaluate). */
export async function sellerShippingRules(db: Db, sellerId: number): Promise<ShippingRule[]> {
  return withParts(db, await rulesOfSeller(db, sellerId).selectAll().orderBy("id").execute());
}

export async function findShippingRule(db: Db, sellerId: number, id: number): Promise<ShippingRule> {
  const row = await rulesOfSeller(db, sellerId).selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  const [rule] = await withParts(db, [row]);
  if (!rule) throw notFound();
  return rule;
}

/** All Shipments carries no operator and no values, whatever was sent. */
const conditionRows = (ruleId: number, input: ShippingRuleInput) =>
  input.shipping_rules_conditions_attributes.map((condition, position) => {
    const all = condition.condition_name === "All Shipments";
    return {
      rule_id: ruleId,
      position,
      condition_name: condition.condition_name,
      operator: all ? null : condition.operator,
      values_json: JSON.stringify(all ? [] : condition.values),
    };
  });

async function writeParts(trx: Transaction<Database>, ruleId: number, input: ShippingRuleInput): Promise<void> {
  const conditions = conditionRows(ruleId, input);
  if (conditions.length > 0) await trx.insertInto("shipping_rule_conditions").values(conditions).execute();
  await trx
    .insertInto("shipping_rule_actions")
    .values(input.shipping_rules_actions_attributes.map((action) => ({ rule_id: ruleId, action_name: action.action_name, values_json: JSON.stringify(action.values) })))
    .execute();
}

async function deleteParts(trx: Transaction<Database>, ruleId: number): Promise<void> {
  await trx.deleteFrom("shipping_rule_conditions").where("rule_id", "=", ruleId).execute();
  await trx.deleteFrom("shipping_rule_actions").where("rule_id", "=", ruleId).execute();
}

const ruleColumns = (input: ShippingRuleInput) => ({
  name: input.name,
  priority: input.priority,
  expiration: input.expiration,
  is_active: input.is_active ? (1 as const) : (0 as const),
});

export async function createShippingRule(trx: Transaction<Database>, sellerId: number, userId: number | null, input: ShippingRuleInput, at: string): Promise<ShippingRule> {
  const { id } = await trx
    .insertInto("shipping_rules")
    .values({ ...ruleColumns(input), seller_id: sellerId, created_by: userId, created_at: at, updated_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  await writeParts(trx, id, input);
  return findShippingRule(trx, sellerId, id);
}

/** The whole rule again: its conditions and action are replaced (new ids). */
export async function updateShippingRule(trx: Transaction<Database>, sellerId: number, id: number, input: ShippingRuleInput, at: string): Promise<ShippingRule> {
  await findShippingRule(trx, sellerId, id);
  await trx.updateTable("shipping_rules").set({ ...ruleColumns(input), updated_at: at }).where("id", "=", id).execute();
  await deleteParts(trx, id);
  await writeParts(trx, id, input);
  return findShippingRule(trx, sellerId, id);
}

export async function deleteShippingRule(trx: Transaction<Database>, sellerId: number, id: number): Promise<void> {
  await findShippingRule(trx, sellerId, id);
  await deleteParts(trx, id);
  await trx.deleteFrom("shipping_rules").where("id", "=", id).execute();
}
