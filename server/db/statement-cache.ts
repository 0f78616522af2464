import type BetterSqlite3 from "better-sqlite3";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/**
 * Statements kept prepared, by their SQL text. Kysely's SQLite driver prepares every query anew;
 * preparing (parsing and planning the SQL) cost the server about a tenth of its CPU while the
 * outbox sent add-checkpoints (decision 045). Kysely compiles one query shape to one SQL text with
 * its values as parameters, so the server's queries come back to a few hundred texts; queries whose
 * text grows with their input (`in (?, ?, ...)`, inserts of many rows) come and go at the far end.
 */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The database as Kysely's SQLite dialect uses it, with `prepare` answering a statement prepared
 * before for the same SQL. A statement still being read by `iterate` (a streamed query) cannot run
 * a second query: then a new one is prepared. SQLite prepares a cached statement again by itself
 * when the schema changed (a migration), so a cached statement never runs against an old schema.
 */
export function withStatementCache(sqlite: BetterSqlite3.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    prepare(sql: string): SqliteStatement {
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        // Least recently used last out: a Map keeps insertion order.
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (!cached) {
        cache.set(sql, statement);
        if (cache.size > size) cache.delete(cache.keys().next().value!);
      }
      return statement;
    },
    close(): void {
      cache.clear();
      sqlite.close();
    },
  };
}
