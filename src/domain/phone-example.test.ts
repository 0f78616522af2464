import { describe, expect, it } from "vitest";
import { isInternationalPhone, isPhoneOfCountry } from "./phone";
import { phoneExample } from "./phone-example";

describe("an example phone per country", () => {
  it("gives each reference country a number written as there and with the country code", () => {
    expect(phoneExample("BR")).toEqual({ national: "(11) 96123-4567", international: "+55 11 96123 4567" });
    expect(phoneExample("mx")?.international).toMatch(/^\+52 /);
    expect(phoneExample("AR")?.international).toMatch(/^\+54 /);
    expect(phoneExample("CN")?.international).toMatch(/^\+86 /);
  });

  it("gives examples that the phone rules accept for that country", () => {
    for (const country of ["AR", "BR", "CL", "CO", "EC", "MX", "PE", "UY", "US", "CN"]) {
      const example = phoneExample(country)!;
      expect(isPhoneOfCountry(example.national, country), `${country} ${example.national}`).toBe(true);
      expect(isInternationalPhone(example.international), `${country} ${example.international}`).toBe(true);
    }
  });

  it("gives none for a code that is not a country", () => {
    expect(phoneExample("")).toBeUndefined();
    expect(phoneExample("ZZ")).toBeUndefined();
  });
});
