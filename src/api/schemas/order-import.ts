import * as v from "valibot";
import { MAX_IMPORT_ROWS } from "../../domain/order-import/types";
import { Envelope, ListEnvelope, MESSAGES, Pagination } from "./common";
import { SenderInput } from "./order-create";

/**
 * Importing orders from a CSV file (issue 17, decision 040).
 *
 * The device parses and checks the file (src/domain/order-import/), then sends its rows as JSON,
 * and the server runs the same domain code again on them: no second CSV parser on the server,
 * and nothing the device decided is trusted.
 *   POST /v1/orders/import               {file_name, columns, rows} → 202 {data: Job} (kind orders-import)
 *   POST /v1/orders/numbers-taken        {order_numbers} → {data: the ones the seller already has}
 *   GET  /v1/orders/import/errors        the rejected orders of past imports, newest first
 * The job's result is ImportTotals; its file is a log CSV (line, order number, outcome, message).
 */

/** The most rows one import may hold (the 50,000-row file; the domain's limit). */
export { MAX_IMPORT_ROWS };
/**
 * The import's own body limit: a file at its limits (MAX_IMPORT_FILE_BYTES, 50,000 rows) as JSON
 * arrays, whose quotes, commas and line numbers add about 87 bytes a row (decision 066).
 */
export const MAX_IMPORT_BODY_BYTES = 21 * 1024 * 1024;
/** No file has more columns than this (IMPORT_COLUMNS has 32; a few unknown ones may come along). */
export const MAX_IMPORT_COLUMNS = 64;
/**
 * The longest cell the server takes: above every column's own limit (CELL_LIMITS of the domain;
 * a description is 500), so that a cell too long for its column gets the check's per-order
 * message, while a 10 MB cell never travels (the device rejects its order before sending).
 */
export const MAX_IMPORT_CELL_LENGTH = 2_000;
/** An order number is at most this long (OrderInput.order_number). */
export const MAX_ORDER_NUMBER_LENGTH = 60;
const MAX_FILE_NAME_LENGTH = 255;
const MAX_COLUMN_NAME_LENGTH = 100;

/** The server's words about imports; the app shows its own translation of each. */
export const ORDER_IMPORT_MESSAGES = {
  tooManyRows: `A file can hold at most ${MAX_IMPORT_ROWS.toLocaleString("en")} rows. Split it into smaller files.`,
  noRows: "The file has no rows to import.",
  tooManyColumns: `A file can have at most ${MAX_IMPORT_COLUMNS} columns.`,
  cellTooLong: `A cell can hold at most ${MAX_IMPORT_CELL_LENGTH.toLocaleString("en")} characters.`,
  tooManyNumbers: `At most ${MAX_IMPORT_ROWS.toLocaleString("en")} order numbers at once.`,
  /** The import's job failed before it could check the file (its details are in the server's log). */
  failed: "Failed to import file",
  /** The user may no longer create orders (their group changed after the import was queued). */
  notAllowed: "You may no longer create orders, so this import stopped.",
} as const;

const Cell = v.pipe(v.string(MESSAGES.mustBeText), v.maxLength(MAX_IMPORT_CELL_LENGTH, ORDER_IMPORT_MESSAGES.cellTooLong));

/** One row of the file: its number as a spreadsheet shows it (the header is 1) and its cells. */
export const ImportRow = v.object({
  line: v.pipe(v.number(), v.integer(), v.minValue(2, "Rows start at line 2")),
  values: v.pipe(v.array(Cell), v.maxLength(MAX_IMPORT_COLUMNS, ORDER_IMPORT_MESSAGES.tooManyColumns)),
});
export type ImportRow = v.InferOutput<typeof ImportRow>;

/** POST /v1/orders/import (Idempotency-Key): the checked file's rows, sent as they are. */
export const OrderImportRequest = v.object({
  file_name: v.pipe(v.string(MESSAGES.mustBeText), v.trim(), v.nonEmpty(MESSAGES.blank), v.maxLength(MAX_FILE_NAME_LENGTH, MESSAGES.tooLong(MAX_FILE_NAME_LENGTH))),
  /** The file's header, normalised to IMPORT_COLUMNS names (src/domain/order-import). */
  columns: v.pipe(
    v.array(v.pipe(v.string(MESSAGES.mustBeText), v.maxLength(MAX_COLUMN_NAME_LENGTH, MESSAGES.tooLong(MAX_COLUMN_NAME_LENGTH)))),
    v.nonEmpty(MESSAGES.blank),
    v.maxLength(MAX_IMPORT_COLUMNS, ORDER_IMPORT_MESSAGES.tooManyColumns),
  ),
  rows: v.pipe(v.array(ImportRow), v.nonEmpty(ORDER_IMPORT_MESSAGES.noRows), v.maxLength(MAX_IMPORT_ROWS, ORDER_IMPORT_MESSAGES.tooManyRows)),
  /**
   * The sender the device checked the file with (its default sender: a file has no sender
   * columns), so that the server checks with the same one; the rules check it again like every
   * cell. Without it, the sender of the seller's latest order (decision 040).
   */
  sender: v.optional(SenderInput),
});
export type OrderImportRequest = v.InferInput<typeof OrderImportRequest>;

/** The import's figures (the spec's "Import result: total products, orders, valid, rejected"). */
export const ImportTotals = v.object({
  /** Items (rows) of the orders created. */
  products: v.number(),
  orders: v.number(),
  /** Orders created. */
  valid: v.number(),
  /** Orders not created (each in GET /v1/orders/import/errors). */
  rejected: v.number(),
});
export type ImportTotals = v.InferOutput<typeof ImportTotals>;

/** One problem of a rejected order: where (line and column, when known), its code and English text. */
export const ImportMessage = v.object({
  line: v.nullable(v.number()),
  column: v.nullable(v.string()),
  /** The wizard's OrderIssueCode or an import code (src/domain/order-import); the app translates it. */
  code: v.string(),
  params: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
  /** The server's English text of it (importProblemText). */
  text: v.string(),
});
export type ImportMessage = v.InferOutput<typeof ImportMessage>;

/** A rejected order of an import, with its raw cells, so that the wizard can open and fix it. */
export const ImportRejection = v.object({
  id: v.number(),
  job_id: v.string(),
  file_name: v.string(),
  order_number: v.string(),
  /** Its rows' line numbers in the file. */
  lines: v.array(v.number()),
  /** The file's header (normalised), naming each of `rows`' values. */
  columns: v.array(v.string()),
  rows: v.array(ImportRow),
  messages: v.array(ImportMessage),
  created_at: v.string(),
});
export type ImportRejection = v.InferOutput<typeof ImportRejection>;

/** GET /v1/orders/import/errors?offset=&limit= */
export const ImportErrorsQuery = v.object({ ...Pagination });
export type ImportErrorsQuery = v.InferInput<typeof ImportErrorsQuery>;
export const ImportRejectionListResponse = ListEnvelope(ImportRejection);
export type ImportRejectionList = v.InferOutput<typeof ImportRejectionListResponse>["data"];

/** POST /v1/orders/numbers-taken: which of these numbers the seller already has. */
export const NumbersTakenRequest = v.object({
  order_numbers: v.pipe(
    v.array(v.pipe(v.string(MESSAGES.mustBeText), v.maxLength(MAX_IMPORT_CELL_LENGTH, ORDER_IMPORT_MESSAGES.cellTooLong))),
    v.maxLength(MAX_IMPORT_ROWS, ORDER_IMPORT_MESSAGES.tooManyNumbers),
  ),
});
export type NumbersTakenRequest = v.InferInput<typeof NumbersTakenRequest>;
export const NumbersTakenResponse = Envelope(v.array(v.string()));
