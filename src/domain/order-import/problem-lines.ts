import type { ImportProblem, RejectedOrder } from "./types";

/**
 * The problems of rejected orders by the line they are on; a problem of a whole order (no line)
 * goes on the order's first line, so that every problem shows on some row.
 */
export function problemsByLine(rejected: readonly RejectedOrder[]): Map<number, ImportProblem[]> {
  const byLine = new Map<number, ImportProblem[]>();
  for (const order of rejected) {
    for (const problem of order.problems) {
      const line = problem.line ?? order.lines[0];
      if (line === undefined) continue;
      const list = byLine.get(line) ?? [];
      list.push(problem);
      byLine.set(line, list);
    }
    // Rows of a rejected order without a problem of their own are rejected with it: they carry no message.
    for (const line of order.lines) if (!byLine.has(line)) byLine.set(line, []);
  }
  return byLine;
}
