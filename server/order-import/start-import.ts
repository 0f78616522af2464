import * as v from "valibot";
import type { ImportRow } from "../../src/api/schemas/order-import";
import type { Executor, JobQueue } from "../jobs/job-types";
import { type StoredImport, orderCount } from "./import-task";

/**
 * Queues an import (POST /v1/orders/import): the job and its rows in the caller's transaction
 * (the request's, with its Idempotency-Key), so that a replay answers the same job and a job
 * never exists without its rows. The rows go to `order_imports`, not into the job's payload: the
 * payload is read whenever jobs are listed, the rows only by the job. They arrive as the JSON text
 * the import's thread wrote (import-task.ts): the event loop only stores it.
 */

/** The job's payload: what GET /v1/jobs shows of the import before it is done. */
export const OrdersImportJobPayload = v.object({ file_name: v.string(), rows: v.number() });

interface QueueImport {
  sellerId: number;
  userId: number;
  stored: StoredImport;
  /** The file's rows and its distinct order numbers (the job's progress total). */
  rowCount: number;
  orderCount: number;
  now: Date;
}

/** An import built in this process (a channel file's rows, a few thousand at most) as the job reads it. */
export function storedImportOf(request: { file_name: string; columns: readonly string[]; rows: readonly ImportRow[] }) {
  const { file_name, columns, rows } = request;
  const stored: StoredImport = { file_name, columns: JSON.stringify(columns), rows: JSON.stringify(rows), sender: null };
  return { stored, rowCount: rows.length, orderCount: orderCount(columns, rows) };
}

export async function queueOrderImport(executor: Executor, jobs: JobQueue, { sellerId, userId, stored, rowCount, orderCount: orders, now }: QueueImport): Promise<string> {
  const { file_name, columns, rows, sender } = stored;
  const id = await jobs.enqueue(executor, { kind: "orders-import", sellerId, userId, payload: { file_name, rows: rowCount }, total: orders });
  await executor.insertInto("order_imports").values({ job_id: id, seller_id: sellerId, file_name, columns, rows, sender, created_at: now.toISOString() }).execute();
  return id;
}
