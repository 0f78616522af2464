import type { Kysely } from "kysely";
import type { DocumentKind, LabelFormat } from "../../src/api/schemas/documents";
import type { Database } from "../db/schema";
import { HttpError } from "../http/errors";
import { loadDocumentSettings } from "../settings/document-settings";
import { loadPrintingSettings } from "../settings/printing-settings";
import { documentFileName } from "./bulk-file";
import { NOT_APPLICABLE_MESSAGES, documentApplies, loadDocumentOrders } from "./document-order";
import type { DocumentPool } from "./render-pool";

/**
 * A PDF of the seller's orders made now, in the server's document pool (decision 026): a place is
 * taken before the orders are read (503 when none is free) and given back when the PDF is made.
 * Without a format, the seller's printing setting for the kind decides the paper.
 */

export interface OrderPdf {
  pdf: Buffer;
  fileName: string;
  /** Order numbers the kind does not apply to, left out of the file. */
  skipped: string[];
}

interface PdfRequest {
  sellerId: number;
  ids: readonly number[];
  kind: DocumentKind;
  format?: LabelFormat;
  printedAt: Date;
}

async function makePdf(db: Kysely<Database>, documents: DocumentPool, request: PdfRequest, refuse: (kind: DocumentKind) => HttpError): Promise<OrderPdf> {
  const { sellerId, ids, kind, format, printedAt } = request;
  const place = documents.reserve();
  try {
    const [all, settings, documentSettings] = await Promise.all([loadDocumentOrders(db, sellerId, [...ids]), loadPrintingSettings(db, sellerId), loadDocumentSettings(db, sellerId)]);
    const orders = all.filter((entry) => documentApplies(kind, entry));
    const skipped = all.filter((entry) => !documentApplies(kind, entry)).map((entry) => entry.order.order_number);
    if (orders.length === 0) throw refuse(kind);
    const pdf = await place.render({ kind, orders, format: format ?? settings.formats[kind], settings, documents: documentSettings, printedAt });
    return { pdf, fileName: documentFileName(kind, orders, printedAt), skipped };
  } finally {
    place.release();
  }
}

/** One order's document; 409 when the kind does not apply to it. */
export function orderPdf(db: Kysely<Database>, documents: DocumentPool, request: Omit<PdfRequest, "ids"> & { id: number }): Promise<OrderPdf> {
  return makePdf(db, documents, { ...request, ids: [request.id] }, (kind) => new HttpError(409, [NOT_APPLICABLE_MESSAGES[kind] ?? "This document does not apply to this order."]));
}

/** One PDF for many orders in the order of `ids`; 422 when the kind applies to none of them. */
export function ordersPdf(db: Kysely<Database>, documents: DocumentPool, request: PdfRequest): Promise<OrderPdf> {
  return makePdf(
    db,
    documents,
    request,
    (kind) =>
      new HttpError(422, [{ kind: [NOT_APPLICABLE_MESSAGES[kind] ?? "This document does not apply to these orders."], ids: ["None of the chosen orders has this document."] }]),
  );
}
