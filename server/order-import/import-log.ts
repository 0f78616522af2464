import { csvLine } from "../../src/domain/order-import";

/**
 * The log of an import, the job's file (downloadable from /archives): one row per created order,
 * one per problem of a rejected order. CSV as spreadsheets open it: UTF-8 with a byte order mark,
 * CRLF, and every cell a spreadsheet could run as a formula written as text (the domain's
 * csvLine, the same as the rejected rows' file).
 */

export const LOG_COLUMNS = ["line", "order_number", "outcome", "message"] as const;

export interface LogEntry {
  line: number | null;
  orderNumber: string;
  outcome: "created" | "rejected";
  message: string;
}

const BOM = "\uFEFF";

export function importLogCsv(entries: readonly LogEntry[]): Buffer {
  const lines = [csvLine(LOG_COLUMNS)];
  for (const entry of entries) lines.push(csvLine([entry.line === null ? "" : String(entry.line), entry.orderNumber, entry.outcome, entry.message]));
  return Buffer.from(BOM + lines.join("\r\n") + "\r\n", "utf8");
}

/** The log's file name from the imported file's: letters, digits, dot, dash and underscore only (it goes into a header). */
export function logFileName(fileName: string): string {
  const base = fileName.replace(/\.csv$/i, "").replace(/[^A-Za-z0-9._-]+/g, "_").slice(0, 100) || "import";
  return `${base}-log.csv`;
}
