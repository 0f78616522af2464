import { move } from "piscina";
import type { DocumentOrder } from "./document-order";
import { type RenderRequest, renderDocuments } from "./render";

/** A render as it crosses into a worker thread: the orders as JSON text (render-pool.ts). */
export interface RenderTask extends Omit<RenderRequest, "orders"> {
  /** Each a JSON array of DocumentOrder, in print order. */
  ordersJson: string[];
}

/**
 * What a worker thread of the document pool runs (render-worker.mjs loads it): the same
 * renderDocuments the main thread could call, with the PDF's bytes moved back, not copied.
 */
export async function renderTask({ ordersJson, ...request }: RenderTask) {
  const orders = ordersJson.flatMap((json) => JSON.parse(json) as DocumentOrder[]);
  const pdf = await renderDocuments({ ...request, orders });
  // Moving hands over the whole ArrayBuffer: a small Buffer may share Node's pool with others, so copy that one first.
  const bytes = pdf.byteOffset === 0 && pdf.buffer.byteLength === pdf.byteLength ? new Uint8Array(pdf.buffer) : new Uint8Array(pdf);
  return move(bytes);
}
