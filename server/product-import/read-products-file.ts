import { PRODUCT_IMPORT_MESSAGES } from "../../src/api/schemas/product-import";
import { readProductHeader, rowCountProblems } from "../../src/domain/product-import/check-products";
import { MAX_PRODUCTS_FILE_BYTES } from "../../src/domain/product-import/product-columns";
import type { ProductImportProblem } from "../../src/domain/product-import/product-problems";
import { HttpError } from "../http/errors";
import { csvRows } from "./csv-rows";
import { withMessage } from "./import-log";
import type { ProductsImportPayload } from "./products-import-job";

/**
 * The products file of a request, read into the job's rows before the job is queued: a file that
 * cannot make rows (empty, binary, no header we know, no rows, too many) is refused at once with
 * 'Failed to import file' and what is wrong, so the user learns it on the page they are on.
 */

const refuse = (status: 413 | 422, problems: ProductImportProblem[]) =>
  new HttpError(status, [PRODUCT_IMPORT_MESSAGES.failed, ...problems.map((problem) => withMessage(problem).message)], {}, { problems: problems.map(withMessage) });

const fileProblem = (code: ProductImportProblem["code"], params?: ProductImportProblem["params"]): ProductImportProblem => ({ line: null, column: null, code, ...(params ? { params } : {}) });

/** UTF-8 (with or without its BOM), else Windows-1252: what spreadsheets write. */
function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** A NUL byte never appears in a text file: this is a binary file renamed .csv. */
const looksBinary = (bytes: Uint8Array) => bytes.subarray(0, 8192).includes(0);

export function readProductsFile(bytes: Uint8Array, fileName: string): ProductsImportPayload {
  if (bytes.length > MAX_PRODUCTS_FILE_BYTES) throw refuse(413, [fileProblem("file_too_large", { megabytes: MAX_PRODUCTS_FILE_BYTES / (1024 * 1024) })]);
  if (bytes.length === 0) throw refuse(422, [fileProblem("empty_file")]);
  if (looksBinary(bytes)) throw refuse(422, [fileProblem("malformed_csv")]);
  const lines = csvRows(decode(bytes));
  // Lines of nothing but separators (a spreadsheet's trailing rows) are no products.
  const [header = [], ...body] = lines;
  if (header.every((cell) => cell.trim() === "")) throw refuse(422, [fileProblem("empty_file")]);
  const headerProblems = readProductHeader(header).problems;
  if (headerProblems.length > 0) throw refuse(422, headerProblems);
  const rows = body.map((values, index) => ({ line: index + 2, values })).filter((row) => row.values.some((cell) => cell.trim() !== ""));
  const countProblems = rowCountProblems(rows.length);
  if (countProblems.length > 0) throw refuse(422, countProblems);
  return { file_name: fileName, header, rows };
}
