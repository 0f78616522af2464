import { describe, expect, it } from "vitest";
import { STATES } from "./country-states";
import { foldForMatch, matchStates, stateDisplay, stateNamedBy } from "./state-match";

const BR = STATES.BR;
const codes = (states: { code: string }[]) => states.map((state) => state.code);

describe("finding a state from what is typed", () => {
  it("takes a code to its state, in any case: SP is São Paulo, never another state", () => {
    for (const typed of ["SP", "sp", " Sp "]) expect(stateNamedBy(BR, typed)?.name).toBe("São Paulo");
    expect(stateNamedBy(BR, "PA")?.name).toBe("Pará");
    expect(stateNamedBy(BR, "PR")?.name).toBe("Paraná");
    // The code first among the matches, before names that merely start with the letters.
    expect(matchStates(BR, "SP")[0]?.code).toBe("SP");
  });

  it("takes a name with or without accents, and the field's own display of a chosen state", () => {
    for (const typed of ["São Paulo", "sao paulo", "SAO PAULO", "São Paulo (SP)"]) expect(stateNamedBy(BR, typed)?.code).toBe("SP");
    expect(stateNamedBy(BR, "para")?.code).toBe("PA");
    expect(stateNamedBy(BR, "Parana")?.code).toBe("PR");
  });

  it("chooses nothing while two states are still possible, and lists them by the strength of the match", () => {
    expect(stateNamedBy(BR, "S")).toBeUndefined();
    expect(stateNamedBy(BR, "Rio Grande")).toBeUndefined();
    expect(codes(matchStates(BR, "Rio Grande"))).toEqual(["RN", "RS"]);
    // Names that start with it come before names with a word that starts with it.
    expect(codes(matchStates(BR, "sul")).sort()).toEqual(["MS", "RS"]);
    const santa = codes(matchStates(BR, "sa"));
    expect(santa.slice(0, 2).sort()).toEqual(["SC", "SP"]);
    expect(santa).toContain("ES"); // Espírito Santo, by its second word
  });

  it("chooses the only state that matches, and nothing for text that matches none", () => {
    expect(stateNamedBy(BR, "Tocan")?.code).toBe("TO");
    expect(stateNamedBy(BR, "Paulista")).toBeUndefined();
    expect(matchStates(BR, "Paulista")).toEqual([]);
    expect(stateNamedBy(BR, "   ")).toBeUndefined();
    expect(matchStates(BR, "")).toHaveLength(BR.length);
  });

  it("works for the other reference countries' codes (Argentina's one-letter provinces)", () => {
    expect(stateNamedBy(STATES.AR, "C")?.name).toBe("Ciudad Autónoma de Buenos Aires");
    expect(stateNamedBy(STATES.AR, "cordoba")?.code).toBe("X");
  });

  it("folds case, accents and spaces, and shows a state with its code", () => {
    expect(foldForMatch("  Espírito   Santo ")).toBe("espirito santo");
    expect(stateDisplay({ code: "SP", name: "São Paulo" })).toBe("São Paulo (SP)");
  });
});
