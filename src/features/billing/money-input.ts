/**
 * The Add Credit amount as a person types it (spec section 5: "two decimals, comma as decimal
 * separator, dot as thousands separator, minimum 0.01"), read in the user's locale and turned
 * into integer cents: never a floating-point amount, so "0.29" is 29 cents and not 28.999….
 * Pure, so every rule is tested without a screen.
 */

import { MAX_CREDIT_CENTS, MIN_CREDIT_CENTS } from "../../domain/billing";

const MONEY_DECIMALS = 2;

export type MoneyProblem = "blank" | "not_a_number" | "too_many_decimals" | "below_minimum" | "too_large";
export type MoneyReading = { cents: number } | { problem: MoneyProblem };

/** The decimal mark of an Intl locale: "." in English and Chinese, "," in Portuguese. */
export function decimalMarkOf(intlLocale: string): "." | "," {
  const mark = new Intl.NumberFormat(intlLocale).formatToParts(1.5).find((part) => part.type === "decimal")?.value;
  return mark === "," ? "," : ".";
}

/**
 * `typed` in the convention of `decimalMark` ("1.234,50" in Portuguese, "1,234.50" in English).
 * The other convention is understood when it cannot mean anything else: a single other mark
 * followed by one or two digits at the end ("12.50" typed in Portuguese) is the decimal mark.
 * Thousands marks must group by three, so "1,2,3" is not read as a number. A credit's minimum is
 * 0.01; a limit may be 0.
 */
export function readMoney(typed: string, decimalMark: "." | ",", minimumCents = MIN_CREDIT_CENTS): MoneyReading {
  const text = typed.replace(/[\s\u00a0\u202f]/g, "");
  if (text === "") return { problem: "blank" };
  const negative = text.startsWith("-");
  const unsigned = negative ? text.slice(1) : text;
  if (!/^\d[\d.,]*$/.test(unsigned)) return { problem: "not_a_number" };
  const otherMark = decimalMark === "," ? "." : ",";
  let decimal: string = decimalMark;
  if (!unsigned.includes(decimalMark) && new RegExp(`^[^${otherMark}]*\\${otherMark}\\d{1,${MONEY_DECIMALS}}$`).test(unsigned)) decimal = otherMark;
  const group = decimal === "," ? "." : ",";
  const parts = unsigned.split(decimal);
  if (parts.length > 2) return { problem: "not_a_number" };
  const [whole = "", fraction = ""] = parts;
  if (fraction.includes(group) || !/^\d*$/.test(fraction)) return { problem: "not_a_number" };
  if (whole.includes(group) && !new RegExp(`^\\d{1,3}(\\${group}\\d{3})+$`).test(whole)) return { problem: "not_a_number" };
  if (parts.length === 2 && fraction === "") return { problem: "not_a_number" };
  if (fraction.length > MONEY_DECIMALS) return { problem: "too_many_decimals" };
  const units = whole.split(group).join("");
  // Compared as text before any arithmetic, so a long run of digits never loses precision.
  const maxUnits = String(Math.floor(MAX_CREDIT_CENTS / 100));
  if (units.replace(/^0+/, "").length > maxUnits.length) return { problem: "too_large" };
  const cents = Number(units || "0") * 100 + Number(fraction.padEnd(MONEY_DECIMALS, "0"));
  if ((negative && cents > 0) || cents < minimumCents) return { problem: "below_minimum" };
  if (cents > MAX_CREDIT_CENTS) return { problem: "too_large" };
  return { cents };
}
