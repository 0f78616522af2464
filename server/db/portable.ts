import type { CreateTableBuilder } from "kysely";

export type Dialect = "sqlite" | "postgres";

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
