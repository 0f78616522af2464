import type { Kysely, Transaction } from "kysely";
import type { ShippingRuleInput } from "../../src/api/schemas/shipping-rules";
import { type RuleChoices, ruleProblems } from "../../src/domain/shipping-rules/rule-problems";
import type { Database } from "../db/schema";
import { HttpError } from "../http/errors";

type Db = Kysely<Database> | Transaction<Database>;

/** What the seller's rules may name: the carriers of its contracts, its packages and its ship-from addresses. */
export async function ruleChoicesOf(db: Db, sellerId: number): Promise<RuleChoices> {
  const [contracts, boxes, addresses] = await Promise.all([
    db.selectFrom("contracts").select("carrier_name").where("seller_id", "=", sellerId).execute(),
    db.selectFrom("box_templates").select("id").where("seller_id", "=", sellerId).execute(),
    db.selectFrom("seller_addresses").select("id").where("seller_id", "=", sellerId).execute(),
  ]);
  return {
    carriers: [...new Set(contracts.map((row) => row.carrier_name))],
    packageIds: boxes.map((row) => String(row.id)),
    shipFromIds: addresses.map((row) => String(row.id)),
  };
}

/** 422 with every problem by field path (the shape of the schema's own refusals), or nothing. */
export async function assertValidRule(db: Db, sellerId: number, input: ShippingRuleInput): Promise<void> {
  const problems = ruleProblems(input.shipping_rules_conditions_attributes, input.shipping_rules_actions_attributes, await ruleChoicesOf(db, sellerId));
  if (problems.length === 0) return;
  const byField: Record<string, string[]> = {};
  for (const problem of problems) (byField[problem.path] ??= []).push(problem.message);
  throw new HttpError(422, [byField]);
}
