import type { Kysely } from "kysely";
import { SKIPPED_ORDERS_HEADER } from "../../src/api/schemas/documents";
import { JOB_MESSAGES } from "../../src/api/schemas/jobs";
import type { Database } from "../db/schema";
import { skippedOrdersValue } from "../documents/bulk-file";
import { HttpError, notFound } from "../http/errors";
import { findSellerJob } from "./job-answer";

/** A finished job's file as GET /v1/jobs/{id}/file answers it, with the headers that go with it. */
export interface JobFile {
  bytes: Uint8Array;
  name: string;
  contentType: string;
  headers: Record<string, string>;
}

/**
 * The file of a job of this seller: 404 for another seller's or a missing job (tenancy.ts), 409
 * before the job is done, 404 for a done job without a file. A documents job that left orders out
 * names them in a header.
 */
export async function sellerJobFile(db: Kysely<Database>, sellerId: number, id: string): Promise<JobFile> {
  const job = await findSellerJob(db, sellerId, id);
  if (!job) throw notFound();
  if (job.state !== "done") throw new HttpError(409, [JOB_MESSAGES.fileNotReady]);
  const file = await db.selectFrom("job_files").select(["name", "content_type", "bytes"]).where("job_id", "=", job.id).executeTakeFirst();
  if (!file) throw new HttpError(404, [JOB_MESSAGES.noFile]);
  const skipped = job.kind === "order_documents" ? job.details.skipped : [];
  return { bytes: file.bytes, name: file.name, contentType: file.content_type, headers: skipped.length > 0 ? { [SKIPPED_ORDERS_HEADER]: skippedOrdersValue(skipped) } : {} };
}
