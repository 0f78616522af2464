import type { ProductImportLine, ProductImportProblem } from "../../src/api/schemas/product-import";
import { csvLine } from "../../src/domain/order-import/csv-out";
import type { CheckedProductRow } from "../../src/domain/product-import/check-products";
import { type ProductImportProblem as DomainProblem, productProblemText } from "../../src/domain/product-import/product-problems";

/** The log of a product import: one line per row of the file, kept with the job and as its CSV file. */

export const withMessage = (problem: DomainProblem): ProductImportProblem => ({ ...problem, message: productProblemText(problem) });

/** The log line of one checked row, once the products are saved. */
export const logLine = (row: CheckedProductRow, saved: ReadonlyMap<string, "created" | "updated">): ProductImportLine => ({
  line: row.line,
  sku: row.sku,
  outcome: row.product ? (saved.get(row.product.sku) ?? "rejected") : "rejected",
  problems: row.problems.map(withMessage),
});

/**
 * One line of the log as a line of its CSV file: cells a spreadsheet cannot run (a SKU starting
 * with = gets an apostrophe: the orders import's csvLine).
 */
export const logCsvLine = (line: ProductImportLine): string =>
  csvLine([String(line.line), line.sku, line.outcome, line.problems.map((p) => (p.column ? `${p.column}: ${p.message}` : p.message)).join("; ")]);

/** The log as a CSV file, from lines written by logCsvLine: UTF-8 with a BOM (so Excel reads accents right). */
export const logCsvFile = (csvLines: readonly string[]): Buffer => Buffer.from(`\uFEFF${[csvLine(["line", "sku", "outcome", "message"]), ...csvLines].join("\r\n")}\r\n`, "utf8");

export const logFileName = (fileName: string) => `${fileName.replace(/\.csv$/i, "")}-log.csv`;
