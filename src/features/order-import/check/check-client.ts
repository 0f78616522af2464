import type { ImportContext, ImportProgressListener, ImportRow } from "../../../domain/order-import/types";
import { type CheckReply, type CheckRequest, type FileCheck, type ImportCheckSummary, serialiseContext } from "./protocol";

/**
 * The import screen's side of the check: a worker per check, ended when it answers or when
 * `signal` aborts (the user picked another file or left). Where a Worker cannot start (an old
 * browser, tests in jsdom) the same code runs on the page, loaded only then.
 */

const abortError = () => new DOMException("The check was stopped", "AbortError");

async function inPage(request: CheckRequest, onProgress: ImportProgressListener): Promise<CheckReply> {
  const { runCheck } = await import("./run-check");
  return runCheck(request, onProgress);
}

function startWorker(): Worker | null {
  try {
    return typeof Worker === "function" ? new Worker(new URL("./import-check-worker.ts", import.meta.url), { type: "module" }) : null;
  } catch {
    return null;
  }
}

function run(request: CheckRequest, onProgress: ImportProgressListener, signal?: AbortSignal): Promise<CheckReply> {
  if (signal?.aborted) return Promise.reject(abortError());
  const worker = startWorker();
  if (!worker) return inPage(request, onProgress);
  return new Promise<CheckReply>((resolve, reject) => {
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener("abort", onAbort);
    };
    const onAbort = () => {
      finish();
      reject(abortError());
    };
    signal?.addEventListener("abort", onAbort);
    worker.onmessage = (event: MessageEvent<CheckReply>) => {
      if (event.data.kind === "progress") return onProgress(event.data.progress);
      finish();
      resolve(event.data);
    };
    // The worker's script could not load: check on the page instead.
    worker.onerror = (event) => {
      event.preventDefault();
      finish();
      inPage(request, onProgress).then(resolve, reject);
    };
    worker.postMessage(request);
  });
}

/** Decodes, parses and checks a chosen file off the main thread, reporting the spec's stages. */
export async function checkFileInWorker(file: Blob, context: ImportContext, onProgress: ImportProgressListener, signal?: AbortSignal): Promise<FileCheck> {
  const reply = await run({ kind: "file", file, context: serialiseContext(context) }, onProgress, signal);
  if (reply.kind === "file") return reply.check;
  throw new Error(reply.kind === "failed" ? reply.message : "Unexpected answer of the import check");
}

/** Checks rows again after the user corrected cells in place (the rows of the orders touched, or all). */
export async function recheck(columns: string[], rows: ImportRow[], context: ImportContext, signal?: AbortSignal, onProgress: ImportProgressListener = () => {}): Promise<ImportCheckSummary> {
  const reply = await run({ kind: "rows", columns, rows, context: serialiseContext(context) }, onProgress, signal);
  if (reply.kind === "rows") return reply.result;
  throw new Error(reply.kind === "failed" ? reply.message : "Unexpected answer of the import check");
}
