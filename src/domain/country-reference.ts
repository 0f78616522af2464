import { REFERENCE_COUNTRIES, type ReferenceCountry } from "./countries";
import { STATES, type StateOption } from "./country-states";
import { pickMask, slotCount } from "./masks";
import { isValidCnpj, isValidCpf, onlyDigits } from "./tax-documents";

/**
 * Country reference data (spec, operational area section 3; configuration area section 3):
 * postal code pattern and mask, the national name of the postal code, and for the eight reference
 * countries the tax document's name, format, masks and the list of states. Masks use `#` for a
 * digit, `A` for a letter and `*` for either; other characters are typed for the user. The
 * states are in country-states.ts.
 */

export type { StateOption };

export interface CountryReference {
  iso: string;
  /** What the country calls its postal code ("CEP", "Código postal"); not translated. */
  nationalTerm: string;
  /** The whole postal code, as typed after masking. */
  postalPattern: RegExp;
  postalMask: string | null;
  /**
   * Every accepted postal mask, shortest first, when there are several (Argentina's CPA and its
   * older 4 digits); `[postalMask]` otherwise. Give these to the masked input, not `postalMask`.
   */
  postalMasks?: string[];
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

const ARGENTINA: CountryReference = {
  iso: "AR",
  nationalTerm: "Código postal (CPA)",
  // The CPA (province letter, 4 digits of the locality, 3 letters of the block face) and the
  // 4-digit code that came before it and is still widely written.
  postalPattern: /^([A-Z]\d{4}[A-Z]{3}|\d{4})$/i,
  postalMask: "A####AAA",
  postalMasks: ["####", "A####AAA"],
  maskLength: 8,
  document: { name: "CUIT / CUIL / DNI", masks: ["########", "##-########-#"], pattern: /^(\d{7,8}|\d{11})$/ },
  states: STATES.AR,
};

const BRAZIL: CountryReference = {
  iso: "BR",
  nationalTerm: "CEP",
  postalPattern: /^\d{5}-?\d{3}$/,
  postalMask: "#####-###",
  maskLength: 9,
  document: { name: "CPF / CNPJ", masks: ["###.###.###-##", "##.###.###/####-##"], pattern: /^(\d{11}|\d{14})$/ },
  states: STATES.BR,
};

const CHILE: CountryReference = {
  iso: "CL",
  nationalTerm: "Código postal",
  postalPattern: /^\d{7}$/,
  postalMask: "#######",
  maskLength: 7,
  // RUT: 7 or 8 digits and a mod-11 check digit that may be K.
  document: { name: "RUT", masks: ["#.###.###-*", "##.###.###-*"], pattern: /^\d{7,8}[\dK]$/ },
  states: STATES.CL,
};

const COLOMBIA: CountryReference = {
  iso: "CO",
  nationalTerm: "Código postal",
  postalPattern: /^\d{6}$/,
  postalMask: "######",
  maskLength: 6,
  // Cédula de ciudadanía 6 to 10 digits; NIT 9 digits and its check digit.
  document: { name: "NIT / CC", masks: ["##########"], pattern: /^\d{6,10}$/ },
  states: STATES.CO,
};

const ECUADOR: CountryReference = {
  iso: "EC",
  nationalTerm: "Código postal",
  postalPattern: /^\d{6}$/,
  postalMask: "######",
  maskLength: 6,
  // Cédula 10 digits; RUC 13 (the cédula or a company number, then 001).
  document: { name: "Cédula / RUC", masks: ["##########", "#############"], pattern: /^(\d{10}|\d{13})$/ },
  states: STATES.EC,
};

const MEXICO: CountryReference = {
  iso: "MX",
  nationalTerm: "Código postal",
  postalPattern: /^\d{5}$/,
  postalMask: "#####",
  maskLength: 5,
  // RFC of a company (3 letters) or a person (4), the date, a 3-character homoclave; CURP 18.
  document: {
    name: "RFC / CURP",
    masks: ["AAA######***", "AAAA######***", "AAAA######AAAAAA*#"],
    pattern: /^([A-Z&Ñ]{3,4}\d{6}[A-Z\d]{3}|[A-Z]{4}\d{6}[HMX][A-Z]{5}[A-Z\d]\d)$/,
  },
  states: STATES.MX,
};

const PERU: CountryReference = {
  iso: "PE",
  nationalTerm: "Código postal",
  postalPattern: /^\d{5}$/,
  postalMask: "#####",
  maskLength: 5,
  document: { name: "DNI / RUC", masks: ["########", "###########"], pattern: /^(\d{8}|\d{11})$/ },
  states: STATES.PE,
};

const URUGUAY: CountryReference = {
  iso: "UY",
  nationalTerm: "Código postal",
  postalPattern: /^\d{5}$/,
  postalMask: "#####",
  maskLength: 5,
  // Cédula de identidad: 6 or 7 digits and a check digit; RUT 12 digits.
  document: { name: "CI / RUT", masks: ["###.###-#", "#.###.###-#", "############"], pattern: /^(\d{7,8}|\d{12})$/ },
  states: STATES.UY,
};

const REFERENCE: Record<ReferenceCountry, CountryReference> = {
  AR: ARGENTINA,
  BR: BRAZIL,
  CL: CHILE,
  CO: COLOMBIA,
  EC: ECUADOR,
  MX: MEXICO,
  PE: PERU,
  UY: URUGUAY,
};

export function countryReference(iso: string): CountryReference | undefined {
  return Object.hasOwn(REFERENCE, iso.toUpperCase()) ? REFERENCE[iso.toUpperCase() as ReferenceCountry] : undefined;
}

/** The postal masks of a country for a masked input (`masks` of src/ui/masked-field.tsx); none elsewhere. */
export function postalMasks(iso: string): string[] {
  const reference = countryReference(iso);
  if (!reference?.postalMask) return [];
  return reference.postalMasks ?? [reference.postalMask];
}

/** The postal mask that fits what was typed ("1425" -> "####", "C1425" -> "A####AAA"), or null. */
export function postalMaskFor(iso: string, typed = ""): string | null {
  return pickMask(postalMasks(iso), typed) ?? null;
}

/** The tax document masks of a reference country, shortest first; none elsewhere. */
export function documentMasks(iso: string): string[] {
  return countryReference(iso)?.document?.masks ?? [];
}

/** The document mask that fits what was typed (CPF until a 12th digit, then CNPJ), or null. */
export function documentMaskFor(iso: string, typed: string): string | null {
  return pickMask(documentMasks(iso), typed) ?? null;
}

/** The country's states (reference countries), else undefined: the address takes free text. */
export const statesOf = (iso: string): StateOption[] | undefined => countryReference(iso)?.states;

/** True for a Chilean RUT ("12.345.678-5", "7.654.321-K") whose mod-11 check digit is right. */
export function isValidRut(value: string): boolean {
  const compact = value.replace(/[.\-\s]/g, "").toUpperCase();
  if (!/^\d{7,8}[\dK]$/.test(compact)) return false;
  const body = compact.slice(0, -1);
  let sum = 0;
  let weight = 2;
  for (let i = body.length - 1; i >= 0; i -= 1) {
    sum += Number(body[i]) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  const remainder = 11 - (sum % 11);
  const expected = remainder === 11 ? "0" : remainder === 10 ? "K" : String(remainder);
  return compact.endsWith(expected);
}

export const isReferenceCountry = (iso: string): iso is ReferenceCountry => (REFERENCE_COUNTRIES as readonly string[]).includes(iso.toUpperCase());

/**
 * When a postal code of a country with masks has a length none of them has: the lengths its
 * codes have ("8", or "4|8" for Argentina: the message lists them in the user's language), this
 * one's length, and whether they count digits only or letters too. Undefined when the length is
 * right (the code may still be wrong in another way) or the country has no masks.
 */
export function postalLengthProblem(iso: string, postalCode: string): { expected: string; actual: number; unit: "digits" | "characters" } | undefined {
  const masks = postalMasks(iso);
  if (masks.length === 0) return undefined;
  const actual = [...postalCode].filter((c) => /[a-z0-9]/i.test(c)).length;
  const lengths = [...new Set(masks.map(slotCount))].sort((a, b) => a - b);
  if (lengths.includes(actual)) return undefined;
  const unit = masks.every((mask) => /^[^A*]*$/.test(mask)) ? "digits" : "characters";
  return { expected: lengths.join("|"), actual, unit };
}

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
  if (!reference.pattern.test(text.replace(/[.\-/\s]/g, "").toUpperCase())) return "invalid_document";
  if (iso.toUpperCase() === "CL" && !isValidRut(text)) return "invalid_document";
  return null;
}
