import type { I18n } from "@lingui/core";
import type { CurrencyTotal } from "../../api/schemas/analytics";
import { formatDate } from "../../ui/format/date";
import { intlLocale } from "../../ui/format/locale";
import { formatMoney } from "../../ui/format/money";

/** A UTC day of the answer (YYYY-MM-DD) as a date in the user's language, the same day everywhere. */
export const formatDay = (day: string, i18n: I18n) => formatDate(`${day}T00:00:00.000Z`, { timeZone: "UTC" }, i18n);

/** Each currency's total as its own amount; none: a zero without currency. */
export const amountsOf = (totals: readonly CurrencyTotal[], i18n: I18n): string[] =>
  totals.length === 0 ? [formatMoney(0, undefined, i18n)] : totals.map((total) => formatMoney(total.value, total.currency, i18n));

/** Totals in several currencies on one line: "US$ 10.00 · R$ 5,00"; none: a zero without currency. */
export function formatTotals(totals: readonly CurrencyTotal[], i18n: I18n): string {
  return amountsOf(totals, i18n).join(" · ");
}

const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's name in the user's language ("BR" -> "Brasil"); the code when the browser has none. */
export function countryName(code: string, i18n: I18n): string {
  const locale = intlLocale(i18n);
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: "region" });
    regionNames.set(locale, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
