import { describe, expect, it } from "vitest";
import type { ImportCheckResult } from "./import-ports";
import { problemRows } from "./problem-rows";

const result = (rejected: ImportCheckResult["rejected"]): ImportCheckResult => ({
  orders: [],
  rejected,
  problems: [],
  totals: { rows: 0, orders: 0, valid: 0, rejected: rejected.length, products: 0 },
});

describe("the rows with errors", () => {
  it("lists every problem of the rejected orders by row then column, an order's problem at its first row", () => {
    const rows = problemRows(
      result([
        { order_number: "B-2", lines: [7, 8], problems: [{ line: 8, column: "receiver_phone", code: "invalid_phone" }, { line: null, column: null, code: "value_too_low" }] },
        { order_number: "A-1", lines: [2], problems: [{ line: 2, column: "receiver_postal_code", code: "invalid_zip" }, { line: 2, column: "item_hs_code", code: "hs_code_digits" }] },
      ]),
    );
    expect(rows.map((row) => [row.line, row.column, row.orderNumber, row.problem.code])).toEqual([
      [2, "item_hs_code", "A-1", "hs_code_digits"],
      [2, "receiver_postal_code", "A-1", "invalid_zip"],
      [7, null, "B-2", "value_too_low"],
      [8, "receiver_phone", "B-2", "invalid_phone"],
    ]);
  });

  it("shows a problem repeated for the same cell once", () => {
    const same = { line: 3, column: "receiver_phone", code: "invalid_phone" as const };
    expect(problemRows(result([{ order_number: "C-3", lines: [3], problems: [same, { ...same }] }]))).toHaveLength(1);
  });
});
