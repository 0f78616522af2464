import type { ProductImportLine, ProductImportProblem } from "../../src/api/schemas/product-import";
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
 * A cell a spreadsheet cannot run: one starting with =, +, -, @, a tab or a carriage return gets
 * a leading apostrophe (OWASP's advice against CSV injection); quotes are doubled.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The log as a CSV file (UTF-8 with a BOM, so Excel reads accents right). */
export function logCsv(lines: readonly ProductImportLine[]): Buffer {
  const rows = [["line", "sku", "outcome", "message"], ...lines.map((line) => [line.line, line.sku, line.outcome, line.problems.map((p) => (p.column ? `${p.column}: ${p.message}` : p.message)).join("; ")])];
  return Buffer.from(`\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`, "utf8");
}

export const logFileName = (fileName: string) => `${fileName.replace(/\.csv$/i, "")}-log.csv`;
