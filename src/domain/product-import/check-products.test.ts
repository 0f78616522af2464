import { describe, expect, it } from "vitest";
import { checkProductRows, readProductHeader, rowCountProblems } from "./check-products";
import { MAX_PRODUCT_ROWS } from "./product-columns";
import { productProblemText } from "./product-problems";

const HEADER = ["SKU", "Name", "Description", "Category", "hsCode", "Origin country", "Unit price", "unit_weight"];
const { positions } = readProductHeader(HEADER);
const row = (line: number, values: string[]) => ({ line, values });
const GOOD = ["MUG-1", "Mug", "A blue mug", "Home decor", "6912.00", "cn", "12,50", "0.4"];

describe("readProductHeader", () => {
  it("reads the columns in any order and spelling, and ignores columns it does not know", () => {
    const { positions: read, problems } = readProductHeader(["notes", "unit-weight", "UNIT PRICE", "origin_country", "category", "name", "sku"]);
    expect(problems).toEqual([]);
    expect(read).toEqual({ unit_weight: 1, unit_price: 2, origin_country: 3, category: 4, name: 5, sku: 6 });
  });

  it("names each missing required column and a column given twice", () => {
    const { problems } = readProductHeader(["sku", "SKU", "name"]);
    expect(problems.map((p) => [p.code, p.column])).toEqual([
      ["duplicate_column", "sku"],
      ["missing_column", "category"],
      ["missing_column", "origin_country"],
      ["missing_column", "unit_price"],
      ["missing_column", "unit_weight"],
    ]);
  });
});

describe("checkProductRows", () => {
  it("turns a good row into the product the template form would save", () => {
    const [checked] = checkProductRows(positions, [row(2, GOOD)], "metric");
    expect(checked).toEqual({
      line: 2,
      sku: "MUG-1",
      problems: [],
      product: { sku: "MUG-1", name: "Mug", description: "A blue mug", category: "home decor", hs_code: "691200", origin_country: "CN", unit_price: 12.5, unit_weight: 0.4 },
    });
  });

  it("reads weights in pounds for an imperial seller and keeps kilograms", () => {
    const [checked] = checkProductRows(positions, [row(2, [...GOOD.slice(0, 7), "1"])], "imperial");
    expect(checked?.product?.unit_weight).toBe(0.454);
  });

  it("names every bad cell of a row with its line and column, as the form would", () => {
    const [checked] = checkProductRows(positions, [row(7, ["", "x".repeat(121), "", "Spaceships", "12345", "Brazil", "0", "-1"])], "metric");
    expect(checked?.product).toBeUndefined();
    expect(checked?.problems.map((p) => [p.line, p.column, p.code])).toEqual([
      [7, "sku", "blank"],
      [7, "name", "too_long"],
      [7, "category", "unknown_category"],
      [7, "hs_code", "hs_code_digits"],
      [7, "origin_country", "invalid_country"],
      [7, "unit_price", "min_amount"],
      [7, "unit_weight", "not_positive"],
    ]);
  });

  it("refuses numbers that are not numbers, and a SKU given twice after its first line", () => {
    const rows = checkProductRows(positions, [row(2, GOOD), row(3, ["MUG-2", ...GOOD.slice(1, 6), "twelve", "0.4"]), row(4, ["MUG-1", ...GOOD.slice(1)])], "metric");
    expect(rows[0]?.product).toBeDefined();
    expect(rows[1]?.problems.map((p) => p.code)).toEqual(["not_a_number"]);
    expect(rows[2]?.problems).toEqual([{ line: 4, column: "sku", code: "duplicate_sku", params: { line: 2 } }]);
    expect(productProblemText(rows[2]!.problems[0]!)).toBe("This SKU is already on line 2");
  });

  it("keeps HTML in a cell as text: it is data, never markup", () => {
    const [checked] = checkProductRows(positions, [row(2, ["X-1", "<script>alert(1)</script>", ...GOOD.slice(2)])], "metric");
    expect(checked?.product?.name).toBe("<script>alert(1)</script>");
  });
});

describe("rowCountProblems", () => {
  it("refuses a file without rows and one above the limit", () => {
    expect(rowCountProblems(0)[0]?.code).toBe("no_rows");
    expect(rowCountProblems(MAX_PRODUCT_ROWS + 1)[0]).toEqual({ line: null, column: null, code: "too_many_rows", params: { max: MAX_PRODUCT_ROWS } });
    expect(rowCountProblems(1)).toEqual([]);
  });
});
