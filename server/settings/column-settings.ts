import type { Kysely } from "kysely";
import { type ColumnSettings, type SavedTableColumns, type TableColumn, columnsKey } from "../../src/api/schemas/columns";
import type { TablePage } from "../../src/domain/table-columns";
import type { Database } from "../db/schema";

/** A user's saved columns by page key (GET /v1/table_columns). */
export async function loadSaved(db: Kysely<Database>, userId: number): Promise<Record<string, SavedTableColumns>> {
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
