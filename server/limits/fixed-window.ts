import type { ServerDeps } from "../deps";

/**
 * Fixed-window counters in the database (table `rate_counters`, decision 024): every limited
 * attempt first counts itself with one statement,
 *
 *   INSERT ... ON CONFLICT (key, window_start) DO UPDATE SET hits = hits + 1 RETURNING hits
 *
 * and only then is checked. The statement is atomic in SQLite (one writer) and in PostgreSQL
 * (the row lock serialises the increments and RETURNING gives each caller its own count), so
 * any number of requests, on any number of server instances, racing into one key get the counts
 * 1, 2, 3... and exactly `limit` of them are under the limit. Reading the count first and
 * writing it after the check, as before, let every parallel request read the same old count.
 *
 * Windows are aligned to the clock (a minute window runs from :00 to :00), so one row per key
 * and window is all the state, and Retry-After is simply the end of the window. The price: an
 * attempt burst across a boundary may see up to twice the limit within one window's length.
 */

export interface WindowHit {
  /** This attempt's number within its window, itself included. */
  hits: number;
  /** Whole seconds until the window ends (at least 1): the honest Retry-After. */
  retryAfterSeconds: number;
  /**
   * Takes this attempt back out of the count, for attempts that turned out not to be what the
   * limit is about (a right password). Safe to call once; later calls do nothing.
   */
  giveBack(): Promise<void>;
}

export async function hitWindow(deps: Pick<ServerDeps, "db" | "now">, key: string, windowMs: number): Promise<WindowHit> {
  return countHit(deps, deps.db, key, windowMs);
}

export interface LimitedKey {
  key: string;
  windowMs: number;
}

/**
 * Counts one attempt against several keys at once (a sign-in: its address and its account), in
 * one transaction that takes the keys' rows in one fixed order (sorted by key). Counted one after
 * the other instead, two requests racing could each be the fifth in one count and the sixth in
 * the other: both refused, and fewer than the limit would pass. In one transaction, with the row
 * locks held to its end, the racing requests are counted in one order in every count they share,
 * and the sorted order keeps two of them from waiting for each other. Hits come back in the
 * order of `keys`.
 */
export async function hitWindows(deps: Pick<ServerDeps, "db" | "now">, keys: readonly LimitedKey[]): Promise<WindowHit[]> {
  const sorted = [...keys.entries()].sort(([, a], [, b]) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const hits: WindowHit[] = new Array(keys.length);
  await deps.db.transaction().execute(async (trx) => {
    for (const [index, { key, windowMs }] of sorted) hits[index] = await countHit(deps, trx, key, windowMs);
  });
  return hits;
}

/** The upsert, through `executor` (the database or a transaction); giving back goes through the database. */
async function countHit(deps: Pick<ServerDeps, "db" | "now">, executor: Pick<ServerDeps["db"], "insertInto">, key: string, windowMs: number): Promise<WindowHit> {
  const now = deps.now().getTime();
  const start = Math.floor(now / windowMs) * windowMs;
  const end = start + windowMs;
  const windowStart = new Date(start).toISOString();
  const row = await executor
    .insertInto("rate_counters")
    .values({ key, window_start: windowStart, hits: 1, expires_at: new Date(end).toISOString() })
    .onConflict((oc) => oc.columns(["key", "window_start"]).doUpdateSet((eb) => ({ hits: eb(eb.ref("rate_counters.hits"), "+", 1) })))
    .returning("hits")
    .executeTakeFirstOrThrow();
  let givenBack = false;
  return {
    hits: row.hits,
    retryAfterSeconds: Math.max(1, Math.ceil((end - now) / 1000)),
    async giveBack() {
      if (givenBack) return;
      givenBack = true;
      await deps.db
        .updateTable("rate_counters")
        .set((eb) => ({ hits: eb(eb.ref("hits"), "-", 1) }))
        .where("key", "=", key)
        .where("window_start", "=", windowStart)
        .where("hits", ">", 0)
        .execute();
    },
  };
}

/** Counters whose window has ended count nothing any more. */
export async function purgeEndedWindows(deps: Pick<ServerDeps, "db" | "now">): Promise<number> {
  const result = await deps.db.deleteFrom("rate_counters").where("expires_at", "<=", deps.now().toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
