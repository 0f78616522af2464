import { describe, expect, it } from "vitest";
import type { OrderInput } from "../../src/api/schemas/order-create";
import type { ContractTerms, CostSummary } from "../../src/domain/pricing";
import { volumeCosts } from "./order-costs";

const TERMS: ContractTerms = {
  id: 1,
  name: "Express",
  carrier_name: "Andes Air Courier",
  delivery_time: 5,
  incoterms: ["DDU"],
  allows_battery: true,
  allows_dangerous_goods: true,
  first_half_kg_cents: 1_000,
  additional_half_kg_cents: 500,
  duties_percent: 0,
  sales_tax_percent: 0,
  insurance_percent: 0,
  ddp_max_goods_value_cents: null,
};
const box = (weight: number) => ({ length: 10, width: 10, height: 10, weight, items: [] }) as unknown as OrderInput["boxes"][number];
// Boxes of 0.5 kg, 1 kg and 1.5 kg: 10.00, 15.00 and 20.00 under the contract.
const ORDER = { boxes: [box(0.5), box(1), box(1.5)] } as unknown as OrderInput;
const CONTRACT: CostSummary = { incoterm: "DDU", billed_weight_kg: 3, freight_cents: 4_500, duties_cents: 0, taxes_cents: 0, insurance_cents: 0, total_cents: 4_500 };

describe("volumeCosts", () => {
  it("gives each box its own freight under the contract", () => {
    expect(volumeCosts(ORDER, TERMS, CONTRACT, 0).map((volume) => volume.unit_freight_cents)).toEqual([1_000, 1_500, 2_000]);
  });

  it("spreads a freight rule's figure in the contract's proportions, the volumes adding up to the order's freight", () => {
    const ruled: CostSummary = { ...CONTRACT, freight_cents: 1_000, total_cents: 1_000, freight_rule: { rule_id: 1, rule_name: "Flat", action_name: "fixed_freight", values: ["10.00"], contract_freight_cents: 4_500 } };
    const freights = volumeCosts(ORDER, TERMS, ruled, 0).map((volume) => volume.unit_freight_cents);
    expect(freights).toEqual([222, 333, 445]);
    expect(freights.reduce((sum, cents) => sum + cents, 0)).toBe(1_000);
  });
});
