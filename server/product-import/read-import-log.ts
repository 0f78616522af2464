import type { Kysely } from "kysely";
import * as v from "valibot";
import { PRODUCT_IMPORT_KIND, type ProductImportLog } from "../../src/api/schemas/product-import";
import type { Database } from "../db/schema";
import { findSellerJob } from "../jobs/job-answer";
import { parsedJson } from "./import-answer";
import { ProductsImportResult } from "./products-import-job";

/** The job and its log, within the seller; undefined when it is missing, another seller's or not a product import. */
export async function productImportLog(db: Kysely<Database>, sellerId: number, id: string): Promise<ProductImportLog | undefined> {
  const job = await findSellerJob(db, sellerId, id);
  if (!job || job.kind !== PRODUCT_IMPORT_KIND) return undefined;
  const row = await db.selectFrom("jobs").select("result").where("id", "=", id).where("seller_id", "=", sellerId).executeTakeFirst();
  const result = v.safeParse(ProductsImportResult, parsedJson(row?.result ?? null));
  return { job, lines: result.success ? result.output.lines : [] };
}
