import { isValidCnpj, onlyDigits } from "./tax-documents";

/**
 * The company's own rules (configuration area sections 3 and 5; decision 054), pure so that the
 * screen and the server refuse the same values.
 */

/** A brand colour as the colour input gives it: "#" and six hexadecimal digits. */
export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** A CNPJ as typed: digits, with or without its mask (##.###.###/####-##). */
const CNPJ_CHARACTERS = /^[\d./\-\s]+$/;

/** True for a CNPJ with correct check digits, typed with or without its mask, and nothing else. */
export const isCompanyTaxNumber = (value: string): boolean => CNPJ_CHARACTERS.test(value) && isValidCnpj(value);

/** The CNPJ as stored: its 14 digits. */
export const storedTaxNumber = (value: string): string => onlyDigits(value);

