import type { ShippingRule } from "../../../api/schemas/shipping-rules";
import { allowedIncoterms, type ContractTerms, contractRefusal, costSummary, type Incoterm, type InsuranceSettings } from "../../../domain/pricing";
import { applyShippingRules, type RuleEffectResult, type RuleOption } from "../../../domain/shipping-rules/apply";
import { factsOfOrder } from "../../../domain/shipping-rules/facts";
import type { PricedShipment } from "./cost-summary";

/**
 * What the seller's shipping rules do to the Courier step's contracts, worked out on the device
 * by the same evaluator the server runs (src/domain/shipping-rules/apply.ts) from the cached
 * rules and contracts, so the step shows the same courier options online and offline.
 */
export interface CourierRules {
  /** Contracts none of whose options a rule left, with the effect that hid them. */
  hidden: ReadonlyMap<number, RuleEffectResult>;
  /** The contract a courier rule chooses, with its effect. */
  chosen: { contractId: number; effect: RuleEffectResult } | null;
  /** The incoterm a rule sets; the other one is not offered. */
  incoterm: Incoterm | null;
  /** Everything the rules did, rule by rule, for the step's summary. */
  effects: readonly RuleEffectResult[];
}

export const NO_COURIER_RULES: CourierRules = { hidden: new Map(), chosen: null, incoterm: null, effects: [] };

interface CourierRulesInput {
  rules: readonly ShippingRule[] | undefined;
  terms: readonly ContractTerms[] | undefined;
  shipment: PricedShipment;
  channels: readonly { id: number; name: string }[] | undefined;
  insurance: boolean;
  insuranceSettings: InsuranceSettings | undefined;
  now: Date;
}

/** Each contract that can carry the shipment, under each incoterm it allows, priced when the boxes can be. */
function optionsOf({ terms, shipment, insurance, insuranceSettings }: CourierRulesInput): RuleOption[] {
  return (terms ?? []).flatMap((contract) => {
    const refused = contractRefusal(contract, { contain_battery: shipment.battery, dangerous_good: shipment.dangerous, goods_value_cents: shipment.goodsCents });
    if (refused !== null) return [];
    return allowedIncoterms(contract, shipment.goodsCents).map((incoterm) => {
      const summary = shipment.priceable
        ? costSummary(contract, { boxes: shipment.input.boxes, goods_value_cents: shipment.goodsCents, insurance, insurance_settings: insuranceSettings }, incoterm)
        : null;
      return { contract_id: contract.id, carrier_name: contract.carrier_name, incoterm, freight_cents: summary?.freight_cents ?? 0, total_cents: summary?.total_cents ?? 0 };
    });
  });
}

export function courierRulesOf(input: CourierRulesInput): CourierRules {
  if (!input.rules || input.rules.length === 0 || !input.terms) return NO_COURIER_RULES;
  const options = optionsOf(input);
  const facts = factsOfOrder(input.shipment.input, input.channels ?? []);
  const outcome = applyShippingRules(input.rules, facts, options, input.now);
  const left = new Set(outcome.options.map((option) => option.contract_id));
  const hidden = new Map<number, RuleEffectResult>();
  for (const contractId of new Set(options.map((option) => option.contract_id))) {
    if (left.has(contractId)) continue;
    const effect = outcome.effects.find((candidate) => candidate.outcome === "applied" && candidate.contract_ids.includes(contractId));
    if (effect) hidden.set(contractId, effect);
  }
  const chosenEffect = outcome.effects.find((effect) => effect.outcome === "applied" && effect.action_name === "courier");
  return {
    hidden,
    chosen: outcome.chosen_contract_id !== null && chosenEffect ? { contractId: outcome.chosen_contract_id, effect: chosenEffect } : null,
    incoterm: outcome.incoterm,
    effects: outcome.effects,
  };
}
