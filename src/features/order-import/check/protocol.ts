import type { CsvDelimiter } from "../../../domain/order-import/parse";
import type { ImportCheckResult, ImportContext, ImportedOrder, ImportProgress, ImportRow } from "../../../domain/order-import/types";

/**
 * Messages between the import screen and its check worker (import-check-worker.ts). Only what
 * structured cloning carries: the context's Set of taken numbers travels as an array. The
 * checked orders themselves stay in the worker: the server checks the rows again and builds its
 * own, and cloning 4,000 orders back would be a long task on the main thread.
 */

export type SerialisedImportContext = Omit<ImportContext, "takenOrderNumbers"> & { takenOrderNumbers: string[] };

export const serialiseContext = (context: ImportContext): SerialisedImportContext => ({ ...context, takenOrderNumbers: [...context.takenOrderNumbers] });
export const deserialiseContext = (context: SerialisedImportContext): ImportContext => ({ ...context, takenOrderNumbers: new Set(context.takenOrderNumbers) });

/** The check's result without the built orders: each valid order by number and lines. */
export type ImportCheckSummary = Omit<ImportCheckResult, "orders"> & { orders: Omit<ImportedOrder, "order">[] };

export const summarise = (result: ImportCheckResult): ImportCheckSummary => ({
  ...result,
  orders: result.orders.map(({ order_number, lines }) => ({ order_number, lines })),
});

/** A chosen file's check: its normalised columns and rows (what the import sends) and the result. */
export interface FileCheck {
  columns: string[];
  rows: ImportRow[];
  delimiter: CsvDelimiter;
  encoding: "utf-8" | "windows-1252" | null;
  result: ImportCheckSummary;
}

export type CheckRequest =
  | { kind: "file"; file: Blob; context: SerialisedImportContext }
  | { kind: "rows"; columns: string[]; rows: ImportRow[]; context: SerialisedImportContext };

export type CheckReply =
  | { kind: "progress"; progress: ImportProgress }
  | { kind: "file"; check: FileCheck }
  | { kind: "rows"; result: ImportCheckSummary }
  | { kind: "failed"; message: string };
