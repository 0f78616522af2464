import { type ServerDeps, isoNow } from "../deps";
import { HttpError } from "../http/errors";
import { TRACKING_MESSAGES } from "../../src/api/schemas/tracking";

/**
 * A person tracks a few parcels; ten lookups a minute from one address is already generous.
 * The default of `deps.trackingLookupsPerMinute` (env TRACKING_LOOKUPS_PER_MINUTE, server/config.ts).
 */
export const TRACKING_LOOKUP_LIMIT = 10;
export const TRACKING_LOOKUP_WINDOW_MS = 60_000;

/**
 * Counts every lookup (found or not, verified or not) per address in the database, like the
 * sign-in throttle, so that all instances share the count. Throws 429 with Retry-After once the
 * address has used up its lookups; a refused lookup is not counted, so waiting always helps.
 */
export async function countTrackingLookup(deps: ServerDeps, address: string): Promise<void> {
  const limit = deps.trackingLookupsPerMinute ?? TRACKING_LOOKUP_LIMIT;
  const windowStart = new Date(deps.now().getTime() - TRACKING_LOOKUP_WINDOW_MS).toISOString();
  const recent = await deps.db
    .selectFrom("tracking_lookups")
    .select("created_at")
    .where("address", "=", address)
    .where("created_at", ">", windowStart)
    .orderBy("created_at", "asc")
    .limit(limit)
    .execute();
  if (recent.length >= limit) {
    const oldest = new Date(recent[0]!.created_at).getTime();
    const retryAfter = Math.max(1, Math.ceil((oldest + TRACKING_LOOKUP_WINDOW_MS - deps.now().getTime()) / 1000));
    throw new HttpError(429, [TRACKING_MESSAGES.tooMany], { "Retry-After": String(retryAfter) });
  }
  await deps.db.insertInto("tracking_lookups").values({ address, created_at: isoNow(deps) }).execute();
}

export async function purgeExpiredTrackingLookups(deps: ServerDeps): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - TRACKING_LOOKUP_WINDOW_MS).toISOString();
  const result = await deps.db.deleteFrom("tracking_lookups").where("created_at", "<=", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
