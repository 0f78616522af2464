import { type I18n, i18n as activeI18n } from "@lingui/core";
import { INTL_LOCALE, type Locale } from "../../domain/languages";

export { INTL_LOCALE };

const FALLBACK_INTL_LOCALE = INTL_LOCALE.en;

/**
 * The Intl tag of the active Lingui locale; English when Lingui holds a locale we do not ship.
 * Every formatter in this folder takes the Lingui instance as its last argument, defaulting to the
 * one the app activates; a component passes `useLingui().i18n`, so it re-renders on a language change.
 */
export function intlLocale(i18n: Pick<I18n, "locale"> = activeI18n): string {
  return Object.hasOwn(INTL_LOCALE, i18n.locale) ? INTL_LOCALE[i18n.locale as Locale] : FALLBACK_INTL_LOCALE;
}
