import { checkImport } from "../../../domain/order-import/check";
import { readImportFile } from "../../../domain/order-import/read-file";
import type { ImportProgressListener } from "../../../domain/order-import/types";
import { type CheckReply, type CheckRequest, deserialiseContext, summarise } from "./protocol";

/**
 * One check, as the worker runs it (and the page itself where there is no Worker): the file's
 * bytes through "checking csv format", then the domain's check of its rows.
 */
export async function runCheck(request: CheckRequest, onProgress: ImportProgressListener): Promise<CheckReply> {
  const context = deserialiseContext(request.context);
  if (request.kind === "rows") return { kind: "rows", result: summarise(checkImport(request.columns, request.rows, context, onProgress)) };
  onProgress({ stage: "checking csv format", done: 0, total: 0 });
  const file = readImportFile(new Uint8Array(await request.file.arrayBuffer()));
  const total = file.rows.length;
  onProgress({ stage: "checking csv format", done: total, total });
  const result =
    file.problems.length > 0
      ? { orders: [], rejected: [], problems: file.problems, totals: { rows: total, orders: 0, valid: 0, rejected: 0, products: 0 } }
      : checkImport(file.columns, file.rows, context, onProgress);
  return { kind: "file", check: { columns: file.columns, rows: file.rows, delimiter: file.delimiter, encoding: file.encoding, result: summarise(result) } };
}
