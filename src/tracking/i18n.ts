import { i18n } from "@lingui/core";
import { INTL_LOCALE, LANGUAGE_STORAGE_KEY, type Locale, chooseLocale } from "../domain/languages";
import { messages as en } from "../../locales/en/tracking.po";
import { messages as zhCN } from "../../locales/zh_CN/tracking.po";
import { messages as ptBR } from "../../locales/pt_BR/tracking.po";

/**
 * The page's languages. All three catalogs are bundled: together they are a few KB, less than
 * one more request would cost on a slow network.
 */
i18n.load({ en, zh_CN: zhCN, pt_BR: ptBR });

function readStored(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The stored choice (shared with the portal), else the browser's languages, else English. */
export const initialLocale = (): Locale => chooseLocale(readStored(), navigator.languages ?? [navigator.language]);

/** Activates a language and marks the document with it (screen readers pick their voice from it). */
export function activateLocale(locale: Locale): void {
  // Intl (plural rules, dates) needs a BCP-47 tag: "pt_BR" itself is refused.
  i18n.activate(locale, [INTL_LOCALE[locale], "en"]);
  document.documentElement.lang = INTL_LOCALE[locale];
}

/** The picker's switch: activate and remember. The app re-renders on i18n's "change" event. */
export function switchLocale(locale: Locale): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Not remembered, but shown.
  }
  activateLocale(locale);
}

export const currentLocale = (): Locale => i18n.locale as Locale;
export const intlLocale = (): string => INTL_LOCALE[currentLocale()] ?? "en-US";
