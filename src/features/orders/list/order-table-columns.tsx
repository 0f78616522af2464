import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Link } from "react-router-dom";
import type { TableColumn } from "../../../api/schemas/columns";
import type { OrderListRow } from "../../../api/schemas/orders";
import { paths } from "../../../config/paths";
import { formatDate } from "../../../ui/format/date";
import { formatMoney } from "../../../ui/format/money";
import type { DataTableColumn } from "../../../ui/table/data-table";
import { columnTitle } from "./column-titles";
import { countryName } from "../country-name";
import { statusLabel } from "../../../ui/order-status-label";
import { type SyncMark, SyncMarker } from "../sync-marker";
import { Cn35RowAction } from "../documents/cn35-row-action";
import styles from "../orders.module.css";

const SORTABLE = new Set(["order_number", "total_value"]);
const text = (value: string | null) => value ?? "—";

type Cell = (row: OrderListRow, i18n: I18n, marks: ReadonlyMap<number, SyncMark>) => React.ReactNode;

const CELLS: Record<string, Cell> = {
  order_number: (row, i18n, marks) => (
    <>
      <Link to={paths.order(row.id)}>{row.order_number}</Link> <SyncMarker mark={marks.get(row.id)} />
      {/* Added from this list's "Add to overpack" (issue 18): the row says where it went. */}
      {row.overpacked && <span className={styles.muted}> · {i18n._(msg`In an overpack`)}</span>}
    </>
  ),
  reference: (row) => row.reference,
  customer_full_name: (row) => row.customer_full_name,
  customer_country: (row, i18n) => countryName(row.customer_country, i18n),
  customer_city: (row) => row.customer_city,
  customer_postal_code: (row) => row.customer_postal_code,
  sales_channel_name: (row) => text(row.sales_channel_name),
  current_status: (row, i18n) => statusLabel(row.current_status.name, i18n),
  total_value: (row, i18n) => formatMoney(row.total_value, row.currency, i18n),
  last_mile_tracking_number: (row) => text(row.last_mile_tracking_number),
  created_at: (row, i18n) => formatDate(row.created_at, {}, i18n),
  dispatched: (row, i18n) => (row.dispatched ? i18n._(msg`Yes`) : i18n._(msg`No`)),
};

/** The row's own actions, after the chosen columns and not among them: the order's CN35 (issue 18). */
const actionsColumn = (i18n: I18n): DataTableColumn<OrderListRow> => ({
  key: "actions",
  header: i18n._(msg`Actions`),
  cell: (row) => <Cn35RowAction order={row} />,
});

/** The table columns the user chose to see, in the table's order, then the row's actions. */
export function orderTableColumns(shown: readonly TableColumn[], i18n: I18n, marks: ReadonlyMap<number, SyncMark>): DataTableColumn<OrderListRow>[] {
  const chosen = shown
    .filter((column) => column.show && CELLS[column.key])
    .map((column) => ({
      key: column.key,
      header: columnTitle(column.key, i18n),
      sortable: SORTABLE.has(column.key),
      numeric: column.key === "total_value",
      cell: (row: OrderListRow) => CELLS[column.key]!(row, i18n, marks),
    }));
  return [...chosen, actionsColumn(i18n)];
}
