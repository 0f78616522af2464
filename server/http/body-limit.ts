import type { Context, MiddlewareHandler } from "hono";

/**
 * Request body limits that answer a client still sending (issue 13). Hono's bodyLimit answers 413
 * as soon as it knows the body is too large, without reading it; Node then closes the connection
 * while the client is still sending, and a browser or HTTP client sees a network error instead of
 * the 413 (an outbox would retry it forever). Here a refused body is read and thrown away up to a
 * hard cap, and only then answered, so the client reads the 413 and its `messages` on a connection
 * that stays open. A body beyond the cap is answered at once with `Connection: close`.
 */

/**
 * The most a refused body is read for. Above every limit (the whole order's is 2.5 MB) with room
 * for a client that gets a limit wrong; larger bodies are no mistake worth the bandwidth.
 */
export const MAX_DISCARDED_BODY_BYTES = 8 * 1024 * 1024;

const tooLarge = (c: Context, maxBytes: number, close: boolean) =>
  c.json({ messages: [`The request body is larger than ${maxBytes / 1024} KB.`] }, 413, close ? { Connection: "close" } : undefined);

/** The Content-Length a body is framed by, when it has one (not chunked). */
function declaredLength(headers: Headers): number | undefined {
  const length = headers.get("content-length");
  if (length === null || headers.has("transfer-encoding")) return undefined;
  const bytes = Number(length);
  return Number.isSafeInteger(bytes) && bytes >= 0 ? bytes : undefined;
}

/** Reads and drops the rest of a body; false (and reading stops) past `maxBytes` more. */
export async function discardBody(reader: ReadableStreamDefaultReader<Uint8Array>, maxBytes: number): Promise<boolean> {
  let read = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return true;
    read += value.byteLength;
    if (read > maxBytes) {
      await reader.cancel();
      return false;
    }
  }
}

/** Refuses bodies over `maxBytes` with 413 `{messages}` after reading them (see above). */
export function limitBody(maxBytes: number, discardUpTo = MAX_DISCARDED_BODY_BYTES): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = declaredLength(c.req.raw.headers);
    // HTTP framing ends a body at its Content-Length: one within the limit cannot exceed it.
    if (declared !== undefined && declared <= maxBytes) return next();
    if (declared !== undefined && declared > discardUpTo) return tooLarge(c, maxBytes, true);

    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) return tooLarge(c, maxBytes, !(await discardBody(reader, discardUpTo - size)));
      chunks.push(value);
    }
    // A chunked body within the limit: the route reads it from memory.
    const whole = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      whole.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(c.req.raw, { body: whole });
    return next();
  };
}
