import type { Kysely, Transaction } from "kysely";
import { type ColumnSettings, type SavedTableColumns, type TableColumn, columnsKey } from "../../src/api/schemas/columns";
import { DEFAULT_TABLE_COLUMNS, type TablePage } from "../../src/domain/table-columns";
import type { Database } from "../db/schema";
import { HttpError, notFound } from "../http/errors";

export const COLUMNS_ALREADY_SAVED = "Columns for this table are already saved; change them instead.";

/** A user's saved columns by page key (GET /v1/table_columns). */
export async function loadSaved(db: Kysely<Database> | Transaction<Database>, userId: number): Promise<Record<string, SavedTableColumns>> {
  const rows = await db.selectFrom("table_columns").select(["id", "page", "columns"]).where("user_id", "=", userId).orderBy("page").execute();
  return Object.fromEntries(
    rows.map((row) => [columnsKey(row.page), { id: row.id, page: row.page as TablePage, columns: JSON.parse(row.columns) as TableColumn[] }]),
  );
}

/** The `column_settings` map of the login answer: page name to its saved columns. */
export async function loadColumnSettings(db: Kysely<Database>, userId: number): Promise<ColumnSettings> {
  const saved = await loadSaved(db, userId);
  return Object.fromEntries(Object.values(saved).map((s) => [s.page, s.columns]));
}

/**
 * Saved columns must be columns the table has, once each; a column that may not be hidden stays
 * shown whatever the request says.
 */
export function checkColumns(page: TablePage, columns: TableColumn[]): TableColumn[] {
  const known = new Map(DEFAULT_TABLE_COLUMNS[page].map((col) => [col.key, col]));
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const col of columns) {
    if (!known.has(col.key)) problems.push(`Unknown column: ${col.key}`);
    if (seen.has(col.key)) problems.push(`Column listed twice: ${col.key}`);
    seen.add(col.key);
  }
  if (problems.length > 0) throw new HttpError(422, [{ columns: problems }]);
  return columns.map((col) => {
    const definition = known.get(col.key)!;
    return { key: col.key, show: definition.isCustomizable ? col.show : true, isCustomizable: definition.isCustomizable };
  });
}

/** Saves a table's columns the first time (409 when they are saved already). */
export async function createColumns(trx: Transaction<Database>, userId: number, page: TablePage, columns: TableColumn[], at: string): Promise<SavedTableColumns> {
  // Of two requests racing (two devices), one inserts and the other finds the row: 409 for it.
  const row = await trx
    .insertInto("table_columns")
    .values({ user_id: userId, page, columns: JSON.stringify(columns), updated_at: at })
    .onConflict((oc) => oc.columns(["user_id", "page"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!row) throw new HttpError(409, [COLUMNS_ALREADY_SAVED]);
  return { id: row.id, page, columns };
}

/** Saves the columns of several tables, creating or replacing each. */
export async function saveColumns(trx: Transaction<Database>, userId: number, settings: readonly (readonly [TablePage, TableColumn[]])[], at: string): Promise<void> {
  for (const [page, columns] of settings) {
    const json = JSON.stringify(columns);
    // One statement, so that two devices saving at once cannot both find no row and both insert.
    await trx
      .insertInto("table_columns")
      .values({ user_id: userId, page, columns: json, updated_at: at })
      .onConflict((oc) => oc.columns(["user_id", "page"]).doUpdateSet({ columns: json, updated_at: at }))
      .execute();
  }
}

/** Forgets a table's saved columns (the user's own only; 404 otherwise). */
export async function removeColumns(trx: Transaction<Database>, userId: number, id: number): Promise<void> {
  const deleted = await trx.deleteFrom("table_columns").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw notFound();
}
