import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_PRINTING_SETTINGS } from "../../src/api/schemas/documents";
import { HttpError } from "../http/errors";
import { type TestServer, createTestServer } from "../testing/test-server";
import { type DocumentOrder, loadDocumentOrders } from "./document-order";
import { type RenderRequest, renderDocuments } from "./render";
import { BUSY_RETRY_AFTER_SECONDS, DOCUMENTS_BUSY_MESSAGE, createDocumentPool } from "./render-pool";
import { readPdf } from "./testing-read-pdf";

// A worker thread starts tsx and pdfkit once (about a second, more on a busy machine).
vi.setConfig({ testTimeout: 60_000 });

let server: TestServer;
let orders: DocumentOrder[];
beforeAll(async () => {
  server = await createTestServer();
  const ids = (await server.db.selectFrom("orders").select("id").where("seller_id", "=", 1).orderBy("id").limit(3).execute()).map((row) => row.id);
  orders = await loadDocumentOrders(server.db, 1, ids);
});
afterAll(async () => {
  await server.close();
});

const labels = (): RenderRequest => ({ kind: "label", orders, format: "4x6", settings: DEFAULT_PRINTING_SETTINGS, printedAt: server.now() });

function busyRefusal(attempt: () => unknown): HttpError {
  try {
    attempt();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error("The pool took a place beyond its limit");
}

describe("the document pool", () => {
  it("makes in a worker thread the PDF renderDocuments makes: same pages, texts and barcodes", async () => {
    const pool = createDocumentPool({ threads: 1, maxWaiting: 0 });
    try {
      const made = await readPdf(new Uint8Array(await pool.reserve().render(labels())));
      expect(made).toEqual(await readPdf(new Uint8Array(await renderDocuments(labels()))));
      expect(made.map((page) => page.barcodes[0])).toEqual(orders.flatMap(({ order }) => order.boxes.map(() => order.reference)));
      expect(pool.taken).toBe(0);
    } finally {
      await pool.close();
    }
  });

  it("refuses at once with 503 and Retry-After beyond its threads and waiting places, and takes a request again when a place is free", async () => {
    const pool = createDocumentPool({ threads: 1, maxWaiting: 1 });
    try {
      const running = pool.reserve();
      const waiting = pool.reserve();
      const refusal = busyRefusal(() => pool.reserve());
      expect(refusal.status).toBe(503);
      expect(refusal.messages).toEqual([DOCUMENTS_BUSY_MESSAGE]);
      expect(refusal.headers).toEqual({ "Retry-After": String(BUSY_RETRY_AFTER_SECONDS) });
      expect(pool.taken).toBe(2);

      // Both held places render, one after the other on the one thread; each gives its place back.
      const [first, second] = await Promise.all([running.render(labels()), waiting.render(labels())]);
      const references = orders.flatMap(({ order }) => order.boxes.map(() => order.reference));
      for (const made of [first, second]) expect((await readPdf(new Uint8Array(made))).map((page) => page.barcodes[0])).toEqual(references);
      expect(pool.taken).toBe(0);
      const again = pool.reserve();
      expect(pool.taken).toBe(1);
      again.release();
      again.release();
      expect(pool.taken).toBe(0);
    } finally {
      await pool.close();
    }
  });

  it("gives the place back when the render fails in the worker", async () => {
    const pool = createDocumentPool({ threads: 1, maxWaiting: 0 });
    try {
      const place = pool.reserve();
      await expect(place.render({ ...labels(), kind: "passport" as RenderRequest["kind"] })).rejects.toThrow();
      expect(pool.taken).toBe(0);
      expect((await pool.reserve().render(labels())).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    } finally {
      await pool.close();
    }
  });

  it("tells how many orders it has drawn, every 25, while it renders the same file", async () => {
    const ids = (await server.db.selectFrom("orders").select("id").where("seller_id", "=", 1).orderBy("id").limit(60).execute()).map((row) => row.id);
    const many: RenderRequest = { ...labels(), orders: await loadDocumentOrders(server.db, 1, ids) };
    const pool = createDocumentPool({ threads: 1, maxWaiting: 0 });
    try {
      const seen: number[] = [];
      const made = await pool.reserve().render(many, { onProgress: (done) => seen.push(done) });
      // The last report (60) may come after the file, on its own port: the first two come while it renders.
      expect(seen.slice(0, 2)).toEqual([25, 50]);
      expect(seen.every((done) => done <= 60)).toBe(true);
      expect(await readPdf(new Uint8Array(made))).toEqual(await readPdf(new Uint8Array(await renderDocuments(many))));
      expect(pool.taken).toBe(0);
    } finally {
      await pool.close();
    }
  });

  it("ends a render when its signal aborts, and gives the place back", async () => {
    const pool = createDocumentPool({ threads: 1, maxWaiting: 0 });
    try {
      const stop = new AbortController();
      const rendering = pool.reserve().render(labels(), { signal: stop.signal });
      stop.abort();
      await expect(rendering).rejects.toThrow();
      expect(pool.taken).toBe(0);
    } finally {
      await pool.close();
    }
  });
});
