import { problemsByLine } from "./problem-lines";
import { IMPORT_COLUMNS, type ImportRow, type RejectedOrder } from "./types";

/**
 * CSV the app writes: the rejected rows to fix and import again, and the template to start from.
 * A cell a spreadsheet would read as a formula (starting with =, +, -, @, tab or carriage return)
 * is written with a leading apostrophe, so that opening the file runs nothing (CSV injection).
 * Files start with a byte order mark: without it Excel reads UTF-8 as Windows-1252 ("SÃ£o Paulo").
 */

const BOM = "\uFEFF";
const FORMULA_START = /^[=+\-@\t\r]/;
export const MESSAGES_COLUMN = "messages";

export const neutraliseCell = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell);

function csvCell(cell: string, delimiter: string): string {
  const safe = neutraliseCell(cell);
  return safe.includes('"') || safe.includes(delimiter) || /[\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvLine = (cells: readonly string[], delimiter = ",") => cells.map((cell) => csvCell(cell, delimiter)).join(delimiter);

/**
 * The rows of the rejected orders, as the file had them, with a last column of messages
 * ("receiver_phone: Invalid phone; item_hs_code: ..."). `text` writes a problem in the user's
 * language (the domain's English `importProblemText` on the server).
 */
export function rejectedRowsCsv(
  columns: readonly string[],
  rows: readonly ImportRow[],
  rejected: readonly RejectedOrder[],
  text: (problem: RejectedOrder["problems"][number]) => string,
  delimiter = ",",
): string {
  const messages = problemsByLine(rejected);
  const out = [csvLine([...columns, MESSAGES_COLUMN], delimiter)];
  for (const row of rows) {
    const problems = messages.get(row.line);
    if (!problems) continue;
    const message = problems.map((problem) => (problem.column ? `${problem.column}: ${text(problem)}` : text(problem))).join("; ");
    out.push(csvLine([...row.values, message], delimiter));
  }
  return BOM + out.join("\r\n") + "\r\n";
}

/** One order of two items in one box, to Brazil: the format by example. */
export const TEMPLATE_ROWS: readonly (readonly string[])[] = [
  ["PED-1001", "", "", "", "DDU", "USD", "Maria da Silva", "529.982.247-25", "+55 11 91234-5678", "maria.silva@example.com", "BR", "01310-100", "SP", "São Paulo", "Avenida Paulista", "1000", "Apto 12", "Bela Vista", "1", "30", "20", "10", "1.6", "TSHIRT-BL-M", "Camiseta de algodão", "Camiseta azul, tamanho M", "fashion", "6109.10.00", "CN", "25.50", "0.3", "2"],
  ["PED-1001", "", "", "", "DDU", "USD", "Maria da Silva", "529.982.247-25", "+55 11 91234-5678", "maria.silva@example.com", "BR", "01310-100", "SP", "São Paulo", "Avenida Paulista", "1000", "Apto 12", "Bela Vista", "1", "30", "20", "10", "1.6", "SHOE-RUN-40", "Tênis de corrida", "Tamanho 40", "shoes", "6404.11.00", "VN", "89.90", "0.9", "1"],
];

export function templateCsv(): string {
  return BOM + [csvLine(IMPORT_COLUMNS), ...TEMPLATE_ROWS.map((row) => csvLine(row))].join("\r\n") + "\r\n";
}
