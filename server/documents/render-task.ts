import type { MessagePort } from "node:worker_threads";
import { move } from "piscina";
import type { DocumentOrder } from "./document-order";
import { type RenderRequest, renderDocuments } from "./render";

/** A render as it crosses into a worker thread: the orders as JSON text (render-pool.ts). */
export interface RenderTask extends Omit<RenderRequest, "orders"> {
  /** Each a JSON array of DocumentOrder, in print order. */
  ordersJson: string[];
  /** Where to post the number of orders drawn so far (a job's progress), when someone listens. */
  progress?: MessagePort;
}

/** A job's progress moves in steps of this many orders: often enough to watch, few database writes. */
export const PROGRESS_EVERY_ORDERS = 25;

/**
 * What a worker thread of the document pool runs (render-worker.mjs loads it): the same
 * renderDocuments the main thread could call, with the PDF's bytes moved back, not copied.
 */
export async function renderTask({ ordersJson, progress, ...request }: RenderTask) {
  const orders = ordersJson.flatMap((json) => JSON.parse(json) as DocumentOrder[]);
  const report = progress && ((done: number) => (done % PROGRESS_EVERY_ORDERS === 0 || done === orders.length) && progress.postMessage(done));
  const pdf = await renderDocuments({ ...request, orders }, report).finally(() => progress?.close());
  // Moving hands over the whole ArrayBuffer: a small Buffer may share Node's pool with others, so copy that one first.
  const bytes = pdf.byteOffset === 0 && pdf.buffer.byteLength === pdf.byteLength ? new Uint8Array(pdf.buffer) : new Uint8Array(pdf);
  return move(bytes);
}
