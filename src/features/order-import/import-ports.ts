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

import type { ImportCheckResult, ImportProblem, ImportProgress, ImportRow } from "../../domain/order-import/types";

export type { ImportCheckResult, ImportProblem, ImportProgress, ImportRow };

/** A file once parsed: its header (normalised) and rows, and what the check found. */
export interface CheckedFile {
  fileName: string;
  columns: string[];
  rows: ImportRow[];
  result: ImportCheckResult;
}

const missing = (part: string) => new Error(`${part} is not merged yet`);

export async function checkFileInWorker(_file: File, _context: ImportContextBase, _onProgress: (progress: ImportProgress) => void): Promise<CheckedFile> {
  throw missing("checkFileInWorker");
}

export async function recheck(_file: CheckedFile, _context: ImportContextBase, _onProgress: (progress: ImportProgress) => void): Promise<CheckedFile> {
  throw missing("recheck");
}

export function rejectedRowsCsv(_file: CheckedFile): string {
  throw missing("rejectedRowsCsv");
}

export function templateCsv(): string {
  throw missing("templateCsv");
}

export function problemText(_problem: ImportProblem, _i18n: I18n, _system: MeasurementSystem): string {
  throw missing("problemText");
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
