import * as v from "valibot";
import type { OrderImportRequest } from "../../src/api/schemas/order-import";
import type { Executor, JobQueue } from "../jobs/job-types";

type ImportRequest = v.InferOutput<typeof OrderImportRequest>;

/**
 * Queues an import (POST /v1/orders/import): the job and its rows in the caller's transaction
 * (the request's, with its Idempotency-Key), so that a replay answers the same job and a job
 * never exists without its rows. The rows go to `order_imports`, not into the job's payload: the
 * payload is read whenever jobs are listed, the rows only by the job.
 */

/** The job's payload: what GET /v1/jobs shows of the import before it is done. */
export const OrdersImportJobPayload = v.object({ file_name: v.string(), rows: v.number() });

interface QueueImport {
  sellerId: number;
  userId: number;
  request: ImportRequest;
  now: Date;
}

/** The orders a file holds before any check: its distinct order numbers (the job's progress total). */
function orderCount(request: Pick<ImportRequest, "columns" | "rows">): number {
  const index = request.columns.indexOf("order_number");
  if (index < 0) return 0;
  return new Set(request.rows.map((row) => (row.values[index] ?? "").trim())).size;
}

export async function queueOrderImport(executor: Executor, jobs: JobQueue, { sellerId, userId, request, now }: QueueImport): Promise<string> {
  const { file_name, columns, rows, sender } = request;
  const id = await jobs.enqueue(executor, { kind: "orders-import", sellerId, userId, payload: { file_name, rows: rows.length }, total: orderCount(request) });
  await executor
    .insertInto("order_imports")
    .values({ job_id: id, seller_id: sellerId, file_name, columns: JSON.stringify(columns), rows: JSON.stringify(rows), sender: sender ? JSON.stringify(sender) : null, created_at: now.toISOString() })
    .execute();
  return id;
}
