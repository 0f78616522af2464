import { availableParallelism } from "node:os";
import { setImmediate as nextTurn } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { MessageChannel } from "node:worker_threads";
import { Piscina } from "piscina";
import { HttpError } from "../http/errors";
import type { RenderRequest } from "./render";
import type { RenderTask } from "./render-task";

/**
 * PDF documents are made in worker threads (issue 13, decision 026): pdfkit and bwip-js are
 * synchronous JavaScript, and 300 labels on the event loop held every other request of the server
 * for hundreds of milliseconds. Each server has one pool with a bounded number of places; a
 * request that finds none is refused at once with 503 and Retry-After, before it reads any order.
 *
 * The pool takes plain data only (the orders already read from the database, the format, the
 * settings): the database stays in the main thread. renderDocuments (render.ts) stays callable
 * without the pool, for tests. Large PDFs made as jobs (issue 16, documents-job.ts) use the pool
 * too, with their progress posted back while they render.
 */

/** Threads: one per core but one, which the event loop keeps; at least one. */
export const DEFAULT_RENDER_THREADS = Math.max(1, availableParallelism() - 1);
/**
 * Renders that may wait for a thread. 300 labels take about 0.8 s in a worker on a quiet 2-core
 * machine, so 1,000 (DocumentsRequest's ceiling) about 3 s, and the last of four waiting starts
 * within about 12 s, well inside the app's 120 s download timeout; more would only hold more
 * orders in memory.
 */
export const DEFAULT_MAX_WAITING_RENDERS = 4;
/** A thread with nothing to do ends after this; the next render starts one again (about 1 s). */
const IDLE_THREAD_MS = 5 * 60_000;
/**
 * Workers run at a lower priority than the event loop (Linux thread niceness, through piscina's
 * optional @napi-rs/nice): on a busy machine a render waits for the CPU, not every other request.
 */
const WORKER_NICE_INCREMENT = 10;
/** What a refused request is told to wait: about one render of a few hundred labels. */
export const BUSY_RETRY_AFTER_SECONDS = 5;
/** The 503's message; the app shows its own words for it (src/features/orders/document-error-text.ts). */
export const DOCUMENTS_BUSY_MESSAGE = "The server is busy making other documents. Please try again in a few seconds.";

export const documentsBusy = () => new HttpError(503, [DOCUMENTS_BUSY_MESSAGE], { "Retry-After": String(BUSY_RETRY_AFTER_SECONDS) });

export interface RenderOptions {
  /** Hears the number of orders drawn so far, every PROGRESS_EVERY_ORDERS (render-task.ts); the file is the same. */
  onProgress?: (done: number) => void;
  /** Aborting ends the render (piscina ends the thread if it is under way). */
  signal?: AbortSignal;
}

/** One place in the pool, taken before the orders are read and given back when the PDF is made. */
export interface RenderPlace {
  /** Renders in a worker thread; the place is given back when it ends, made or failed. */
  render(request: RenderRequest, options?: RenderOptions): Promise<Buffer>;
  /** Gives the place back without rendering (the request failed before); harmless twice. */
  release(): void;
}

export interface DocumentPool {
  /** A place for one render, or HttpError 503 with Retry-After when every place is taken. */
  reserve(): RenderPlace;
  /** Places taken now: renders running, waiting, or reading their orders. */
  readonly taken: number;
  /** Ends the threads once the renders under way are done. */
  close(): Promise<void>;
}

export interface DocumentPoolOptions {
  threads?: number;
  maxWaiting?: number;
}

/**
 * Orders written to JSON per turn of the event loop on their way to the worker: copying 1,000
 * orders into a worker in one message is a pause of its own (about 5 ms per 300 orders here).
 */
const ORDERS_PER_TURN = 50;

/** The request as the worker takes it: the orders as JSON text, written a few dozen at a time. */
async function taskOf({ orders, ...rest }: RenderRequest): Promise<RenderTask> {
  const ordersJson: string[] = [];
  for (let start = 0; start < orders.length; start += ORDERS_PER_TURN) {
    if (start > 0) await nextTurn();
    ordersJson.push(JSON.stringify(orders.slice(start, start + ORDERS_PER_TURN)));
  }
  return { ...rest, ordersJson };
}

const WORKER_FILE = fileURLToPath(new URL("./render-worker.mjs", import.meta.url));

export function createDocumentPool({ threads = DEFAULT_RENDER_THREADS, maxWaiting = DEFAULT_MAX_WAITING_RENDERS }: DocumentPoolOptions = {}): DocumentPool {
  const places = threads + maxWaiting;
  let taken = 0;
  // Made at the first render: a server (or a test) that never makes a document starts no thread.
  let piscina: Piscina<RenderTask, Uint8Array> | undefined;
  const pool = () =>
    (piscina ??= new Piscina({
      filename: WORKER_FILE,
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: IDLE_THREAD_MS,
      niceIncrement: WORKER_NICE_INCREMENT,
      // The worker loads tsx itself (render-worker.mjs); the parent's loader flags are not its business.
      execArgv: [],
    }));

  return {
    get taken() {
      return taken;
    },
    reserve() {
      if (taken >= places) throw documentsBusy();
      taken += 1;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        taken -= 1;
      };
      return {
        release,
        async render(request, { onProgress, signal }: RenderOptions = {}) {
          // The worker posts progress on a port of its own while it draws: a job shows it, and the
          // render stays one call, so the file is byte for byte the one a request would get.
          const channel = onProgress ? new MessageChannel() : undefined;
          channel?.port1.on("message", (done: number) => onProgress?.(done));
          try {
            const task = await taskOf(request);
            const bytes = channel
              ? await pool().run({ ...task, progress: channel.port2 }, { transferList: [channel.port2], signal })
              : await pool().run(task, { signal });
            return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
          } finally {
            channel?.port1.close();
            release();
          }
        },
      };
    },
    async close() {
      await piscina?.close();
      piscina = undefined;
    },
  };
}
