import { BOX_COLUMNS, type CellReader, ORDER_COLUMNS } from "./columns";
import type { ImportProblem, ImportRow } from "./types";

/**
 * Rows into orders and boxes: rows with the same `order_number` are one order wherever they are
 * in the file (a sorted sheet scatters them), and `box_number` groups an order's items into
 * boxes. Then the spec's "checking equal orders volumes": the order's cells (receiver, contract,
 * currency...) and each box's measures must be the same on every row, or the file says two
 * different things and the order is rejected at each cell that disagrees.
 */

export interface ImportBoxGroup {
  box_number: string;
  rows: ImportRow[];
}

export interface ImportOrderGroup {
  order_number: string;
  rows: ImportRow[];
  boxes: ImportBoxGroup[];
  problems: ImportProblem[];
}

/** A file without a `box_number` column puts each order in one box. */
const DEFAULT_BOX = "1";

export function groupOrders(rows: readonly ImportRow[], read: CellReader): ImportOrderGroup[] {
  const orders = new Map<string, ImportOrderGroup>();
  // Boxes by order and number: a hostile file of 50,000 boxes in one order stays linear.
  const boxes = new Map<ImportOrderGroup, Map<string, ImportBoxGroup>>();
  for (const row of rows) {
    const number = read(row.values, "order_number");
    let order = orders.get(number);
    if (!order) {
      order = { order_number: number, rows: [], boxes: [], problems: [] };
      orders.set(number, order);
    }
    order.rows.push(row);
    const boxNumber = read(row.values, "box_number") || DEFAULT_BOX;
    const orderBoxes = boxes.get(order) ?? new Map<string, ImportBoxGroup>();
    boxes.set(order, orderBoxes);
    let box = orderBoxes.get(boxNumber);
    if (!box) {
      box = { box_number: boxNumber, rows: [] };
      order.boxes.push(box);
      orderBoxes.set(boxNumber, box);
    }
    box.rows.push(row);
  }
  return [...orders.values()];
}

/** Rows whose number of cells is not the header's: their cells cannot be told apart. */
export function cellCountProblems(order: ImportOrderGroup, columnCount: number): ImportProblem[] {
  return order.rows
    .filter((row) => row.values.length !== columnCount)
    .map((row) => ({ line: row.line, column: null, code: "wrong_cell_count" as const, params: { expected: columnCount, actual: row.values.length } }));
}

/** Every cell of the order's and its boxes' columns that differs from the first row's. */
export function unequalCellProblems(order: ImportOrderGroup, read: CellReader): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const [first, ...others] = order.rows;
  if (!first) return problems;
  for (const row of others) {
    for (const column of ORDER_COLUMNS) {
      if (read(row.values, column) !== read(first.values, column)) {
        problems.push({ line: row.line, column, code: "unequal_order_cells", params: { column, first_line: first.line } });
      }
    }
  }
  for (const box of order.boxes) {
    const [boxFirst, ...boxOthers] = box.rows;
    if (!boxFirst) continue;
    for (const row of boxOthers) {
      for (const column of BOX_COLUMNS) {
        if (read(row.values, column) !== read(boxFirst.values, column)) {
          problems.push({ line: row.line, column, code: "unequal_box_cells", params: { column, box: box.box_number, first_line: boxFirst.line } });
        }
      }
    }
  }
  return problems;
}
