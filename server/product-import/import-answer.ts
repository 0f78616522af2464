import * as v from "valibot";
import { PRODUCT_IMPORT_KIND, PRODUCT_IMPORT_MESSAGES } from "../../src/api/schemas/product-import";
import type { JobsTable } from "../db/schema";
import { ProductsImportPayload, ProductsImportResult } from "./products-import-job";

/** A product import job as GET /v1/jobs and GET /v1/products/import/{id} answer it. */

export function parsedJson(json: string | null): unknown {
  if (json === null) return undefined;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}

const FileOf = v.object({ file_name: ProductsImportPayload.entries.file_name, rows: v.array(v.unknown()) });

export function productsImportDetails(row: Pick<JobsTable, "payload" | "result" | "error" | "progress_total">) {
  const payload = v.safeParse(FileOf, parsedJson(row.payload));
  const result = v.safeParse(ProductsImportResult, parsedJson(row.result));
  const counts = result.success ? result.output : { created: 0, updated: 0, rejected: 0 };
  const saved = counts.created + counts.updated;
  return {
    kind: PRODUCT_IMPORT_KIND,
    // A file none of whose rows made a product: done (its log says why), with the spec's words.
    error: row.error ?? (result.success && saved === 0 ? PRODUCT_IMPORT_MESSAGES.noValid : null),
    details: {
      file_name: payload.success ? payload.output.file_name : "products.csv",
      rows: payload.success ? payload.output.rows.length : row.progress_total,
      created: counts.created,
      updated: counts.updated,
      rejected: counts.rejected,
    },
  };
}

