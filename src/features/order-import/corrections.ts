import type { CheckedFile, ImportRow } from "./import-ports";

/**
 * Cells the user corrected on the result screen, before checking the file again: keyed by the
 * row a spreadsheet shows and the column's name. Only the checked file's rows change; the file on
 * the disk stays as it was ("Download rejected rows" then gives the corrected cells).
 */
export type Corrections = ReadonlyMap<string, string>;

export const cellKey = (line: number, column: string) => `${line}:${column}`;

/** The cell's current text; undefined when the row or the column is not in the file. */
export function cellValue(file: Pick<CheckedFile, "columns" | "rows">, line: number, column: string): string | undefined {
  const index = file.columns.indexOf(column);
  if (index === -1) return undefined;
  const row = file.rows.find((candidate) => candidate.line === line);
  return row === undefined ? undefined : (row.values[index] ?? "");
}

/** The file with the corrected cells; rows and columns that are not in it are ignored. */
export function applyCorrections(file: CheckedFile, corrections: Corrections): CheckedFile {
  if (corrections.size === 0) return file;
  const byLine = new Map<number, Map<number, string>>();
  for (const [key, value] of corrections) {
    const split = key.indexOf(":");
    const line = Number(key.slice(0, split));
    const index = file.columns.indexOf(key.slice(split + 1));
    if (!Number.isInteger(line) || index === -1) continue;
    const cells = byLine.get(line) ?? new Map<number, string>();
    cells.set(index, value);
    byLine.set(line, cells);
  }
  const rows: ImportRow[] = file.rows.map((row) => {
    const cells = byLine.get(row.line);
    if (!cells) return row;
    const values = [...row.values];
    while (values.length < file.columns.length) values.push("");
    for (const [index, value] of cells) values[index] = value;
    return { line: row.line, values };
  });
  return { ...file, rows };
}
