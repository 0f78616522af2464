import { REFERENCE_COUNTRIES } from "../domain/countries";
import { phoneCountryCodes } from "../domain/phone";

/**
 * Country selects: every country with a numbering plan (the list the phone rule checks), named in
 * the interface language by Intl.DisplayNames and sorted by that name. Computed once per language.
 */
export interface CountryOption {
  value: string;
  label: string;
}

const allByLocale = new Map<string, CountryOption[]>();

export function countryOptions(locale: string): CountryOption[] {
  const cached = allByLocale.get(locale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([locale], { type: "region" });
  const collator = new Intl.Collator(locale);
  const options = phoneCountryCodes()
    .map((code) => ({ value: code, label: nameOf(names, code) }))
    .sort((a, b) => collator.compare(a.label, b.label));
  allByLocale.set(locale, options);
  return options;
}

/** For a destination: the eight reference countries first (most parcels go there), then the others. */
export function destinationCountryOptions(locale: string): { reference: CountryOption[]; others: CountryOption[] } {
  const all = countryOptions(locale);
  const isReference = (option: CountryOption) => (REFERENCE_COUNTRIES as readonly string[]).includes(option.value);
  return { reference: all.filter(isReference), others: all.filter((option) => !isReference(option)) };
}

/** One country's name in the interface language ("BR" -> "Brasil" in Portuguese). */
export function countryName(code: string, locale: string): string {
  return nameOf(new Intl.DisplayNames([locale], { type: "region" }), code.toUpperCase());
}

function nameOf(names: Intl.DisplayNames, code: string): string {
  try {
    return names.of(code) ?? code;
  } catch {
    return code; // A code Intl does not know keeps its letters.
  }
}
