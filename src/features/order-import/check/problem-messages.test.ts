import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { importProblemText } from "../../../domain/order-import/problem-text";
import type { ImportIssueCode, ImportProblem } from "../../../domain/order-import/types";
import { INTL_LOCALE } from "../../../ui/format/locale";
import { importProblemMessage } from "./problem-messages";

/** English with no catalog: Lingui shows the source texts, which must be the server's English. */
const en = setupI18n({ locale: "en", locales: [INTL_LOCALE.en], messages: { en: {} } });

/** Every import code with the figures its message shows: a code added to the domain fails to compile here until it has a line. */
const SAMPLE_PARAMS: Record<ImportIssueCode, ImportProblem["params"]> = {
  empty_file: undefined,
  binary_file: { kind: "xlsx" },
  file_too_large: { limit_mb: 20, actual_mb: 21 },
  malformed_csv: undefined,
  no_rows: undefined,
  too_many_rows: { limit: 50_000 },
  unknown_column: { column: "notes" },
  missing_column: { column: "receiver_phone" },
  duplicate_column: { column: "currency" },
  wrong_cell_count: { expected: 32, actual: 30 },
  cell_too_long: { limit: 500, actual: 10_485_760 },
  not_a_number: { value: "ten" },
  unequal_order_cells: { column: "currency", first_line: 2 },
  unequal_box_cells: { column: "box_weight", box: "1", first_line: 2 },
  no_default_sender: undefined,
  unknown_sales_channel: { value: "Shopee" },
  unknown_category: { value: "gadgets" },
  invalid_country: { value: "Brasil" },
  invalid_currency: { value: "US$" },
  invalid_incoterm: { value: "FOB" },
  too_many_boxes: { limit: 20 },
  too_many_items: { limit: 100 },
};

describe("import problem messages", () => {
  it.each(Object.entries(SAMPLE_PARAMS))("%s says in English what the server stores", (code, params) => {
    const problem = { line: 2, column: null, code: code as ImportIssueCode, ...(params ? { params } : {}) };
    expect(importProblemMessage(problem, en)).toBe(importProblemText(problem));
  });

  it("uses the wizard's messages for the wizard's rules, and names the default sender's field", () => {
    expect(importProblemMessage({ line: 2, column: "item_hs_code", code: "hs_code_digits" }, en)).toBe("The HS code has 6 or 8 digits");
    expect(importProblemMessage({ line: 2, column: null, code: "blank", params: { field: "sender.city" } }, en)).toBe("Default sender, city: Can't be blank");
    expect(importProblemMessage({ line: 2, column: "contract", code: "unknown_contract", params: { value: "Overnight" } }, en)).toBe('No contract of yours is named "Overnight"');
  });

  it("shows the wizard's limits in the user's units", () => {
    const problem: ImportProblem = { line: 2, column: "box_length", code: "side_too_long", params: { actual: 127, limit: 105, measure: "length" } };
    expect(importProblemMessage(problem, en, "imperial")).toBe("Each side may be at most 41.34 in (this one is 50 in)");
  });
});
