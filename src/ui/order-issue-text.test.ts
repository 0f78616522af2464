import { describe, expect, it } from "vitest";
import { setupI18n } from "@lingui/core";
import { type OrderIssue, type OrderIssueCode, orderIssueText } from "../domain/order-validation";
import type { ParcelBreach } from "../domain/parcel";
import { INTL_LOCALE } from "./format/locale";
import { contractRefusalMessage, documentsMissingTexts, orderIssueMessage, parcelBreachMessage } from "./order-issue-text";

/** English with no catalog: Lingui shows the source messages, which are the English texts. */
const en = setupI18n({ locale: "en", locales: [INTL_LOCALE.en], messages: { en: {} } });
const pt = setupI18n({ locale: "pt_BR", locales: [INTL_LOCALE.pt_BR], messages: { pt_BR: {} } });

/**
 * Every code, with the figures its message may show. A Record over the union makes TypeScript
 * fail here when a code is added to the domain without a line below.
 */
const SAMPLE_PARAMS: Record<OrderIssueCode, OrderIssue["params"]> = {
  blank: undefined,
  cpf_irregular: undefined,
  cpf_check_unavailable: undefined,
  invalid_cpf: undefined,
  invalid_cnpj: undefined,
  invalid_document: undefined,
  invalid_zip: undefined,
  invalid_phone: undefined,
  invalid_seller_phone: undefined,
  invalid_email: undefined,
  invalid_link: undefined,
  house_number_digits: undefined,
  hs_code_digits: undefined,
  rfb_required: undefined,
  box_without_items: undefined,
  min_amount: undefined,
  weight_below_contents: { actual: 0.4, limit: 0.5 },
  not_positive: { actual: 0, limit: 0, measure: "length" },
  side_too_long: { actual: 110, limit: 105, measure: "length" },
  sides_sum_too_long: { actual: 210, limit: 200, measure: "sides" },
  too_heavy: { actual: 30.5, limit: 30, measure: "weight" },
  battery_not_allowed: undefined,
  dangerous_goods_not_allowed: undefined,
  incoterm_not_allowed: { incoterm: "DDP" },
  unknown_contract: undefined,
  value_too_low: undefined,
  agreement_required: undefined,
  documents_missing: { codes: "330499" },
  order_number_taken: undefined,
  courier_forbidden_by_rule: { carrier: "Pampa Freight", rule: "No Pampa Freight to Chile" },
};
const ALL_ISSUES = (Object.entries(SAMPLE_PARAMS) as [OrderIssueCode, OrderIssue["params"]][]).map(([code, params]): OrderIssue => ({ path: "x", code, params }));

describe("orderIssueMessage", () => {
  it("has a message for every code", () => {
    for (const issue of ALL_ISSUES) expect(orderIssueMessage(issue, en), issue.code).toMatch(/\S/);
  });

  it("says in English what the server says (orderIssueText) for every code", () => {
    for (const issue of ALL_ISSUES) expect(orderIssueMessage(issue, en), issue.code).toBe(orderIssueText(issue));
  });

  it("uses the spec's texts", () => {
    const text = (code: OrderIssueCode) => orderIssueMessage({ path: "x", code }, en);
    expect(text("blank")).toBe("Can't be blank");
    expect(text("invalid_cpf")).toBe("Invalid CPF");
    expect(text("invalid_cnpj")).toBe("Invalid CNPJ");
    expect(text("invalid_document")).toBe("Invalid document");
    expect(text("invalid_zip")).toBe("Invalid zip code");
    expect(text("invalid_phone")).toBe("Invalid phone");
    expect(text("invalid_email")).toBe("Invalid E-mail");
    expect(text("min_amount")).toBe("must be greater than 0.01");
    expect(text("value_too_low")).toBe("Item values too low to cover freight and taxes");
    expect(text("documents_missing")).toBe("Some important documents are missing!!! Include all documents to create an order.");
  });

  it("shows the figures the locale's way", () => {
    const issue: OrderIssue = { path: "boxes.0.weight", code: "weight_below_contents", params: { actual: 1, limit: 1234.5 } };
    expect(orderIssueMessage(issue, en)).toBe("The box weighs less than its contents (1,234.5 kg)");
    expect(orderIssueMessage(issue, pt)).toContain("1.234,5");
  });

  it("says a postal code of the wrong length is one, with the lengths the country's codes have", () => {
    const zip = (params: OrderIssue["params"]) => orderIssueMessage({ path: "customer.postal_code", code: "invalid_zip", params }, en);
    expect(zip({ expected: "8", actual: 9, unit: "digits" })).toBe("Invalid zip code: it must have 8 digits; this one has 9.");
    expect(zip({ expected: "8", actual: 4, unit: "digits" })).toBe("Invalid zip code: it must have 8 digits; this one has 4.");
    // Argentina: the CPA or the old 4 digits, listed in the user's language.
    expect(zip({ expected: "4|8", actual: 6, unit: "characters" })).toBe("Invalid zip code: it must have 4 or 8 letters and digits; this one has 6.");
    expect(orderIssueMessage({ path: "x", code: "invalid_zip", params: { expected: "4|8", actual: 6, unit: "characters" } }, pt)).toContain("4 ou 8");
    // A right length that is wrong in another way keeps the spec's text.
    expect(zip(undefined)).toBe("Invalid zip code");
  });

  it("says what form a phone takes in the country, with an example of one", () => {
    const phone = (code: "invalid_phone" | "invalid_seller_phone", params: OrderIssue["params"]) => orderIssueMessage({ path: "x", code, params }, en);
    expect(phone("invalid_phone", { country: "BR" })).toBe("Invalid phone: for Brazil, write the number with its area code, e.g. (11) 96123-4567");
    expect(phone("invalid_phone", { country: "MX" })).toMatch(/^Invalid phone: for Mexico, write the number with its area code, e\.g\. \d/);
    expect(orderIssueMessage({ path: "x", code: "invalid_phone", params: { country: "BR" } }, pt)).toContain("Brasil");
    expect(phone("invalid_seller_phone", { country: "BR" })).toBe("Invalid phone: write it with + and the country code, e.g. +55 11 96123 4567");
    expect(phone("invalid_seller_phone", { country: "CN" })).toMatch(/e\.g\. \+86 /);
    // Without a country (none chosen yet) the spec's text.
    expect(phone("invalid_phone", undefined)).toBe("Invalid phone");
    expect(phone("invalid_seller_phone", undefined)).toBe("Invalid phone: write it with + and the country code");
  });

  it("names the refused incoterm", () => {
    expect(orderIssueMessage({ path: "incoterm", code: "incoterm_not_allowed", params: { incoterm: "DDU" } }, en)).toBe(
      "This contract does not allow DDU for this order",
    );
  });
});

describe("documentsMissingTexts", () => {
  it("gives the spec's heading and line apart", () => {
    expect(documentsMissingTexts(en)).toEqual({ title: "Some important documents are missing!!!", detail: "Include all documents to create an order." });
  });
});

describe("contractRefusalMessage", () => {
  it("explains each refusal", () => {
    expect(contractRefusalMessage("battery_not_allowed", en)).toBe("This contract does not carry batteries");
    expect(contractRefusalMessage("dangerous_goods_not_allowed", en)).toBe("This contract does not carry dangerous goods");
    expect(contractRefusalMessage("incoterm_not_allowed", en, "DDP")).toBe("This contract does not allow DDP for this order");
    expect(contractRefusalMessage("incoterm_not_allowed", en)).toBe("This contract does not allow this incoterm for this order");
  });
});

describe("parcelBreachMessage", () => {
  const breach = (over: Partial<ParcelBreach>): ParcelBreach => ({ code: "side_too_long", measure: "length", actual: 110, limit: 105, ...over });

  it("explains each breach with its figures", () => {
    expect(parcelBreachMessage(breach({}), en)).toBe("The length is 110 cm; each side may be at most 105 cm.");
    expect(parcelBreachMessage(breach({ measure: "width", actual: 105.5 }), en)).toBe("The width is 105.5 cm; each side may be at most 105 cm.");
    expect(parcelBreachMessage(breach({ measure: "height" }), en)).toBe("The height is 110 cm; each side may be at most 105 cm.");
    expect(parcelBreachMessage(breach({ code: "sides_sum_too_long", measure: "sides", actual: 201, limit: 200 }), en)).toBe(
      "Length + width + height is 201 cm; at most 200 cm.",
    );
    expect(parcelBreachMessage(breach({ code: "too_heavy", measure: "weight", actual: 30.5, limit: 30 }), en)).toBe(
      "The billed weight is 30.5 kg; at most 30 kg per box.",
    );
    expect(parcelBreachMessage(breach({ code: "not_positive", measure: "height", actual: 0, limit: 0 }), en)).toBe("The height must be greater than 0.");
    expect(parcelBreachMessage(breach({ code: "not_positive", measure: "weight", actual: 0, limit: 0 }), en)).toBe("The weight must be greater than 0.");
  });

  it("speaks inches and pounds to an imperial user", () => {
    expect(parcelBreachMessage(breach({ actual: 120 }), en, "imperial")).toBe("The length is 47.24 in; each side may be at most 41.34 in.");
    expect(parcelBreachMessage(breach({ code: "too_heavy", measure: "weight", actual: 31, limit: 30 }), en, "imperial")).toBe(
      "The billed weight is 68.34 lb; at most 66.14 lb per box.",
    );
    expect(orderIssueMessage({ path: "boxes.0.length", code: "side_too_long", params: { actual: 120, limit: 105 } }, en, "imperial")).toBe(
      "Each side may be at most 41.34 in (this one is 47.24 in)",
    );
    expect(orderIssueMessage({ path: "boxes.0.length", code: "side_too_long", params: { actual: 120, limit: 105 } }, en)).toBe(
      "Each side may be at most 105 cm (this one is 120 cm)",
    );
  });

  it("writes decimals the locale's way", () => {
    expect(parcelBreachMessage(breach({ code: "too_heavy", measure: "weight", actual: 30.5, limit: 30 }), pt)).toContain("30,5");
  });
});
