import type { CostSummary, FreightRuleApplied } from "../pricing";
import type { ShipmentFacts } from "./evaluate";
import { actingRules, actionKindOf, type EvaluatedRule } from "./plan";
import type { RuleAction } from "./vocabulary";

/**
 * "Freight after rules" (issue 22, decision 062): the ONE place that says what a fixed_freight or
 * freight_from_cost rule makes of a contract's freight. The quotes (apply.ts), the order's cost
 * summary on the server (creation, replacement, check-valid, so dispatch charges it) and the
 * wizard's live cost summary on the device (from the cached rules, offline too) all call it, so
 * the figure a user is shown is the figure the order is stored and charged with.
 */

const PERCENT = 100;

/** Cents of a money value typed "12.50"; null when it is not one. */
export function moneyCents(value: string | undefined): number | null {
  const text = (value ?? "").trim();
  return /^\d+(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : null;
}

/** A percentage typed "10" or "7.5"; null when it is not one. */
export function percentValue(value: string | undefined): number | null {
  const text = (value ?? "").trim();
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

/** The freight a freight action makes of the contract's freight; null when the action sets none (or its value is no number). */
export function ruledFreightCents(action: RuleAction, contractFreightCents: number): number | null {
  if (action.action_name === "fixed_freight") return moneyCents(action.values[0]);
  if (action.action_name !== "freight_from_cost") return null;
  const percent = percentValue(action.values[0]);
  return percent === null ? null : Math.round(contractFreightCents * (1 + percent / PERCENT));
}

export interface ShippingRulesInput {
  rules: readonly EvaluatedRule[];
  facts: ShipmentFacts;
  now: Date;
}

/**
 * A contract's cost summary as the seller's rules leave it: the winning freight rule (plan.ts: one
 * kind, the first wins) replaces the freight and the total follows; duties, taxes and insurance
 * stay those of the contract's freight, as the quotes give them. `freight_rule` names the rule.
 */
export function costsAfterRules(summary: CostSummary, shippingRules: ShippingRulesInput | undefined): CostSummary {
  if (!shippingRules || shippingRules.rules.length === 0) return summary;
  const winner = actingRules(shippingRules.rules, shippingRules.facts, shippingRules.now).find((entry) => entry.wins && actionKindOf(entry.action.action_name) === "freight");
  if (!winner) return summary;
  const freight = ruledFreightCents(winner.action, summary.freight_cents);
  if (freight === null) return summary;
  const applied: FreightRuleApplied = {
    rule_id: winner.rule.id,
    rule_name: winner.rule.name,
    action_name: winner.action.action_name as FreightRuleApplied["action_name"],
    values: [...winner.action.values],
    contract_freight_cents: summary.freight_cents,
  };
  return { ...summary, freight_cents: freight, total_cents: summary.total_cents - summary.freight_cents + freight, freight_rule: applied };
}
