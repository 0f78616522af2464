import { PRODUCT_IMPORT_MESSAGES } from "../../src/api/schemas/product-import";
import { readProductHeader, rowCountProblems } from "../../src/domain/product-import/check-products";
import { MAX_PRODUCTS_FILE_BYTES, MAX_PRODUCT_ROWS } from "../../src/domain/product-import/product-columns";
import type { ProductImportProblem } from "../../src/domain/product-import/product-problems";
import { decodeCsvBytes } from "../../src/domain/order-import/decode";
import { parseCsv } from "../../src/domain/order-import/parse";
import type { ImportProblem } from "../../src/domain/order-import/types";
import { HttpError } from "../http/errors";
import { withMessage } from "./import-log";
import type { ProductsImportPayload } from "./products-import-job";

/**
 * The products file of a request, read into the job's rows before the job is queued: a file that
 * cannot make rows (empty, binary, no header we know, no rows, too many) is refused at once with
 * 'Failed to import file' and what is wrong, so the user learns it on the page they are on.
 * Decoding and parsing are the orders import's (src/domain/order-import, decision 039: UTF-8 or
 * Windows-1252, `,` or `;`, quotes and newlines in cells, papaparse): one CSV reader in the code.
 */

const refuse = (status: 413 | 422, problems: ProductImportProblem[]) =>
  new HttpError(status, [PRODUCT_IMPORT_MESSAGES.failed, ...problems.map((problem) => withMessage(problem).message)], {}, { problems: problems.map(withMessage) });

const fileProblem = (code: ProductImportProblem["code"], params?: ProductImportProblem["params"]): ProductImportProblem => ({ line: null, column: null, code, ...(params ? { params } : {}) });

/** The orders import's file problems in the products file's words: the reader is shared, not its codes. */
function asProductProblem(problem: ImportProblem): ProductImportProblem {
  switch (problem.code) {
    case "empty_file":
      return fileProblem("empty_file");
    case "no_rows":
      return fileProblem("no_rows");
    case "too_many_rows":
      return fileProblem("too_many_rows", { max: MAX_PRODUCT_ROWS });
    case "file_too_large":
      return fileProblem("file_too_large", { megabytes: MAX_PRODUCTS_FILE_BYTES / (1024 * 1024) });
    default:
      // A binary file renamed .csv, broken quotes: not a CSV file we can read.
      return { line: problem.line, column: null, code: "malformed_csv" };
  }
}

export function readProductsFile(bytes: Uint8Array, fileName: string): ProductsImportPayload {
  if (bytes.length > MAX_PRODUCTS_FILE_BYTES) throw refuse(413, [fileProblem("file_too_large", { megabytes: MAX_PRODUCTS_FILE_BYTES / (1024 * 1024) })]);
  if (bytes.length === 0) throw refuse(422, [fileProblem("empty_file")]);
  const decoded = decodeCsvBytes(bytes);
  if (decoded.problem) throw refuse(422, [asProductProblem(decoded.problem)]);
  const { header, rows, problems } = parseCsv(decoded.text);
  const headerProblems = readProductHeader(header).problems;
  if (headerProblems.length > 0) throw refuse(422, headerProblems);
  if (problems.length > 0) throw refuse(422, problems.map(asProductProblem));
  const countProblems = rowCountProblems(rows.length);
  if (countProblems.length > 0) throw refuse(422, countProblems);
  return { file_name: fileName, header, rows };
}
