import { type Kysely, sql } from "kysely";
import { dialectOf } from "../db/portable";
import type { Database } from "../db/schema";

/**
 * The portal's tables on either database (not the migrator's own), for tests that look at every
 * table. "creation": in the order they were made, so parents come before the tables that refer
 * to them (SQLite only; PostgreSQL lists them by name, and its tests never need the order).
 */
export async function everyTable(db: Kysely<Database>, order: "name" | "creation" = "name"): Promise<string[]> {
  const postgres = dialectOf(db) === "postgres";
  if (order === "creation" && postgres) throw new Error("everyTable(db, 'creation') is SQLite only");
  const { rows } =
    postgres
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'table' order by ${order === "name" ? sql`name` : sql`rowid`}`.execute(db);
  return rows.map((r) => r.name).filter((name) => !name.startsWith("sqlite_") && !name.startsWith("kysely_"));
}

/** Every row of every table, each table's rows in one stable order: what "changed nothing" compares. */
export async function everyRow(db: Kysely<Database>): Promise<Record<string, unknown[]>> {
  const rows: Record<string, unknown[]> = {};
  for (const table of await everyTable(db)) {
    const found = (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db)).rows;
    rows[table] = found.map((row) => JSON.stringify(row)).sort();
  }
  return rows;
}
