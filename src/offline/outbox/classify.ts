import { ApiError } from "../../api/errors";

/**
 * How the outbox treats an answer (DESIGN.md section 4). Only a 2xx (a replay is a 2xx with
 * `Idempotent-Replayed`) removes an operation; anything that may be passing is retried with the
 * same key; anything the user must decide about waits for them with the server's words.
 */
export type AnswerClass =
  | { kind: "done" }
  /** `unreached`: the request never reached the server (no network): not counted as an attempt. */
  | { kind: "retry"; status?: number; retryAfterSeconds?: number; unreached?: true }
  | { kind: "paused-for-login" }
  /** `body`: the refusal's whole answer, when it says more than its messages (a dispatch's per-order `refused`). */
  | { kind: "needs-attention"; status: number; messages: string[]; body?: unknown };

/** 408 timeout and 429 too many requests pass by themselves; so do 5xx. */
const RETRY_STATUSES = new Set([408, 429]);

/** Classifies what a send threw; `undefined` (nothing thrown) is success. */
export function classifyAnswer(error: unknown): AnswerClass {
  if (error === undefined) return { kind: "done" };
  // A thrown non-ApiError (a bug, a storage hiccup) must not lose the op: try again later.
  if (!(error instanceof ApiError)) return { kind: "retry" };
  // A timeout may have reached a slow server (it counts); a network error reached nothing.
  if (error.kind === "network") return { kind: "retry", unreached: true };
  if (error.kind === "timeout") return { kind: "retry" };
  const verdict = classifyStatus(error.status ?? 0, error.retryAfter, error.messages);
  return verdict.kind === "needs-attention" && error.body !== undefined ? { ...verdict, body: error.body } : verdict;
}

export function classifyStatus(status: number, retryAfterSeconds: number | undefined, messages: string[]): AnswerClass {
  // 2xx whose body did not parse: the server did it all the same; resending would only replay.
  if (status >= 200 && status < 300) return { kind: "done" };
  if (status === 401) return { kind: "paused-for-login" };
  if (RETRY_STATUSES.has(status) || status >= 500) return { kind: "retry", status, retryAfterSeconds };
  // The server's "this key is still being processed" is a 409 WITH Retry-After: wait, not fail.
  if (status === 409 && retryAfterSeconds !== undefined) return { kind: "retry", status, retryAfterSeconds };
  // 403, 404, 409, 422 and any other 4xx: only a person can resolve them.
  if (status >= 400 && status < 500) return { kind: "needs-attention", status, messages };
  // 0 or 1xx/3xx: not a real answer from /v1 (a proxy, a captive portal); retry.
  return { kind: "retry", status };
}
