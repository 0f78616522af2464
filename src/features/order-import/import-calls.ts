import { fetchJob } from "../../api/calls/jobs";
import { listImportRejections } from "../../api/calls/order-import";
import { ApiError } from "../../api/errors";
import type { OrdersImportJob } from "../../api/schemas/jobs";

/**
 * The import's calls as its screens read them: kept apart from the check (import-ports.ts), so
 * that the result page loads neither the check nor the problems' texts.
 */

export type { ImportMessage, ImportRejection } from "../../api/schemas/order-import";
export type { OrdersImportJob as ImportJob } from "../../api/schemas/jobs";
export { startOrderImport } from "../../api/calls/order-import";

/** GET /v1/jobs/{id} for an import's job; another kind of job under this id reads as not an import. */
export async function fetchImportJob(id: string, signal?: AbortSignal): Promise<OrdersImportJob> {
  const job = await fetchJob(id, signal);
  if (job.kind !== "orders-import") throw new ApiError("http", 404, ["Not an import"], null);
  return job;
}

/** GET /v1/orders/import/errors, one page. */
export const fetchImportRejections = (query: { offset: number; limit: number }, signal?: AbortSignal) =>
  listImportRejections({ offset: String(query.offset), limit: String(query.limit) }, signal);
