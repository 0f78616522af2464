import { join, resolve } from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { CompiledQuery, type DatabaseConnection, type Driver, Kysely, PostgresDialect, SqliteDialect, type SqliteDialectConfig, SqliteDriver } from "kysely";
import { migrateToLatest } from "./migrate";
import { type Dialect, checkPostgresDatabase, registerSqliteFunctions } from "./portable";
import { createPostgresPool } from "./postgres-pool";
import type { Database } from "./schema";

export interface OpenDatabase {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Answers when the database answers a trivial query (health checks). */
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
 * One turn at a time for every connection of this process to one SQLite file. better-sqlite3
 * waits for a lock synchronously: a second connection of the same process waiting for the first
 * one's transaction would block the very event loop that has to finish it, until the busy
 * timeout fails it. Queued here instead, connections of one process take turns (as the one
 * connection of a process does anyway), and only other processes wait on the file's lock.
 */
class FileTurns {
  private last: Promise<void> = Promise.resolve();
  async take(): Promise<() => void> {
    let release!: () => void;
    const previous = this.last;
    this.last = new Promise<void>((resolve) => (release = resolve));
    await previous;
    return release;
  }
}
const turnsByFile = new Map<string, FileTurns>();

/**
 * The SQLite driver with two changes. Transactions take the write lock when they begin (BEGIN
 * IMMEDIATE), waiting up to the busy timeout for it: with the default deferred begin, two
 * processes on one file that both read and then write would deadlock, and SQLite fails one of
 * them at once ("database is locked") instead of letting it wait. And connections of one process
 * to one file take turns (FileTurns).
 */
class PortalSqliteDriver extends SqliteDriver {
  private release: (() => void) | undefined;
  constructor(
    settings: SqliteDialectConfig,
    private readonly turns: FileTurns | undefined,
  ) {
    super(settings);
  }
  override async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.turns?.take();
    const connection = await super.acquireConnection();
    this.release = release;
    return connection;
  }
  override async releaseConnection(): Promise<void> {
    const release = this.release;
    this.release = undefined;
    await super.releaseConnection();
    release?.();
  }
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class PortalSqliteDialect extends SqliteDialect {
  constructor(
    private readonly settings: SqliteDialectConfig,
    private readonly turns: FileTurns | undefined,
  ) {
    super(settings);
  }
  override createDriver(): Driver {
    return new PortalSqliteDriver(this.settings, this.turns);
  }
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
  let turns: FileTurns | undefined;
  if (!sqlite.memory) {
    const path = resolve(file);
    turns = turnsByFile.get(path) ?? new FileTurns();
    turnsByFile.set(path, turns);
  }
  const db = new Kysely<Database>({ dialect: new PortalSqliteDialect({ database: sqlite }, turns) });
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
