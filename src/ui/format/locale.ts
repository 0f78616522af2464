import { type I18n, i18n as activeI18n } from "@lingui/core";
import type { Locale } from "../../domain/languages";

/**
 * BCP-47 tags for Intl and for Lingui's plural rules: Intl refuses "pt_BR" itself. The spec maps
 * en to en-US, zh_CN to zh-Hans-CN and pt_BR to pt-BR. This lives in ui (not app) so that the
 * formatters here can read it; src/app/i18n.ts imports it from here.
 */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-US", zh_CN: "zh-Hans-CN", pt_BR: "pt-BR" };

const FALLBACK_INTL_LOCALE = INTL_LOCALE.en;

/**
 * The Intl tag of the active Lingui locale; English when Lingui holds a locale we do not ship.
 * Every formatter in this folder takes the Lingui instance as its last argument, defaulting to the
 * one the app activates; a component passes `useLingui().i18n`, so it re-renders on a language change.
 */
export function intlLocale(i18n: Pick<I18n, "locale"> = activeI18n): string {
  return Object.hasOwn(INTL_LOCALE, i18n.locale) ? INTL_LOCALE[i18n.locale as Locale] : FALLBACK_INTL_LOCALE;
}
