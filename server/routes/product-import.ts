import { Hono } from "hono";
import { JobIdParam } from "../../src/api/schemas/jobs";
import { PRODUCT_IMPORT_KIND, PRODUCTS_FILE_FIELD } from "../../src/api/schemas/product-import";
import { requirePermission, requireUser } from "../auth/require-user";
import type { AppEnv, ServerDeps } from "../deps";
import { one } from "../http/answers";
import { HttpError, notFound } from "../http/errors";
import { readParams } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
import { findSellerJob } from "../jobs/job-answer";
import { createTableJobQueue } from "../jobs/table-queue";
import { productImportLog } from "../product-import/read-import-log";
import { readProductsFile } from "../product-import/read-products-file";

/**
 * Products CSV into the seller's product templates (issue 17; src/api/schemas/product-import.ts).
 * Writers of the seller's settings may import; every group may read a log, within its seller.
 *   POST /products/import        multipart `file`: 202 with the job (422 when the file makes no rows)
 *   GET  /products/import/{id}   the job and its log
 */
export function productImportRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);
  const jobs = deps.jobs ?? createTableJobQueue({ db: deps.db, now: deps.now });

  app.post("/products/import", auth, requirePermission("seller:write"), async (c) => {
    let body: Record<string, unknown>;
    try {
      body = await c.req.parseBody();
    } catch {
      throw new HttpError(400, ["The request body is not valid multipart/form-data."]);
    }
    const file = body[PRODUCTS_FILE_FIELD];
    if (!(file instanceof File)) throw new HttpError(422, [{ [PRODUCTS_FILE_FIELD]: ["Can't be blank"] }]);
    const payload = readProductsFile(new Uint8Array(await file.arrayBuffer()), file.name || "products.csv");
    const { seller_id: sellerId, id: userId } = c.var.user;
    return runMutation(c, deps, { required: false, input: payload }, async (trx) => {
      const id = await jobs.enqueue(trx, { kind: PRODUCT_IMPORT_KIND, sellerId, userId, payload, total: payload.rows.length });
      c.header("Location", `/v1/products/import/${id}`);
      return { status: 202, body: one(await findSellerJob(trx, sellerId, id)) };
    });
  });

  app.get("/products/import/:id", auth, async (c) => {
    const { id } = readParams(c, JobIdParam);
    const log = await productImportLog(deps.db, c.var.user.seller_id, id);
    if (!log) throw notFound();
    return c.json(one(log));
  });

  return app;
}
