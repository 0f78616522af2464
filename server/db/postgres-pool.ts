import pg from "pg";

/** Connections per process unless DATABASE_POOL_SIZE says otherwise (pg's own default too). */
export const DEFAULT_POOL_SIZE = 10;

/**
 * A request waits at most this long for a connection (the pool is busy, or the database does not
 * answer) before it fails; without it, requests would hang for as long as the database is away.
 */
const CONNECTION_TIMEOUT_MS = 10_000;

/** PostgreSQL type ids whose text `pg` would hand over as strings (node-postgres' pg-types). */
const INT8_OID = 20;
const NUMERIC_OID = 1700;

/**
 * bigint (count(*), sum() of integers, the money columns: migration 010) and numeric arrive as
 * text from `pg`, because they may exceed what a JavaScript number holds exactly. The portal's
 * values never come near 2^53 (cents of at most ten million per value), and SQLite hands the
 * same columns over as numbers, so they become numbers here; a value that would lose digits
 * throws instead of being rounded silently.
 */
function exactNumber(text: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || (Number.isInteger(value) && !Number.isSafeInteger(value))) {
    throw new RangeError(`The database answered ${text}, which a JavaScript number cannot hold exactly.`);
  }
  return value;
}

const portalTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: string) => {
    if (format !== "binary" && (oid === INT8_OID || oid === NUMERIC_OID)) return exactNumber;
    return pg.types.getTypeParser(oid, format as "text");
  }) as pg.CustomTypesConfig["getTypeParser"],
};

/**
 * A `pg` pool as the server uses it: numbers as numbers (above), and an idle connection that
 * dies (the database restarted) is logged and replaced instead of crashing the process.
 * Exported for other users of the same database (the durable jobs) so they read values alike.
 */
export function createPostgresPool(url: string, options: { max?: number } = {}): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? DEFAULT_POOL_SIZE, connectionTimeoutMillis: CONNECTION_TIMEOUT_MS, types: portalTypes });
  pool.on("error", (error) => console.error("A pooled PostgreSQL connection failed:", error.message));
  return pool;
}
