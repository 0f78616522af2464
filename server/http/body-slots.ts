import type { Context, MiddlewareHandler } from "hono";
import { MAX_DISCARDED_BODY_BYTES, discardBody } from "./body-limit";

/**
 * A cap on the large bodies (imports) one server reads at once (decision 066). One import of
 * 23.7 MB took a server from 327 MB to 781 MB, and nothing stopped ten of them arriving together.
 * Past the cap a request is answered 503 with Retry-After before its body is kept: the body is
 * read and thrown away (up to MAX_DISCARDED_BODY_BYTES, as body-limit.ts does for a 413), so the
 * client reads the answer instead of a connection reset. 503, not 429: the server is busy, the
 * caller did nothing wrong, and a retry later is right (the outbox retries a 503 with the same key).
 */

/** Import bodies one server reads and checks at once: each may be 20 MB, checked in one thread (import-pool.ts). */
export const IMPORT_BODY_PLACES = 2;
/** What a refused import is told to wait: about the reading and checking of one large file. */
export const IMPORT_BUSY_RETRY_AFTER_SECONDS = 10;
export const IMPORTS_BUSY_MESSAGE = "The server is busy reading other imported files. Please try again in a few seconds.";

export interface BodySlots {
  /** Takes a place and runs `limit` (the route's body limit and the route) in it; past the cap, 503. */
  around(limit: MiddlewareHandler): MiddlewareHandler;
  /** Places taken now. */
  readonly taken: number;
}

async function busy(c: Context): Promise<Response> {
  const body = c.req.raw.body;
  const whole = body ? await discardBody(body.getReader(), MAX_DISCARDED_BODY_BYTES) : true;
  return c.json({ messages: [IMPORTS_BUSY_MESSAGE] }, 503, { "Retry-After": String(IMPORT_BUSY_RETRY_AFTER_SECONDS), ...(whole ? {} : { Connection: "close" }) });
}

export function bodySlots(places = IMPORT_BODY_PLACES): BodySlots {
  let taken = 0;
  return {
    get taken() {
      return taken;
    },
    around: (limit) => async (c, next) => {
      if (taken >= places) return busy(c);
      taken += 1;
      try {
        return await limit(c, next);
      } finally {
        taken -= 1;
      }
    },
  };
}
