import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { documentsJob } from "../documents/documents-job";
import type { DocumentPool } from "../documents/render-pool";
import { ordersImportJob } from "../order-import/import-job";
import { productsImportJob } from "../product-import/products-import-job";
import type { JobHandlers } from "./job-types";

/** What each kind of job runs, for the workers of this process (main.ts, worker.ts); `now` defaults to the real clock. */
export function jobHandlers(deps: { db: Kysely<Database>; documents: DocumentPool; now?: () => Date }): JobHandlers {
  const now = deps.now ?? (() => new Date());
  return { order_documents: documentsJob(deps), "orders-import": ordersImportJob({ db: deps.db, now }), "products-import": productsImportJob({ db: deps.db, now }) };
}
