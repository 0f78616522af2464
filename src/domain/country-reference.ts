import { REFERENCE_COUNTRIES, type ReferenceCountry } from "./countries";
import { isValidCnpj, isValidCpf, onlyDigits } from "./tax-documents";

/**
 * Country reference data (spec, operational area section 3; configuration area section 3):
 * postal code pattern and mask, the national name of the postal code, and for the eight reference
 * countries the tax document's name, format, masks and the list of states. Masks use `#` for a
 * digit, `A` for a letter and `*` for either; other characters are typed for the user.
 */

export interface StateOption {
  /** The code the address carries ("SP"). */
  code: string;
  name: string;
}

export interface CountryReference {
  iso: string;
  /** What the country calls its postal code ("CEP", "Código postal"); not translated. */
  nationalTerm: string;
  /** The whole postal code, as typed after masking. */
  postalPattern: RegExp;
  postalMask: string | null;
  /** Characters of the masked postal code. */
  maskLength: number | null;
  /** Reference countries only. */
  document?: {
    /** "CPF / CNPJ", "CUIT / CUIL", "RUT"...; not translated. */
    name: string;
    /** Masks of the accepted documents, shortest first. */
    masks: string[];
    /** Digits-and-letters form of a valid document, before any check-digit test. */
    pattern: RegExp;
  };
  states?: StateOption[];
}

/** Default postal pattern: 1 to 255 characters (spec section 5). */
export const DEFAULT_POSTAL_PATTERN = /^.{1,255}$/s;

const BRAZIL: CountryReference = {
  iso: "BR",
  nationalTerm: "CEP",
  postalPattern: /^\d{5}-?\d{3}$/,
  postalMask: "#####-###",
  maskLength: 9,
  document: { name: "CPF / CNPJ", masks: ["###.###.###-##", "##.###.###/####-##"], pattern: /^(\d{11}|\d{14})$/ },
  states: [],
};

const REFERENCE: Partial<Record<ReferenceCountry, CountryReference>> = { BR: BRAZIL };

export function countryReference(iso: string): CountryReference | undefined {
  return REFERENCE[iso.toUpperCase() as ReferenceCountry];
}

export const isReferenceCountry = (iso: string): iso is ReferenceCountry => (REFERENCE_COUNTRIES as readonly string[]).includes(iso.toUpperCase());

/** The postal code fits the country's pattern (the default 1-255 characters elsewhere). */
export function isValidPostalCode(iso: string, postalCode: string): boolean {
  const pattern = countryReference(iso)?.postalPattern ?? DEFAULT_POSTAL_PATTERN;
  return pattern.test(postalCode.trim());
}

export type DocumentProblem = "blank" | "invalid_cpf" | "invalid_cnpj" | "invalid_document";

/**
 * Checks a receiver's tax document for the destination country: CPF or CNPJ with their check
 * digits for Brazil, the country's document format for the other reference countries (where it
 * is required: their customs clear a parcel on it); optional, any text, elsewhere. Null when fine.
 */
export function documentProblem(iso: string, document: string): DocumentProblem | null {
  const text = document.trim();
  if (text === "") return isReferenceCountry(iso) ? "blank" : null;
  if (iso.toUpperCase() === "BR") {
    const digits = onlyDigits(text);
    if (digits.length <= 11) return isValidCpf(digits) ? null : "invalid_cpf";
    return isValidCnpj(digits) ? null : "invalid_cnpj";
  }
  const reference = countryReference(iso)?.document;
  if (!reference) return null;
  return reference.pattern.test(text.replace(/[.\-/\s]/g, "").toUpperCase()) ? null : "invalid_document";
}
