import { describe, expect, it } from "vitest";
import { S10_SERIAL_COUNT, isMisreadS10, isS10Shaped, isValidS10, s10CheckDigit, s10Identifier } from "./s10";

/**
 * Examples worked by hand from the standard's rule (weights 8 6 4 2 3 5 9 7, 11 - sum mod 11):
 * - 47312482, the standard's own example: 32+42+12+2+6+20+72+14 = 200, 200 mod 11 = 2, 11-2 = 9;
 * - 12345678: 8+12+12+8+15+30+63+56 = 204, 204 mod 11 = 6, 11-6 = 5 ("RR123456785CH");
 * - 00004000: 4*3 = 12, 12 mod 11 = 1, 11-1 = 10, written 0;
 * - 00000000: 0, 0 mod 11 = 0, 11-0 = 11, written 5.
 */
const KNOWN_VALID = ["RR473124829GB", "AA473124829GB", "RR123456785CH", "EE123456785US", "CP000040000BR", "LX000000005CN"];

describe("S10 check digit", () => {
  it("computes the standard's example and both special cases", () => {
    expect(s10CheckDigit("47312482")).toBe(9);
    expect(s10CheckDigit("12345678")).toBe(5);
    // 11 - remainder 1 = 10 is written 0; 11 - remainder 0 = 11 is written 5.
    expect(s10CheckDigit("00004000")).toBe(0);
    expect(s10CheckDigit("00000000")).toBe(5);
  });

  it("accepts known valid identifiers, in either case and with spaces around", () => {
    for (const code of KNOWN_VALID) expect(isValidS10(code), code).toBe(true);
    expect(isValidS10("rr473124829gb")).toBe(true);
    expect(isValidS10("  RR473124829GB \n")).toBe(true);
  });

  it("finds every single wrong digit of a valid identifier", () => {
    // One digit changed always changes the sum mod 11 (no weight is a multiple of 11); only where
    // the standard folds two remainders into one check digit (0 -> 5 and 6 -> 5) can it slip by,
    // which is not the case for this identifier.
    const valid = "RR473124829GB";
    for (let position = 2; position <= 10; position += 1) {
      for (let digit = 0; digit <= 9; digit += 1) {
        const changed = `${valid.slice(0, position)}${digit}${valid.slice(position + 1)}`;
        if (changed === valid) continue;
        expect(isMisreadS10(changed), changed).toBe(true);
      }
    }
  });

  it("judges only S10-shaped codes: last-mile, order and volume numbers pass through", () => {
    for (const code of ["NB473124829BR-1", "REF-1", "LG-00042", "LM123456", "1Z999AA10123456784", "RR47312482GB", "RR4731248290GB", "R1473124829GB", ""]) {
      expect(isS10Shaped(code), code).toBe(false);
      expect(isMisreadS10(code), code).toBe(false);
      expect(isValidS10(code), code).toBe(false);
    }
    expect(isS10Shaped("RR473124820GB")).toBe(true);
    expect(isMisreadS10("RR473124820GB")).toBe(true);
  });
});

describe("s10Identifier", () => {
  it("pads the serial, appends its check digit and the country", () => {
    expect(s10Identifier({ service: "RR", serial: 47_312_482, country: "GB" })).toBe("RR473124829GB");
    expect(s10Identifier({ service: "NB", serial: 0, country: "BR" })).toBe("NB000000005BR");
    expect(s10Identifier({ service: "NB", serial: S10_SERIAL_COUNT - 1, country: "BR" })).toMatch(/^NB99999999\dBR$/);
  });

  it("makes only valid identifiers", () => {
    for (let serial = 0; serial < S10_SERIAL_COUNT; serial += 1_234_567) expect(isValidS10(s10Identifier({ service: "NB", serial, country: "BR" }))).toBe(true);
  });

  it("refuses parts outside the standard", () => {
    for (const parts of [
      { service: "N", serial: 1, country: "BR" },
      { service: "nb", serial: 1, country: "BR" },
      { service: "NB", serial: 1, country: "B1" },
      { service: "NB", serial: -1, country: "BR" },
      { service: "NB", serial: S10_SERIAL_COUNT, country: "BR" },
      { service: "NB", serial: 1.5, country: "BR" },
    ]) {
      expect(() => s10Identifier(parts), JSON.stringify(parts)).toThrow();
    }
    expect(() => s10CheckDigit("1234567")).toThrow();
  });
});
