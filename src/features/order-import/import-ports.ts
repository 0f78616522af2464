import type { I18n } from "@lingui/core";
import type { MeasurementSystem } from "../../domain/measurement";
import type { OrderDraftValues } from "../../offline/drafts/order-draft-values";

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

export async function checkFileInWorker(_file: File, _onProgress: (progress: ImportProgress) => void): Promise<CheckedFile> {
  throw missing("checkFileInWorker");
}

export async function recheck(_file: CheckedFile, _onProgress: (progress: ImportProgress) => void): Promise<CheckedFile> {
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

/** POST /v1/orders/import: the file's rows; answers the job that imports them. */
export async function startOrderImport(_body: { file_name: string; columns: string[]; rows: ImportRow[] }, _idempotencyKey: string): Promise<{ id: string }> {
  throw missing("startOrderImport");
}

/** An import job (GET /v1/jobs/{id}, kind orders-import) as the result page reads it. */
export interface ImportJob {
  id: string;
  state: "queued" | "running" | "done" | "failed";
  progress: { done: number; total: number };
  error: string | null;
  file: { name: string; size: number } | null;
  details: { file_name?: string; products?: number; orders?: number; valid?: number; rejected?: number };
}

export async function fetchImportJob(_id: string, _signal?: AbortSignal): Promise<ImportJob> {
  throw missing("fetchImportJob");
}

/** A rejected order of a past import (GET /v1/orders/import/errors). */
export interface ImportRejection {
  id: string;
  order_number: string;
  lines: number[];
  created_at: string;
  /** The file's header and the order's rows, as imported: what the wizard opens. */
  columns: string[];
  rows: ImportRow[];
  messages: (ImportProblem & { text: string })[];
}

export async function fetchImportRejections(_query: { offset: number; limit: number }, _signal?: AbortSignal): Promise<{ elements: ImportRejection[]; count: number }> {
  throw missing("fetchImportRejections");
}

/** The wizard's draft of a rejected order's cells (its sender: the default one). */
export function importRowsToDraft(_columns: readonly string[], _rows: readonly ImportRow[], _system: MeasurementSystem): OrderDraftValues {
  throw missing("importRowsToDraft");
}
