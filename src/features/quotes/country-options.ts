import type { I18n } from "@lingui/core";
import { REFERENCE_COUNTRIES } from "../../domain/countries";
import { intlLocale } from "../../ui/format/locale";

/**
 * Countries for a destination select: the eight reference countries first (where most parcels
 * go, with the full postal and document rules), then every other region Intl knows, by name in
 * the user's language. There is no country list in the app's data: probing the 676 two-letter
 * codes through Intl.DisplayNames (`fallback: "none"` answers undefined for unknown ones) costs
 * about a millisecond and follows the browser's up-to-date list.
 */

const A = "A".charCodeAt(0);
const LETTERS = 26;
/** Codes Intl names that are groupings or placeholders, not countries a parcel goes to. */
const NOT_COUNTRIES = new Set(["EU", "EZ", "UN", "QO", "ZZ", "XA", "XB"]);

export interface CountryOption {
  value: string;
  label: string;
}

const cache = new Map<string, { reference: CountryOption[]; others: CountryOption[] }>();

export function destinationCountryOptions(i18n: I18n): { reference: CountryOption[]; others: CountryOption[] } {
  const locale = intlLocale(i18n);
  const cached = cache.get(locale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([locale], { type: "region", fallback: "none" });
  const reference = REFERENCE_COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort(byLabel(locale));
  const others: CountryOption[] = [];
  for (let first = 0; first < LETTERS; first += 1) {
    for (let second = 0; second < LETTERS; second += 1) {
      const code = String.fromCharCode(A + first, A + second);
      if (NOT_COUNTRIES.has(code) || (REFERENCE_COUNTRIES as readonly string[]).includes(code)) continue;
      const label = safeName(names, code);
      if (label) others.push({ value: code, label });
    }
  }
  others.sort(byLabel(locale));
  const options = { reference, others };
  cache.set(locale, options);
  return options;
}

function safeName(names: Intl.DisplayNames, code: string): string | undefined {
  try {
    const name = names.of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}

const byLabel = (locale: string) => {
  const collator = new Intl.Collator(locale);
  return (a: CountryOption, b: CountryOption) => collator.compare(a.label, b.label);
};
