import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { MeasurementSystem } from "../../../domain/measurement";
import { isImportIssueCode } from "../../../domain/order-import/problem-text";
import type { ImportIssueCode, ImportProblem } from "../../../domain/order-import/types";
import type { OrderIssueCode } from "../../../domain/order-validation";
import { orderIssueMessage } from "../../../ui/order-issue-text";
import { formatNumber } from "../../../ui/format/number";

/**
 * The user's-language text of every import problem (issue 17): the wizard's own translated
 * messages for the wizard's rules (src/ui/order-issue-text.ts), and the import's codes here. The
 * server keeps the English of the same codes (src/domain/order-import/problem-text.ts).
 * Column names are the file's header names and stay as they are.
 */

function importIssueMessage(code: ImportIssueCode, p: Record<string, string | number>, i18n: I18n): string {
  const column = String(p.column ?? "");
  const value = String(p.value ?? "");
  const limit = typeof p.limit === "number" ? formatNumber(p.limit, {}, i18n) : "";
  const firstLine = String(p.first_line ?? "");
  switch (code) {
    case "empty_file":
      return i18n._(msg`The file is empty`);
    case "binary_file":
      return i18n._(msg`This is not a CSV file: save the sheet as CSV and choose that file`);
    case "file_too_large": {
      const megabytes = String(p.limit_mb ?? "");
      return i18n._(msg`The file is larger than ${megabytes} MB: split it into smaller files`);
    }
    case "malformed_csv":
      return i18n._(msg`A quote is not closed: the rest of the file cannot be read`);
    case "no_rows":
      return i18n._(msg`The file has no orders under its header`);
    case "too_many_rows":
      return i18n._(msg`The file has more than ${limit} rows: split it into smaller files`);
    case "unknown_column":
      return i18n._(msg`Unknown column "${column}"`);
    case "missing_column":
      return i18n._(msg`Missing column "${column}"`);
    case "duplicate_column":
      return i18n._(msg`The column "${column}" appears twice`);
    case "wrong_cell_count": {
      const actual = String(p.actual ?? "");
      const expected = String(p.expected ?? "");
      return i18n._(msg`This row has ${actual} cells; the header has ${expected}`);
    }
    case "cell_too_long":
      return i18n._(msg`Too long: at most ${limit} characters`);
    case "not_a_number":
      return i18n._(msg`Must be a number`);
    case "unequal_order_cells":
      return i18n._(msg`Rows of the same order must have the same ${column} (see row ${firstLine})`);
    case "unequal_box_cells": {
      const box = String(p.box ?? "");
      return i18n._(msg`Rows of box ${box} must have the same ${column} (see row ${firstLine})`);
    }
    case "no_default_sender":
      return i18n._(msg`Set a default sender before importing orders`);
    case "unknown_sales_channel":
      return i18n._(msg`No sales channel is named "${value}"`);
    case "unknown_category":
      return i18n._(msg`Unknown category "${value}"`);
    case "invalid_country":
      return i18n._(msg`Must be a two-letter country code`);
    case "invalid_currency":
      return i18n._(msg`Must be a three-letter currency code`);
    case "invalid_incoterm":
      return i18n._(msg`Must be DDP or DDU`);
    case "too_many_boxes":
      return i18n._(msg`An order may have at most ${limit} boxes`);
    case "too_many_items":
      return i18n._(msg`A box may hold at most ${limit} items`);
  }
}

/** The message of one problem in the user's language; lengths and weights in the user's units. */
export function importProblemMessage(problem: ImportProblem, i18n: I18n, system: MeasurementSystem = "metric"): string {
  const params = problem.params ?? {};
  if (isImportIssueCode(problem.code)) return importIssueMessage(problem.code, params, i18n);
  if (problem.code === "unknown_contract" && params.value !== undefined) {
    const name = String(params.value);
    return i18n._(msg`No contract of yours is named "${name}"`);
  }
  const text = orderIssueMessage({ path: String(params.field ?? ""), code: problem.code as OrderIssueCode, params }, i18n, system);
  // The default sender is not in the file: say that the problem is there, and which field.
  if (typeof params.field === "string" && params.field.startsWith("sender.")) {
    const field = params.field.slice("sender.".length);
    return i18n._(msg`Default sender, ${field}: ${text}`);
  }
  return text;
}
