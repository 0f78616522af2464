import { describe, expect, it } from "vitest";
import { REFERENCE_COUNTRIES } from "./countries";
import {
  countryReference,
  documentMaskFor,
  documentProblem,
  isValidPostalCode,
  isValidRut,
  postalLengthProblem,
  postalMaskFor,
  postalMasks,
  statesOf,
} from "./country-reference";
import { applyMask } from "./masks";

describe("reference data of the eight countries", () => {
  it("has a national term, a postal pattern, a mask, a document and states for each", () => {
    for (const iso of REFERENCE_COUNTRIES) {
      const reference = countryReference(iso);
      expect(reference?.iso, iso).toBe(iso);
      expect(reference?.nationalTerm, iso).not.toBe("");
      expect(reference?.postalMask, iso).toBeTruthy();
      expect(reference?.document?.masks.length, iso).toBeGreaterThan(0);
      expect(reference?.states?.length, iso).toBeGreaterThan(0);
    }
  });

  it("calls the postal code the country's way", () => {
    expect(countryReference("BR")?.nationalTerm).toBe("CEP");
    expect(countryReference("AR")?.nationalTerm).toBe("Código postal (CPA)");
    expect(countryReference("CL")?.nationalTerm).toBe("Código postal");
  });

  it("lists every state with a unique code", () => {
    const expected = { AR: 24, BR: 27, CL: 16, CO: 33, EC: 24, MX: 32, PE: 26, UY: 19 };
    for (const [iso, count] of Object.entries(expected)) {
      const list = statesOf(iso) ?? [];
      expect(list, iso).toHaveLength(count);
      expect(new Set(list.map((s) => s.code)).size, iso).toBe(count);
    }
    expect(statesOf("BR")).toContainEqual({ code: "SP", name: "São Paulo" });
    expect(statesOf("CO")).toContainEqual({ code: "DC", name: "Bogotá D.C." });
    expect(statesOf("MX")).toContainEqual({ code: "CMX", name: "Ciudad de México" });
  });

  it("knows nothing of other countries (and is not fooled by Object's keys)", () => {
    expect(countryReference("US")).toBeUndefined();
    expect(countryReference("constructor")).toBeUndefined();
    expect(statesOf("DE")).toBeUndefined();
    expect(postalMasks("US")).toEqual([]);
    expect(postalMaskFor("US", "12345")).toBeNull();
  });

  it("each masked example fits the country's own pattern", () => {
    const typed = { AR: "C1425ABA", BR: "01310100", CL: "8320000", CO: "110111", EC: "170150", MX: "06600", PE: "15001", UY: "11200" };
    for (const [iso, code] of Object.entries(typed)) {
      const mask = postalMaskFor(iso, code)!;
      const masked = applyMask(mask, code);
      expect(masked.length, iso).toBe(countryReference(iso)?.maskLength);
      expect(isValidPostalCode(iso, masked), iso).toBe(true);
    }
  });
});

describe("postal codes of the wrong length", () => {
  it("gives the lengths the country's codes have and this one's", () => {
    expect(postalLengthProblem("BR", "013101000")).toEqual({ expected: "8", actual: 9, unit: "digits" });
    expect(postalLengthProblem("BR", "01310-10")).toEqual({ expected: "8", actual: 7, unit: "digits" });
    expect(postalLengthProblem("AR", "C14250")).toEqual({ expected: "4|8", actual: 6, unit: "characters" });
    expect(postalLengthProblem("MX", "123456")).toEqual({ expected: "5", actual: 6, unit: "digits" });
  });

  it("says nothing of a right length, or of a country without masks", () => {
    expect(postalLengthProblem("BR", "01310-100")).toBeUndefined();
    expect(postalLengthProblem("AR", "1425")).toBeUndefined();
    expect(postalLengthProblem("US", "1234567")).toBeUndefined();
  });
});

describe("postal codes", () => {
  const cases: [iso: string, valid: string, invalid: string][] = [
    ["AR", "C1425ABA", "C1425AB"],
    ["BR", "01310-100", "1234"],
    ["CL", "8320000", "832000"],
    ["CO", "110111", "11011"],
    ["EC", "170150", "1701500"],
    ["MX", "06600", "0660"],
    ["PE", "15001", "15001-1"],
    ["UY", "11200", "112000"],
  ];
  it.each(cases)("%s accepts %s and refuses %s", (iso, valid, invalid) => {
    expect(isValidPostalCode(iso, valid)).toBe(true);
    expect(isValidPostalCode(iso, invalid)).toBe(false);
  });

  it("accepts Argentina's old 4 digits and a CEP without its dash", () => {
    expect(isValidPostalCode("AR", "1425")).toBe(true);
    expect(isValidPostalCode("BR", "01310100")).toBe(true);
  });

  it("elsewhere takes 1 to 255 characters", () => {
    expect(isValidPostalCode("US", "10001")).toBe(true);
    expect(isValidPostalCode("GB", "SW1A 1AA")).toBe(true);
    expect(isValidPostalCode("US", "")).toBe(false);
    expect(isValidPostalCode("US", "x".repeat(256))).toBe(false);
  });

  it("picks Argentina's mask from what is typed", () => {
    expect(postalMaskFor("AR", "1425")).toBe("####");
    expect(postalMaskFor("AR", "c")).toBe("A####AAA");
    expect(postalMaskFor("BR", "")).toBe("#####-###");
  });
});

describe("Brazilian documents (real check digits)", () => {
  it("accepts a valid CPF and CNPJ, masked or not", () => {
    expect(documentProblem("BR", "529.982.247-25")).toBeNull();
    expect(documentProblem("BR", "52998224725")).toBeNull();
    expect(documentProblem("BR", "11.222.333/0001-81")).toBeNull();
    expect(documentProblem("BR", "11444777000161")).toBeNull();
  });

  it("refuses a CPF or CNPJ with one digit off", () => {
    expect(documentProblem("BR", "529.982.247-24")).toBe("invalid_cpf");
    expect(documentProblem("BR", "529.982.248-25")).toBe("invalid_cpf");
    expect(documentProblem("BR", "11.222.333/0001-82")).toBe("invalid_cnpj");
  });

  it("refuses the same digit eleven times, although its check digits add up", () => {
    expect(documentProblem("BR", "111.111.111-11")).toBe("invalid_cpf");
    expect(documentProblem("BR", "00000000000")).toBe("invalid_cpf");
  });

  it("refuses a short CPF and a blank document", () => {
    expect(documentProblem("BR", "5299822472")).toBe("invalid_cpf");
    expect(documentProblem("BR", "  ")).toBe("blank");
  });

  it("switches the mask from CPF to CNPJ at the twelfth digit", () => {
    expect(documentMaskFor("BR", "52998224725")).toBe("###.###.###-##");
    expect(documentMaskFor("BR", "529982247251")).toBe("##.###.###/####-##");
  });
});

describe("other reference countries' documents", () => {
  it("Chile: a RUT with its mod-11 check digit, K included", () => {
    expect(isValidRut("12.345.678-5")).toBe(true);
    expect(isValidRut("5.000.001-k")).toBe(true);
    expect(isValidRut("12.345.678-4")).toBe(false);
    expect(documentProblem("CL", "12.345.678-5")).toBeNull();
    expect(documentProblem("CL", "5000001K")).toBeNull();
    expect(documentProblem("CL", "12.345.678-K")).toBe("invalid_document");
    expect(documentProblem("CL", "123")).toBe("invalid_document");
  });

  const cases: [iso: string, valid: string[], invalid: string[]][] = [
    ["AR", ["20-12345678-3", "12345678", "1234567"], ["123456", "20-1234567-3"]],
    ["CO", ["1020304050", "900123456"], ["12345", "12345678901", "ABC123456"]],
    ["EC", ["1710034065", "1790016919001"], ["171003406", "17100340650"]],
    ["MX", ["GODE561231GR8", "ABC680524P76", "GODE561231HDFRRN09"], ["GODE561231", "1234567890123"]],
    ["PE", ["12345678", "20123456789"], ["1234567", "123456789"]],
    ["UY", ["1.234.567-2", "123.456-7", "211234560018"], ["12345", "12345678901"]],
  ];
  it.each(cases)("%s accepts its formats and refuses others", (iso, valid, invalid) => {
    for (const document of valid) expect(documentProblem(iso, document), document).toBeNull();
    for (const document of invalid) expect(documentProblem(iso, document), document).toBe("invalid_document");
  });

  it("requires a document in the reference countries only", () => {
    expect(documentProblem("MX", "")).toBe("blank");
    expect(documentProblem("US", "")).toBeNull();
    expect(documentProblem("US", "anything at all")).toBeNull();
  });

  it("picks the document mask from what is typed", () => {
    expect(documentMaskFor("CL", "1234567K")).toBe("#.###.###-*");
    expect(documentMaskFor("CL", "12345678K")).toBe("##.###.###-*");
    expect(documentMaskFor("MX", "ABC6")).toBe("AAA######***");
    expect(documentMaskFor("MX", "GODE")).toBe("AAAA######***");
    expect(documentMaskFor("MX", "GODE561231HDFR")).toBe("AAAA######AAAAAA*#");
    expect(documentMaskFor("US", "123")).toBeNull();
  });
});
