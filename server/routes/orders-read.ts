import { Hono } from "hono";
import { IdParam } from "../../src/api/schemas/common";
import { OrdersQuery } from "../../src/api/schemas/orders";
import { requireUser } from "../auth/require-user";
import type { AppEnv, ServerDeps } from "../deps";
import { one } from "../http/answers";
import { readParams, readQuery } from "../http/validate";
import { listOrders } from "../orders/order-list";
import { loadOrder, loadOrderContract, loadOrderOverpack, loadOrderSalesChannel } from "../orders/order-rows";

/** Reads of orders: every group of the seller may read (spec: the viewer "views only"). */
export function orderReadRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);

  app.get("/orders", auth, async (c) => {
    const query = readQuery(c, OrdersQuery);
    return c.json(one(await listOrders(deps.db, c.var.user.seller_id, query)));
  });

  app.get("/orders/:id", auth, async (c) => {
    const { id } = readParams(c, IdParam);
    return c.json(one(await loadOrder(deps.db, c.var.user.seller_id, id)));
  });

  app.get("/orders/:id/contract", auth, async (c) => {
    const { id } = readParams(c, IdParam);
    return c.json(one(await loadOrderContract(deps.db, c.var.user.seller_id, id)));
  });

  app.get("/orders/:id/overpack", auth, async (c) => {
    const { id } = readParams(c, IdParam);
    return c.json(one(await loadOrderOverpack(deps.db, c.var.user.seller_id, id)));
  });

  app.get("/orders/:id/saleschannel", auth, async (c) => {
    const { id } = readParams(c, IdParam);
    return c.json(one(await loadOrderSalesChannel(deps.db, c.var.user.seller_id, id)));
  });

  return app;
}
