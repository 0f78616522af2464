import BetterSqlite3 from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { migrateToLatest } from "./migrate";
import type { Dialect } from "./portable";
import type { Database } from "./schema";

export interface OpenDatabase {
  db: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

/**
 * Opens (creating if needed) the SQLite database and brings it to the latest migration.
 * `file` ":memory:" gives a private database, as the unit tests use.
 */
export async function openSqliteDatabase(file: string): Promise<OpenDatabase> {
  const sqlite = new BetterSqlite3(file);
  // WAL lets readers go on while a write commits; foreign keys are off by default in SQLite.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  await migrateToLatest(db, "sqlite");
  return { db, dialect: "sqlite", close: () => db.destroy() };
}
