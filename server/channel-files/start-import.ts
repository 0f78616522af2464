import type { Transaction } from "kysely";
import type { ImportRow } from "../../src/domain/order-import/types";
import type { Database } from "../db/schema";
import type { ServerDeps } from "../deps";
import { HttpError } from "../http/errors";

/**
 * How a channel file's rows become an import: the same orders-import job POST /v1/orders/import
 * starts (issue 17 contract), enqueued in the caller's transaction so the file's status and the
 * job commit together. Routes take it as a parameter so tests can watch what is enqueued.
 */
export interface OrdersImportRequest {
  sellerId: number;
  userId: number;
  file_name: string;
  columns: string[];
  rows: ImportRow[];
}

export interface StartedImport {
  id: string;
  kind: string;
  state: "queued" | "running" | "done" | "failed";
}

export type StartOrdersImport = (trx: Transaction<Database>, request: OrdersImportRequest) => Promise<StartedImport>;

export function startOrdersImport(_deps: ServerDeps): StartOrdersImport {
  return async () => {
    throw new HttpError(503, ["Imports are not available on this server yet."]);
  };
}
