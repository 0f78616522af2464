import * as v from "valibot";
import { env } from "../config/env";
import { reportServerReached, setReachabilityProbe } from "./connectivity";
import { ApiError, extractErrorMessages } from "./errors";
import { isTermsRefusal } from "./schemas/terms";
import { clearSessionUser, getSessionUser } from "./session";

/**
 * The one HTTP client of the app (CONVENTIONS.md, point 7): base URL from config, the bearer
 * token of the stored user, Idempotency-Key, every failure turned into ApiError, every answer
 * parsed with its contract schema, and the 401 rule. Features never call fetch themselves.
 */

const REQUEST_TIMEOUT_MS = 30_000;
/** The API's base URL with a trailing slash, so that relative paths resolve below it. */
const API_BASE = new URL(env.apiBaseUrl, globalThis.location?.origin ?? "http://localhost").href.replace(/\/?$/, "/");

/** While the server is unreachable, connectivity.ts asks this light question now and then. */
setReachabilityProbe(() =>
  send("get", "health", {}).then(
    () => true,
    () => false,
  ),
);

export type HttpMethod = "get" | "post" | "put" | "delete";

export interface RequestOptions {
  json?: unknown;
  /** A multipart body (file uploads); the browser sets its Content-Type with the boundary. */
  body?: FormData;
  searchParams?: Record<string, string | number | boolean | undefined>;
  /** Sent as Idempotency-Key: the server applies the effect once however often it is sent. */
  idempotencyKey?: string;
  /** Calls without a session (sign-in, reset password): their 401 is an answer, not an expiry. */
  anonymous?: boolean;
  signal?: AbortSignal;
  /** Longer than the default for a large body (an import of 50,000 rows). */
  timeoutMs?: number;
}

export async function apiRequest<TSchema extends v.GenericSchema>(
  method: HttpMethod,
  path: string,
  schema: TSchema,
  options: RequestOptions = {},
): Promise<v.InferOutput<TSchema>> {
  const token = options.anonymous ? undefined : getSessionUser()?.auth_token;
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;

  const response = await reach(method, path, { ...options, headers });
  if (response.status === 401 && !options.anonymous) expireSession(token);
  return readAnswer(response, schema);
}

/** An answer's body: parsed with its contract schema, or ApiError with the server's messages. */
async function readAnswer<TSchema extends v.GenericSchema>(response: Response, schema: TSchema): Promise<v.InferOutput<TSchema>> {
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (response.status === 403 && isTermsRefusal(body)) announceTermsRequired();
    const retryAfter = Number(response.headers.get("Retry-After")) || undefined;
    throw new ApiError("http", response.status, extractErrorMessages(body, `${response.status} ${response.statusText}`.trim()), body, retryAfter);
  }
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) throw new ApiError("invalid-answer", response.status, [], body);
  return parsed.output;
}

/**
 * apiRequest for the outbox's sends: the same contract (the session's token, the Idempotency-Key,
 * JSON in and out, ApiError, the 401 rule, the timeout), always with an Idempotency-Key.
 */
export async function apiSend<TSchema extends v.GenericSchema>(
  method: HttpMethod,
  path: string,
  schema: TSchema,
  options: { json?: unknown; idempotencyKey: string },
): Promise<v.InferOutput<TSchema>> {
  return apiRequest(method, path, schema, options);
}

export interface DownloadOptions extends Omit<RequestOptions, "idempotencyKey" | "anonymous"> {
  /** Share of the answer received, 0 to 1 (only when the server sends its length). */
  onProgress?: (share: number) => void;
  /** Generating a PDF of 1000 orders takes longer than a usual answer. */
  timeoutMs?: number;
}

/** A file the server makes (PDF documents), as a Blob, with its answer headers. Same errors as apiRequest. */
export async function apiDownload(method: HttpMethod, path: string, options: DownloadOptions = {}): Promise<{ blob: Blob; headers: Headers }> {
  const token = getSessionUser()?.auth_token;
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await reach(method, path, { ...options, headers });
  if (response.status === 401) expireSession(token);
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    if (response.status === 403 && isTermsRefusal(body)) announceTermsRequired();
    // A busy server (503) says when to come again.
    const retryAfter = Number(response.headers.get("Retry-After")) || undefined;
    throw new ApiError("http", response.status, extractErrorMessages(body, `${response.status} ${response.statusText}`.trim()), body, retryAfter);
  }
  const blob = options.onProgress ? await readWithProgress(response, options.onProgress) : await response.blob();
  return { blob, headers: response.headers };
}

interface SendOptions {
  json?: unknown;
  body?: FormData;
  searchParams?: RequestOptions["searchParams"];
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * One request with fetch: the URL below the API's base, JSON encoded, given up after the timeout.
 * Resolves with every answer the server gives, errors included (the callers read them); rejects
 * only when no answer came: the caller's abort (its own error), a timeout or a network failure.
 * No retries: screens show a failure at once; the offline outbox has its own retry and backoff.
 */
async function send(method: HttpMethod, path: string, options: SendOptions): Promise<Response> {
  const url = new URL(path.replace(/^\//, ""), API_BASE);
  for (const [name, value] of Object.entries(options.searchParams ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  const headers = { ...options.headers };
  if (options.json !== undefined) headers["Content-Type"] = "application/json";
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const callerAborted = () => timeout.abort(options.signal?.reason);
  options.signal?.addEventListener("abort", callerAborted);
  if (options.signal?.aborted) callerAborted();
  try {
    return await fetch(url, {
      method: method.toUpperCase(),
      headers,
      body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
      signal: timeout.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason ?? error;
    if (timeout.signal.aborted) throw new ApiError("timeout", undefined, []);
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", callerAborted);
  }
}

/**
 * `send`, telling the connection store what the request met: any answer means the server was
 * reached; a network failure that it was not (ApiError "network"). A timeout only says the server
 * was slow, and an abort is the caller's own: neither teaches the store anything.
 */
async function reach(method: HttpMethod, path: string, options: SendOptions): Promise<Response> {
  let response: Response;
  try {
    response = await send(method, path, options);
  } catch (error) {
    if (options.signal?.aborted || error instanceof ApiError) throw error;
    reportServerReached(false);
    throw new ApiError("network", undefined, []);
  }
  reportServerReached(true);
  return response;
}

/** The answer's body as a Blob, telling `onProgress` the share received (0 while its length is unknown). */
async function readWithProgress(response: Response, onProgress: (share: number) => void): Promise<Blob> {
  const type = response.headers.get("Content-Type") ?? "";
  const reader = response.body?.getReader();
  if (!reader) return new Blob([], { type });
  const total = Number(response.headers.get("Content-Length")) || 0;
  const parts: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    // Never 100 % before the end: a wrong length must not show a finished download.
    onProgress(total > 0 ? Math.min(received / total, ALMOST_ALL) : 0);
  }
  onProgress(1);
  return new Blob(parts as BlobPart[], { type });
}

/** The largest share shown before the last byte has arrived. */
const ALMOST_ALL = 0.99;

const sessionExpiredListeners = new Set<() => void>();

/** The app shows 'Please login again.' from here; the route guard does the redirect. */
export function onSessionExpired(listener: () => void): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

/**
 * The 401 rule: clear the stored user and announce it once. Only the session that made the call
 * is cleared: several calls failing together announce once, and a late 401 of an old token
 * never signs out a user who has just signed in again.
 */
function expireSession(tokenUsed: string | undefined) {
  const current = getSessionUser();
  if (!current || !tokenUsed || current.auth_token !== tokenUsed) return;
  clearSessionUser("expired");
  for (const listener of sessionExpiredListeners) listener();
}

const termsRequiredListeners = new Set<() => void>();

/**
 * The server refused a call because the user has not accepted the current terms (403
 * TERMS_NOT_ACCEPTED, decision 068): the terms gate (src/app/shell/terms-gate.tsx) asks again and
 * opens the dialog, whatever screen made the call.
 */
export function onTermsRequired(listener: () => void): () => void {
  termsRequiredListeners.add(listener);
  return () => termsRequiredListeners.delete(listener);
}

function announceTermsRequired() {
  for (const listener of termsRequiredListeners) listener();
}
