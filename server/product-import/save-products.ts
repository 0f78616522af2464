import type { ImportedProduct } from "../../src/domain/product-import/check-products";
import type { Executor } from "../jobs/job-types";
import { productColumns } from "../templates/template-store";

/**
 * Saves checked products as the seller's product templates by SKU: a SKU the seller has is
 * updated, a new one created. Runs in the caller's transaction, which looks the SKUs up and
 * writes them together: saving the same products again updates them, never doubles them (the
 * products import's job saves its file in slices and again after a crash, decision 066).
 */

/** Rows per INSERT: well under SQLite's 32,766 bound parameters (10 columns each). */
const INSERT_BATCH = 500;

export async function saveProducts(trx: Executor, sellerId: number, products: readonly ImportedProduct[], at: string): Promise<Map<string, "created" | "updated">> {
  const outcome = new Map<string, "created" | "updated">();
  if (products.length === 0) return outcome;
  const existing = new Map<string, number>();
  const skus = products.map((product) => product.sku);
  for (let start = 0; start < skus.length; start += INSERT_BATCH) {
    const rows = await trx.selectFrom("product_templates").select(["id", "sku"]).where("seller_id", "=", sellerId).where("sku", "in", skus.slice(start, start + INSERT_BATCH)).execute();
    for (const row of rows) existing.set(row.sku, row.id);
  }
  const created: ImportedProduct[] = [];
  for (const product of products) {
    const id = existing.get(product.sku);
    if (id === undefined) {
      created.push(product);
      continue;
    }
    await trx.updateTable("product_templates").set({ ...productColumns(product), updated_at: at }).where("id", "=", id).where("seller_id", "=", sellerId).execute();
    outcome.set(product.sku, "updated");
  }
  for (let start = 0; start < created.length; start += INSERT_BATCH) {
    const batch = created.slice(start, start + INSERT_BATCH);
    await trx.insertInto("product_templates").values(batch.map((product) => ({ seller_id: sellerId, ...productColumns(product), updated_at: at }))).execute();
    for (const product of batch) outcome.set(product.sku, "created");
  }
  return outcome;
}
