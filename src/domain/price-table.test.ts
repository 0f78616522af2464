import { describe, expect, it } from "vitest";
import { PRICE_TABLE_WEIGHTS_KG, priceSteps } from "./price-table";

describe("a price table as a person reads it", () => {
  it("prices each half kilogram up to 10 kg, then 15 to 30 kg, as quotes do", () => {
    const steps = priceSteps({ first_half_kg_cents: 1890, additional_half_kg_cents: 450 });
    expect(PRICE_TABLE_WEIGHTS_KG).toHaveLength(24);
    expect(steps.slice(0, 3)).toEqual([
      { weight_kg: 0.5, freight_cents: 1890 },
      { weight_kg: 1, freight_cents: 2340 },
      { weight_kg: 1.5, freight_cents: 2790 },
    ]);
    // 30 kg is 60 half kilograms: the first and 59 more.
    expect(steps.at(-1)).toEqual({ weight_kg: 30, freight_cents: 1890 + 59 * 450 });
  });
});
