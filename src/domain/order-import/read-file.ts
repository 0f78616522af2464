import { normaliseHeader } from "./columns";
import { decodeCsvBytes } from "./decode";
import { type CsvDelimiter, parseCsv } from "./parse";
import type { ImportProblem, ImportRow } from "./types";

/**
 * The spec's "checking csv format" on the device: a chosen file's bytes as the normalised
 * columns and rows that `checkImport` takes (and the app sends), or the problems of the file.
 */
export interface ImportFile {
  columns: string[];
  rows: ImportRow[];
  delimiter: CsvDelimiter;
  encoding: "utf-8" | "windows-1252" | null;
  problems: ImportProblem[];
}

export function readImportFile(bytes: Uint8Array): ImportFile {
  const decoded = decodeCsvBytes(bytes);
  if (decoded.problem) return { columns: [], rows: [], delimiter: ",", encoding: null, problems: [decoded.problem] };
  const parsed = parseCsv(decoded.text);
  return { columns: normaliseHeader(parsed.header), rows: parsed.rows, delimiter: parsed.delimiter, encoding: decoded.encoding, problems: parsed.problems };
}
