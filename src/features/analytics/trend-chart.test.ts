import { describe, expect, it } from "vitest";
import { niceCeiling } from "./trend-chart";

describe("niceCeiling", () => {
  it("tops the chart at a round, even count at or above the largest day, so that its half is whole", () => {
    expect([0, 1, 2, 3, 5, 7, 9, 15, 41, 99, 101, 1234].map(niceCeiling)).toEqual([1, 1, 2, 4, 6, 8, 10, 20, 60, 100, 200, 2000]);
  });
});
