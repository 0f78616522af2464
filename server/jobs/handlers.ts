import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { documentsJob } from "../documents/documents-job";
import type { DocumentPool } from "../documents/render-pool";
import type { JobHandlers } from "./job-types";

/** What each kind of job runs, for the workers of this process (main.ts, worker.ts). */
export function jobHandlers(deps: { db: Kysely<Database>; documents: DocumentPool }): JobHandlers {
  return { order_documents: documentsJob(deps) };
}
