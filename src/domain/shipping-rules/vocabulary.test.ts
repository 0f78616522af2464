import { describe, expect, it } from "vitest";
import { CONDITION_NAMES, OPERATORS, OPERATORS_OF, splitValues } from "./vocabulary";

describe("shipping rule vocabulary", () => {
  it("splits comma-separated values and drops empty ones", () => {
    expect(splitValues(" CL, AR ,,  BR ")).toEqual(["CL", "AR", "BR"]);
    expect(splitValues("")).toEqual([]);
  });

  it("offers every operator for at least one condition, and only known ones", () => {
    const used = new Set(CONDITION_NAMES.flatMap((name) => OPERATORS_OF[name]));
    expect([...used].sort()).toEqual([...OPERATORS].sort());
  });
});
