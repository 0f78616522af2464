import type { Kysely } from "kysely";
import * as v from "valibot";
import { JOB_KINDS, type Job } from "../../src/api/schemas/jobs";
import type { Database, JobsTable } from "../db/schema";
import type { JobsQuery } from "../../src/api/schemas/jobs";
import { ImportTotals } from "../../src/api/schemas/order-import";
import { DocumentsJobPayload } from "../documents/documents-job";
import { OrdersImportJobPayload } from "../order-import/start-import";
import { productsImportDetails } from "../product-import/import-answer";

/**
 * Jobs as GET /v1/jobs answers them (src/api/schemas/jobs.ts), always within one seller: a job
 * of another seller is never read, so it answers 404 like a missing one (tenancy.ts).
 */

type JobRow = JobsTable & { file_name: string | null; file_size: number | null };

/** The columns of a job and its file's name and size, never the file's bytes. */
function sellerJobs(db: Kysely<Database>, sellerId: number) {
  return db
    .selectFrom("jobs")
    .leftJoin("job_files", "job_files.job_id", "jobs.id")
    .selectAll("jobs")
    .select(["job_files.name as file_name", "job_files.size as file_size"])
    .where("jobs.seller_id", "=", sellerId)
    // The server's own kinds (a notification's delivery, decision 060) are not the user's jobs.
    .where("jobs.kind", "in", JOB_KINDS);
}

function parsed(json: string | null): unknown {
  if (json === null) return undefined;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}

/** What each kind shows of its input and result. */
function orderDocumentsDetails(row: JobRow) {
  const payload = v.safeParse(DocumentsJobPayload, parsed(row.payload));
  return payload.success
    ? { document: payload.output.kind, orders: payload.output.ids.length, skipped: payload.output.skipped }
    : { document: "label" as const, orders: row.progress_total, skipped: [] };
}

/** An import's file and rows from its payload, and its figures once it is done. */
function ordersImportDetails(row: JobRow) {
  const payload = v.safeParse(OrdersImportJobPayload, parsed(row.payload));
  const result = v.safeParse(ImportTotals, parsed(row.result));
  return {
    file_name: payload.success ? payload.output.file_name : "",
    rows: payload.success ? payload.output.rows : 0,
    result: result.success ? result.output : null,
  };
}

export function jobAnswer(row: JobRow): Job {
  const common = {
    id: row.id,
    state: row.state,
    progress: { done: row.progress_done, total: row.progress_total },
    user_id: row.user_id,
    created_at: row.created_at,
    started_at: row.started_at,
    finished_at: row.finished_at,
    expires_at: row.expires_at,
    error: row.error,
    file: row.file_name !== null && row.file_size !== null ? { name: row.file_name, size: Number(row.file_size) } : null,
  };
  if (row.kind === "orders-import") return { ...common, kind: "orders-import", details: ordersImportDetails(row) };
  if (row.kind === "products-import") return { ...common, ...productsImportDetails(row) };
  return { ...common, kind: "order_documents", details: orderDocumentsDetails(row) };
}

export async function findSellerJob(db: Kysely<Database>, sellerId: number, id: string): Promise<Job | undefined> {
  const row = await sellerJobs(db, sellerId).where("jobs.id", "=", id).executeTakeFirst();
  return row && jobAnswer(row);
}

export async function listSellerJobs(db: Kysely<Database>, sellerId: number, userId: number, query: v.InferOutput<typeof JobsQuery>) {
  let filtered = sellerJobs(db, sellerId);
  if (query.kind) filtered = filtered.where("jobs.kind", "=", query.kind);
  if (query.mine) filtered = filtered.where("jobs.user_id", "=", userId);
  const [rows, total] = await Promise.all([
    filtered.orderBy("jobs.created_at", "desc").orderBy("jobs.id").limit(query.limit).offset(query.offset).execute(),
    filtered.clearSelect().select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow(),
  ]);
  const elements = rows.map(jobAnswer);
  return { elements, count: Number(total.count), ids: elements.map((job) => job.id) };
}
