/** Interface languages and the numeric code the server stores (spec: 0 English, 1 Chinese, 2 Portuguese). */
export const LOCALES = ["en", "zh_CN", "pt_BR"] as const;
export type Locale = (typeof LOCALES)[number];

export const LANGUAGE_CODES = [0, 1, 2] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const LANGUAGE_CODE_BY_LOCALE: Record<Locale, LanguageCode> = { en: 0, zh_CN: 1, pt_BR: 2 };
export const LOCALE_BY_LANGUAGE_CODE: Record<LanguageCode, Locale> = { 0: "en", 1: "zh_CN", 2: "pt_BR" };

/**
 * BCP-47 tags for Intl and for Lingui's plural rules: Intl refuses "pt_BR" itself. The spec maps
 * en to en-US, zh_CN to zh-Hans-CN and pt_BR to pt-BR.
 */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-US", zh_CN: "zh-Hans-CN", pt_BR: "pt-BR" };

/** Each language named in itself, never translated: a reader lost in another language finds theirs. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", zh_CN: "中文", pt_BR: "Português (Brasil)" };

/** Where the chosen language is kept (spec: "kept in local storage"); the portal and the tracking page share it. */
export const LANGUAGE_STORAGE_KEY = "language";

export const isLocale = (value: string | null | undefined): value is Locale => (LOCALES as readonly string[]).includes(value ?? "");

/** A stored choice, else the browser's first language we speak, else English. */
export function chooseLocale(stored: string | null, browser: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  for (const tag of browser) {
    const lower = tag.toLowerCase();
    if (lower.startsWith("zh")) return "zh_CN";
    if (lower.startsWith("pt")) return "pt_BR";
    if (lower.startsWith("en")) return "en";
  }
  return "en";
}
