import type { Transaction } from "kysely";
import type { Job } from "../../src/api/schemas/jobs";
import type { ImportRow } from "../../src/domain/order-import/types";
import type { Database } from "../db/schema";
import type { ServerDeps } from "../deps";
import { findSellerJob } from "../jobs/job-answer";
import { createTableJobQueue } from "../jobs/table-queue";
import { queueOrderImport, storedImportOf } from "../order-import/start-import";

/**
 * How a channel file's rows become an import: the same orders-import job POST /v1/orders/import
 * queues (server/order-import/start-import.ts, issue 17 contract), in the caller's transaction so
 * the file's status and the job commit together. Routes take it as a parameter so a test can
 * watch what is queued.
 */
export interface OrdersImportRequest {
  sellerId: number;
  userId: number;
  file_name: string;
  columns: string[];
  rows: ImportRow[];
}

export type StartOrdersImport = (trx: Transaction<Database>, request: OrdersImportRequest) => Promise<Job>;

export function startOrdersImport(deps: ServerDeps): StartOrdersImport {
  const jobs = deps.jobs ?? createTableJobQueue({ db: deps.db, now: deps.now });
  return async (trx, { sellerId, userId, file_name, columns, rows }) => {
    const id = await queueOrderImport(trx, jobs, { sellerId, userId, ...storedImportOf({ file_name, columns, rows }), now: deps.now() });
    const job = await findSellerJob(trx, sellerId, id);
    if (!job) throw new Error(`The import job ${id} was queued but cannot be read back.`);
    return job;
  };
}
