import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { type ServerDeps, isoNow } from "../deps";
import { HttpError } from "../http/errors";

/** Five failed sign-ins from one address within a minute, then wait (issue 2). */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 60_000;

export function clientAddress(c: Context, deps: ServerDeps): string {
  if (deps.trustProxy) {
    // The rightmost entry is the one our proxy added; entries left of it come from the client
    // and could be changed on every attempt to escape the limit.
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // Requests made in-process (tests) have no socket.
    return "unknown";
  }
}

/**
 * Kept in the database, not in memory, so that a second server instance sees the same count.
 * Throws 429 with Retry-After while the address has used up its failures.
 */
export async function assertLoginAllowed(deps: ServerDeps, address: string): Promise<void> {
  const windowStart = new Date(deps.now().getTime() - LOGIN_FAILURE_WINDOW_MS).toISOString();
  const failures = await deps.db
    .selectFrom("login_failures")
    .select("created_at")
    .where("address", "=", address)
    .where("created_at", ">", windowStart)
    .orderBy("created_at", "asc")
    .execute();
  if (failures.length < LOGIN_FAILURE_LIMIT) return;
  const oldest = new Date(failures[0]!.created_at).getTime();
  const retryAfter = Math.max(1, Math.ceil((oldest + LOGIN_FAILURE_WINDOW_MS - deps.now().getTime()) / 1000));
  throw new HttpError(429, ["Too many failed sign-ins. Please wait a minute and try again."], {
    "Retry-After": String(retryAfter),
  });
}

export async function recordLoginFailure(deps: ServerDeps, address: string): Promise<void> {
  await deps.db.insertInto("login_failures").values({ address, created_at: isoNow(deps) }).execute();
}
