import { describe, expect, it } from "vitest";
import { applyCorrections, cellKey, cellValue } from "./corrections";
import type { CheckedFile } from "./import-ports";

const file: CheckedFile = {
  fileName: "orders.csv",
  columns: ["order_number", "receiver_phone", "item_quantity"],
  rows: [
    { line: 2, values: ["A-1", "123", "1"] },
    { line: 3, values: ["A-1", "123"] },
    { line: 5, values: ["B-2", "+55 11 91234-5678", "2"] },
  ],
  result: { orders: [], rejected: [], problems: [], totals: { rows: 3, orders: 2, valid: 1, rejected: 1, products: 1 } },
  sender: null,
};

describe("cell corrections", () => {
  it("reads a cell by its spreadsheet row and column, empty for a short row, undefined when not in the file", () => {
    expect(cellValue(file, 5, "receiver_phone")).toBe("+55 11 91234-5678");
    expect(cellValue(file, 3, "item_quantity")).toBe("");
    expect(cellValue(file, 4, "receiver_phone")).toBeUndefined();
    expect(cellValue(file, 2, "receiver_email")).toBeUndefined();
  });

  it("writes the corrected cells into new rows and leaves the file it was given as it was", () => {
    const corrected = applyCorrections(
      file,
      new Map([
        [cellKey(2, "receiver_phone"), "+55 11 98888-7777"],
        [cellKey(3, "item_quantity"), "4"],
        [cellKey(9, "receiver_phone"), "ignored: no such row"],
        [cellKey(2, "unknown"), "ignored: no such column"],
      ]),
    );
    expect(corrected.rows).toEqual([
      { line: 2, values: ["A-1", "+55 11 98888-7777", "1"] },
      { line: 3, values: ["A-1", "123", "4"] },
      { line: 5, values: ["B-2", "+55 11 91234-5678", "2"] },
    ]);
    expect(corrected.rows[2]).toBe(file.rows[2]);
    expect(file.rows[0]?.values[1]).toBe("123");
  });

  it("keeps a column name that holds a colon whole", () => {
    const odd: CheckedFile = { ...file, columns: ["a:b"], rows: [{ line: 2, values: ["x"] }] };
    expect(applyCorrections(odd, new Map([[cellKey(2, "a:b"), "y"]])).rows[0]?.values).toEqual(["y"]);
  });
});
