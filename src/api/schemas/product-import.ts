import * as v from "valibot";
import { Envelope } from "./common";
import { ProductsImportJob } from "./jobs";

/**
 * Products CSV into the seller's product templates (issue 17; operational area sections 2 and 8,
 * /products/import/{id}):
 *   POST /v1/products/import   multipart field `file` (a CSV, at most MAX_PRODUCTS_FILE_BYTES);
 *        the server reads the file now (422 'Failed to import file' with `problems` when it cannot
 *        make rows of it) and answers 202 with a job of kind `products-import`. The job checks
 *        every row with the template form's rules, saves the good ones by SKU (a SKU the seller
 *        has is updated, a new one created) and logs every line.
 *   GET  /v1/products/import/{id}   the job and its log, line by line (empty until it is done).
 * The log is also the job's file (CSV: line, sku, outcome, message) at /v1/jobs/{id}/file.
 */

export const PRODUCT_IMPORT_KIND = "products-import" as const satisfies ProductsImportJob["kind"];
/** The multipart field of the file. */
export const PRODUCTS_FILE_FIELD = "file";

/** The spec's words (section 8); the app shows its own translation of each. */
export const PRODUCT_IMPORT_MESSAGES = {
  failed: "Failed to import file",
  noValid: "No valid products were found, please check your information and try again.",
} as const;

/** A problem of a cell, a row or the file; `code` is one of ProductImportCode (src/domain/product-import), `message` its English text. */
export const ProductImportProblem = v.object({
  line: v.nullable(v.number()),
  column: v.nullable(v.string()),
  // A string, not a picklist: a newer server's code is shown by its English message.
  code: v.string(),
  params: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
  message: v.string(),
});
export type ProductImportProblem = v.InferOutput<typeof ProductImportProblem>;

export const PRODUCT_IMPORT_OUTCOMES = ["created", "updated", "rejected"] as const;
export type ProductImportOutcome = (typeof PRODUCT_IMPORT_OUTCOMES)[number];

export const ProductImportLine = v.object({
  line: v.number(),
  sku: v.string(),
  outcome: v.picklist(PRODUCT_IMPORT_OUTCOMES),
  problems: v.array(ProductImportProblem),
});
export type ProductImportLine = v.InferOutput<typeof ProductImportLine>;

/** The job's schema is with the other kinds' (jobs.ts: `Job` is their variant). */
export { ProductsImportJob };

export const ProductsImportJobResponse = Envelope(ProductsImportJob);
export const ProductImportLogResponse = Envelope(v.object({ job: ProductsImportJob, lines: v.array(ProductImportLine) }));
export type ProductImportLog = v.InferOutput<typeof ProductImportLogResponse>["data"];

/** The body of a 422 of POST /v1/products/import besides `messages`: what is wrong with the file. */
export const ProductImportRefusal = v.object({ problems: v.array(ProductImportProblem) });
