import type { paths } from "../../config/paths";
import { LANGUAGE_NAMES, LOCALES, type Locale } from "../../domain/languages";

/**
 * Each language is named in itself and never translated, so that a reader who does not understand
 * the current language still finds their own. Flags as the spec gives them: GB, CN, BR.
 * A module of its own so the sign-in page can offer the choice without the menu's library.
 */
export const LANGUAGE_OPTIONS: Record<Locale, { name: string; flag: Parameters<typeof paths.flag>[0] }> = {
  en: { name: LANGUAGE_NAMES.en, flag: "gb" },
  zh_CN: { name: LANGUAGE_NAMES.zh_CN, flag: "cn" },
  pt_BR: { name: LANGUAGE_NAMES.pt_BR, flag: "br" },
};

/** The choices in menu order. */
export const LANGUAGE_CHOICES = LOCALES.map((locale) => ({ locale, name: LANGUAGE_OPTIONS[locale].name }));

export { isLocale } from "../../domain/languages";
