import { createHash } from "node:crypto";
import * as v from "valibot";
import { SenderInput } from "../../src/api/schemas/order-create";
import { type ImportMessage, ImportRow, OrderImportRequest } from "../../src/api/schemas/order-import";
import { checkImport, importProblemText } from "../../src/domain/order-import";
import type { ImportContext, ImportProblem } from "../../src/domain/order-import/types";
import { canonicalJson } from "../idempotency/canonical-json";
import type { HttpError } from "../http/errors";
import { issuesToMessages } from "../http/validate";

/**
 * The CPU work of an orders import, run in the import pool's worker thread (import-pool.ts,
 * decision 066), never on the server's event loop: reading the request's JSON (megabytes), its
 * validation, and the domain check of every row. Plain data in, plain data out; the database
 * stays in the main thread.
 *
 * What goes back to the main thread is small or text: a thread's answer is copied into the main
 * thread's heap in one piece (structured clone), so 20,000 built orders as objects would stall
 * the event loop as long as parsing them there. The job's steps come back as JSON text in slices
 * the job parses one at a time (STEPS_PER_SLICE).
 */

/** Steps per slice of JSON text: parsing one on the event loop takes well under a millisecond. */
export const STEPS_PER_SLICE = 50;

/** The import as stored with its job (order_imports): JSON text, as the request wrote it. */
export interface StoredImport {
  file_name: string;
  columns: string;
  rows: string;
  sender: string | null;
}

/** What the request stores, or why it is refused (422 messages, or 400 for text that is no JSON). */
export type ReadRequestResult =
  | { ok: true; stored: StoredImport; rowCount: number; orderCount: number; digest: string }
  | { ok: false; status: 400 | 422; messages: HttpError["messages"] };

/** The cells the job's context needs (which numbers are taken, which codes need a document). */
export type CellsResult = { ok: true; orderNumbers: string[]; hsCodes: string[] } | { ok: false };

/** One thing the job writes: an order to create, or one to record as rejected. */
export type ImportStep =
  | { kind: "create"; order_number: string; lines: number[]; order: unknown; rows: ImportRow[] }
  | { kind: "reject"; order_number: string; lines: number[]; rows: ImportRow[]; messages: ImportMessage[] };

export type CheckResult =
  | { ok: true; columns: string[]; total: number; stepSlices: string[] }
  /** fileProblems: what stops the whole file; null when the stored input itself is unreadable. */
  | { ok: false; fileProblems: string[] | null };

export type ImportTask =
  | { kind: "read-request"; bytes: Uint8Array }
  | { kind: "cells"; stored: StoredImport }
  | { kind: "check"; stored: StoredImport; context: ImportContext };

const StoredInput = v.object({ columns: v.array(v.string()), rows: v.array(ImportRow), sender: v.nullable(SenderInput) });
type StoredInput = v.InferOutput<typeof StoredInput>;

function parseStored(stored: StoredImport): StoredInput | undefined {
  try {
    const parsed = v.safeParse(StoredInput, {
      columns: JSON.parse(stored.columns) as unknown,
      rows: JSON.parse(stored.rows) as unknown,
      sender: stored.sender === null ? null : (JSON.parse(stored.sender) as unknown),
    });
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

/** The cells of one column, or none when the file lacks it. */
const columnCells = (columns: readonly string[], rows: readonly ImportRow[], column: string) => {
  const index = columns.indexOf(column);
  return index < 0 ? [] : rows.map((row) => (row.values[index] ?? "").trim());
};

/** The orders a file holds before any check: its distinct order numbers (the job's progress total). */
export const orderCount = (columns: readonly string[], rows: readonly ImportRow[]) => new Set(columnCells(columns, rows, "order_number")).size;

/**
 * POST /v1/orders/import's body, read as readJson would (400 for text that is no JSON, 422 for
 * anything OrderImportRequest refuses), and the fingerprint of its content for the idempotency
 * key (the sha-256 of its canonical JSON, as fingerprintOf would hash it).
 */
export function readImportRequest(bytes: Uint8Array): ReadRequestResult {
  let body: unknown;
  try {
    const text = new TextDecoder().decode(bytes);
    body = text === "" ? undefined : JSON.parse(text);
  } catch {
    return { ok: false, status: 400, messages: ["The request body is not valid JSON."] };
  }
  if (body === undefined || body === null || typeof body !== "object" || Array.isArray(body)) {
    return { ok: false, status: 422, messages: [{ base: ["The request body must be a JSON object."] }] };
  }
  const parsed = v.safeParse(OrderImportRequest, body);
  if (!parsed.success) return { ok: false, status: 422, messages: issuesToMessages(parsed.issues) };
  const { file_name, columns, rows, sender } = parsed.output;
  return {
    ok: true,
    stored: { file_name, columns: JSON.stringify(columns), rows: JSON.stringify(rows), sender: sender ? JSON.stringify(sender) : null },
    rowCount: rows.length,
    orderCount: orderCount(columns, rows),
    digest: createHash("sha256").update(canonicalJson(parsed.output)).digest("hex"),
  };
}

export function importCells(stored: StoredImport): CellsResult {
  const input = parseStored(stored);
  if (!input) return { ok: false };
  return { ok: true, orderNumbers: columnCells(input.columns, input.rows, "order_number"), hsCodes: columnCells(input.columns, input.rows, "item_hs_code") };
}

const problemMessage = (problem: ImportProblem): ImportMessage => ({ ...problem, text: importProblemText(problem) });

/** The domain check of the stored rows with the seller's data: the steps of the job, rejected orders first. */
export function checkStoredImport(stored: StoredImport, context: ImportContext): CheckResult {
  const input = parseStored(stored);
  if (!input) return { ok: false, fileProblems: null };
  const { columns, rows } = input;
  const check = checkImport(columns, rows, context);
  if (check.problems.length > 0) return { ok: false, fileProblems: check.problems.map(importProblemText) };
  const byLine = new Map(rows.map((row) => [row.line, row]));
  const rowsOf = (lines: readonly number[]) => lines.flatMap((line) => byLine.get(line) ?? []);
  const steps: ImportStep[] = [
    ...check.rejected.map(({ order_number, lines, problems }): ImportStep => ({ kind: "reject", order_number, lines, rows: rowsOf(lines), messages: problems.map(problemMessage) })),
    ...check.orders.map(({ order_number, lines, order }): ImportStep => ({ kind: "create", order_number, lines, order, rows: rowsOf(lines) })),
  ];
  const stepSlices: string[] = [];
  for (let start = 0; start < steps.length; start += STEPS_PER_SLICE) stepSlices.push(JSON.stringify(steps.slice(start, start + STEPS_PER_SLICE)));
  return { ok: true, columns, total: steps.length, stepSlices };
}

/** The worker's entry (import-worker.mjs). */
export function importTask(task: ImportTask): ReadRequestResult | CellsResult | CheckResult {
  switch (task.kind) {
    case "read-request":
      return readImportRequest(task.bytes);
    case "cells":
      return importCells(task.stored);
    case "check":
      return checkStoredImport(task.stored, task.context);
  }
}
