import { type OrderIssueCode, orderIssueText } from "../order-validation";
import type { ImportIssueCode, ImportProblem } from "./types";

/**
 * The English text of an import problem: what the server stores with a rejected order and writes
 * in the import's log. The wizard's codes keep the wizard's texts; the app shows its own
 * translations of the same codes (src/features/order-import/check/problem-messages.ts).
 */

const IMPORT_CODES: ReadonlySet<string> = new Set<ImportIssueCode>([
  "empty_file",
  "binary_file",
  "file_too_large",
  "malformed_csv",
  "no_rows",
  "too_many_rows",
  "unknown_column",
  "missing_column",
  "duplicate_column",
  "wrong_cell_count",
  "cell_too_long",
  "not_a_number",
  "unequal_order_cells",
  "unequal_box_cells",
  "no_default_sender",
  "unknown_sales_channel",
  "unknown_category",
  "invalid_country",
  "invalid_currency",
  "invalid_incoterm",
  "too_many_boxes",
  "too_many_items",
]);

export const isImportIssueCode = (code: string): code is ImportIssueCode => IMPORT_CODES.has(code);

/** Figures as the app shows them in English ("50,000"). */
const figure = (value: string | number | undefined) => (typeof value === "number" ? value.toLocaleString("en-US") : String(value ?? ""));

function importIssueText(code: ImportIssueCode, params: Record<string, string | number>): string {
  const p = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, key === "limit" ? figure(value) : value]));
  switch (code) {
    case "empty_file":
      return "The file is empty";
    case "binary_file":
      return "This is not a CSV file: save the sheet as CSV and choose that file";
    case "file_too_large":
      return `The file is larger than ${p.limit_mb} MB: split it into smaller files`;
    case "malformed_csv":
      return "A quote is not closed: the rest of the file cannot be read";
    case "no_rows":
      return "The file has no orders under its header";
    case "too_many_rows":
      return `The file has more than ${p.limit} rows: split it into smaller files`;
    case "unknown_column":
      return `Unknown column "${p.column}"`;
    case "missing_column":
      return `Missing column "${p.column}"`;
    case "duplicate_column":
      return `The column "${p.column}" appears twice`;
    case "wrong_cell_count":
      return `This row has ${p.actual} cells; the header has ${p.expected}`;
    case "cell_too_long":
      return `Too long: at most ${p.limit} characters`;
    case "not_a_number":
      return "Must be a number";
    case "unequal_order_cells":
      return `Rows of the same order must have the same ${p.column} (see row ${p.first_line})`;
    case "unequal_box_cells":
      return `Rows of box ${p.box} must have the same ${p.column} (see row ${p.first_line})`;
    case "no_default_sender":
      return "Set a default sender before importing orders";
    case "unknown_sales_channel":
      return `No sales channel is named "${p.value}"`;
    case "unknown_category":
      return `Unknown category "${p.value}"`;
    case "invalid_country":
      return "Must be a two-letter country code";
    case "invalid_currency":
      return "Must be a three-letter currency code";
    case "invalid_incoterm":
      return "Must be DDP or DDU";
    case "too_many_boxes":
      return `An order may have at most ${p.limit} boxes`;
    case "too_many_items":
      return `A box may hold at most ${p.limit} items`;
  }
}

export function importProblemText(problem: ImportProblem): string {
  const params = problem.params ?? {};
  if (isImportIssueCode(problem.code)) return importIssueText(problem.code, params);
  // A contract named in the file but not the seller's: the wizard's "Choose a contract" would not say which.
  if (problem.code === "unknown_contract" && params.value !== undefined) return `No contract of yours is named "${params.value}"`;
  const text = orderIssueText({ path: String(params.field ?? ""), code: problem.code as OrderIssueCode, params });
  return typeof params.field === "string" && params.field.startsWith("sender.") ? `Default sender, ${params.field.slice("sender.".length)}: ${text}` : text;
}
