import { IMPORT_COLUMNS, type ImportColumn, type ImportProblem } from "./types";

/**
 * The header of a file: names in any order, any case, with spaces around; every name must be a
 * column of the format. An unknown name is a problem, not ignored: a misspelt
 * "receiver_complment" would otherwise drop every complement of the file without a word.
 */

/** Columns a file may leave out: their cells may all be empty (the contract is then the seller's default). */
export const OPTIONAL_COLUMNS: ReadonlySet<ImportColumn> = new Set([
  "sales_channel",
  "sales_channel_order_number",
  "contract",
  "receiver_tax_document",
  "receiver_email",
  "receiver_complement",
  "receiver_quarter",
  "box_number",
  "item_description",
]);

/** Cells that describe the whole order: every row of an order must repeat the same values. */
export const ORDER_COLUMNS: readonly ImportColumn[] = IMPORT_COLUMNS.slice(0, IMPORT_COLUMNS.indexOf("box_number"));
/** Cells that describe a box: every row of the same box must repeat the same values. */
export const BOX_COLUMNS: readonly ImportColumn[] = ["box_length", "box_width", "box_height", "box_weight"];
/** Cells of the item a row is. */
export const ITEM_COLUMNS: readonly ImportColumn[] = IMPORT_COLUMNS.slice(IMPORT_COLUMNS.indexOf("item_sku"));

const KNOWN: ReadonlySet<string> = new Set(IMPORT_COLUMNS);
export const isImportColumn = (name: string): name is ImportColumn => KNOWN.has(name);

/** A header cell as a column name: trimmed, lower case, a leading byte order mark dropped. */
export const normaliseColumnName = (name: string) => name.replace(/^\uFEFF/, "").trim().toLowerCase();

export function normaliseHeader(header: readonly string[]): string[] {
  return header.map(normaliseColumnName);
}

/** Problems of a normalised header: unknown, repeated and missing columns (each named). */
export function headerProblems(columns: readonly string[]): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const seen = new Set<string>();
  for (const name of columns) {
    if (!isImportColumn(name)) problems.push({ line: 1, column: name, code: "unknown_column", params: { column: name } });
    else if (seen.has(name)) problems.push({ line: 1, column: name, code: "duplicate_column", params: { column: name } });
    seen.add(name);
  }
  for (const name of IMPORT_COLUMNS) {
    if (!seen.has(name) && !OPTIONAL_COLUMNS.has(name)) problems.push({ line: 1, column: name, code: "missing_column", params: { column: name } });
  }
  return problems;
}

/** Reads a row's cells by column name; a column the file does not have reads as "". */
export type CellReader = (values: readonly string[], column: ImportColumn) => string;

export function cellReader(columns: readonly string[]): CellReader {
  const index = new Map<string, number>();
  columns.forEach((name, i) => {
    if (!index.has(name)) index.set(name, i);
  });
  return (values, column) => {
    const i = index.get(column);
    return i === undefined ? "" : (values[i] ?? "").trim();
  };
}
