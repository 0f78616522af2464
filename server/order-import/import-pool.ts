import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import type { ImportContext } from "../../src/domain/order-import/types";
import type { CellsResult, CheckResult, ImportTask, ReadRequestResult, StoredImport } from "./import-task";

/**
 * The thread an orders import's CPU work runs in (decision 066): the request's JSON read and
 * validated, the job's check of every row (import-task.ts). On the event loop these held every
 * other request of the server: 20,000 rows took it for seconds, static files and /v1/health
 * included. One thread per process: imports are rare next to requests, and one thread bounds the
 * memory a few imports at once can take (the bodies wait for it in piscina's queue, and their
 * number is capped before they are read, server/http/body-slots.ts). It runs at a lower priority
 * than the event loop, as the document pool's threads do.
 */

const IMPORT_THREADS = 1;
/** A thread with nothing to do ends after this; the next import starts one again. */
const IDLE_THREAD_MS = 60_000;
/** As the document pool's threads (render-pool.ts): a busy machine gives the event loop the CPU first. */
const WORKER_NICE_INCREMENT = 10;

const WORKER_FILE = fileURLToPath(new URL("./import-worker.mjs", import.meta.url));

let piscina: Piscina<ImportTask, unknown> | undefined;
// Made at the first import: a server (or a test) that imports nothing starts no thread. An idle
// thread does not keep the process alive (piscina unrefs it).
const pool = () =>
  (piscina ??= new Piscina({ filename: WORKER_FILE, minThreads: 0, maxThreads: IMPORT_THREADS, idleTimeout: IDLE_THREAD_MS, niceIncrement: WORKER_NICE_INCREMENT, execArgv: [] }));

/** Reads POST /v1/orders/import's body in the thread; the bytes are moved there, not copied. */
export async function readImportRequestOffLoop(bytes: Uint8Array): Promise<ReadRequestResult> {
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
  return (await pool().run({ kind: "read-request", bytes: own } satisfies ImportTask, { transferList: [own.buffer as ArrayBuffer] })) as ReadRequestResult;
}

export async function importCellsOffLoop(stored: StoredImport): Promise<CellsResult> {
  return (await pool().run({ kind: "cells", stored } satisfies ImportTask)) as CellsResult;
}

export async function checkImportOffLoop(stored: StoredImport, context: ImportContext, signal?: AbortSignal): Promise<CheckResult> {
  return (await pool().run({ kind: "check", stored, context } satisfies ImportTask, signal ? { signal } : {})) as CheckResult;
}

/** Ends the thread once its task is done (server and worker shutdown). */
export async function closeImportPool(): Promise<void> {
  const closing = piscina;
  piscina = undefined;
  await closing?.close();
}
