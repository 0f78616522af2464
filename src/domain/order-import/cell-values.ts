import type { ImportColumn, ImportProblem } from "./types";

/**
 * Reading single cells: the longest text each column may hold (the limits of OrderInput,
 * src/api/schemas/order-create.ts, which the domain cannot import; a test in
 * src/features/order-import/check keeps them equal) and numbers as spreadsheets write them.
 */

const NUMBER_CELL = 30;

/** Longest cell of each column, in characters. */
export const CELL_LIMITS: Readonly<Record<ImportColumn, number>> = {
  order_number: 60,
  sales_channel: 120,
  sales_channel_order_number: 60,
  contract: 120,
  incoterm: 3,
  currency: 3,
  receiver_name: 120,
  receiver_tax_document: 30,
  receiver_phone: 30,
  receiver_email: 254,
  receiver_country: 2,
  receiver_postal_code: 20,
  receiver_state: 60,
  receiver_city: 60,
  receiver_address: 120,
  receiver_number: 10,
  receiver_complement: 60,
  receiver_quarter: 60,
  box_number: 30,
  box_length: NUMBER_CELL,
  box_width: NUMBER_CELL,
  box_height: NUMBER_CELL,
  box_weight: NUMBER_CELL,
  item_sku: 60,
  item_name: 120,
  item_description: 500,
  item_category: 60,
  item_hs_code: 12,
  item_origin_country: 2,
  item_unit_price: NUMBER_CELL,
  item_unit_weight: NUMBER_CELL,
  item_quantity: NUMBER_CELL,
};

/** Cells longer than their column allows (a 10 MB cell is named, not carried). */
export function cellLengthProblems(line: number, read: (column: ImportColumn) => string): ImportProblem[] {
  const problems: ImportProblem[] = [];
  for (const [column, limit] of Object.entries(CELL_LIMITS) as [ImportColumn, number][]) {
    const length = read(column).length;
    if (length > limit) problems.push({ line, column, code: "cell_too_long", params: { limit, actual: length } });
  }
  return problems;
}

/**
 * A number as a spreadsheet writes it in any of our languages: "1234.5", "1,234.5", "1.234,5",
 * "12,5" (Excel in Portuguese). The rule of the wizard's fields (src/offline/drafts/parse-decimal.ts):
 * the last mark is the decimal one when it is a comma or when both marks appear. NaN otherwise.
 */
export function parseCellNumber(cell: string): number {
  const text = cell.trim().replace(/\s/g, "");
  if (text === "" || !/^-?[\d.,]+$/.test(text)) return Number.NaN;
  const lastComma = text.lastIndexOf(",");
  const lastDot = text.lastIndexOf(".");
  let normalised: string;
  if (lastComma > lastDot) {
    normalised = text.replace(/\./g, "").replace(",", ".");
    if ((normalised.match(/\./g) ?? []).length > 1) return Number.NaN;
  } else {
    normalised = text.replace(/,/g, "");
  }
  const value = Number(normalised);
  return Number.isFinite(value) ? value : Number.NaN;
}

/** Rounds a converted measure so that 10 in is 25.4 cm, not 25.400000000000002. */
export const roundTo = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
