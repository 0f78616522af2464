/**
 * UPU S10 item identifiers (issue 13): the 13-character tracking numbers postal operators print on
 * labels, such as "RR473124829GB": two letters of service indicator, an 8-digit serial, one check
 * digit and the two-letter ISO country code of the issuer. Pure: the server issues them
 * (server/orders/tracking-reference.ts, the demo seed) and both the app's scanners and the scan
 * routes verify them, so a misread is caught before it is recorded.
 *
 * The check digit (S10 standard): weights 8 6 4 2 3 5 9 7 over the serial's digits, then
 * 11 - (sum mod 11), with 10 written as 0 and 11 as 5.
 */

export const S10_SERIAL_DIGITS = 8;
/** How many serials one service indicator and country can issue: 00000000 to 99999999. */
export const S10_SERIAL_COUNT = 10 ** S10_SERIAL_DIGITS;
const WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7] as const;
const MODULUS = 11;

/** The whole shape, letters in either case (a keyboard wedge may send lower case). */
const S10_PATTERN = /^([A-Z]{2})(\d{8})(\d)([A-Z]{2})$/i;
const LETTERS_PATTERN = /^[A-Z]{2}$/;
const SERIAL_PATTERN = /^\d{8}$/;

/** The check digit of an 8-digit serial. */
export function s10CheckDigit(serial: string): number {
  if (!SERIAL_PATTERN.test(serial)) throw new Error(`An S10 serial has ${S10_SERIAL_DIGITS} digits`);
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i += 1) sum += Number(serial[i]) * WEIGHTS[i]!;
  const check = MODULUS - (sum % MODULUS);
  if (check === 10) return 0;
  if (check === 11) return 5;
  return check;
}

export interface S10Parts {
  /** Two capital letters: the kind of service (the first letter) chosen by the issuer. */
  service: string;
  /** A whole number from 0 to S10_SERIAL_COUNT - 1. */
  serial: number;
  /** The ISO 3166-1 alpha-2 code of the issuer, capitals. */
  country: string;
}

/** The identifier of a serial, with its check digit: `s10Identifier({service: "RR", serial: 47312482, country: "GB"})` is "RR473124829GB". */
export function s10Identifier({ service, serial, country }: S10Parts): string {
  if (!LETTERS_PATTERN.test(service)) throw new Error("An S10 service indicator is two capital letters");
  if (!LETTERS_PATTERN.test(country)) throw new Error("An S10 country code is two capital letters");
  if (!Number.isInteger(serial) || serial < 0 || serial >= S10_SERIAL_COUNT) throw new Error(`An S10 serial is a whole number below ${S10_SERIAL_COUNT}`);
  const digits = String(serial).padStart(S10_SERIAL_DIGITS, "0");
  return `${service}${digits}${s10CheckDigit(digits)}${country}`;
}

/** Whether a code has the S10 shape (two letters, nine digits, two letters), whatever its check digit. */
export const isS10Shaped = (code: string): boolean => S10_PATTERN.test(code.trim());

/** An S10-shaped code whose check digit is right. */
export function isValidS10(code: string): boolean {
  const match = S10_PATTERN.exec(code.trim());
  return match !== null && s10CheckDigit(match[2]!) === Number(match[3]);
}

/**
 * A code that looks like an S10 tracking number but whose check digit does not match: a misread
 * (a smudged label, a digit typed wrong). Codes of any other shape (last-mile numbers, order
 * numbers, volume numbers such as "NB473124829BR-1") are not judged here.
 */
export const isMisreadS10 = (code: string): boolean => isS10Shaped(code) && !isValidS10(code);
