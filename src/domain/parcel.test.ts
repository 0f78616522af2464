import { describe, expect, it } from "vitest";
import { billedWeightKg, PARCEL_LIMITS, parcelBreaches, parcelBreachText, volumetricWeightKg } from "./parcel";

/** A parcel small enough that its volumetric weight never wins (1 cm³ is 0.17 g). */
const small = (weight: number) => ({ length: 1, width: 1, height: 1, weight });

describe("volumetric weight", () => {
  it("is L x W x H / 6000 in kg: 30 x 20 x 10 cm weighs 1 kg", () => {
    expect(volumetricWeightKg({ length: 30, width: 20, height: 10 })).toBe(1);
  });

  it("rounds up to the gram", () => {
    // 10 x 10 x 10 = 1000 cm³ = 166.67 g.
    expect(volumetricWeightKg({ length: 10, width: 10, height: 10 })).toBe(0.167);
  });
});

describe("billed weight", () => {
  it("starts at 50 g", () => {
    expect(billedWeightKg(small(0.001))).toBe(0.05);
    expect(billedWeightKg(small(0.05))).toBe(0.05);
  });

  it("goes up by 10 g up to 2 kg: 1.234 kg is billed 1.24 kg", () => {
    expect(billedWeightKg(small(1.234))).toBe(1.24);
    expect(billedWeightKg(small(2))).toBe(2);
  });

  it("goes up by 0.5 kg above 2 kg, without a floating-point step too many", () => {
    expect(billedWeightKg(small(2.01))).toBe(2.5);
    expect(billedWeightKg(small(2.5))).toBe(2.5);
    expect(billedWeightKg(small(2.51))).toBe(3);
    expect(billedWeightKg(small(29.6))).toBe(30);
  });

  it("is the volumetric weight when that is larger than the actual one", () => {
    // 50 x 40 x 30 = 60000 cm³ = 10 kg, against 2 kg on the scale.
    expect(billedWeightKg({ length: 50, width: 40, height: 30, weight: 2 })).toBe(10);
    expect(billedWeightKg({ length: 50, width: 40, height: 30, weight: 12.2 })).toBe(12.5);
  });
});

describe("parcel limits", () => {
  const ok = { length: 30, width: 20, height: 10, weight: 1 };

  it("a parcel inside every limit breaks none", () => {
    expect(parcelBreaches(ok)).toEqual([]);
  });

  it("each side may be 105 cm, not 105.5", () => {
    expect(parcelBreaches({ ...ok, length: 105, width: 10, height: 10 })).toEqual([]);
    expect(parcelBreaches({ ...ok, length: 105.5, width: 10, height: 10 })).toEqual([
      { code: "side_too_long", measure: "length", actual: 105.5, limit: PARCEL_LIMITS.maxSideCm },
    ]);
    expect(parcelBreaches({ ...ok, length: 10, width: 10, height: 106 }).map((b) => [b.code, b.measure])).toEqual([["side_too_long", "height"]]);
  });

  it("the three sides together may be 200 cm, not 201", () => {
    expect(parcelBreaches({ length: 100, width: 50, height: 50, weight: 1 }).map((b) => b.code)).not.toContain("sides_sum_too_long");
    expect(parcelBreaches({ length: 100, width: 50, height: 51, weight: 1 }).filter((b) => b.code === "sides_sum_too_long")).toEqual([
      { code: "sides_sum_too_long", measure: "sides", actual: 201, limit: 200 },
    ]);
  });

  it("a box may be billed 30 kg, not more", () => {
    expect(parcelBreaches(small(30))).toEqual([]);
    expect(parcelBreaches(small(30.01))).toEqual([{ code: "too_heavy", measure: "weight", actual: 30.5, limit: 30 }]);
  });

  it("a light box too big for 30 kg of volumetric weight is too heavy as well", () => {
    // 100 x 50 x 40 = 200000 cm³ = 33.34 kg billed 33.5 kg.
    expect(parcelBreaches({ length: 100, width: 50, height: 40, weight: 1 }).map((b) => b.code)).toContain("too_heavy");
  });

  it("every measure must be greater than 0, and nothing else is judged until they are", () => {
    expect(parcelBreaches({ length: 0, width: 20, height: -1, weight: 0 })).toEqual([
      { code: "not_positive", measure: "length", actual: 0, limit: 0 },
      { code: "not_positive", measure: "height", actual: -1, limit: 0 },
      { code: "not_positive", measure: "weight", actual: 0, limit: 0 },
    ]);
    expect(parcelBreaches({ length: Number.NaN, width: 200, height: 10, weight: 1 }).map((b) => [b.code, b.measure])).toEqual([["not_positive", "length"]]);
  });

  it("explains each breach in English for the server", () => {
    expect(parcelBreachText({ code: "side_too_long", measure: "width", actual: 120, limit: 105 })).toBe("The width is 120 cm; each side may be at most 105 cm.");
    expect(parcelBreachText({ code: "too_heavy", measure: "weight", actual: 31, limit: 30 })).toBe("The billed weight is 31 kg; at most 30 kg per box.");
  });
});
