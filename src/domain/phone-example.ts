import { getExampleNumber, isSupportedCountry } from "libphonenumber-js/min";
import examples from "libphonenumber-js/mobile/examples";

/**
 * An example phone number of a country, for messages that say what form a phone takes ("Invalid
 * phone: for Brazil, write the number with its area code, e.g. (11) 96123-4567"). The examples
 * are libphonenumber-js's mobile ones (about 4 KB, one per country), read with the "min"
 * metadata the phone rules already use (decision 019): no other metadata is bundled. Kept apart
 * from phone.ts so that the server and the screens that only check phones do not carry them.
 */
export interface PhoneExample {
  /** As written inside the country: "(11) 96123-4567". */
  national: string;
  /** With + and the country code: "+55 11 96123 4567". */
  international: string;
}

export function phoneExample(country: string): PhoneExample | undefined {
  const code = country.trim().toUpperCase();
  if (!isSupportedCountry(code)) return undefined;
  const example = getExampleNumber(code, examples);
  return example ? { national: example.formatNational(), international: example.formatInternational() } : undefined;
}
