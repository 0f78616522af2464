import { Hono } from "hono";
import { MAX_PAGE_SIZE, IdParam } from "../../src/api/schemas/common";
import { OrdersQuery } from "../../src/api/schemas/orders";
import { requireUser } from "../auth/require-user";
import type { AppEnv, ServerDeps } from "../deps";
import { flag, one } from "../http/answers";
import { readParams, readQuery } from "../http/validate";
import { contractAnswer, findOrderRow, listRowAnswer, loadOrder, sellerOrders } from "./order-answers";
import { checkFilterDates, orderFilters, orderSort } from "./orders-filter";

/** Reads of orders: every group of the seller may read (spec: the viewer "views only"). */
export function orderReadRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);

  app.get("/orders", auth, async (c) => {
    const query = readQuery(c, OrdersQuery);
    checkFilterDates(query);
    const filtered = sellerOrders(deps.db, c.var.user.seller_id).where((eb) => orderFilters(eb, query));
    const { column, direction } = orderSort(query);
    const sorted = filtered.orderBy(column, direction).orderBy("orders.id", direction);
    const [rows, total, ids] = await Promise.all([
      sorted
        .selectAll("orders")
        .select(["contracts.name as contract_name", "sales_channels.name as sales_channel_name"])
        .limit(query.limit)
        .offset(query.offset)
        .execute(),
      filtered.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
      // Select-all takes every matching id at once, up to the spec's 1000 (section 9).
      sorted.select("orders.id").limit(MAX_PAGE_SIZE).execute(),
    ]);
    return c.json(one({ elements: rows.map(listRowAnswer), count: Number(total.count), ids: ids.map((r) => r.id) }));
  });

  app.get("/orders/:id", auth, async (c) => {
    const { id } = readParams(c, IdParam);
    return c.json(one(await loadOrder(deps.db, c.var.user.seller_id, id)));
  });

  app.get("/orders/:id/contract", auth, async (c) => {
    const { id } = readParams(c, IdParam);
    const order = await findOrderRow(deps.db, c.var.user.seller_id, id);
    const contract = await deps.db.selectFrom("contracts").selectAll().where("id", "=", order.contract_id).executeTakeFirstOrThrow();
    return c.json(one(contractAnswer(contract)));
  });

  app.get("/orders/:id/overpack", auth, async (c) => {
    const { id } = readParams(c, IdParam);
    const order = await findOrderRow(deps.db, c.var.user.seller_id, id);
    if (order.overpack_id === null) return c.json(one(null));
    const overpack = await deps.db.selectFrom("overpacks").selectAll().where("id", "=", order.overpack_id).executeTakeFirstOrThrow();
    return c.json(one({ id: overpack.id, reference: overpack.reference, dispatched: flag(overpack.dispatched) }));
  });

  app.get("/orders/:id/saleschannel", auth, async (c) => {
    const { id } = readParams(c, IdParam);
    const order = await findOrderRow(deps.db, c.var.user.seller_id, id);
    if (order.sales_channel_id === null || order.sales_channel_name === null) return c.json(one(null));
    return c.json(one({ id: order.sales_channel_id, name: order.sales_channel_name }));
  });

  return app;
}
