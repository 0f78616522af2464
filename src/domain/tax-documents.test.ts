import { describe, expect, it } from "vitest";
import {
  completeCnpj,
  completeCpf,
  formatTaxDocument,
  generateCnpj,
  generateCpf,
  isValidCnpj,
  isValidCpf,
} from "./tax-documents";

/** A small seeded generator so the property checks are reproducible. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe("CPF", () => {
  it("accepts known valid numbers, masked or not", () => {
    // Published examples of valid CPFs.
    for (const cpf of ["529.982.247-25", "52998224725", "111.444.777-35", "123.456.789-09"]) expect(isValidCpf(cpf), cpf).toBe(true);
  });

  it("refuses a wrong check digit, a wrong length and repeated digits", () => {
    for (const cpf of ["529.982.247-24", "52998224715", "5299822472", "529982247250", "111.111.111-11", "000.000.000-00", "", "abc"]) {
      expect(isValidCpf(cpf), cpf).toBe(false);
    }
  });

  it("computes both check digits from the base", () => {
    expect(completeCpf("529982247")).toBe("52998224725");
    expect(completeCpf("123456789")).toBe("12345678909");
    expect(() => completeCpf("12345678")).toThrow();
  });

  it("generates valid, reproducible numbers", () => {
    const generator = seeded(7);
    for (const cpf of Array.from({ length: 200 }, () => generateCpf(generator))) expect(isValidCpf(cpf), cpf).toBe(true);
    const random = seeded(42);
    const a = [generateCpf(random), generateCpf(random)];
    const again = seeded(42);
    expect([generateCpf(again), generateCpf(again)]).toEqual(a);
  });
});

describe("CNPJ", () => {
  it("accepts known valid numbers, masked or not", () => {
    for (const cnpj of ["11.222.333/0001-81", "11222333000181", "11.444.777/0001-61"]) expect(isValidCnpj(cnpj), cnpj).toBe(true);
  });

  it("refuses a wrong check digit, a wrong length and repeated digits", () => {
    for (const cnpj of ["11.222.333/0001-82", "11222333000191", "1122233300018", "11.111.111/1111-11", "52998224725"]) {
      expect(isValidCnpj(cnpj), cnpj).toBe(false);
    }
  });

  it("computes both check digits from the base", () => {
    expect(completeCnpj("112223330001")).toBe("11222333000181");
    expect(() => completeCnpj("11222333000")).toThrow();
  });

  it("generates valid headquarters numbers", () => {
    const random = seeded(3);
    for (let i = 0; i < 200; i += 1) {
      const cnpj = generateCnpj(random);
      expect(isValidCnpj(cnpj), cnpj).toBe(true);
      expect(cnpj.slice(8, 12)).toBe("0001");
    }
  });
});

describe("formatTaxDocument", () => {
  it("masks CPF and CNPJ and leaves other input alone", () => {
    expect(formatTaxDocument("52998224725")).toBe("529.982.247-25");
    expect(formatTaxDocument("11222333000181")).toBe("11.222.333/0001-81");
    expect(formatTaxDocument("12345")).toBe("12345");
  });
});
