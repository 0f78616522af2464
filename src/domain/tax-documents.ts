/**
 * Brazilian tax documents (spec, operational area, section 5): a CPF (people, 11 digits) or a
 * CNPJ (companies, 14 digits), each ending in two mod-11 check digits. Pure: shared by the
 * server (seed, validation) and the app (masked inputs).
 *
 * The alphanumeric CNPJ announced for 2026 is not handled yet: documents here are digits only.
 */

export const CPF_LENGTH = 11;
export const CNPJ_LENGTH = 14;
const CPF_BASE_LENGTH = CPF_LENGTH - 2;
const CNPJ_BASE_LENGTH = CNPJ_LENGTH - 2;

/** CNPJ weights restart at 9 after reaching 2; the second digit adds one leading weight. */
const CNPJ_FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_SECOND_WEIGHTS = [6, ...CNPJ_FIRST_WEIGHTS];

/** Keeps the digits of a masked entry ("123.456.789-09" -> "12345678909"). */
export const onlyDigits = (value: string) => value.replace(/\D/g, "");

/** Both documents map a remainder below 2 to 0 and any other to 11 minus it. */
function checkDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i += 1) sum += Number(digits[i]) * weights[i]!;
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** Descending weights ending at 2: 10..2 for the first CPF digit, 11..2 for the second. */
const descendingWeights = (count: number) => Array.from({ length: count }, (_, i) => count + 1 - i);

/** Every digit the same ("111.111.111-11") passes the arithmetic but is no real document. */
const isRepeated = (digits: string) => /^(\d)\1*$/.test(digits);

/** Appends the two check digits to a 9-digit CPF base. */
export function completeCpf(base: string): string {
  if (!new RegExp(`^\\d{${CPF_BASE_LENGTH}}$`).test(base)) throw new Error(`A CPF base has ${CPF_BASE_LENGTH} digits`);
  const first = checkDigit(base, descendingWeights(CPF_BASE_LENGTH));
  const withFirst = `${base}${first}`;
  return `${withFirst}${checkDigit(withFirst, descendingWeights(CPF_BASE_LENGTH + 1))}`;
}

/** Appends the two check digits to a 12-digit CNPJ base (8 digits of company, 4 of branch). */
export function completeCnpj(base: string): string {
  if (!new RegExp(`^\\d{${CNPJ_BASE_LENGTH}}$`).test(base)) throw new Error(`A CNPJ base has ${CNPJ_BASE_LENGTH} digits`);
  const withFirst = `${base}${checkDigit(base, CNPJ_FIRST_WEIGHTS)}`;
  return `${withFirst}${checkDigit(withFirst, CNPJ_SECOND_WEIGHTS)}`;
}

/** True for a CPF with correct check digits, masked or not. */
export function isValidCpf(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== CPF_LENGTH || isRepeated(digits)) return false;
  return completeCpf(digits.slice(0, CPF_BASE_LENGTH)) === digits;
}

/** True for a CNPJ with correct check digits, masked or not. */
export function isValidCnpj(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== CNPJ_LENGTH || isRepeated(digits)) return false;
  return completeCnpj(digits.slice(0, CNPJ_BASE_LENGTH)) === digits;
}

/** `random` returns [0, 1) like Math.random; pass a seeded one for reproducible data. */
const randomDigits = (count: number, random: () => number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join("");

export function generateCpf(random: () => number): string {
  for (;;) {
    const cpf = completeCpf(randomDigits(CPF_BASE_LENGTH, random));
    if (!isRepeated(cpf)) return cpf;
  }
}

/** A headquarters CNPJ (branch 0001), as most receivers that are companies have. */
export function generateCnpj(random: () => number): string {
  for (;;) {
    const cnpj = completeCnpj(`${randomDigits(8, random)}0001`);
    if (!isRepeated(cnpj)) return cnpj;
  }
}

/** The spec's masks: CPF ###.###.###-##, CNPJ ##.###.###/####-##. Other input is returned as it is. */
export function formatTaxDocument(value: string): string {
  const digits = onlyDigits(value);
  if (digits.length === CPF_LENGTH) return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4");
  if (digits.length === CNPJ_LENGTH) return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, "$1.$2.$3/$4-$5");
  return value;
}
