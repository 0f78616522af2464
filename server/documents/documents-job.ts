import { setTimeout as sleep } from "node:timers/promises";
import type { Kysely } from "kysely";
import * as v from "valibot";
import { DEFAULT_DOCUMENT_SETTINGS, DocumentSettings } from "../../src/api/schemas/document-settings";
import { DOCUMENT_KINDS, type DocumentKind, LABEL_FORMATS, PrintingSettings } from "../../src/api/schemas/documents";
import { JOB_MESSAGES } from "../../src/api/schemas/jobs";
import type { Database } from "../db/schema";
import { HttpError, notFound } from "../http/errors";
import { flag } from "../http/answers";
import { type Executor, type JobHandler, PermanentJobError } from "../jobs/job-types";
import { loadDocumentSettings } from "../settings/document-settings";
import { loadPrintingSettings } from "../settings/printing-settings";
import { documentFileName } from "./bulk-file";
import { NOT_APPLICABLE_MESSAGES, kindApplies, loadDocumentOrders } from "./document-order";
import { BUSY_RETRY_AFTER_SECONDS, type DocumentPool, type RenderPlace } from "./render-pool";

/**
 * One PDF for many orders as a durable job (issue 16, decision 030). The request checks what it
 * can answer at once (another seller's order is 404, no order the document applies to is 422)
 * and queues the rest; the job reads the orders and renders them through the server's document
 * pool, reporting progress as it goes.
 *
 * Everything that shapes the file is fixed when the job is queued (the orders, the paper, the
 * printing settings, the printing time), so an attempt after a crash makes the same file.
 */

export const DocumentsJobPayload = v.object({
  /** Orders the document applies to, in print order. */
  ids: v.array(v.pipe(v.number(), v.integer(), v.minValue(1))),
  kind: v.picklist(DOCUMENT_KINDS),
  format: v.picklist(LABEL_FORMATS),
  settings: PrintingSettings,
  /** Optional: a job queued before document settings existed prints with the defaults. */
  documents: v.optional(DocumentSettings, DEFAULT_DOCUMENT_SETTINGS),
  printed_at: v.pipe(v.string(), v.isoTimestamp()),
  /** Order numbers left out: the document does not apply to them. */
  skipped: v.array(v.string()),
});
export type DocumentsJobPayload = v.InferOutput<typeof DocumentsJobPayload>;

/** What the job keeps besides its file, read by the job's answer and its file's X-Skipped-Orders. */
export const DocumentsJobResult = v.object({ skipped: v.array(v.string()) });

export const ORDERS_GONE_MESSAGE = JOB_MESSAGES.ordersGone;
export const BAD_PAYLOAD_MESSAGE = JOB_MESSAGES.badInput;

/**
 * The job's input for `ids` of the seller, checked as the synchronous request checks them: any
 * order not the seller's is 404 (tenancy.ts), none the document applies to is 422.
 */
export async function planDocumentsJob(executor: Executor, sellerId: number, request: { ids: number[]; kind: DocumentKind; format?: (typeof LABEL_FORMATS)[number] }, printedAt: Date): Promise<DocumentsJobPayload> {
  const unique = [...new Set(request.ids)];
  const [rows, settings, documents] = await Promise.all([
    executor.selectFrom("orders").select(["id", "order_number", "contain_battery", "dangerous_good"]).where("seller_id", "=", sellerId).where("id", "in", unique).execute(),
    loadPrintingSettings(executor, sellerId),
    loadDocumentSettings(executor, sellerId),
  ]);
  if (rows.length !== unique.length) throw notFound();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const applies = (id: number) => {
    const row = byId.get(id)!;
    return kindApplies(request.kind, { contain_battery: flag(row.contain_battery), dangerous_good: flag(row.dangerous_good) });
  };
  const ids = unique.filter(applies);
  if (ids.length === 0) {
    throw new HttpError(422, [{ kind: [NOT_APPLICABLE_MESSAGES[request.kind] ?? "This document does not apply to these orders."], ids: ["None of the chosen orders has this document."] }]);
  }
  return {
    ids,
    kind: request.kind,
    format: request.format ?? settings.formats[request.kind],
    settings,
    documents,
    printed_at: printedAt.toISOString(),
    skipped: unique.filter((id) => !applies(id)).map((id) => byId.get(id)!.order_number),
  };
}

/** A place in the pool; while requests fill it the job waits (it has no client waiting on a 503). */
async function reserveWhenFree(documents: DocumentPool, signal: AbortSignal): Promise<RenderPlace> {
  for (;;) {
    try {
      return documents.reserve();
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 503)) throw error;
      await sleep(BUSY_RETRY_AFTER_SECONDS * 1000, undefined, { signal });
    }
  }
}

export function documentsJob({ db, documents }: { db: Kysely<Database>; documents: DocumentPool }): JobHandler {
  return {
    async run({ sellerId, payload, progress, signal }) {
      const parsed = v.safeParse(DocumentsJobPayload, payload);
      if (!parsed.success) throw new PermanentJobError(BAD_PAYLOAD_MESSAGE);
      const { ids, kind, format, settings, documents: documentSettings, printed_at, skipped } = parsed.output;
      progress(0, ids.length);
      const place = await reserveWhenFree(documents, signal);
      try {
        const orders = await loadDocumentOrders(db, sellerId, ids).catch((error: unknown) => {
          throw error instanceof HttpError && error.status === 404 ? new PermanentJobError(ORDERS_GONE_MESSAGE) : error;
        });
        const printedAt = new Date(printed_at);
        const pdf = await place.render({ kind, orders, format, settings, documents: documentSettings, printedAt }, { onProgress: (done) => progress(done, orders.length), signal });
        return { file: { name: documentFileName(kind, orders, printedAt), contentType: "application/pdf", bytes: pdf }, result: { skipped } };
      } finally {
        place.release();
      }
    },
  };
}
