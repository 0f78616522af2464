import type { SellerSettings } from "../../api/schemas/seller-settings";

/**
 * The insurance form's values and their check, pure (tested without a screen). The value is typed
 * as text so that an unfinished number ("12.") stays as typed; it is read on save.
 */
export type InsuranceBasis = SellerSettings["insurance"]["basis"];
export type Insurance = SellerSettings["insurance"];

export interface InsuranceValues {
  basis: InsuranceBasis;
  value: string;
  include_freight: boolean;
}

/** The spec: a fixed percentage is of the selling price, so it stops at 100. */
export const MAX_INSURANCE_PERCENT = 100;
/** The server's bound on a fixed price (src/api/schemas/seller-settings.ts). */
export const MAX_INSURANCE_PRICE = 1_000_000;
const DECIMALS = 2;

export type InsuranceProblem = "blank" | "not_a_number" | "negative" | "too_many_decimals" | "over_percent" | "too_large";

export const insuranceValuesOf = (insurance: Insurance): InsuranceValues => ({
  basis: insurance.basis,
  value: insurance.basis === "selling_price" ? "" : String(insurance.value),
  include_freight: insurance.include_freight,
});

/** Reads "12.5" or "12,5" (the decimal comma of Portuguese); no thousands marks in a setting this size. */
function readNumber(text: string): number | null {
  const plain = text.trim().replace(",", ".");
  return /^-?\d+(\.\d*)?$|^-?\.\d+$/.test(plain) ? Number(plain) : null;
}

/** What the form sends, or what is wrong with the value. Selling price needs no value. */
export function readInsurance(values: InsuranceValues): { insurance: Insurance } | { problem: InsuranceProblem } {
  if (values.basis === "selling_price") return { insurance: { basis: "selling_price", value: 0, include_freight: values.include_freight } };
  if (values.value.trim() === "") return { problem: "blank" };
  const value = readNumber(values.value);
  if (value === null) return { problem: "not_a_number" };
  if (value < 0) return { problem: "negative" };
  if ((values.value.trim().replace(",", ".").split(".")[1] ?? "").length > DECIMALS) return { problem: "too_many_decimals" };
  if (values.basis === "fixed_percentage" && value > MAX_INSURANCE_PERCENT) return { problem: "over_percent" };
  if (value > MAX_INSURANCE_PRICE) return { problem: "too_large" };
  return { insurance: { basis: values.basis, value, include_freight: values.include_freight } };
}
