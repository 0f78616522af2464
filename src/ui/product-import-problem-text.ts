import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ProductImportProblem } from "../api/schemas/product-import";
import { formatNumber } from "./format/number";
import { orderIssueMessage } from "./order-issue-text";

/**
 * A problem of a products file (issue 17) in the user's language: the settings page shows the
 * ones of a refused file, /products/import/{id} those of each line. The codes are
 * ProductImportCode (src/domain/product-import/product-problems.ts); a code this app does not
 * know is shown in the server's English words.
 */

/** The file's columns as the user reads them in the template's header. */
export function productColumnLabel(column: string, i18n: I18n): string {
  switch (column) {
    case "sku":
      return i18n._(msg`SKU`);
    case "name":
      return i18n._(msg({ message: "Name", context: "of a product" }));
    case "description":
      return i18n._(msg`Description`);
    case "category":
      return i18n._(msg`Category`);
    case "hs_code":
      return i18n._(msg`HS code`);
    case "origin_country":
      return i18n._(msg`Origin country`);
    case "unit_price":
      return i18n._(msg`Unit price`);
    case "unit_weight":
      return i18n._(msg`Unit weight`);
    default:
      return column;
  }
}

export function productImportProblemText(problem: Pick<ProductImportProblem, "code" | "params" | "message">, i18n: I18n): string {
  const p = problem.params ?? {};
  const number = (value: string | number | undefined) => (typeof value === "number" ? formatNumber(value, {}, i18n) : String(value ?? ""));
  switch (problem.code) {
    case "blank":
    case "hs_code_digits":
    case "min_amount":
    case "not_positive":
      return orderIssueMessage({ path: "", code: problem.code }, i18n);
    case "too_long": {
      const max = number(p.max);
      return i18n._(msg`At most ${max} characters`);
    }
    case "too_large": {
      const max = number(p.max);
      return i18n._(msg`At most ${max}`);
    }
    case "not_a_number":
      return i18n._(msg`Must be a number`);
    case "unknown_category":
      return i18n._(msg`Choose a category from the list`);
    case "invalid_country":
      return i18n._(msg`Must be a country code of two letters, such as CN or US`);
    case "duplicate_sku": {
      const line = number(p.line);
      return i18n._(msg`This SKU is already on line ${line}`);
    }
    case "empty_file":
      return i18n._(msg`The file is empty`);
    case "file_too_large": {
      const megabytes = number(p.megabytes);
      return i18n._(msg`The file is larger than ${megabytes} MB`);
    }
    case "no_rows":
      return i18n._(msg`The file has no products under its header`);
    case "too_many_rows": {
      const max = number(p.max);
      return i18n._(msg`The file has more than ${max} products`);
    }
    case "missing_column": {
      const column = productColumnLabel(String(p.column ?? ""), i18n);
      return i18n._(msg`The column ${column} is missing`);
    }
    case "duplicate_column": {
      const column = productColumnLabel(String(p.column ?? ""), i18n);
      return i18n._(msg`The column ${column} appears twice`);
    }
    case "malformed_csv":
      return i18n._(msg`The file is not a CSV file`);
    default:
      return problem.message;
  }
}
