import { apiRequest } from "../client";
import { PRODUCTS_FILE_FIELD, ProductImportLogResponse, ProductsImportJobResponse } from "../schemas/product-import";

/** Products CSV into the product templates (issue 17): start the import, read its log. */

/** POST /v1/products/import: the file as multipart; answers the queued job (422 when the file makes no rows). */
export async function importProducts(file: File, idempotencyKey: string) {
  const body = new FormData();
  body.append(PRODUCTS_FILE_FIELD, file, file.name);
  return (await apiRequest("post", "products/import", ProductsImportJobResponse, { body, idempotencyKey })).data;
}

/** GET /v1/products/import/{id}: the job and, once it is done, its log line by line. */
export const fetchProductImportLog = async (id: string, signal?: AbortSignal) =>
  (await apiRequest("get", `products/import/${encodeURIComponent(id)}`, ProductImportLogResponse, { signal })).data;
