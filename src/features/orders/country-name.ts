import type { I18n } from "@lingui/core";
import { intlLocale } from "../../ui/format/locale";

const namesByLocale = new Map<string, Intl.DisplayNames>();

/** A country's name in the interface language ("Brazil", "Brasil", "巴西"); the code if unknown. */
export function countryName(code: string, i18n: I18n): string {
  const locale = intlLocale(i18n);
  let names = namesByLocale.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: "region" });
    namesByLocale.set(locale, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code; // Not a region code Intl knows.
  }
}
