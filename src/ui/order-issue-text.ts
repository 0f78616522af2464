import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { MeasurementSystem } from "../domain/measurement";
import { lengthFromCm, lengthUnit, weightFromKg, weightUnit } from "../domain/measurement-units";
import type { OrderIssue } from "../domain/order-validation";
import type { ParcelBreach } from "../domain/parcel";
import { phoneExample } from "../domain/phone-example";
import type { ContractRefusal, Incoterm } from "../domain/pricing";
import { countryName } from "./country-options";
import { intlLocale } from "./format/locale";
import { formatNumber } from "./format/number";

/**
 * The user's-language text of every order rule (src/domain/order-validation.ts). The server sends
 * English (`orderIssueText`); the app shows the same code translated, so both say the same thing.
 * The English texts are the spec's where it has one (operational area sections 5 and 8).
 */

/**
 * A length or weight of a message with its unit, in the user's measurement system: the rules
 * count in cm and kg, an imperial user reads inches and pounds ("41.34 in").
 */
function measure(value: string | number | undefined, kind: "length" | "weight", system: MeasurementSystem, i18n: I18n): string {
  if (typeof value !== "number") return value ?? "";
  const converted = kind === "length" ? lengthFromCm(value, system) : weightFromKg(value, system);
  const unit = kind === "length" ? lengthUnit(system) : weightUnit(system);
  return `${formatNumber(converted, { maximumFractionDigits: system === "metric" ? 3 : 2 }, i18n)} ${unit}`;
}

/** 'Some important documents are missing!!!' and 'Include all documents to create an order.' as two texts, for a heading and its line. */
export function documentsMissingTexts(i18n: I18n): { title: string; detail: string } {
  return {
    title: i18n._(msg`Some important documents are missing!!!`),
    detail: i18n._(msg`Include all documents to create an order.`),
  };
}

/** Why a contract cannot carry the shipment; `incoterm` names the refused one when known. */
export function contractRefusalMessage(reason: ContractRefusal, i18n: I18n, incoterm?: Incoterm | string): string {
  switch (reason) {
    case "battery_not_allowed":
      return i18n._(msg`This contract does not carry batteries`);
    case "dangerous_goods_not_allowed":
      return i18n._(msg`This contract does not carry dangerous goods`);
    case "incoterm_not_allowed":
      return incoterm ? i18n._(msg`This contract does not allow ${incoterm} for this order`) : i18n._(msg`This contract does not allow this incoterm for this order`);
  }
}

/**
 * A broken parcel limit (quotes page, Boxes step). One message per measure rather than a measure
 * word slotted into a sentence: translators need the whole sentence to get the grammar right.
 */
export function parcelBreachMessage(breach: Pick<ParcelBreach, "code" | "measure" | "actual" | "limit">, i18n: I18n, system: MeasurementSystem = "metric"): string {
  const kind = breach.measure === "weight" ? "weight" : "length";
  const actual = measure(breach.actual, kind, system, i18n);
  const limit = measure(breach.limit, kind, system, i18n);
  switch (breach.code) {
    case "not_positive":
      switch (breach.measure) {
        case "length":
          return i18n._(msg`The length must be greater than 0.`);
        case "width":
          return i18n._(msg`The width must be greater than 0.`);
        case "height":
          return i18n._(msg`The height must be greater than 0.`);
        default:
          return i18n._(msg`The weight must be greater than 0.`);
      }
    case "side_too_long":
      switch (breach.measure) {
        case "width":
          return i18n._(msg`The width is ${actual}; each side may be at most ${limit}.`);
        case "height":
          return i18n._(msg`The height is ${actual}; each side may be at most ${limit}.`);
        default:
          return i18n._(msg`The length is ${actual}; each side may be at most ${limit}.`);
      }
    case "sides_sum_too_long":
      return i18n._(msg`Length + width + height is ${actual}; at most ${limit}.`);
    case "too_heavy":
      return i18n._(msg`The billed weight is ${actual}; at most ${limit} per box.`);
  }
}

/**
 * "Invalid zip code", and when its length is what is wrong, the lengths the country's codes have
 * and this one's: a code of the wrong length is reported, never cut into shape (issue 14).
 */
function postalMessage(params: Record<string, string | number>, i18n: I18n): string {
  const { expected, actual, unit } = params;
  if (typeof expected !== "string" || typeof actual !== "number") return i18n._(msg`Invalid zip code`);
  // "4 or 8" in the user's language.
  const lengths = new Intl.ListFormat(intlLocale(i18n), { type: "disjunction" }).format(expected.split("|").map((n) => formatNumber(Number(n), {}, i18n)));
  const typed = formatNumber(actual, {}, i18n);
  return unit === "characters"
    ? i18n._(msg`Invalid zip code: it must have ${lengths} letters and digits; this one has ${typed}.`)
    : i18n._(msg`Invalid zip code: it must have ${lengths} digits; this one has ${typed}.`);
}

/** "Invalid phone" with the form a phone takes in the country and an example of one. */
function phoneMessage(code: "invalid_phone" | "invalid_seller_phone", params: Record<string, string | number>, i18n: I18n): string {
  const country = typeof params.country === "string" ? params.country : "";
  const example = country ? phoneExample(country) : undefined;
  if (code === "invalid_seller_phone") {
    if (!example) return i18n._(msg`Invalid phone: write it with + and the country code`);
    const sample = example.international;
    return i18n._(msg`Invalid phone: write it with + and the country code, e.g. ${sample}`);
  }
  if (!example) return i18n._(msg`Invalid phone`);
  const name = countryName(country, intlLocale(i18n));
  const sample = example.national;
  return i18n._(msg`Invalid phone: for ${name}, write the number with its area code, e.g. ${sample}`);
}

/** The message of one rule problem, in the user's language. */
export function orderIssueMessage(issue: OrderIssue, i18n: I18n, system: MeasurementSystem = "metric"): string {
  const p = issue.params ?? {};
  const lengthActual = measure(p.actual, "length", system, i18n);
  const lengthLimit = measure(p.limit, "length", system, i18n);
  const weightActual = measure(p.actual, "weight", system, i18n);
  const weightLimit = measure(p.limit, "weight", system, i18n);
  switch (issue.code) {
    case "blank":
      return i18n._(msg`Can't be blank`);
    case "invalid_cpf":
      return i18n._(msg`Invalid CPF`);
    case "invalid_cnpj":
      return i18n._(msg`Invalid CNPJ`);
    case "invalid_document":
      return i18n._(msg`Invalid document`);
    case "invalid_zip":
      return postalMessage(p, i18n);
    case "invalid_phone":
    case "invalid_seller_phone":
      return phoneMessage(issue.code, p, i18n);
    case "invalid_email":
      return i18n._(msg`Invalid E-mail`);
    case "invalid_link":
      return i18n._(msg`Must be a link starting with http:// or https://`);
    case "house_number_digits":
      return i18n._(msg`Digits only; put letters in the complement`);
    case "hs_code_digits":
      return i18n._(msg`The HS code has 6 or 8 digits`);
    case "rfb_required":
      return i18n._(msg`The RFB code is required for PRC orders`);
    case "box_without_items":
      return i18n._(msg`A box must hold at least 1 item`);
    case "min_amount":
      return i18n._(msg`must be greater than 0.01`);
    case "weight_below_contents":
      return i18n._(msg`The box weighs less than its contents (${weightLimit})`);
    case "not_positive":
      return i18n._(msg`Must be greater than 0`);
    case "side_too_long":
      return i18n._(msg`Each side may be at most ${lengthLimit} (this one is ${lengthActual})`);
    case "sides_sum_too_long":
      return i18n._(msg`Length + width + height may be at most ${lengthLimit} (these are ${lengthActual})`);
    case "too_heavy":
      return i18n._(msg`A box may weigh at most ${weightLimit} billed (this one is ${weightActual})`);
    case "battery_not_allowed":
    case "dangerous_goods_not_allowed":
    case "incoterm_not_allowed":
      return contractRefusalMessage(issue.code, i18n, typeof p.incoterm === "string" ? p.incoterm : undefined);
    case "unknown_contract":
      return i18n._(msg`Choose a contract`);
    case "value_too_low":
      return i18n._(msg`Item values too low to cover freight and taxes`);
    case "agreement_required":
      return i18n._(msg`Agree to the cost summary to continue`);
    case "documents_missing": {
      const { title, detail } = documentsMissingTexts(i18n);
      return `${title} ${detail}`;
    }
    case "order_number_taken":
      return i18n._(msg`This order number already exists`);
    case "courier_forbidden_by_rule": {
      const carrier = String(p.carrier ?? "");
      const rule = String(p.rule ?? "");
      return i18n._(msg`Courier ${carrier} may not be used: rule "${rule}" forbids it`);
    }
    case "cpf_irregular":
      return i18n._(msg`The tax authority says this CPF is not regular`);
    case "cpf_check_unavailable":
      return i18n._(msg`The CPF could not be checked: the tax authority can't be reached. Try again later`);
  }
}
