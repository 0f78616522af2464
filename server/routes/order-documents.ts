import { Hono } from "hono";
import * as v from "valibot";
import { IdParam } from "../../src/api/schemas/common";
import type { Context } from "hono";
import { DOCUMENT_KINDS, DOCUMENTS_JOB_THRESHOLD, DocumentQuery, DocumentsRequest, SKIPPED_ORDERS_HEADER } from "../../src/api/schemas/documents";
import { requireUser } from "../auth/require-user";
import type { AppEnv, ServerDeps } from "../deps";
import { skippedOrdersValue } from "../documents/bulk-file";
import { planDocumentsJob } from "../documents/documents-job";
import { orderPdf, ordersPdf } from "../documents/order-pdfs";
import { createDocumentPool } from "../documents/render-pool";
import { one } from "../http/answers";
import { fileAnswer } from "../http/file-answer";
import { readJson, readParams, readQuery } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
import { findSellerJob } from "../jobs/job-answer";
import type { JobQueue } from "../jobs/job-types";
import { createTableJobQueue } from "../jobs/table-queue";

/**
 * Documents as PDFs (issue 6, decision 020). Downloads are reads: every group of the seller may
 * make them; another seller's order is 404, as a missing one (for many ids: if any is).
 *   GET  /orders/{id}/documents/{kind}?format=   one order; 409 when the kind does not apply
 *   POST /orders/documents {ids, kind, format?}  one PDF for all, in the order of `ids`; orders the
 *        kind does not apply to are left out and named in X-Skipped-Orders; 422 when none applies.
 *        Above DOCUMENTS_JOB_THRESHOLD orders: 202 with a durable job (GET /v1/jobs/{id}, its file
 *        at /v1/jobs/{id}/file; issue 16), after the same 404 and 422 checks. With an
 *        Idempotency-Key, a repeat of that request answers the same job.
 * Without a format, the seller's printing setting for the kind decides the paper; PDFs are made
 * in the server's document pool (server/documents/order-pdfs.ts; 503 with Retry-After when full).
 */

const DocumentParams = v.object({ ...IdParam.entries, kind: v.picklist(DOCUMENT_KINDS, "Unknown document") });

const pdfAnswer = (pdf: Buffer, name: string, extraHeaders?: Record<string, string>) => fileAnswer(pdf, name, "application/pdf", extraHeaders);

/** A PDF of many orders as a job: checked now, made by a worker (documents-job.ts). */
async function queueDocumentsJob(c: Context<AppEnv>, deps: ServerDeps, jobs: JobQueue, request: v.InferOutput<typeof DocumentsRequest>) {
  const { seller_id: sellerId, id: userId } = c.var.user;
  return runMutation(c, deps, { required: false, input: request }, async (trx) => {
    const payload = await planDocumentsJob(trx, sellerId, request, deps.now());
    const id = await jobs.enqueue(trx, { kind: "order_documents", sellerId, userId, payload, total: payload.ids.length });
    c.header("Location", `/v1/jobs/${id}`);
    return { status: 202, body: one(await findSellerJob(trx, sellerId, id)) };
  });
}

export function orderDocumentRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);
  const documents = deps.documents ?? createDocumentPool();
  const jobs = deps.jobs ?? createTableJobQueue({ db: deps.db, now: deps.now });

  app.get("/orders/:id/documents/:kind", auth, async (c) => {
    const { id, kind } = readParams(c, DocumentParams);
    const { format } = readQuery(c, DocumentQuery);
    const file = await orderPdf(deps.db, documents, { sellerId: c.var.user.seller_id, id, kind, format, printedAt: deps.now() });
    return pdfAnswer(file.pdf, file.fileName);
  });

  app.post("/orders/documents", auth, async (c) => {
    const request = await readJson(c, DocumentsRequest);
    if (new Set(request.ids).size > DOCUMENTS_JOB_THRESHOLD) return queueDocumentsJob(c, deps, jobs, request);
    const { ids, kind, format } = request;
    const file = await ordersPdf(deps.db, documents, { sellerId: c.var.user.seller_id, ids, kind, format, printedAt: deps.now() });
    const header = file.skipped.length > 0 ? { [SKIPPED_ORDERS_HEADER]: skippedOrdersValue(file.skipped) } : undefined;
    return pdfAnswer(file.pdf, file.fileName, header);
  });

  return app;
}
