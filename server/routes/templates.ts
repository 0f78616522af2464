import { Hono } from "hono";
import * as v from "valibot";
import { IdParam, Pagination } from "../../src/api/schemas/common";
import { BoxTemplateInput, ProductTemplateInput } from "../../src/api/schemas/templates";
import { requireUser } from "../auth/require-user";
import { type AppEnv, type ServerDeps, isoNow } from "../deps";
import { one, page } from "../http/answers";
import { readJson, readParams, readQuery } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
import { requirePermissionOrReplay } from "../idempotency/replay-permission";
import {
  createBoxTemplate,
  createProductTemplate,
  listBoxTemplates,
  listProductTemplates,
  productColumns,
  removeTemplate,
  updateBoxTemplate,
  updateProductTemplate,
} from "../templates/template-store";

const ListQuery = v.object(Pagination);

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
    const templates = await listBoxTemplates(deps.db, c.var.user.seller_id);
    return c.json(page(templates.slice(offset, offset + limit), templates.length));
  });

  app.post("/box_templates", auth, write, async (c) => {
    const input = await readJson(c, BoxTemplateInput);
    const sellerId = c.var.user.seller_id;
    return runMutation(c, deps, { required: false, input }, async (trx) => {
      return { status: 201, body: one(await createBoxTemplate(trx, sellerId, input, isoNow(deps))) };
    });
  });

  app.put("/box_templates/:id", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    const input = await readJson(c, BoxTemplateInput);
    const sellerId = c.var.user.seller_id;
    return runMutation(c, deps, { required: false, input: { id, ...input } }, async (trx) => {
      return { status: 200, body: one(await updateBoxTemplate(trx, sellerId, id, input, isoNow(deps))) };
    });
  });

  app.delete("/box_templates/:id", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    const sellerId = c.var.user.seller_id;
    return runMutation(c, deps, { required: false, input: { id } }, async (trx) => {
      await removeTemplate(trx, "box_templates", sellerId, id);
      return { status: 200, body: one({ id }) };
    });
  });

  app.get("/product_templates", auth, async (c) => {
    const { limit, offset } = readQuery(c, ListQuery);
    const templates = await listProductTemplates(deps.db, c.var.user.seller_id);
    return c.json(page(templates.slice(offset, offset + limit), templates.length));
  });

  app.post("/product_templates", auth, write, async (c) => {
    const input = await readJson(c, ProductTemplateInput);
    const columns = productColumns(input);
    const sellerId = c.var.user.seller_id;
    return runMutation(c, deps, { required: false, input }, async (trx) => {
      return { status: 201, body: one(await createProductTemplate(trx, sellerId, columns, isoNow(deps))) };
    });
  });

  app.put("/product_templates/:id", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    const input = await readJson(c, ProductTemplateInput);
    const columns = productColumns(input);
    const sellerId = c.var.user.seller_id;
    return runMutation(c, deps, { required: false, input: { id, ...input } }, async (trx) => {
      return { status: 200, body: one(await updateProductTemplate(trx, sellerId, id, columns, isoNow(deps))) };
    });
  });

  app.delete("/product_templates/:id", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    const sellerId = c.var.user.seller_id;
    return runMutation(c, deps, { required: false, input: { id } }, async (trx) => {
      await removeTemplate(trx, "product_templates", sellerId, id);
      return { status: 200, body: one({ id }) };
    });
  });

  return app;
}
