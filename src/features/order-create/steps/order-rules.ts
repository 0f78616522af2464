import { useMemo } from "react";
import { applyShippingRules, type RuleEffectResult } from "../../../domain/shipping-rules/apply";
import type { OrderRulesContext } from "../../../domain/order-validation";

/**
 * What the seller's shipping rules choose for the order itself (decision 062): a ship-from
 * address, a package (box template) and packages never to use. Worked out on the device by the
 * same evaluator as the quotes, from the cached rules and this order's facts (the wizard's
 * context, offline too); the Sender and Shipment steps prefill what the user has not chosen and
 * say which rule did it.
 */
export interface OrderRuleChoices {
  /** A seller address id (as the rule stores it) with the effect that chose it. */
  shipFrom: { id: string; effect: RuleEffectResult } | null;
  /** A box template's server id (as the rule stores it) with the effect that chose it. */
  package: { id: string; effect: RuleEffectResult } | null;
  /** Box template server ids never to use, each with the effect that left it out. */
  excludedPackages: ReadonlyMap<string, RuleEffectResult>;
}

export const NO_RULE_CHOICES: OrderRuleChoices = { shipFrom: null, package: null, excludedPackages: new Map() };

export function orderRuleChoices(shippingRules: OrderRulesContext["shipping_rules"]): OrderRuleChoices {
  if (!shippingRules || shippingRules.rules.length === 0) return NO_RULE_CHOICES;
  const outcome = applyShippingRules(shippingRules.rules, shippingRules.facts, [], shippingRules.now);
  const applied = (name: RuleEffectResult["action_name"]) => outcome.effects.filter((effect) => effect.outcome === "applied" && effect.action_name === name);
  const shipFrom = applied("ship_from")[0];
  const chosenPackage = applied("package")[0];
  const excludedPackages = new Map<string, RuleEffectResult>();
  for (const effect of applied("never_use_package")) for (const id of effect.values) if (!excludedPackages.has(id)) excludedPackages.set(id, effect);
  return {
    shipFrom: outcome.ship_from_id !== null && shipFrom ? { id: outcome.ship_from_id, effect: shipFrom } : null,
    package: outcome.package_id !== null && chosenPackage ? { id: outcome.package_id, effect: chosenPackage } : null,
    excludedPackages,
  };
}

export function useOrderRuleChoices(shippingRules: OrderRulesContext["shipping_rules"]): OrderRuleChoices {
  return useMemo(() => orderRuleChoices(shippingRules), [shippingRules]);
}
