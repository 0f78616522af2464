import ky, { TimeoutError } from "ky";
import * as v from "valibot";
import { env } from "../config/env";
import { reportServerReached, setReachabilityProbe } from "./connectivity";
import { ApiError, extractErrorMessages } from "./errors";
import { clearSessionUser, getSessionUser } from "./session";

/**
 * The one HTTP client of the app (CONVENTIONS.md, point 7): base URL from config, the bearer
 * token of the stored user, Idempotency-Key, every failure turned into ApiError, every answer
 * parsed with its contract schema, and the 401 rule. Features never call fetch themselves.
 */

const REQUEST_TIMEOUT_MS = 30_000;
const API_BASE = new URL(env.apiBaseUrl, globalThis.location?.origin ?? "http://localhost").href;

const http = ky.create({
  prefixUrl: API_BASE,
  timeout: REQUEST_TIMEOUT_MS,
  // Screens show a failure at once; the offline outbox has its own retry and backoff.
  retry: 0,
  throwHttpErrors: false,
});

/** While the server is unreachable, connectivity.ts asks this light question now and then. */
setReachabilityProbe(() =>
  http("health", { timeout: REQUEST_TIMEOUT_MS }).then(
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

  let response: Response;
  try {
    response = await http(path.replace(/^\//, ""), {
      method,
      json: options.json,
      body: options.body,
      searchParams: definedParams(options.searchParams),
      headers,
      signal: options.signal,
    });
  } catch (error) {
    throw failedToReach(error, options.signal);
  }
  reportServerReached(true);

  if (response.status === 401 && !options.anonymous) expireSession(token);
  return readAnswer(response, schema);
}

/** An answer's body: parsed with its contract schema, or ApiError with the server's messages. */
async function readAnswer<TSchema extends v.GenericSchema>(response: Response, schema: TSchema): Promise<v.InferOutput<TSchema>> {
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const retryAfter = Number(response.headers.get("Retry-After")) || undefined;
    throw new ApiError("http", response.status, extractErrorMessages(body, `${response.status} ${response.statusText}`.trim()), body, retryAfter);
  }
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) throw new ApiError("invalid-answer", response.status, [], body);
  return parsed.output;
}

/**
 * apiRequest for the outbox's sends, with the same contract (the session's token, the
 * Idempotency-Key, JSON in and out, ApiError, the 401 rule, the timeout) over plain fetch. ky
 * copies every request that has a body before sending it, for retries of its own (off here: the
 * outbox retries); draining a long queue, that copy cost the browser as much as the request
 * itself (scripts/bench-outbox-drain.mjs, decision 027).
 */
export async function apiSend<TSchema extends v.GenericSchema>(
  method: HttpMethod,
  path: string,
  schema: TSchema,
  options: { json?: unknown; idempotencyKey: string },
): Promise<v.InferOutput<TSchema>> {
  const token = getSessionUser()?.auth_token;
  const headers: Record<string, string> = { "Idempotency-Key": options.idempotencyKey };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.json !== undefined) headers["Content-Type"] = "application/json";
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(new URL(path.replace(/^\//, ""), API_BASE.replace(/\/?$/, "/")), {
      method: method.toUpperCase(),
      headers,
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
      signal: timeout.signal,
    });
  } catch {
    if (timeout.signal.aborted) throw new ApiError("timeout", undefined, []);
    reportServerReached(false);
    throw new ApiError("network", undefined, []);
  } finally {
    clearTimeout(timer);
  }
  reportServerReached(true);
  if (response.status === 401) expireSession(token);
  return readAnswer(response, schema);
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
  let response: Response;
  try {
    response = await http(path.replace(/^\//, ""), {
      method,
      json: options.json,
      searchParams: definedParams(options.searchParams),
      headers,
      signal: options.signal,
      timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
      onDownloadProgress: options.onProgress ? (progress) => options.onProgress?.(progress.percent) : undefined,
    });
  } catch (error) {
    throw failedToReach(error, options.signal);
  }
  reportServerReached(true);
  if (response.status === 401) expireSession(token);
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    // A busy server (503) says when to come again.
    const retryAfter = Number(response.headers.get("Retry-After")) || undefined;
    throw new ApiError("http", response.status, extractErrorMessages(body, `${response.status} ${response.statusText}`.trim()), body, retryAfter);
  }
  return { blob: await response.blob(), headers: response.headers };
}

/**
 * A request that got no answer. A network error means the server could not be reached (the
 * connection store learns it); a timeout only that it was slow; an abort is the caller's own.
 */
function failedToReach(error: unknown, signal: AbortSignal | undefined): unknown {
  if (signal?.aborted) return error;
  if (error instanceof TimeoutError) return new ApiError("timeout", undefined, []);
  reportServerReached(false);
  return new ApiError("network", undefined, []);
}

function definedParams(params: RequestOptions["searchParams"]) {
  if (!params) return undefined;
  const entries = Object.entries(params).filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined);
  return Object.fromEntries(entries.map(([k, val]) => [k, String(val)]));
}

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
