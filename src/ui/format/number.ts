import { type I18n, i18n as activeI18n } from "@lingui/core";
import { intlLocale } from "./locale";

/** A number in the active locale: 1,234.5 in English, 1.234,5 in Portuguese. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions, i18n: I18n = activeI18n): string {
  return new Intl.NumberFormat(intlLocale(i18n), options).format(value);
}
