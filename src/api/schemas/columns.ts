import * as v from "valibot";
import { TABLE_PAGES } from "../../domain/table-columns";
import { Envelope } from "./common";

export const TableColumn = v.object({
  key: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)),
  show: v.boolean(),
  isCustomizable: v.boolean(),
});
export type TableColumn = v.InferOutput<typeof TableColumn>;

export const TablePage = v.picklist(TABLE_PAGES, "Unknown table");

/** A user's saved columns, per table page. Pages without saved settings use the defaults. */
export const ColumnSettings = v.record(v.string(), v.array(TableColumn));
export type ColumnSettings = v.InferOutput<typeof ColumnSettings>;

/** GET /v1/columns/: every column each table offers, with its default visibility. */
export const ColumnsResponse = Envelope(v.record(v.string(), v.array(TableColumn)));

export const SavedTableColumns = v.object({
  id: v.number(),
  page: TablePage,
  columns: v.array(TableColumn),
});
export type SavedTableColumns = v.InferOutput<typeof SavedTableColumns>;

/** The key under which GET /v1/table_columns/ answers a page: "columns" plus the page name. */
export const columnsKey = (page: string) => `columns_${page}`;

/** GET /v1/table_columns/ and PUT answer `{data: {columns_orders: {...}, ...}}`. */
export const TableColumnsResponse = Envelope(v.record(v.string(), SavedTableColumns));
export const SavedTableColumnsResponse = Envelope(SavedTableColumns);

const ColumnList = v.pipe(v.array(TableColumn), v.minLength(1, "Choose at least one column"), v.maxLength(100));

export const CreateTableColumnsRequest = v.object({ page: TablePage, columns: ColumnList });
export const UpdateTableColumnsRequest = v.object({
  user: v.object({ column_settings: v.record(TablePage, ColumnList) }),
});
