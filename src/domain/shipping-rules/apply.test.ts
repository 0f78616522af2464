import { describe, expect, it } from "vitest";
import { applyShippingRules, courierChosenByRules, type RuleOption, ruleForbiddingCourier } from "./apply";
import type { ShipmentFacts } from "./evaluate";
import type { EvaluatedRule } from "./plan";
import type { RuleAction, RuleCondition } from "./vocabulary";

const NOW = new Date("2026-11-27T10:00:00Z");

const chile: ShipmentFacts = {
  destination_country: "CL",
  destination_state: "",
  destination_postal_code: "8320000",
  channel: { id: 7, name: "Mercado Libre" },
  items: [{ sku: "A-1", category: "apparel", quantity: 1 }],
  seller_price_cents: 15_000,
  weight_kg: 0.8,
  item_count: 1,
};

const OPTIONS: RuleOption[] = [
  { contract_id: 1, carrier_name: "Correios", incoterm: "DDU", freight_cents: 1_000, total_cents: 1_000 },
  { contract_id: 2, carrier_name: "DHL", incoterm: "DDU", freight_cents: 1_500, total_cents: 1_500 },
  { contract_id: 2, carrier_name: "DHL", incoterm: "DDP", freight_cents: 1_500, total_cents: 4_000 },
  { contract_id: 3, carrier_name: "Loggi", incoterm: "DDP", freight_cents: 2_000, total_cents: 5_000 },
];

let nextId = 1;
function makeRule(name: string, action: RuleAction, conditions: RuleCondition[] = [], extra: Partial<EvaluatedRule> = {}): EvaluatedRule {
  const id = nextId++;
  return { id, name, priority: 5, expiration: null, is_active: true, created_at: `2026-11-0${Math.min(id, 9)}T00:00:00Z`, rule_conditions: conditions, rule_actions: [action], ...extra };
}
const toChile: RuleCondition = { condition_name: "Destination Country", operator: "is_any_of", values: ["CL"] };

describe("applyShippingRules", () => {
  it("hides a courier to Chile and says which rule did it", () => {
    const rule = makeRule("No DHL to Chile", { action_name: "never_use_courier", values: ["dhl"] }, [toChile]);
    const outcome = applyShippingRules([rule], chile, OPTIONS, NOW);
    expect(outcome.options.map((option) => option.carrier_name)).toEqual(["Correios", "Loggi"]);
    expect(outcome.effects).toEqual([expect.objectContaining({ outcome: "applied", contract_ids: [2], message: "Courier dhl hidden by rule 'No DHL to Chile'" })]);
    expect(ruleForbiddingCourier([rule], chile, "DHL", NOW)?.name).toBe("No DHL to Chile");
    expect(applyShippingRules([rule], { ...chile, destination_country: "AR" }, OPTIONS, NOW).options).toHaveLength(4);
  });

  it("forces DDP above a goods value, hiding the DDU options", () => {
    const rule = makeRule("DDP over 100", { action_name: "incoterm", values: ["DDP"] }, [{ condition_name: "Seller Price", operator: "greater_than", values: ["100"] }]);
    const outcome = applyShippingRules([rule], chile, OPTIONS, NOW);
    expect(outcome.incoterm).toBe("DDP");
    expect(outcome.options.map((option) => option.incoterm)).toEqual(["DDP", "DDP"]);
    expect(applyShippingRules([rule], { ...chile, seller_price_cents: 10_000 }, OPTIONS, NOW).incoterm).toBeNull();
  });

  it("lets priority 1 win over 5, and newer over older at equal priority; the loser is reported overridden", () => {
    const old = makeRule("Old choice", { action_name: "courier", values: ["Correios"] }, [], { created_at: "2026-01-01T00:00:00Z" });
    const newer = makeRule("New choice", { action_name: "courier", values: ["Loggi"] }, [], { created_at: "2026-06-01T00:00:00Z" });
    expect(applyShippingRules([old, newer], chile, OPTIONS, NOW).chosen_contract_id).toBe(3);
    const urgent = makeRule("Urgent", { action_name: "courier", values: ["Correios"] }, [], { priority: 1, created_at: "2025-01-01T00:00:00Z" });
    const outcome = applyShippingRules([old, newer, urgent], chile, OPTIONS, NOW);
    expect(outcome.chosen_contract_id).toBe(1);
    expect(outcome.effects.map((effect) => [effect.rule_name, effect.outcome])).toEqual([
      ["Urgent", "applied"],
      ["New choice", "overridden"],
      ["Old choice", "overridden"],
    ]);
    expect(courierChosenByRules([old, newer, urgent], chile, NOW)?.carrier).toBe("Correios");
  });

  it("adds up prohibitions of several rules", () => {
    const noDhl = makeRule("No DHL", { action_name: "never_use_courier", values: ["DHL"] });
    const noLoggi = makeRule("No Loggi", { action_name: "never_use_courier", values: ["Loggi"] });
    expect(applyShippingRules([noDhl, noLoggi], chile, OPTIONS, NOW).options.map((option) => option.carrier_name)).toEqual(["Correios"]);
  });

  it("skips a rule after its expiration day and an inactive one", () => {
    const expired = makeRule("Ended", { action_name: "never_use_courier", values: ["DHL"] }, [], { expiration: "2026-11-26" });
    const lastDay = makeRule("Last day", { action_name: "never_use_courier", values: ["Loggi"] }, [], { expiration: "2026-11-27" });
    const off = makeRule("Off", { action_name: "never_use_courier", values: ["Correios"] }, [], { is_active: false });
    expect(applyShippingRules([expired, lastDay, off], chile, OPTIONS, NOW).options.map((option) => option.carrier_name)).toEqual(["Correios", "DHL", "DHL"]);
  });

  it("sorts: 'always' couriers first, then 'default' ones, then the rest in their order", () => {
    const always = makeRule("Loggi first", { action_name: "always_sort_by_courier", values: ["Loggi"] });
    const byDefault = makeRule("Then DHL", { action_name: "default_sort_by_courier", values: ["DHL"] });
    const outcome = applyShippingRules([always, byDefault], chile, OPTIONS, NOW);
    expect(outcome.options.map((option) => option.carrier_name)).toEqual(["Loggi", "DHL", "DHL", "Correios"]);
  });

  it("fixes the freight, or adds a percentage to the contract's freight; totals follow", () => {
    const fixed = makeRule("Fixed ML", { action_name: "fixed_freight", values: ["12.50"] }, [{ condition_name: "Channel", operator: "is_any_of", values: ["mercado libre"] }]);
    expect(applyShippingRules([fixed], chile, OPTIONS, NOW).options[3]).toMatchObject({ freight_cents: 1_250, total_cents: 4_250 });
    const markup = makeRule("Plus 10", { action_name: "freight_from_cost", values: ["10"] }, [], { priority: 4 });
    const outcome = applyShippingRules([fixed, markup], chile, OPTIONS, NOW);
    expect(outcome.options[0]).toMatchObject({ freight_cents: 1_100, total_cents: 1_100 });
    expect(outcome.effects.find((effect) => effect.rule_name === "Fixed ML")?.outcome).toBe("overridden");
  });

  it("a forbidden courier cannot also be chosen", () => {
    const choose = makeRule("Use DHL", { action_name: "courier", values: ["DHL"] }, [], { priority: 1 });
    const forbid = makeRule("No DHL", { action_name: "never_use_courier", values: ["DHL"] });
    const outcome = applyShippingRules([choose, forbid], chile, OPTIONS, NOW);
    expect(outcome.chosen_contract_id).toBeNull();
    expect(outcome.effects.find((effect) => effect.rule_name === "Use DHL")?.outcome).toBe("no_effect");
  });

  it("answers package, packages not to use and ship-from for the order", () => {
    const outcome = applyShippingRules(
      [
        makeRule("Box 4", { action_name: "package", values: ["4"] }),
        makeRule("Not box 2", { action_name: "never_use_package", values: ["2"] }),
        makeRule("From Shenzhen", { action_name: "ship_from", values: ["9"] }),
      ],
      chile,
      OPTIONS,
      NOW,
    );
    expect(outcome).toMatchObject({ package_id: "4", excluded_package_ids: ["2"], ship_from_id: "9" });
    expect(outcome.options).toEqual(OPTIONS);
  });
});
