/**
 * The eight reference countries with document and postal rules (spec, section 3 "Country
 * reference data"). Names are shown through Intl.DisplayNames in the user's language.
 */
export const REFERENCE_COUNTRIES = ["AR", "BR", "CL", "CO", "EC", "MX", "PE", "UY"] as const;
export type ReferenceCountry = (typeof REFERENCE_COUNTRIES)[number];

/** An ISO 3166-1 alpha-2 code, upper case. */
export const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;
