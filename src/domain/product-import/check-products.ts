import { COUNTRY_CODE_PATTERN } from "../countries";
import type { MeasurementSystem } from "../measurement";
import { weightToKg } from "../measurement-units";
import { HS_CODE_PATTERN, MIN_AMOUNT, normalizeHsCode } from "../order-validation";
import { parseDecimal } from "../parse-decimal";
import { PRODUCT_CATEGORY_KEYS, type ProductCategory } from "../product-categories";
import { MAX_PRODUCT_ROWS, type ProductImportColumn, REQUIRED_PRODUCT_COLUMNS, productColumnOf } from "./product-columns";
import type { ProductImportProblem } from "./product-problems";

/**
 * The check of a products file (issue 17): the rules of the product template form
 * (src/features/settings/product-template-values.ts) on every row, so a product the file brings
 * is one the form would have saved. Weights are read in the seller's measurement system and kept
 * in kilograms, as the form does.
 */

/** The server's limits of a template (src/api/schemas/templates.ts). */
export const PRODUCT_LIMITS = { sku: 60, name: 120, description: 500, unit_price: 10_000_000, unit_weight: 10_000 } as const;

/** A product as the template store takes it (ProductTemplateInput after parsing). */
export interface ImportedProduct {
  sku: string;
  name: string;
  description: string | null;
  category: ProductCategory;
  hs_code: string;
  origin_country: string;
  unit_price: number;
  unit_weight: number;
}

export interface ProductRow {
  /** The spreadsheet's row number (header = 1). */
  line: number;
  values: readonly string[];
}

export interface CheckedProductRow {
  line: number;
  /** As typed (trimmed), for the log; may be empty. */
  sku: string;
  /** Set when the row has no problem. */
  product?: ImportedProduct;
  problems: ProductImportProblem[];
}

/** Where each column is in the file's rows, or the problems of the header. */
export function readProductHeader(header: readonly string[]): { positions: Partial<Record<ProductImportColumn, number>>; problems: ProductImportProblem[] } {
  const positions: Partial<Record<ProductImportColumn, number>> = {};
  const problems: ProductImportProblem[] = [];
  header.forEach((name, index) => {
    const column = productColumnOf(name);
    // Columns we do not know (a spreadsheet's own notes) are left alone.
    if (!column) return;
    if (positions[column] !== undefined) problems.push({ line: 1, column, code: "duplicate_column", params: { column } });
    else positions[column] = index;
  });
  for (const column of REQUIRED_PRODUCT_COLUMNS) {
    if (positions[column] === undefined) problems.push({ line: 1, column, code: "missing_column", params: { column } });
  }
  return { positions, problems };
}

/** The problems of the file as a whole: no rows, too many. */
export function rowCountProblems(rows: number): ProductImportProblem[] {
  if (rows === 0) return [{ line: null, column: null, code: "no_rows" }];
  if (rows > MAX_PRODUCT_ROWS) return [{ line: null, column: null, code: "too_many_rows", params: { max: MAX_PRODUCT_ROWS } }];
  return [];
}

const CATEGORY_BY_LOWER = new Map<string, ProductCategory>(PRODUCT_CATEGORY_KEYS.map((key) => [key.toLowerCase(), key]));

/** Rows between two calls of checkProductRows' `onProgress`. */
export const PRODUCT_PROGRESS_EVERY = 500;

/**
 * A checker of a file's rows taken one at a time, in the file's order (the products import's job
 * checks 10,000 rows a few milliseconds at a time, decision 066): a SKU given twice counts once,
 * on its first line (SKUs are compared as the database does: exactly).
 */
export function productRowChecker(positions: Partial<Record<ProductImportColumn, number>>, system: MeasurementSystem): (row: ProductRow) => CheckedProductRow {
  const firstLineOfSku = new Map<string, number>();
  return (row) => {
    const checked = checkProductRow(positions, row, system);
    const key = checked.sku;
    const first = firstLineOfSku.get(key);
    if (checked.sku !== "" && first !== undefined) {
      return { line: row.line, sku: checked.sku, problems: [...checked.problems, { line: row.line, column: "sku", code: "duplicate_sku", params: { line: first } }] };
    }
    if (checked.sku !== "") firstLineOfSku.set(key, row.line);
    return checked;
  };
}

/** Every row checked, as productRowChecker does. `onProgress` hears the rows done every PRODUCT_PROGRESS_EVERY rows. */
export function checkProductRows(
  positions: Partial<Record<ProductImportColumn, number>>,
  rows: readonly ProductRow[],
  system: MeasurementSystem,
  onProgress?: (done: number) => void,
): CheckedProductRow[] {
  const check = productRowChecker(positions, system);
  return rows.map((row, index) => {
    if (onProgress && (index + 1) % PRODUCT_PROGRESS_EVERY === 0) onProgress(index + 1);
    return check(row);
  });
}

export function checkProductRow(positions: Partial<Record<ProductImportColumn, number>>, row: ProductRow, system: MeasurementSystem): CheckedProductRow {
  const cell = (column: ProductImportColumn) => {
    const at = positions[column];
    return at === undefined ? "" : (row.values[at] ?? "").trim();
  };
  const problems: ProductImportProblem[] = [];
  const problem = (column: ProductImportColumn, code: ProductImportProblem["code"], params?: ProductImportProblem["params"]) =>
    problems.push({ line: row.line, column, code, ...(params ? { params } : {}) });

  const text = (column: "sku" | "name" | "description", required: boolean) => {
    const value = cell(column);
    if (value === "" && required) problem(column, "blank");
    else if (value.length > PRODUCT_LIMITS[column]) problem(column, "too_long", { max: PRODUCT_LIMITS[column] });
    return value;
  };
  const sku = text("sku", true);
  const name = text("name", true);
  const description = text("description", false);

  const categoryCell = cell("category");
  const category = CATEGORY_BY_LOWER.get(categoryCell.toLowerCase());
  if (categoryCell === "") problem("category", "blank");
  else if (!category) problem("category", "unknown_category");

  // Optional in a template (the order asks for it), but when given it must be a real one.
  const hsCode = normalizeHsCode(cell("hs_code"));
  if (hsCode !== "" && !HS_CODE_PATTERN.test(hsCode)) problem("hs_code", "hs_code_digits");

  const country = cell("origin_country").toUpperCase();
  if (country === "") problem("origin_country", "blank");
  else if (!COUNTRY_CODE_PATTERN.test(country)) problem("origin_country", "invalid_country");

  const number = (column: "unit_price" | "unit_weight") => {
    const typed = cell(column);
    if (typed === "") {
      problem(column, "blank");
      return undefined;
    }
    const value = parseDecimal(typed);
    if (!Number.isFinite(value)) {
      problem(column, "not_a_number");
      return undefined;
    }
    return value;
  };
  const price = number("unit_price");
  if (price !== undefined && price < MIN_AMOUNT) problem("unit_price", "min_amount");
  else if (price !== undefined && price > PRODUCT_LIMITS.unit_price) problem("unit_price", "too_large", { max: PRODUCT_LIMITS.unit_price });
  const typedWeight = number("unit_weight");
  const weight = typedWeight === undefined ? undefined : weightToKg(typedWeight, system);
  if (weight !== undefined && !(weight > 0)) problem("unit_weight", "not_positive");
  else if (weight !== undefined && weight > PRODUCT_LIMITS.unit_weight) problem("unit_weight", "too_large", { max: PRODUCT_LIMITS.unit_weight });

  if (problems.length > 0 || !category || price === undefined || weight === undefined) return { line: row.line, sku, problems };
  return {
    line: row.line,
    sku,
    problems,
    product: {
      sku,
      name,
      description: description === "" ? null : description,
      category,
      hs_code: hsCode,
      origin_country: country,
      unit_price: Math.round(price * 100) / 100,
      // The form keeps three decimals of a typed weight (inches and pounds add noise).
      unit_weight: Math.round(weight * 1000) / 1000,
    },
  };
}
