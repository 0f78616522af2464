import { i18n } from "@lingui/core";
import { LOCALES, type Locale } from "../domain/languages";
import { INTL_LOCALE } from "../ui/format/locale";

/** Where the chosen language is kept (spec: "kept in local storage"). */
const LANGUAGE_STORAGE_KEY = "language";

const isLocale = (value: string | null): value is Locale => (LOCALES as readonly string[]).includes(value ?? "");

/** Stored choice, else the browser's first language we speak, else English. */
export function detectLocale(stored = localStorage.getItem(LANGUAGE_STORAGE_KEY), browser: readonly string[] = navigator.languages ?? [navigator.language]): Locale {
  if (isLocale(stored)) return stored;
  for (const tag of browser) {
    const lower = tag.toLowerCase();
    if (lower.startsWith("zh")) return "zh_CN";
    if (lower.startsWith("pt")) return "pt_BR";
    if (lower.startsWith("en")) return "en";
  }
  return "en";
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
