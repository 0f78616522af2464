import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../deps";

/**
 * One JSON line per request (issue 16), for whatever collects the instances' output: when, which
 * request (its id), method, path, status, how long, and who when known. Never a token, a password
 * or a body: the path is logged without its query string (a filter may hold a customer's name),
 * only the names of its parameters. The request id is the caller's `X-Request-Id` when it looks
 * like an id (a load balancer's or a proxy's, so one request can be followed through them), else
 * a new one; the answer carries it back either way.
 */
export const REQUEST_ID_HEADER = "X-Request-Id";
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

export interface RequestLogLine {
  time: string;
  level: "info" | "error";
  request_id: string;
  method: string;
  path: string;
  /** Names of the query parameters, never their values. */
  query_keys?: string[];
  status: number;
  duration_ms: number;
  user_id?: number;
  /** A failure's message and stack, on the line of the request that failed (answered 500). */
  error?: string;
}

export type RequestLogger = (line: RequestLogLine) => void;

/** What main.ts logs with: one line of JSON on standard output. */
export const jsonLinesToStdout: RequestLogger = (line) => {
  process.stdout.write(`${JSON.stringify(line)}\n`);
};

/** Sets `requestId`, echoes it, and writes the line when the answer is ready. */
export function requestLog(log: RequestLogger | undefined, clock: () => number = () => performance.now()): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = clock();
    const given = c.req.header(REQUEST_ID_HEADER);
    const id = given !== undefined && SANE_REQUEST_ID.test(given) ? given : randomUUID();
    c.set("requestId", id);
    await next();
    c.header(REQUEST_ID_HEADER, id);
    if (!log) return;
    const keys = [...new Set(new URL(c.req.url).searchParams.keys())];
    const failure = c.get("failure");
    log({
      time: new Date().toISOString(),
      level: c.res.status >= 500 ? "error" : "info",
      request_id: id,
      method: c.req.method,
      path: c.req.path,
      ...(keys.length > 0 ? { query_keys: keys } : {}),
      status: c.res.status,
      duration_ms: Math.round((clock() - started) * 10) / 10,
      ...(c.get("user") ? { user_id: c.get("user").id } : {}),
      ...(failure ? { error: failure instanceof Error ? (failure.stack ?? failure.message) : String(failure) } : {}),
    });
  };
}
