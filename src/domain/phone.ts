import { type CountryCode, getCountries, parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * Phone rules (spec section 5): the receiver's phone must belong to the destination country; the
 * seller's phone is written with a leading + and its country code. libphonenumber-js (decision
 * 019) knows every country's numbering plan; the "min" metadata keeps it small.
 */

/** A receiver's phone, with or without the country code, is a valid number of `country`. */
export function isPhoneOfCountry(phone: string, country: string): boolean {
  const parsed = parsePhoneNumberFromString(phone.trim(), country.toUpperCase() as CountryCode);
  return parsed !== undefined && parsed.isValid() && parsed.country === country.toUpperCase();
}

/** A seller's phone: starts with + and a country code, and is a valid number there. */
export function isInternationalPhone(phone: string): boolean {
  const trimmed = phone.trim();
  if (!trimmed.startsWith("+")) return false;
  const parsed = parsePhoneNumberFromString(trimmed);
  return parsed !== undefined && parsed.isValid();
}

/** The phone in E.164 (+5511912345678) when it is valid for `country`, else the text as typed. */
export function normalizePhone(phone: string, country?: string): string {
  const parsed = parsePhoneNumberFromString(phone.trim(), country?.toUpperCase() as CountryCode | undefined);
  return parsed?.isValid() ? parsed.number : phone.trim();
}

/** Every country code with a numbering plan: the list the phone rule knows, for country selects. */
export const phoneCountryCodes = (): string[] => getCountries();
