import { type ReactNode, useRef } from "react";
import { useVirtualizer } from "@tanstack/react-virtual";
import { SelectCheckbox } from "./select-checkbox";
import { type SortState, ariaSort, nextSort } from "./sort";
import styles from "./table.module.css";

export interface DataTableColumn<Row> {
  key: string;
  /** The translated title. */
  header: ReactNode;
  /** A sortable column's header is a button that cycles ascending, descending, none. */
  sortable?: boolean;
  /** Numbers align right so digits line up. */
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
}

export interface TableSelection<Row> {
  selected: ReadonlySet<number>;
  /** Rows checked or unchecked together (one row, or the whole page). */
  onChange: (ids: number[], selected: boolean) => void;
  /** The name of a row's checkbox, e.g. "Select order LG-10001". */
  rowLabel: (row: Row) => string;
  /** The name of the header checkbox, e.g. "Select all on this page". */
  pageLabel: string;
}

interface DataTableProps<Row> {
  /** The table's accessible name (also the name of its scrolling region). */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowId: (row: Row) => number;
  sort?: SortState;
  onSortChange?: (next: SortState | undefined) => void;
  selection?: TableSelection<Row>;
  /** Extra attributes per row, e.g. a data-sync state for styling. */
  rowAttributes?: (row: Row) => Record<`data-${string}`, string | undefined>;
  /** Shown in place of the body when there are no rows. */
  empty?: ReactNode;
  /**
   * The key of the table's first column, kept in view (with the selection column) while the
   * table scrolls sideways: the order number stays beside the columns being read.
   */
  stickyColumn?: string;
}

/**
 * Up to this many rows render whole: a full page (50 at most) stays under the DOM budget (about
 * 1,500 nodes), and find-in-page and printing see every row. Longer lists render only the rows
 * in view plus OVERSCAN_ROWS on each side, so 10,000 rows cost what 40 do.
 */
export const FULL_RENDER_MAX_ROWS = 50;
/** Rows of a virtualized body have this fixed height (table.module.css): no per-row measuring. */
const ROW_PX = 52;
const OVERSCAN_ROWS = 10;

/**
 * A data table: sortable headers (aria-sort), selection checkboxes and a body that virtualizes
 * long lists. It scrolls inside its own region, so a wide table on a phone scrolls sideways
 * without moving the page.
 */
export function DataTable<Row>({ label, columns, rows, rowId, sort, onSortChange, selection, rowAttributes, empty, stickyColumn }: DataTableProps<Row>) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = rows.length > FULL_RENDER_MAX_ROWS;
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_PX,
    overscan: OVERSCAN_ROWS,
  });
  const items = virtual ? virtualizer.getVirtualItems() : rows.map((_, index) => ({ index, start: 0, end: 0 }));
  const padTop = virtual && items.length > 0 ? items[0]!.start : 0;
  const padBottom = virtual && items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;
  const columnCount = columns.length + (selection ? 1 : 0);

  const pageIds = rows.map(rowId);
  const checkedOnPage = selection ? pageIds.filter((id) => selection.selected.has(id)).length : 0;
  const checkClass = `${styles.check} ${stickyColumn ? styles.sticky : ""}`;
  const cellClass = (column: DataTableColumn<Row>) =>
    [column.numeric ? styles.numeric : "", column.key === stickyColumn ? `${styles.sticky} ${styles.stickyAfterCheck}` : ""].join(" ").trim() || undefined;

  return (
    // A focusable region: keyboard users can scroll it, and axe asks for it on scrollable boxes.
    <div ref={scroller} className={`${styles.scroller} ${virtual ? styles.virtual : ""}`} role="region" aria-label={label} tabIndex={0}>
      <table
        className={styles.table}
        aria-label={label}
        aria-rowcount={virtual ? rows.length + 1 : undefined}
        data-selectable={selection ? true : undefined}
      >
        <thead>
          <tr>
            {selection && (
              <th scope="col" className={checkClass}>
                <SelectCheckbox
                  label={selection.pageLabel}
                  checked={rows.length > 0 && checkedOnPage === rows.length}
                  indeterminate={checkedOnPage > 0 && checkedOnPage < rows.length}
                  disabled={rows.length === 0}
                  onChange={(checked) => selection.onChange(pageIds, checked)}
                />
              </th>
            )}
            {columns.map((column) => (
              <th key={column.key} scope="col" aria-sort={column.sortable ? ariaSort(sort, column.key) : undefined} className={cellClass(column)}>
                {column.sortable && onSortChange ? (
                  <button type="button" className={styles.sortButton} onClick={() => onSortChange(nextSort(sort, column.key))}>
                    {column.header}
                    <span aria-hidden="true" className={styles.sortMark}>
                      {sort?.key === column.key ? (sort.direction === "asc" ? "▲" : "▼") : "↕"}
                    </span>
                  </button>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty !== undefined && (
            <tr>
              <td colSpan={columnCount} className={styles.empty}>
                {empty}
              </td>
            </tr>
          )}
          {padTop > 0 && <tr aria-hidden="true" style={{ height: padTop }} />}
          {items.map(({ index }) => {
            const row = rows[index]!;
            const id = rowId(row);
            return (
              <tr
                key={id}
                data-index={index}
                aria-rowindex={virtual ? index + 2 : undefined}
                aria-selected={selection ? selection.selected.has(id) : undefined}
                {...rowAttributes?.(row)}
              >
                {selection && (
                  <td className={checkClass}>
                    <SelectCheckbox label={selection.rowLabel(row)} checked={selection.selected.has(id)} onChange={(checked) => selection.onChange([id], checked)} />
                  </td>
                )}
                {columns.map((column) => (
                  <td key={column.key} className={cellClass(column)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
          {padBottom > 0 && <tr aria-hidden="true" style={{ height: padBottom }} />}
        </tbody>
      </table>
    </div>
  );
}
