import { type OrderIssueCode, orderIssueText } from "../order-validation";

/**
 * What can be wrong in a products file, by code: the server stores the codes with their English
 * text (for the log file); the app shows each code in the user's language
 * (src/features/product-import/problem-text.ts).
 */

/** The template form's own rules (src/features/settings/product-template-values.ts) plus the file's. */
export type ProductImportCode =
  | Extract<OrderIssueCode, "blank" | "hs_code_digits" | "min_amount" | "not_positive">
  | "too_long"
  | "too_large"
  | "not_a_number"
  | "unknown_category"
  | "invalid_country"
  | "duplicate_sku"
  // The whole file:
  | "empty_file"
  | "file_too_large"
  | "no_rows"
  | "too_many_rows"
  | "missing_column"
  | "duplicate_column"
  | "malformed_csv";

/** `line` is the spreadsheet's row (header = 1), null for the whole file; `column` a PRODUCT_IMPORT_COLUMNS name. */
export interface ProductImportProblem {
  line: number | null;
  column: string | null;
  code: ProductImportCode;
  params?: Record<string, string | number>;
}

/** The English text of a problem (the log file, the server's answers). */
export function productProblemText(problem: Pick<ProductImportProblem, "code" | "params">): string {
  const p = problem.params ?? {};
  switch (problem.code) {
    case "blank":
    case "hs_code_digits":
    case "min_amount":
    case "not_positive":
      return orderIssueText({ path: "", code: problem.code });
    case "too_long":
      return `At most ${p.max} characters`;
    case "too_large":
      return `At most ${p.max}`;
    case "not_a_number":
      return "Must be a number";
    case "unknown_category":
      return "Choose a category from the list";
    case "invalid_country":
      return "Must be a country code of two letters, such as CN or US";
    case "duplicate_sku":
      return `This SKU is already on line ${p.line}`;
    case "empty_file":
      return "The file is empty";
    case "file_too_large":
      return `The file is larger than ${p.megabytes} MB`;
    case "no_rows":
      return "The file has no products under its header";
    case "too_many_rows":
      return `The file has more than ${p.max} products`;
    case "missing_column":
      return `The column ${p.column} is missing`;
    case "duplicate_column":
      return `The column ${p.column} appears twice`;
    case "malformed_csv":
      return "The file is not a CSV file";
  }
}
