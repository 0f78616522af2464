import { resolve } from "node:path";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type SelectQueryNode,
  type SqliteDatabase,
  SqliteDialect,
  type SqliteDialectConfig,
  type SqliteStatement,
  SqliteDriver,
  SqliteQueryCompiler,
} from "kysely";

/**
 * One turn at a time for every connection of this process to one SQLite file. better-sqlite3
 * waits for a lock synchronously: a second connection of the same process waiting for the first
 * one's transaction would block the very event loop that has to finish it, until the busy
 * timeout fails it. Queued here instead, connections of one process take turns (as the one
 * connection of a process does anyway), and only other processes wait on the file's lock.
 */
export class FileTurns {
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

/** The turns of every connection of this process to `file`. */
export function turnsOfFile(file: string): FileTurns {
  const path = resolve(file);
  const turns = turnsByFile.get(path) ?? new FileTurns();
  turnsByFile.set(path, turns);
  return turns;
}

/** Prepared statements kept per connection: the server's queries are a few hundred distinct texts. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The connection with its prepared statements kept, most recently used last. Kysely prepares
 * every query afresh; preparing is SQLite compiling the SQL, and it was 40 % of the CPU time of an
 * import of 4,000 orders (scripts/bench-import-server.mjs). A statement is reused only on this
 * connection, whose queries run one at a time (Kysely's connection lock), and SQLite prepares it
 * again by itself after a schema change.
 */
export function keepingStatements(database: SqliteDatabase, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else statement = database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > size) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}

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

/** Row locks a query asks for (`.forUpdate()`, `.skipLocked()`...), which SQLite has no words for. */
const ROW_LOCKS = new Set(["ForUpdate", "ForNoKeyUpdate", "ForShare", "ForKeyShare", "NoWait", "SkipLocked"]);

/**
 * Queries may lock the rows they read (`select ... for update`), for PostgreSQL, where another
 * transaction could change them before this one writes. SQLite has no such clause and needs
 * none: a transaction here holds the whole file's write lock from its start (BEGIN IMMEDIATE),
 * so nobody changes any row meanwhile. The clause is left out of SQLite's SQL, and the query is
 * written once for both.
 */
class PortalSqliteQueryCompiler extends SqliteQueryCompiler {
  protected override visitSelectQuery(node: SelectQueryNode): void {
    const endModifiers = node.endModifiers?.filter((modifier) => modifier.modifier === undefined || !ROW_LOCKS.has(modifier.modifier));
    super.visitSelectQuery({ ...node, endModifiers });
  }
}

export class PortalSqliteDialect extends SqliteDialect {
  constructor(
    private readonly settings: SqliteDialectConfig,
    private readonly turns: FileTurns | undefined,
  ) {
    super(settings);
  }
  override createDriver(): Driver {
    return new PortalSqliteDriver(this.settings, this.turns);
  }
  override createQueryCompiler(): QueryCompiler {
    return new PortalSqliteQueryCompiler();
  }
}
