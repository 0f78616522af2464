import type { Kysely } from "kysely";
import * as v from "valibot";
import { JOB_MESSAGES } from "../../src/api/schemas/jobs";
import { ProductImportLine } from "../../src/api/schemas/product-import";
import { MEASUREMENT_SYSTEMS, type MeasurementSystem } from "../../src/domain/measurement";
import { checkProductRows, readProductHeader } from "../../src/domain/product-import/check-products";
import type { Database } from "../db/schema";
import { type JobHandler, PermanentJobError } from "../jobs/job-types";
import { logCsv, logFileName, logLines } from "./import-log";
import { saveProducts } from "./save-products";

/**
 * A products file as a durable job (issue 17): the request has read the file into rows
 * (read-products-file.ts); the job checks each row with the template form's rules
 * (src/domain/product-import), saves the good ones by SKU in one transaction and keeps the log
 * of every line, with the job and as its file.
 */

export const ProductsImportPayload = v.object({
  file_name: v.string(),
  header: v.array(v.string()),
  rows: v.array(v.object({ line: v.number(), values: v.array(v.string()) })),
});
export type ProductsImportPayload = v.InferOutput<typeof ProductsImportPayload>;

/** What the job keeps besides its file: the counts and every line (GET /v1/products/import/{id}). */
export const ProductsImportResult = v.object({
  created: v.number(),
  updated: v.number(),
  rejected: v.number(),
  lines: v.array(ProductImportLine),
});
export type ProductsImportResult = v.InferOutput<typeof ProductsImportResult>;

async function sellerSystem(db: Kysely<Database>, sellerId: number): Promise<MeasurementSystem> {
  const seller = await db.selectFrom("sellers").select("measurement_system").where("id", "=", sellerId).executeTakeFirst();
  const system = seller?.measurement_system;
  return MEASUREMENT_SYSTEMS.find((known) => known === system) ?? "metric";
}

export function productsImportJob({ db, now }: { db: Kysely<Database>; now: () => Date }): JobHandler {
  return {
    async run({ sellerId, payload, progress, signal }) {
      const parsed = v.safeParse(ProductsImportPayload, payload);
      if (!parsed.success) throw new PermanentJobError(JOB_MESSAGES.badInput);
      const { file_name, header, rows } = parsed.output;
      const system = await sellerSystem(db, sellerId);
      const { positions } = readProductHeader(header);
      progress(0, rows.length);
      const checked = checkProductRows(positions, rows, system, (done) => progress(done, rows.length));
      signal.throwIfAborted();
      const products = checked.flatMap((row) => (row.product ? [row.product] : []));
      const saved = await db.transaction().execute((trx) => saveProducts(trx, sellerId, products, now().toISOString()));
      const lines = logLines(checked, saved);
      const count = (outcome: string) => lines.filter((line) => line.outcome === outcome).length;
      const result: ProductsImportResult = { created: count("created"), updated: count("updated"), rejected: count("rejected"), lines };
      return { result, file: { name: logFileName(file_name), contentType: "text/csv; charset=utf-8", bytes: logCsv(lines) } };
    },
  };
}
