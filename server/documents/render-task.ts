import { move } from "piscina";
import { type RenderRequest, renderDocuments } from "./render";

/**
 * What a worker thread of the document pool runs (render-worker.mjs loads it): the same
 * renderDocuments the main thread could call, with the PDF's bytes moved back, not copied.
 */
export async function renderTask(request: RenderRequest) {
  const pdf = await renderDocuments(request);
  return move(new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength));
}
