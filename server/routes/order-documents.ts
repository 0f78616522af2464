import { Hono } from "hono";
import * as v from "valibot";
import { IdParam } from "../../src/api/schemas/common";
import { DOCUMENT_KINDS, type DocumentKind, DocumentQuery, DocumentsRequest, SKIPPED_ORDERS_HEADER } from "../../src/api/schemas/documents";
import { requireUser } from "../auth/require-user";
import type { AppEnv, ServerDeps } from "../deps";
import { type DocumentOrder, NOT_APPLICABLE_MESSAGES, documentApplies, loadDocumentOrders } from "../documents/document-order";
import { createDocumentPool } from "../documents/render-pool";
import { HttpError } from "../http/errors";
import { readJson, readParams, readQuery } from "../http/validate";
import { loadPrintingSettings } from "./printings";

/**
 * Documents as PDFs (issue 6, decision 020). Downloads are reads: every group of the seller may
 * make them; another seller's order is 404, as a missing one (for many ids: if any is).
 *   GET  /orders/{id}/documents/{kind}?format=   one order; 409 when the kind does not apply
 *   POST /orders/documents {ids, kind, format?}  one PDF for all, in the order of `ids`; orders the
 *        kind does not apply to are left out and named in X-Skipped-Orders; 422 when none applies.
 * Without a format, the seller's printing setting for the kind decides the paper.
 * PDFs are made in the server's document pool (worker threads, decision 026): a place is taken
 * before the orders are read, and when none is free the answer is 503 with Retry-After.
 */

const DocumentParams = v.object({ ...IdParam.entries, kind: v.picklist(DOCUMENT_KINDS, "Unknown document") });

/** File names carry only characters every system keeps: order numbers are typed by sellers. */
const fileSafe = (text: string) => text.replace(/[^A-Za-z0-9._-]+/g, "_").slice(0, 60);

function fileName(kind: DocumentKind, orders: DocumentOrder[], printedAt: Date): string {
  const name = kind.replace(/_/g, "-");
  if (orders.length === 1) return `${name}-${fileSafe(orders[0]!.order.order_number)}.pdf`;
  return `${name}-${orders.length}-orders-${printedAt.toISOString().slice(0, 10)}.pdf`;
}

function pdfAnswer(pdf: Buffer, name: string, extraHeaders: Record<string, string> = {}): Response {
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${name}"`,
      // Set so the app can show the download's progress.
      "Content-Length": String(pdf.length),
      "Cache-Control": "no-store",
      ...extraHeaders,
    },
  });
}

export function orderDocumentRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);
  const documents = deps.documents ?? createDocumentPool();

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
      return pdfAnswer(pdf, fileName(kind, orders, printedAt));
    } finally {
      place.release();
    }
  });

  app.post("/orders/documents", auth, async (c) => {
    const { ids, kind, format } = await readJson(c, DocumentsRequest);
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
      // Order numbers are the seller's text: header values must stay printable ASCII.
      const header = skipped.length > 0 ? { [SKIPPED_ORDERS_HEADER]: skipped.map((n) => n.replace(/[^\x20-\x7e]|,/g, "_")).join(",") } : undefined;
      return pdfAnswer(pdf, fileName(kind, orders, printedAt), header);
    } finally {
      place.release();
    }
  });

  return app;
}
