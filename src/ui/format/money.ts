import { type I18n, i18n as activeI18n } from "@lingui/core";
import { intlLocale } from "./locale";

/** Amounts always show cents (spec section 9: "zero shows as 0.00", "two decimals"). */
export const MONEY_FRACTION_DIGITS = 2;

/**
 * An amount with exactly two decimals in the active locale: "1,234.50" in English, "1.234,50" in
 * Portuguese. With an ISO 4217 `currency` (the balance is in "BRL") the symbol is added the
 * locale's way ("R$ 1.234,50"). A value that rounds to zero never shows as "-0.00".
 */
export function formatMoney(value: number, currency?: string, i18n: I18n = activeI18n): string {
  return new Intl.NumberFormat(intlLocale(i18n), {
    minimumFractionDigits: MONEY_FRACTION_DIGITS,
    maximumFractionDigits: MONEY_FRACTION_DIGITS,
    signDisplay: "negative",
    ...(currency ? { style: "currency", currency } : {}),
  }).format(value);
}
