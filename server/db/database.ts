import { join } from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { Kysely, PostgresDialect } from "kysely";
import { migrateToLatest } from "./migrate";
import { type Dialect, checkPostgresDatabase, registerSqliteFunctions } from "./portable";
import { createPostgresPool } from "./postgres-pool";
import { PortalSqliteDialect, keepingStatements, turnsOfFile } from "./sqlite-dialect";
import type { Database } from "./schema";

export interface OpenDatabase {
  db: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

export interface DatabaseSettings {
  /** postgres://... selects PostgreSQL; without it, SQLite in `dataDir`. */
  databaseUrl?: string;
  /** Where the SQLite file lives (portal.sqlite). */
  dataDir: string;
  /** Connections in the PostgreSQL pool of this process. */
  poolSize?: number;
}

/** The database the settings name, migrated to the latest version. */
export async function openDatabase(settings: DatabaseSettings): Promise<OpenDatabase> {
  return settings.databaseUrl
    ? openPostgresDatabase(settings.databaseUrl, { poolSize: settings.poolSize })
    : openSqliteDatabase(join(settings.dataDir, "portal.sqlite"));
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
  registerSqliteFunctions(sqlite);
  const turns = sqlite.memory ? undefined : turnsOfFile(file);
  const db = new Kysely<Database>({ dialect: new PortalSqliteDialect({ database: keepingStatements(sqlite) }, turns) });
  await migrateToLatest(db, "sqlite");
  return { db, dialect: "sqlite", close: () => db.destroy() };
}

/**
 * Opens a PostgreSQL database through a pool of `pg` connections, checks that it sorts and folds
 * text as the portal needs (server/db/portable.ts) and brings it to the latest migration (Kysely
 * holds an advisory lock meanwhile, so instances starting together migrate once).
 */
export async function openPostgresDatabase(url: string, options: { poolSize?: number; migrate?: boolean } = {}): Promise<OpenDatabase> {
  const pool = createPostgresPool(url, { max: options.poolSize });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    await checkPostgresDatabase(db);
    if (options.migrate ?? true) await migrateToLatest(db, "postgres");
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, dialect: "postgres", close: () => db.destroy() };
}
