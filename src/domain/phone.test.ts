import { describe, expect, it } from "vitest";
import { isInternationalPhone, isPhoneOfCountry, normalizePhone } from "./phone";

describe("the receiver's phone belongs to the destination country", () => {
  it("accepts a Brazilian mobile and landline, with or without +55", () => {
    expect(isPhoneOfCountry("11 91234-5678", "BR")).toBe(true);
    expect(isPhoneOfCountry("+55 11 91234-5678", "BR")).toBe(true);
    expect(isPhoneOfCountry("(11) 3456-7890", "br")).toBe(true);
  });

  it("refuses a number of another country and one too short", () => {
    expect(isPhoneOfCountry("+54 9 11 2345-6789", "BR")).toBe(false);
    expect(isPhoneOfCountry("+54 9 11 2345-6789", "AR")).toBe(true);
    expect(isPhoneOfCountry("1234", "BR")).toBe(false);
    expect(isPhoneOfCountry("not a phone", "BR")).toBe(false);
  });
});

describe("the seller's phone has + and its country code", () => {
  it("accepts an international number", () => {
    expect(isInternationalPhone("+55 11 3456-7890")).toBe(true);
    expect(isInternationalPhone("+1 202 456 1111")).toBe(true);
  });

  it("refuses one without the +, or not a valid number", () => {
    expect(isInternationalPhone("11 3456-7890")).toBe(false);
    expect(isInternationalPhone("55 11 3456-7890")).toBe(false);
    expect(isInternationalPhone("+55 1234")).toBe(false);
  });
});

describe("normalizePhone", () => {
  it("writes a valid number in E.164 and leaves the rest as typed", () => {
    expect(normalizePhone("(11) 91234-5678", "BR")).toBe("+5511912345678");
    expect(normalizePhone(" 1234 ", "BR")).toBe("1234");
  });
});
