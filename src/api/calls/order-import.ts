import { apiRequest } from "../client";
import { OrdersImportJobResponse } from "../schemas/jobs";
import { type ImportErrorsQuery, ImportRejectionListResponse, NumbersTakenResponse, type OrderImportRequest } from "../schemas/order-import";

/** Importing orders from a CSV file (issue 17, decision 040): the device checks, the server re-checks and creates. */

/** A large file on a slow connection takes longer to send than an ordinary call may. */
const IMPORT_UPLOAD_TIMEOUT_MS = 5 * 60_000;

/** POST /v1/orders/import: the checked rows; answers the queued job (kind orders-import) to follow at GET /v1/jobs/{id}. */
export const startOrderImport = async (request: OrderImportRequest, idempotencyKey: string, signal?: AbortSignal) =>
  (await apiRequest("post", "orders/import", OrdersImportJobResponse, { json: request, idempotencyKey, signal, timeoutMs: IMPORT_UPLOAD_TIMEOUT_MS })).data;

/** POST /v1/orders/numbers-taken: which of these order numbers the seller already has. */
export const takenOrderNumbers = async (orderNumbers: readonly string[], signal?: AbortSignal) =>
  (await apiRequest("post", "orders/numbers-taken", NumbersTakenResponse, { json: { order_numbers: orderNumbers }, signal })).data;

/** GET /v1/orders/import/errors: the rejected orders of past imports, newest first. */
export const listImportRejections = async (query: ImportErrorsQuery, signal?: AbortSignal) =>
  (await apiRequest("get", "orders/import/errors", ImportRejectionListResponse, { searchParams: query, signal })).data;
