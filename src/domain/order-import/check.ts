import { buildOrder } from "./build-order";
import { cellReader, headerProblems } from "./columns";
import { cellCountProblems, groupOrders, unequalCellProblems } from "./group";
import { orderRuleProblems } from "./order-rules";
import { type ImportCheckResult, type ImportContext, type ImportedOrder, type ImportProblem, type ImportProgressListener, type ImportRow, MAX_IMPORT_ROWS, type RejectedOrder } from "./types";

/**
 * The whole check of an import, on rows already parsed (the device) or received as JSON (the
 * server): columns, then equal order and box cells, then every cell through the wizard's rules.
 * A problem of the file (its columns, too many rows) stops the check: nothing is imported. Each
 * order is otherwise valid or rejected as a whole, never in part.
 */

/** Orders checked between two progress reports. */
const PROGRESS_EVERY = 250;

const byLineAndColumn = (a: ImportProblem, b: ImportProblem) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? "").localeCompare(b.column ?? "");

function fileOnly(problems: ImportProblem[], rows: number): ImportCheckResult {
  return { orders: [], rejected: [], problems, totals: { rows, orders: 0, valid: 0, rejected: 0, products: 0 } };
}

export function checkImport(columns: readonly string[], rows: readonly ImportRow[], context: ImportContext, onProgress?: ImportProgressListener): ImportCheckResult {
  const total = rows.length;
  onProgress?.({ stage: "checking columns", done: 0, total });
  const columnProblems = headerProblems(columns);
  if (columnProblems.length > 0) return fileOnly(columnProblems, total);
  if (total === 0) return fileOnly([{ line: null, column: null, code: "no_rows" }], total);
  if (total > MAX_IMPORT_ROWS) return fileOnly([{ line: null, column: null, code: "too_many_rows", params: { limit: MAX_IMPORT_ROWS } }], total);

  onProgress?.({ stage: "checking equal orders volumes", done: 0, total });
  const read = cellReader(columns);
  const groups = groupOrders(rows, read);
  const shapeProblems = groups.map((group) => [...cellCountProblems(group, columns.length), ...unequalCellProblems(group, read)]);
  onProgress?.({ stage: "checking equal orders volumes", done: total, total });

  const orders: ImportedOrder[] = [];
  const rejected: RejectedOrder[] = [];
  let done = 0;
  let products = 0;
  groups.forEach((group, index) => {
    const lines = group.rows.map((row) => row.line);
    const firstLine = lines[0] ?? 0;
    const built = buildOrder(group, read, context);
    const problems = [...(shapeProblems[index] ?? []), ...built.problems, ...orderRuleProblems(built, context, firstLine)];
    if (problems.length === 0) {
      orders.push({ order_number: group.order_number, lines, order: built.order });
      products += built.order.boxes.reduce((sum, box) => sum + box.items.length, 0);
    } else {
      rejected.push({ order_number: group.order_number, lines, problems: problems.sort(byLineAndColumn) });
    }
    done += group.rows.length;
    if (index % PROGRESS_EVERY === PROGRESS_EVERY - 1) onProgress?.({ stage: "checking cells", done, total });
  });
  onProgress?.({ stage: "checking cells", done: total, total });
  onProgress?.({ stage: "validation success", done: total, total });
  return {
    orders,
    rejected,
    problems: [],
    totals: { rows: total, orders: groups.length, valid: orders.length, rejected: rejected.length, products },
  };
}
