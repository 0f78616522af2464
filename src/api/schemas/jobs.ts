import * as v from "valibot";
import { DOCUMENT_KINDS } from "./documents";
import { Envelope, Pagination, QueryBoolean } from "./common";
import { ImportTotals } from "./order-import";

/**
 * Durable jobs (issue 16, decision 030): long work the server does after answering, such as one
 * PDF for many orders. A job belongs to a seller and the user who started it; another seller's
 * job answers 404, exactly as a missing one.
 *   GET /v1/jobs?kind=&mine=&limit=&offset=   the seller's jobs, newest first (`mine`: the user's own)
 *   GET /v1/jobs/{id}                          one job: state and progress
 *   GET /v1/jobs/{id}/file                     the file a finished job made (409 before)
 * A job is kept, with its file, for JOB_RETENTION_DAYS after it ends, then removed.
 */

/**
 * order_documents: one PDF of many orders (issue 16); orders-import: a CSV file's orders and
 * products-import: a products file into the templates (issue 17). A list may hold kinds this app
 * does not know yet (a newer server): /archives shows them by a generic name.
 */
export const JOB_KINDS = ["order_documents", "orders-import", "products-import"] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/** queued: waiting for a worker, or for another attempt after a failed one; done and failed are final. */
export const JOB_STATES = ["queued", "running", "done", "failed"] as const;
export type JobState = (typeof JOB_STATES)[number];

export const JOB_RETENTION_DAYS = 7;

// The caps and the server's words about jobs live apart (job-messages.ts), with no imports: the
// sign-in page's error text reads them without the job schemas.
export { JOB_LIMIT_PER_SELLER, JOB_LIMIT_PER_USER, JOB_MESSAGES } from "./job-messages";

/** What every kind of job has; each kind adds its `kind` and `details`. */
export const JobBase = {
  id: v.string(),
  state: v.picklist(JOB_STATES),
  /** Units of work done and in all (for a PDF: orders); total is 0 until the job has started. */
  progress: v.object({ done: v.number(), total: v.number() }),
  user_id: v.number(),
  created_at: v.string(),
  started_at: v.nullable(v.string()),
  finished_at: v.nullable(v.string()),
  /** When the job and its file are removed (set when the job ends). */
  expires_at: v.nullable(v.string()),
  /** Why the last attempt failed, in English; set on failed jobs and on queued ones that will try again. */
  error: v.nullable(v.string()),
  /** The finished job's file, to fetch from /v1/jobs/{id}/file. */
  file: v.nullable(v.object({ name: v.string(), size: v.number() })),
};

/** One PDF for many orders (POST /v1/orders/documents above DOCUMENTS_JOB_THRESHOLD orders). */
export const OrderDocumentsJob = v.object({
  ...JobBase,
  kind: v.literal("order_documents"),
  details: v.object({
    document: v.picklist(DOCUMENT_KINDS),
    /** Orders the PDF is made of. */
    orders: v.number(),
    /** Order numbers the document does not apply to, left out (also in X-Skipped-Orders of the file). */
    skipped: v.array(v.string()),
  }),
});
export type OrderDocumentsJob = v.InferOutput<typeof OrderDocumentsJob>;

/** A CSV file's orders, created one by one (POST /v1/orders/import; decision 040). */
export const OrdersImportJob = v.object({
  ...JobBase,
  kind: v.literal("orders-import"),
  details: v.object({
    file_name: v.string(),
    /** Rows of the file sent. */
    rows: v.number(),
    /** The figures once the job is done (its file is the log CSV); null before. */
    result: v.nullable(ImportTotals),
  }),
});
export type OrdersImportJob = v.InferOutput<typeof OrdersImportJob>;

/** A products file into the product templates (POST /v1/products/import; decision 042). */
export const ProductsImportJob = v.object({
  ...JobBase,
  kind: v.literal("products-import"),
  details: v.object({
    file_name: v.string(),
    /** Products (data rows) of the file. */
    rows: v.number(),
    /** Counted when the job is done; 0 before. */
    created: v.number(),
    updated: v.number(),
    rejected: v.number(),
  }),
});
export type ProductsImportJob = v.InferOutput<typeof ProductsImportJob>;

/** Any job, told apart by its kind. */
export const Job = v.variant("kind", [OrderDocumentsJob, OrdersImportJob, ProductsImportJob]);
export type Job = v.InferOutput<typeof Job>;

export const JobResponse = Envelope(Job);
/** The answer of a call that starts a job of one known kind. */
export const OrderDocumentsJobResponse = Envelope(OrderDocumentsJob);
export const OrdersImportJobResponse = Envelope(OrdersImportJob);

export const JobListResponse = Envelope(
  v.object({
    elements: v.array(Job),
    count: v.number(),
    ids: v.array(v.string()),
  }),
);
export type JobList = v.InferOutput<typeof JobListResponse>["data"];

export const JobsQuery = v.object({
  ...Pagination,
  kind: v.optional(v.picklist(JOB_KINDS, "Unknown job kind")),
  /** Only the signed-in user's own jobs. */
  mine: v.optional(QueryBoolean),
});
export type JobsQuery = v.InferInput<typeof JobsQuery>;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const JobIdParam = v.object({ id: v.pipe(v.string(), v.regex(UUID_PATTERN, "Not a job id")) });

/** Whether a job will change no more. */
export const jobEnded = (job: Pick<Job, "state">) => job.state === "done" || job.state === "failed";
