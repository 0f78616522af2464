import type { ProductImportLine, ProductImportProblem } from "../../src/api/schemas/product-import";
import { csvLine } from "../../src/domain/order-import/csv-out";
import type { CheckedProductRow } from "../../src/domain/product-import/check-products";
import { type ProductImportProblem as DomainProblem, productProblemText } from "../../src/domain/product-import/product-problems";

/** The log of a product import: one line per row of the file, kept with the job and as its CSV file. */

export const withMessage = (problem: DomainProblem): ProductImportProblem => ({ ...problem, message: productProblemText(problem) });

export function logLines(rows: readonly CheckedProductRow[], saved: ReadonlyMap<string, "created" | "updated">): ProductImportLine[] {
  return rows.map((row) => ({
    line: row.line,
    sku: row.sku,
    outcome: row.product ? (saved.get(row.product.sku) ?? "rejected") : "rejected",
    problems: row.problems.map(withMessage),
  }));
}

/**
 * The log as a CSV file: UTF-8 with a BOM (so Excel reads accents right), and cells a spreadsheet
 * cannot run (a SKU starting with = gets an apostrophe: the orders import's csvLine).
 */
export function logCsv(lines: readonly ProductImportLine[]): Buffer {
  const rows = [["line", "sku", "outcome", "message"], ...lines.map((line) => [String(line.line), line.sku, line.outcome, line.problems.map((p) => (p.column ? `${p.column}: ${p.message}` : p.message)).join("; ")])];
  return Buffer.from(`\uFEFF${rows.map((row) => csvLine(row)).join("\r\n")}\r\n`, "utf8");
}

export const logFileName = (fileName: string) => `${fileName.replace(/\.csv$/i, "")}-log.csv`;
