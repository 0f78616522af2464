import { describe, expect, it } from "vitest";
import { CREDENTIAL_FIELDS, GROUP_OF_KIND, INTEGRATIONS } from "./integrations";

describe("the integrations catalogue", () => {
  it("has the spec's twenty, with unique codes, and uses every credential field the spec lists", () => {
    expect(INTEGRATIONS).toHaveLength(20);
    expect(new Set(INTEGRATIONS.map((i) => i.code)).size).toBe(20);
    expect(INTEGRATIONS.filter((i) => i.kind === "erp")).toHaveLength(1);
    expect(new Set(INTEGRATIONS.map((i) => GROUP_OF_KIND[i.kind]))).toEqual(new Set(["couriers", "channels"]));
    expect(new Set(INTEGRATIONS.flatMap((i) => i.fields))).toEqual(new Set(CREDENTIAL_FIELDS));
  });
});
