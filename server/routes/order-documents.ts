import { Hono } from "hono";
import * as v from "valibot";
import { IdParam } from "../../src/api/schemas/common";
import type { Context } from "hono";
import { DOCUMENT_KINDS, DOCUMENTS_JOB_THRESHOLD, DocumentQuery, DocumentsRequest, SKIPPED_ORDERS_HEADER } from "../../src/api/schemas/documents";
import { requireUser } from "../auth/require-user";
import type { AppEnv, ServerDeps } from "../deps";
import { documentFileName, skippedOrdersValue } from "../documents/bulk-file";
import { NOT_APPLICABLE_MESSAGES, documentApplies, loadDocumentOrders } from "../documents/document-order";
import { planDocumentsJob } from "../documents/documents-job";
import { createDocumentPool } from "../documents/render-pool";
import { one } from "../http/answers";
import { fileAnswer } from "../http/file-answer";
import { HttpError } from "../http/errors";
import { readJson, readParams, readQuery } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
import { findSellerJob } from "../jobs/job-answer";
import type { JobQueue } from "../jobs/job-types";
import { createTableJobQueue } from "../jobs/table-queue";
import { loadPrintingSettings } from "../settings/printing-settings";

/**
 * Documents as PDFs (issue 6, decision 020). Downloads are reads: every group of the seller may
 * make them; another seller's order is 404, as a missing one (for many ids: if any is).
 *   GET  /orders/{id}/documents/{kind}?format=   one order; 409 when the kind does not apply
 *   POST /orders/documents {ids, kind, format?}  one PDF for all, in the order of `ids`; orders the
 *        kind does not apply to are left out and named in X-Skipped-Orders; 422 when none applies.
 *        Above DOCUMENTS_JOB_THRESHOLD orders: 202 with a durable job (GET /v1/jobs/{id}, its file
 *        at /v1/jobs/{id}/file; issue 16), after the same 404 and 422 checks. With an
 *        Idempotency-Key, a repeat of that request answers the same job.
 * Without a format, the seller's printing setting for the kind decides the paper.
 * PDFs are made in the server's document pool (worker threads, decision 026): a place is taken
 * before the orders are read, and when none is free the answer is 503 with Retry-After.
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
    const query = readQuery(c, DocumentQuery);
    const sellerId = c.var.user.seller_id;
    const place = documents.reserve();
    try {
      const [orders, settings] = await Promise.all([loadDocumentOrders(deps.db, sellerId, [id]), loadPrintingSettings(deps.db, sellerId)]);
      if (!documentApplies(kind, orders[0]!)) throw new HttpError(409, [NOT_APPLICABLE_MESSAGES[kind] ?? "This document does not apply to this order."]);
      const printedAt = deps.now();
      const pdf = await place.render({ kind, orders, format: query.format ?? settings.formats[kind], settings, printedAt });
      return pdfAnswer(pdf, documentFileName(kind, orders, printedAt));
    } finally {
      place.release();
    }
  });

  app.post("/orders/documents", auth, async (c) => {
    const request = await readJson(c, DocumentsRequest);
    if (new Set(request.ids).size > DOCUMENTS_JOB_THRESHOLD) return queueDocumentsJob(c, deps, jobs, request);
    const { ids, kind, format } = request;
    const sellerId = c.var.user.seller_id;
    const place = documents.reserve();
    try {
      const [all, settings] = await Promise.all([loadDocumentOrders(deps.db, sellerId, ids), loadPrintingSettings(deps.db, sellerId)]);
      const orders = all.filter((entry) => documentApplies(kind, entry));
      const skipped = all.filter((entry) => !documentApplies(kind, entry)).map((entry) => entry.order.order_number);
      if (orders.length === 0) {
        throw new HttpError(422, [{ kind: [NOT_APPLICABLE_MESSAGES[kind] ?? "This document does not apply to these orders."], ids: ["None of the chosen orders has this document."] }]);
      }
      const printedAt = deps.now();
      const pdf = await place.render({ kind, orders, format: format ?? settings.formats[kind], settings, printedAt });
      const header = skipped.length > 0 ? { [SKIPPED_ORDERS_HEADER]: skippedOrdersValue(skipped) } : undefined;
      return pdfAnswer(pdf, documentFileName(kind, orders, printedAt), header);
    } finally {
      place.release();
    }
  });

  return app;
}
