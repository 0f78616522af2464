import type { I18n } from "@lingui/core";
import type { MeasurementSystem } from "../../domain/measurement";
import type { OrderDraftValues } from "../../offline/drafts/order-draft-values";
import { listImportRejections } from "../../api/calls/order-import";
import { fetchJob } from "../../api/calls/jobs";
import { ApiError } from "../../api/errors";
import type { OrdersImportJob } from "../../api/schemas/jobs";
import type { ImportContextBase } from "./use-import-context";

/**
 * What the import screens use of the other parts of issue 17, in one place: the checks and the
 * worker client (src/domain/order-import, ./check) and the calls (src/api/calls/order-import.ts).
 * The screens import from here only, so that the shape they read is stated once.
 *
 * PLACEHOLDER until the branches that write those parts are merged: the types follow the shared
 * contract of issue 17; the functions answer that the part is missing.
 */

import { checkImport, importProblemText, rejectedRowsCsv as domainRejectedRowsCsv, templateCsv } from "../../domain/order-import";
import { readImportFile } from "../../domain/order-import/read-file";
import type { ImportCheckResult, ImportProblem, ImportProgress, ImportRow } from "../../domain/order-import/types";
import { takenOrderNumbers } from "../../api/calls/order-import";

export type { ImportCheckResult, ImportProblem, ImportProgress, ImportRow };

/** A file once parsed: its header (normalised) and rows, and what the check found. */
export interface CheckedFile {
  fileName: string;
  columns: string[];
  rows: ImportRow[];
  result: ImportCheckResult;
}

const missing = (part: string) => new Error(`${part} is not merged yet`);

/** Takes the order numbers of the file that the seller already has, then checks. */
async function checkRows(fileName: string, columns: string[], rows: ImportRow[], context: ImportContextBase, onProgress: (progress: ImportProgress) => void): Promise<CheckedFile> {
  const numbers = [...new Set(rows.map((row) => row.values[columns.indexOf("order_number")]?.trim() ?? "").filter((value) => value !== ""))];
  const taken = numbers.length === 0 ? [] : await takenOrderNumbers(numbers);
  const result = checkImport(columns, rows, { ...context, takenOrderNumbers: new Set(taken) }, onProgress);
  return { fileName, columns, rows, result };
}

export async function checkFileInWorker(file: File, context: ImportContextBase, onProgress: (progress: ImportProgress) => void): Promise<CheckedFile> {
  onProgress({ stage: "checking csv format", done: 0, total: 0 });
  const read = readImportFile(new Uint8Array(await file.arrayBuffer()));
  if (read.problems.length > 0) {
    const totals = { rows: read.rows.length, orders: 0, valid: 0, rejected: 0, products: 0 };
    return { fileName: file.name, columns: read.columns, rows: read.rows, result: { orders: [], rejected: [], problems: read.problems, totals } };
  }
  return checkRows(file.name, read.columns, read.rows, context, onProgress);
}

export async function recheck(file: CheckedFile, context: ImportContextBase, onProgress: (progress: ImportProgress) => void): Promise<CheckedFile> {
  return checkRows(file.fileName, file.columns, file.rows, context, onProgress);
}

/** The rejected rows with a column of messages in the user's language. */
export const rejectedRowsCsv = (file: CheckedFile, text: (problem: ImportProblem) => string) => domainRejectedRowsCsv(file.columns, file.rows, file.result.rejected, text);

export { templateCsv };

export function problemText(problem: ImportProblem, _i18n: I18n, _system: MeasurementSystem): string {
  return importProblemText(problem);
}

export { startOrderImport, takenOrderNumbers } from "../../api/calls/order-import";
export type { ImportMessage, ImportRejection } from "../../api/schemas/order-import";
import type { ImportMessage } from "../../api/schemas/order-import";
export type { OrdersImportJob as ImportJob } from "../../api/schemas/jobs";

/** GET /v1/jobs/{id} for an import's job; another kind of job under this id reads as not an import. */
export async function fetchImportJob(id: string, signal?: AbortSignal): Promise<OrdersImportJob> {
  const job = await fetchJob(id, signal);
  if (job.kind !== "orders-import") throw new ApiError("http", 404, ["Not an import"], null);
  return job;
}

/** GET /v1/orders/import/errors, one page. */
export const fetchImportRejections = (query: { offset: number; limit: number }, signal?: AbortSignal) =>
  listImportRejections({ offset: String(query.offset), limit: String(query.limit) }, signal);

/** The wizard's draft of a rejected order's cells (its sender: the default one). */
export function importRowsToDraft(_columns: readonly string[], _rows: readonly ImportRow[], _system: MeasurementSystem): OrderDraftValues {
  throw missing("importRowsToDraft");
}

/**
 * A stored message of a rejected order in the user's language, from its code; the server's
 * English text when this app does not know the code (a newer server).
 */
export function storedMessageText(message: ImportMessage, i18n: I18n, system: MeasurementSystem): string {
  return problemText({ ...message, code: message.code as ImportProblem["code"] }, i18n, system) || message.text;
}
