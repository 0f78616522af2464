import type { Kysely, Transaction } from "kysely";
import type { BoxTemplate, BoxTemplateInput, ProductTemplate, ProductTemplateInput } from "../../src/api/schemas/templates";
import { HS_CODE_PATTERN, normalizeHsCode, orderIssueText } from "../../src/domain/order-validation";
import { toCents } from "../db/money";
import { isUniqueViolation } from "../db/portable";
import type { Database } from "../db/schema";
import { HttpError, notFound } from "../http/errors";
import { SKU_TAKEN, boxTemplateAnswer, productTemplateAnswer } from "./template-answers";

/**
 * Box and product templates of one seller (configuration area section 3). Writes run in the
 * caller's transaction (runMutation); another seller's template is as missing as none (404).
 */

type Db = Kysely<Database> | Transaction<Database>;

const boxColumns = (input: BoxTemplateInput) => ({
  name: input.name,
  length: input.length,
  width: input.width,
  height: input.height,
  empty_weight: input.empty_weight,
  weight: input.weight,
  harmful_products: input.harmful_products ? 1 : 0,
  auto_select: input.auto_select ? 1 : 0,
} as const);

/**
 * A template's HS code may still be empty (filled in on the order), but one that is given follows
 * the order's rule, so applying the template never brings an invalid code into the wizard.
 */
export function productColumns(input: ProductTemplateInput) {
  const hsCode = normalizeHsCode(input.hs_code);
  if (hsCode !== "" && !HS_CODE_PATTERN.test(hsCode)) {
    throw new HttpError(422, [{ hs_code: [orderIssueText({ path: "hs_code", code: "hs_code_digits" })] }]);
  }
  return {
    sku: input.sku,
    name: input.name,
    description: input.description === "" ? null : input.description,
    category: input.category,
    hs_code: hsCode,
    origin_country: input.origin_country,
    unit_price_cents: toCents(input.unit_price),
    unit_weight: input.unit_weight,
  };
}

/** The SKU names one product of the seller; checked first, and the unique index guards the race. */
async function assertSkuFree(db: Pick<Kysely<Database>, "selectFrom">, sellerId: number, sku: string, exceptId?: number) {
  let query = db.selectFrom("product_templates").select("id").where("seller_id", "=", sellerId).where("sku", "=", sku);
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  if (await query.executeTakeFirst()) throw skuTaken();
}

const skuTaken = () => new HttpError(422, [{ sku: [SKU_TAKEN] }]);

async function withSkuGuard<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw skuTaken();
    throw error;
  }
}

export type ProductColumns = ReturnType<typeof productColumns>;

export async function listBoxTemplates(db: Db, sellerId: number): Promise<BoxTemplate[]> {
  const rows = await db.selectFrom("box_templates").selectAll().where("seller_id", "=", sellerId).orderBy("name").orderBy("id").execute();
  return rows.map(boxTemplateAnswer);
}

export async function createBoxTemplate(trx: Db, sellerId: number, input: BoxTemplateInput, at: string): Promise<BoxTemplate> {
  const row = await trx
    .insertInto("box_templates")
    .values({ seller_id: sellerId, ...boxColumns(input), updated_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
  return boxTemplateAnswer(row);
}

export async function updateBoxTemplate(trx: Db, sellerId: number, id: number, input: BoxTemplateInput, at: string): Promise<BoxTemplate> {
  const row = await trx
    .updateTable("box_templates")
    .set({ ...boxColumns(input), updated_at: at })
    .where("id", "=", id)
    .where("seller_id", "=", sellerId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound();
  return boxTemplateAnswer(row);
}

export async function removeTemplate(trx: Db, table: "box_templates" | "product_templates", sellerId: number, id: number): Promise<void> {
  const deleted = await trx.deleteFrom(table).where("id", "=", id).where("seller_id", "=", sellerId).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw notFound();
}

export async function listProductTemplates(db: Db, sellerId: number): Promise<ProductTemplate[]> {
  const rows = await db.selectFrom("product_templates").selectAll().where("seller_id", "=", sellerId).orderBy("sku").orderBy("id").execute();
  return rows.map(productTemplateAnswer);
}

/** A new product; its columns were checked by productColumns before the transaction. */
export async function createProductTemplate(trx: Db, sellerId: number, columns: ProductColumns, at: string): Promise<ProductTemplate> {
  await assertSkuFree(trx, sellerId, columns.sku);
  const row = await withSkuGuard(() =>
    trx
      .insertInto("product_templates")
      .values({ seller_id: sellerId, ...columns, updated_at: at })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
  return productTemplateAnswer(row);
}

export async function updateProductTemplate(trx: Db, sellerId: number, id: number, columns: ProductColumns, at: string): Promise<ProductTemplate> {
  const exists = await trx.selectFrom("product_templates").select("id").where("id", "=", id).where("seller_id", "=", sellerId).executeTakeFirst();
  if (!exists) throw notFound();
  await assertSkuFree(trx, sellerId, columns.sku, id);
  const row = await withSkuGuard(() =>
    trx
      .updateTable("product_templates")
      .set({ ...columns, updated_at: at })
      .where("id", "=", id)
      .where("seller_id", "=", sellerId)
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
  return productTemplateAnswer(row);
}
