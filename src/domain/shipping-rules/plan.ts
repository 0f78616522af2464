import { conditionsMatch, type ShipmentFacts } from "./evaluate";
import type { ActionName, RuleAction, RuleCondition } from "./vocabulary";

/**
 * Which of a seller's rules act on a shipment, and which of their actions win (decision 062).
 *
 * THE ORDER. Rules are read by priority (1 very high first, 5 very low last), then newest first
 * (creation time, then id): at equal priority the rule written last reflects the seller's latest
 * policy. Inactive rules and expired rules (the expiration day is the last day a rule acts, in
 * UTC) are skipped, and so are rules whose conditions do not hold for the shipment.
 *
 * HOW ACTIONS COMBINE. A rule has one action. When two acting rules give actions of the same
 * kind, the first in that order wins and the other is reported `overridden`, with two exceptions:
 *   - never_use_courier and never_use_package add up: each forbids something, and every
 *     prohibition of every acting rule holds (forbidding is never overridden);
 *   - fixed_freight and freight_from_cost are one kind (both set the freight): the first wins.
 * always_sort_by_courier and default_sort_by_courier are two kinds: both apply, the "always"
 * couriers first, then the "default" ones, then the others in their own order. A prohibition
 * beats a choice: a courier both chosen and forbidden is hidden, and the choice has no effect.
 */

/** A rule as the evaluator reads it: the shape of the /v1 answer (ids of conditions optional). */
export interface EvaluatedRule {
  /** null for an unsaved rule (the test panel). */
  id: number | null;
  name: string;
  priority: number;
  /** YYYY-MM-DD, last day the rule acts; null: never expires. */
  expiration: string | null;
  is_active: boolean;
  /** ISO time; orders rules of equal priority (newest first). */
  created_at: string;
  rule_conditions: readonly RuleCondition[];
  rule_actions: readonly RuleAction[];
}

/** Why a rule does not act on a shipment. */
export type RuleSkip = "inactive" | "expired" | "conditions";

/** The kind of action two rules compete for (see above: freight actions are one kind). */
export type ActionKind = Exclude<ActionName, "fixed_freight" | "freight_from_cost"> | "freight";

export const actionKindOf = (name: ActionName): ActionKind => (name === "fixed_freight" || name === "freight_from_cost" ? "freight" : name);

/** Actions that add up instead of competing. */
const ADDING_KINDS: ReadonlySet<ActionKind> = new Set(["never_use_courier", "never_use_package"]);

export interface ActingRule {
  rule: EvaluatedRule;
  action: RuleAction;
  /** False when an earlier rule already gave an action of this kind. */
  wins: boolean;
}

/** A day as YYYY-MM-DD in UTC. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** Why a rule would not act on this shipment now, or null when it acts. */
export function ruleSkip(rule: EvaluatedRule, facts: ShipmentFacts, now: Date): RuleSkip | null {
  if (!rule.is_active) return "inactive";
  if (rule.expiration !== null && rule.expiration < utcDay(now)) return "expired";
  if (!conditionsMatch(rule.rule_conditions, facts)) return "conditions";
  return null;
}

/** Priority 1 first, then newest first (creation time, then id). */
export function byRuleOrder(a: EvaluatedRule, b: EvaluatedRule): number {
  // ISO times compare as plain strings (no locale rules: localeCompare is slow on every quote).
  const newer = a.created_at === b.created_at ? 0 : a.created_at > b.created_at ? -1 : 1;
  return a.priority - b.priority || newer || (b.id ?? Number.MAX_SAFE_INTEGER) - (a.id ?? Number.MAX_SAFE_INTEGER);
}

/** The rules that act on the shipment, in the documented order, each with whether its action wins. */
export function actingRules(rules: readonly EvaluatedRule[], facts: ShipmentFacts, now: Date): ActingRule[] {
  const taken = new Set<ActionKind>();
  const acting: ActingRule[] = [];
  for (const rule of [...rules].sort(byRuleOrder)) {
    const action = rule.rule_actions[0];
    if (!action || ruleSkip(rule, facts, now) !== null) continue;
    const kind = actionKindOf(action.action_name);
    const wins = ADDING_KINDS.has(kind) || !taken.has(kind);
    taken.add(kind);
    acting.push({ rule, action, wins });
  }
  return acting;
}
