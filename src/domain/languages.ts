/** Interface languages and the numeric code the server stores (spec: 0 English, 1 Chinese, 2 Portuguese). */
export const LOCALES = ["en", "zh_CN", "pt_BR"] as const;
export type Locale = (typeof LOCALES)[number];

export const LANGUAGE_CODES = [0, 1, 2] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const LANGUAGE_CODE_BY_LOCALE: Record<Locale, LanguageCode> = { en: 0, zh_CN: 1, pt_BR: 2 };
export const LOCALE_BY_LANGUAGE_CODE: Record<LanguageCode, Locale> = { 0: "en", 1: "zh_CN", 2: "pt_BR" };
