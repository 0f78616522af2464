import { Hono } from "hono";
import { IdParam } from "../../src/api/schemas/common";
import { SalesChannelInput } from "../../src/api/schemas/sales-channels";
import { requirePermission, requireUser } from "../auth/require-user";
import type { AppEnv, ServerDeps } from "../deps";
import { one } from "../http/answers";
import { readJson, readParams } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
import { createSalesChannel, deleteSalesChannel, renameSalesChannel } from "../sales-channels/sales-channels";

/**
 * Writing the seller's sales channels (server/sales-channels, decision 064); the list is
 * GET /v1/sales_channels in routes/contracts.ts. Seller Admin and Operation only (viewer 403).
 */
export function salesChannelRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);
  const write = requirePermission("seller:write");

  app.post("/sales_channels", auth, write, async (c) => {
    const { name } = await readJson(c, SalesChannelInput);
    const sellerId = c.var.user.seller_id;
    return runMutation(c, deps, { required: false, input: { name } }, async (trx) => ({ status: 201, body: one(await createSalesChannel(trx, sellerId, name)) }));
  });

  app.put("/sales_channels/:id", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    const { name } = await readJson(c, SalesChannelInput);
    const sellerId = c.var.user.seller_id;
    return runMutation(c, deps, { required: false, input: { id, name } }, async (trx) => ({ status: 200, body: one(await renameSalesChannel(trx, sellerId, id, name)) }));
  });

  app.delete("/sales_channels/:id", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    const sellerId = c.var.user.seller_id;
    return runMutation(c, deps, { required: false, input: { id } }, async (trx) => {
      await deleteSalesChannel(trx, sellerId, id);
      return { status: 200, body: one({ id }) };
    });
  });

  return app;
}
