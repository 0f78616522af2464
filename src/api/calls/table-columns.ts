import { apiRequest } from "../client";
import { type TableColumn, TableColumnsResponse, columnsKey } from "../schemas/columns";
import type { TablePage } from "../../domain/table-columns";

/**
 * A user's column settings per table (spec section 7: GET and PUT /v1/table_columns/). The
 * answer names each table's entry "columns_" plus the page name.
 */

/** The saved columns of `page`, or undefined when the user never saved any for it. */
export async function fetchTableColumns(page: TablePage): Promise<TableColumn[] | undefined> {
  const { data } = await apiRequest("get", "table_columns/", TableColumnsResponse);
  return data[columnsKey(page)]?.columns;
}

/** Saves the columns of `page` (body `{user: {column_settings: {page: [...]}}}`); answers them as saved. */
export async function saveTableColumns(page: TablePage, columns: TableColumn[]): Promise<TableColumn[]> {
  const { data } = await apiRequest("put", "table_columns/", TableColumnsResponse, {
    json: { user: { column_settings: { [page]: columns } } },
  });
  return data[columnsKey(page)]?.columns ?? columns;
}
