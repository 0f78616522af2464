/**
 * The typed line of a Brazilian payment slip (boleto), digits only. A tax or utility slip
 * ("arrecadação", first digit 8) has 48 digits: four blocks of 11 digits, each followed by its
 * modulo-10 check digit. A bank slip has 47 digits in five fields. People read and type these in
 * the groups the slip prints; copying gives the bare digits, which every bank app accepts.
 */

export const TAX_SLIP_DIGITS = 48;
export const BANK_SLIP_DIGITS = 47;
const TAX_BLOCK = 11;
/** Where a bank slip's printed fields end: 5.5 5.6 5.6 1 14. */
const BANK_FIELD_ENDS = [5, 10, 15, 21, 26, 32, 33, 47] as const;

/** Modulo 10 check digit (weights 2, 1, 2, … from the right; digits of products summed). */
export function mod10(digits: string): number {
  let sum = 0;
  for (let i = digits.length - 1, weight = 2; i >= 0; i--, weight = weight === 2 ? 1 : 2) {
    const product = Number(digits[i]) * weight;
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/** The 48-digit line of a 44-digit tax slip barcode: each 11-digit block gets its check digit. */
export function taxSlipLine(barcode44: string): string {
  let line = "";
  for (let start = 0; start < barcode44.length; start += TAX_BLOCK) {
    const block = barcode44.slice(start, start + TAX_BLOCK);
    line += block + String(mod10(block));
  }
  return line;
}

/**
 * The line in the groups a slip prints: "85890000012-3 45670328181-4 …" for 48 digits,
 * "23790.12345 60000.000003 …" for 47; anything else in groups of five, so it is still readable.
 */
export function barcodeGroups(line: string): string[] {
  const digits = line.replace(/\D/g, "");
  if (digits.length === TAX_SLIP_DIGITS) {
    const groups: string[] = [];
    for (let start = 0; start < digits.length; start += TAX_BLOCK + 1) {
      groups.push(`${digits.slice(start, start + TAX_BLOCK)}-${digits.charAt(start + TAX_BLOCK)}`);
    }
    return groups;
  }
  if (digits.length === BANK_SLIP_DIGITS) {
    const parts = BANK_FIELD_ENDS.map((end, i) => digits.slice(i === 0 ? 0 : BANK_FIELD_ENDS[i - 1], end));
    return [`${parts[0]}.${parts[1]}`, `${parts[2]}.${parts[3]}`, `${parts[4]}.${parts[5]}`, parts[6]!, parts[7]!];
  }
  return digits.match(/\d{1,5}/g) ?? [];
}
