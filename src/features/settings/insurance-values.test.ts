import { describe, expect, it } from "vitest";
import { readInsurance } from "./insurance-values";

describe("readInsurance", () => {
  it("needs no value for the selling price and sends 0", () => {
    expect(readInsurance({ basis: "selling_price", value: "abc", include_freight: true })).toEqual({ insurance: { basis: "selling_price", value: 0, include_freight: true } });
  });

  it("reads a fixed price or percentage with a decimal point or comma", () => {
    expect(readInsurance({ basis: "fixed_price", value: " 12,5 ", include_freight: false })).toEqual({ insurance: { basis: "fixed_price", value: 12.5, include_freight: false } });
    expect(readInsurance({ basis: "fixed_percentage", value: "100", include_freight: true })).toEqual({ insurance: { basis: "fixed_percentage", value: 100, include_freight: true } });
  });

  it("refuses a blank, a word, a negative, three decimals, a percentage over 100 and a huge price", () => {
    const problem = (basis: "fixed_price" | "fixed_percentage", value: string) => readInsurance({ basis, value, include_freight: false });
    expect(problem("fixed_price", " ")).toEqual({ problem: "blank" });
    expect(problem("fixed_price", "1.2.3")).toEqual({ problem: "not_a_number" });
    expect(problem("fixed_price", "-1")).toEqual({ problem: "negative" });
    expect(problem("fixed_price", "1.234")).toEqual({ problem: "too_many_decimals" });
    expect(problem("fixed_percentage", "100.01")).toEqual({ problem: "over_percent" });
    expect(problem("fixed_price", "1000001")).toEqual({ problem: "too_large" });
  });
});
