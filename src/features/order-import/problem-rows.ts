import type { ImportCheckResult, ImportProblem } from "./import-ports";

/** One line of the result's table: a problem of a row, or of a whole order (its first row). */
export interface ProblemRow {
  key: string;
  line: number | null;
  column: string | null;
  orderNumber: string | null;
  problem: ImportProblem;
}

/**
 * Past this many problems the table stops and says how many more there are: a file of 50,000
 * bad rows must not freeze the tab. "Download rejected rows" has them all.
 */
export const PROBLEM_ROWS_SHOWN_MAX = 200;

/**
 * The problems of the rejected orders, by row then column; an order's problem without a row is
 * put at the order's first row. Problems of the whole file are not here: a file with any imports
 * nothing, the screen shows them alone.
 */
export function problemRows(result: ImportCheckResult): ProblemRow[] {
  const rows: ProblemRow[] = [];
  const seen = new Set<string>();
  const add = (problem: ImportProblem, orderNumber: string | null, fallbackLine: number | null) => {
    const line = problem.line ?? fallbackLine;
    const key = `${line ?? ""}|${problem.column ?? ""}|${problem.code}|${JSON.stringify(problem.params ?? {})}`;
    if (seen.has(key)) return;
    seen.add(key);
    rows.push({ key, line, column: problem.column, orderNumber, problem });
  };
  for (const order of result.rejected) {
    for (const problem of order.problems) add(problem, order.order_number || null, order.lines[0] ?? null);
  }
  return rows.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? "").localeCompare(b.column ?? ""));
}
