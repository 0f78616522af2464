import { Hono } from "hono";
import type { Kysely } from "kysely";
import * as v from "valibot";
import { IdParam, Pagination } from "../../src/api/schemas/common";
import { BoxTemplateInput, ProductTemplateInput } from "../../src/api/schemas/templates";
import { HS_CODE_PATTERN, normalizeHsCode, orderIssueText } from "../../src/domain/order-validation";
import { requireUser } from "../auth/require-user";
import { isUniqueViolation } from "../db/portable";
import type { Database } from "../db/schema";
import { type AppEnv, type ServerDeps, isoNow } from "../deps";
import { one, page } from "../http/answers";
import { HttpError, notFound } from "../http/errors";
import { readJson, readParams, readQuery } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
import { requirePermissionOrReplay } from "../idempotency/replay-permission";
import { SKU_TAKEN, boxTemplateAnswer, productTemplateAnswer } from "../templates/template-answers";

const ListQuery = v.object(Pagination);
const CENTS = 100;

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
function productColumns(input: ProductTemplateInput) {
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
    unit_price_cents: Math.round(input.unit_price * CENTS),
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

/**
 * Box and product templates (configuration area section 3): every group reads them, writers change
 * them. Writes go through runMutation, so the device's outbox may resend a POST with its key and
 * get the same template back, never a second one. Another seller's template answers 404.
 */
export function templateRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);
  // The outbox queues template writes: a committed one replays after a role change (decision 027).
  const write = requirePermissionOrReplay(deps, "seller:write");

  app.get("/box_templates", auth, async (c) => {
    const { limit, offset } = readQuery(c, ListQuery);
    const rows = await deps.db.selectFrom("box_templates").selectAll().where("seller_id", "=", c.var.user.seller_id).orderBy("name").orderBy("id").execute();
    return c.json(page(rows.slice(offset, offset + limit).map(boxTemplateAnswer), rows.length));
  });

  app.post("/box_templates", auth, write, async (c) => {
    const input = await readJson(c, BoxTemplateInput);
    const sellerId = c.var.user.seller_id;
    return runMutation(c, deps, { required: false, input }, async (trx) => {
      const row = await trx
        .insertInto("box_templates")
        .values({ seller_id: sellerId, ...boxColumns(input), updated_at: isoNow(deps) })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { status: 201, body: one(boxTemplateAnswer(row)) };
    });
  });

  app.put("/box_templates/:id", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    const input = await readJson(c, BoxTemplateInput);
    const sellerId = c.var.user.seller_id;
    return runMutation(c, deps, { required: false, input: { id, ...input } }, async (trx) => {
      const row = await trx
        .updateTable("box_templates")
        .set({ ...boxColumns(input), updated_at: isoNow(deps) })
        .where("id", "=", id)
        .where("seller_id", "=", sellerId)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound();
      return { status: 200, body: one(boxTemplateAnswer(row)) };
    });
  });

  app.delete("/box_templates/:id", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    const sellerId = c.var.user.seller_id;
    return runMutation(c, deps, { required: false, input: { id } }, async (trx) => {
      const deleted = await trx.deleteFrom("box_templates").where("id", "=", id).where("seller_id", "=", sellerId).executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw notFound();
      return { status: 200, body: one({ id }) };
    });
  });

  app.get("/product_templates", auth, async (c) => {
    const { limit, offset } = readQuery(c, ListQuery);
    const rows = await deps.db.selectFrom("product_templates").selectAll().where("seller_id", "=", c.var.user.seller_id).orderBy("sku").orderBy("id").execute();
    return c.json(page(rows.slice(offset, offset + limit).map(productTemplateAnswer), rows.length));
  });

  app.post("/product_templates", auth, write, async (c) => {
    const input = await readJson(c, ProductTemplateInput);
    const columns = productColumns(input);
    const sellerId = c.var.user.seller_id;
    return runMutation(c, deps, { required: false, input }, async (trx) => {
      await assertSkuFree(trx, sellerId, columns.sku);
      const row = await withSkuGuard(() =>
        trx
          .insertInto("product_templates")
          .values({ seller_id: sellerId, ...columns, updated_at: isoNow(deps) })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return { status: 201, body: one(productTemplateAnswer(row)) };
    });
  });

  app.put("/product_templates/:id", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    const input = await readJson(c, ProductTemplateInput);
    const columns = productColumns(input);
    const sellerId = c.var.user.seller_id;
    return runMutation(c, deps, { required: false, input: { id, ...input } }, async (trx) => {
      const exists = await trx.selectFrom("product_templates").select("id").where("id", "=", id).where("seller_id", "=", sellerId).executeTakeFirst();
      if (!exists) throw notFound();
      await assertSkuFree(trx, sellerId, columns.sku, id);
      const row = await withSkuGuard(() =>
        trx
          .updateTable("product_templates")
          .set({ ...columns, updated_at: isoNow(deps) })
          .where("id", "=", id)
          .where("seller_id", "=", sellerId)
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return { status: 200, body: one(productTemplateAnswer(row)) };
    });
  });

  app.delete("/product_templates/:id", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    const sellerId = c.var.user.seller_id;
    return runMutation(c, deps, { required: false, input: { id } }, async (trx) => {
      const deleted = await trx.deleteFrom("product_templates").where("id", "=", id).where("seller_id", "=", sellerId).executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw notFound();
      return { status: 200, body: one({ id }) };
    });
  });

  return app;
}
