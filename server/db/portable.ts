import type BetterSqlite3 from "better-sqlite3";
import { type CreateTableBuilder, type Expression, PostgresAdapter, type QueryExecutorProvider, type RawBuilder, type SqlBool, sql } from "kysely";

/**
 * Everything that differs between SQLite and PostgreSQL, in one place (decision 029). Routes and
 * queries are written once for both; when a query needs something the two spell differently, the
 * spelling lives here.
 */
export type Dialect = "sqlite" | "postgres";

/** Which database a Kysely instance (or transaction) talks to. */
export function dialectOf(db: QueryExecutorProvider): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

/**
 * An auto-numbered primary key. The two databases spell it differently, and this is the only
 * place the schema needs to know which one it runs on.
 */
export function idColumn<T extends string>(dialect: Dialect, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, "id"> {
  return dialect === "postgres"
    ? table.addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

/** Bytes (a finished job's file): SQLite's blob, PostgreSQL's bytea; both drivers read them as a Buffer. */
export const binaryType = (dialect: Dialect) => (dialect === "postgres" ? "bytea" : "blob");
/**
 * A unique index or key refusing a row: SQLite says so in its message, PostgreSQL with SQLSTATE
 * 23505. On PostgreSQL the failed statement also ends the transaction, so the caller must let
 * the error leave it (or avoid the error with ON CONFLICT), never carry on in it.
 */
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error && ((error as { code?: unknown }).code === "23505" || /UNIQUE constraint failed/i.test(error.message));

/**
 * `casefold(text)`: the text in lower case, for every letter (SQLite's own lower() folds ASCII
 * only, so "JOÃO" would not match "joão"). The list filters search with it on both sides. SQLite
 * gets it as a function of each connection (registerSqliteFunctions), PostgreSQL as a SQL
 * function made by migration 010 over its lower(), which folds every letter in a UTF-8 database
 * whose LC_CTYPE knows them (checkPostgresDatabase). JavaScript's toLowerCase is what the app's
 * offline filter uses, so the server and the device find the same orders.
 */
export const CASEFOLD_FUNCTION = "casefold";

export function foldCase(value: Expression<unknown> | RawBuilder<unknown>): RawBuilder<string> {
  return sql<string>`${sql.raw(CASEFOLD_FUNCTION)}(${value})`;
}

/** `LIKE` pattern "contains this text": a user typing % or _ means the characters, not wildcards. */
const likeContains = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The column (a reference such as "orders.order_number") contains `value`, whatever the case of either. */
export function containsFolded(column: string, value: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${foldCase(sql.ref(column))} like ${foldCase(sql`${likeContains(value)}`)} escape '\\'`;
}

/** Functions every SQLite connection of the server needs (PostgreSQL has them from migrations). */
export function registerSqliteFunctions(sqlite: BetterSqlite3.Database): void {
  sqlite.function(CASEFOLD_FUNCTION, { deterministic: true }, (value: unknown) => (typeof value === "string" ? value.toLowerCase() : value) as string | null);
}

/**
 * After rows were inserted with their ids given (the demo seed does), PostgreSQL's identity
 * sequences still start at 1 and the next insert would collide; SQLite continues after the
 * largest id by itself. Moves every sequence past its table's largest id.
 */
export async function syncIdSequences(db: QueryExecutorProvider): Promise<void> {
  if (dialectOf(db) !== "postgres") return;
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.columns
    where table_schema = current_schema() and column_name = 'id' and is_identity = 'YES'`.execute(db);
  for (const { table_name } of tables.rows) {
    await sql`select setval(pg_get_serial_sequence(${table_name}, 'id'), coalesce((select max(id) from ${sql.table(table_name)}), 0) + 1, false)`.execute(db);
  }
}

/** Letters outside ASCII that a right PostgreSQL database folds like JavaScript does. */
const FOLD_PROBE = { upper: "ÁÇÉÕÜ", lower: "áçéõü" };

/**
 * Refuses (with the reason and the fix) a PostgreSQL database on which the portal would answer
 * differently than on SQLite: text must be UTF-8, lower() must fold every letter (an LC_CTYPE
 * of C folds ASCII only), and text must sort by code point as SQLite does (LC_COLLATE C), so
 * that a list sorted by order number is the same list on both.
 */
export async function checkPostgresDatabase(db: QueryExecutorProvider): Promise<void> {
  const { rows } = await sql<{ encoding: string; folds: boolean; bytewise: boolean }>`
    select current_setting('server_encoding') as encoding,
           lower(${FOLD_PROBE.upper}::text) = ${FOLD_PROBE.lower}::text as folds,
           ('B'::text < 'a'::text and 'a'::text < 'b'::text and 'Z'::text < '_'::text) as bytewise`.execute(db);
  const row = rows[0];
  const problems: string[] = [];
  if (row?.encoding !== "UTF8") problems.push(`its encoding is ${row?.encoding ?? "unknown"}, not UTF8`);
  if (!row?.folds) problems.push("its LC_CTYPE does not lower-case letters outside ASCII");
  if (!row?.bytewise) problems.push("its LC_COLLATE does not sort text by code point (as C does)");
  if (problems.length > 0) {
    throw new Error(
      `The PostgreSQL database cannot serve the portal: ${problems.join("; ")}. Create it with ` +
        `"CREATE DATABASE portal TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C.UTF-8'" ` +
        `(or: createdb --template=template0 --encoding=UTF8 --lc-collate=C --lc-ctype=C.UTF-8 portal).`,
    );
  }
}
