import { describe, expect, it } from "vitest";
import { applyMask, pickMask } from "./masks";

const CPF = "###.###.###-##";
const CNPJ = "##.###.###/####-##";
const CEP = "#####-###";
const CPA = "A####AAA";

describe("applyMask", () => {
  it("lays a CPF, a CNPJ and a CEP into the spec's masks", () => {
    expect(applyMask(CPF, "52998224725")).toBe("529.982.247-25");
    expect(applyMask(CNPJ, "11222333000181")).toBe("11.222.333/0001-81");
    expect(applyMask(CEP, "01310100")).toBe("01310-100");
  });

  it("masks a half-typed value without a dangling separator", () => {
    expect(applyMask(CPF, "5299")).toBe("529.9");
    expect(applyMask(CEP, "01310")).toBe("01310");
    expect(applyMask(CEP, "01310x")).toBe("01310");
    expect(applyMask(CPF, "")).toBe("");
  });

  it("re-masks its own output and pasted text with other separators", () => {
    expect(applyMask(CPF, "529.982.247-25")).toBe("529.982.247-25");
    expect(applyMask(CEP, "01310 100")).toBe("01310-100");
  });

  it("drops what the slot cannot take and cuts what the mask cannot hold", () => {
    expect(applyMask(CPF, "52a998224725")).toBe("529.982.247-25");
    expect(applyMask(CEP, "013101009")).toBe("01310-100");
  });

  it("takes letters where the mask wants them, in upper case: Argentina's CPA", () => {
    expect(applyMask(CPA, "c1425aba")).toBe("C1425ABA");
    expect(applyMask("##.###.###-*", "12345678k")).toBe("12.345.678-K");
  });
});

describe("pickMask", () => {
  it("uses the CPF mask up to 11 digits and switches to CNPJ at the 12th", () => {
    expect(pickMask([CPF, CNPJ], "")).toBe(CPF);
    expect(pickMask([CPF, CNPJ], "529.982.247-25")).toBe(CPF);
    expect(pickMask([CPF, CNPJ], "529.982.247-251")).toBe(CNPJ);
    expect(pickMask([CNPJ, CPF], "5299822472")).toBe(CPF);
  });

  it("keeps the longest mask when the text overflows all of them", () => {
    expect(pickMask([CPF, CNPJ], "1".repeat(20))).toBe(CNPJ);
  });

  it("chooses by the kind of characters too: a letter picks the CPA over the old 4 digits", () => {
    expect(pickMask(["####", CPA], "1425")).toBe("####");
    expect(pickMask(["####", CPA], "C")).toBe(CPA);
    expect(pickMask(["####", CPA], "C142")).toBe(CPA);
  });

  it("has nothing to pick from no masks", () => {
    expect(pickMask([], "123")).toBeUndefined();
  });
});
