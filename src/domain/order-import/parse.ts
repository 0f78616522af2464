import Papa from "papaparse";
import { MAX_IMPORT_ROWS, type ImportProblem, type ImportRow } from "./types";

/**
 * The text of a CSV file as a header and data rows, with papaparse (decision 039: it reports
 * broken quotes where udsv drops rows silently, and a ragged row does not exhaust its memory).
 * The server never parses CSV: it receives the rows this returns (issue 17 contract).
 */

export type CsvDelimiter = "," | ";";

export interface ParsedCsv {
  delimiter: CsvDelimiter;
  header: string[];
  rows: ImportRow[];
  /** Problems of the whole file (broken quotes, too many rows, no rows): nothing can be imported. */
  problems: ImportProblem[];
}

/**
 * `,` or `;` (Excel in Portuguese writes `;`): whichever the header line has more of, outside
 * quotes. Header names hold neither.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && char === ",") commas += 1;
    else if (!quoted && char === ";") semicolons += 1;
  }
  return semicolons > commas ? ";" : ",";
}

const isBlankRow = (values: readonly string[]) => values.every((value) => value.trim() === "");

/** papaparse's error codes about quotes: past one, the rest of the file is one cell. */
const QUOTE_ERRORS = new Set(["MissingQuotes", "InvalidQuotes"]);

export function parseCsv(text: string): ParsedCsv {
  const delimiter = detectDelimiter(text);
  // One row past the limit is enough to know the file has too many; the rest is not read.
  const result = Papa.parse<string[]>(text, { delimiter, preview: MAX_IMPORT_ROWS + 2, skipEmptyLines: false });
  const problems: ImportProblem[] = [];
  const quoteError = result.errors.find((error) => QUOTE_ERRORS.has(error.code));
  if (quoteError) {
    // Spreadsheet line of the record the broken quote starts in (records are counted from 0, the header is 1).
    problems.push({ line: (quoteError.row ?? 0) + 1, column: null, code: "malformed_csv" });
  }
  const [header = [], ...records] = result.data;
  const rows: ImportRow[] = [];
  records.forEach((values, index) => {
    // Blank lines (a trailing newline, an empty spreadsheet row) are not orders; line numbers still count them.
    if (!isBlankRow(values)) rows.push({ line: index + 2, values });
  });
  if (rows.length > MAX_IMPORT_ROWS) problems.push({ line: null, column: null, code: "too_many_rows", params: { limit: MAX_IMPORT_ROWS } });
  else if (rows.length === 0 && problems.length === 0) problems.push({ line: null, column: null, code: "no_rows" });
  return { delimiter, header, rows: rows.slice(0, MAX_IMPORT_ROWS), problems };
}
