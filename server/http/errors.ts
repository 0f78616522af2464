import type { ErrorBody } from "../../src/api/schemas/common";

/**
 * A refusal with a status and the `messages` the client shows (DESIGN.md section 3).
 * Thrown anywhere in a route; the app's error handler turns it into the JSON answer.
 */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503,
    readonly messages: ErrorBody["messages"],
    readonly headers: Record<string, string> = {},
    /** Fields the answer carries besides `messages` (a dispatch's per-order `refused`). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(messages.map((m) => (typeof m === "string" ? m : JSON.stringify(m))).join("; "));
  }
}

export const notFound = (what = "The requested item was not found.") => new HttpError(404, [what]);
export const forbidden = () => new HttpError(403, ["You are not allowed to do this."]);
export const unauthorized = () => new HttpError(401, ["Please login again."]);
