import { i18n } from "@lingui/core";
import { INTL_LOCALE, LANGUAGE_STORAGE_KEY, type Locale, chooseLocale } from "../domain/languages";

/** Stored choice, else the browser's first language we speak, else English. */
export function detectLocale(stored = localStorage.getItem(LANGUAGE_STORAGE_KEY), browser: readonly string[] = navigator.languages ?? [navigator.language]): Locale {
  return chooseLocale(stored, browser);
}

const catalogs: Record<Locale, () => Promise<{ messages: Record<string, unknown> }>> = {
  en: () => import("../../locales/en/messages.po"),
  zh_CN: () => import("../../locales/zh_CN/messages.po"),
  pt_BR: () => import("../../locales/pt_BR/messages.po"),
};

export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.load(locale, messages as never);
  i18n.activate(locale, [INTL_LOCALE[locale], "en"]);
  localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  document.documentElement.lang = INTL_LOCALE[locale];
}

export { i18n };
