import { describe, expect, it } from "vitest";
import type { CostSummary } from "../pricing";
import { applyShippingRules } from "./apply";
import type { ShipmentFacts } from "./evaluate";
import { costsAfterRules } from "./freight";
import type { EvaluatedRule } from "./plan";
import type { RuleAction } from "./vocabulary";

const NOW = new Date("2026-11-27T10:00:00Z");
const brazil: ShipmentFacts = {
  destination_country: "BR",
  destination_state: "SP",
  destination_postal_code: "01310-100",
  channel: null,
  items: [{ sku: "A-1", category: "apparel", quantity: 1 }],
  seller_price_cents: 5_000,
  weight_kg: 1.2,
  item_count: 1,
};
const CONTRACT: CostSummary = { incoterm: "DDP", billed_weight_kg: 1.2, freight_cents: 2_000, duties_cents: 600, taxes_cents: 400, insurance_cents: 100, total_cents: 3_100 };

const rule = (name: string, action: RuleAction, priority = 5, created_at = "2026-11-01T00:00:00Z"): EvaluatedRule => ({
  id: priority,
  name,
  priority,
  expiration: null,
  is_active: true,
  created_at,
  rule_conditions: [{ condition_name: "Destination Country", operator: "is_any_of", values: ["BR"] }],
  rule_actions: [action],
});

describe("costsAfterRules (the freight an order is priced and charged with)", () => {
  it("fixes the freight, the total follows, the rest stays, and the rule is named", () => {
    const flat = rule("Flat to Brazil", { action_name: "fixed_freight", values: ["7.77"] });
    expect(costsAfterRules(CONTRACT, { rules: [flat], facts: brazil, now: NOW })).toEqual({
      ...CONTRACT,
      freight_cents: 777,
      total_cents: 3_100 - 2_000 + 777,
      freight_rule: { rule_id: 5, rule_name: "Flat to Brazil", action_name: "fixed_freight", values: ["7.77"], contract_freight_cents: 2_000 },
    });
  });

  it("gives the same freight and total as the quote's option under the same rules (one figure everywhere)", () => {
    const rules = [rule("Plus 12.5%", { action_name: "freight_from_cost", values: ["12.5"] }, 2), rule("Flat", { action_name: "fixed_freight", values: ["1.00"] }, 4)];
    const after = costsAfterRules(CONTRACT, { rules, facts: brazil, now: NOW });
    const quoted = applyShippingRules(rules, brazil, [{ contract_id: 1, carrier_name: "Correios", incoterm: "DDP" as const, freight_cents: 2_000, total_cents: 3_100 }], NOW).options[0];
    expect(after.freight_cents).toBe(2_250);
    expect({ freight_cents: after.freight_cents, total_cents: after.total_cents }).toEqual({ freight_cents: quoted?.freight_cents, total_cents: quoted?.total_cents });
    expect(after.freight_rule?.rule_name).toBe("Plus 12.5%");
  });

  it("leaves the contract's costs when no freight rule acts (another country, an inactive rule, no rules)", () => {
    const flat = rule("Flat to Brazil", { action_name: "fixed_freight", values: ["7.77"] });
    expect(costsAfterRules(CONTRACT, { rules: [flat], facts: { ...brazil, destination_country: "CL" }, now: NOW })).toBe(CONTRACT);
    expect(costsAfterRules(CONTRACT, { rules: [{ ...flat, is_active: false }], facts: brazil, now: NOW })).toBe(CONTRACT);
    expect(costsAfterRules(CONTRACT, undefined)).toBe(CONTRACT);
  });
});
