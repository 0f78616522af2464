import { Hono } from "hono";
import { IdParam } from "../../src/api/schemas/common";
import { MultiDispatchRequest } from "../../src/api/schemas/orders";
import { requireUser } from "../auth/require-user";
import type { AppEnv, ServerDeps } from "../deps";
import { one } from "../http/answers";
import { readJson, readParams } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
import { requirePermissionOrReplay } from "../idempotency/replay-permission";
import { dispatchOrders } from "../orders/dispatch";
import { loadOrder } from "../orders/order-rows";

/**
 * Dispatch is queued by the app's outbox, so the Idempotency-Key is required: a retry after a
 * lost answer replays instead of dispatching again. Admin and operation only (viewer: 403).
 */
export function orderDispatchRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);
  // A replay of a committed dispatch is answered even after the user's role changed (decision 027).
  const write = requirePermissionOrReplay(deps, "seller:write");

  // Registered before /orders/:id/... routes of the same method so "multi_dispatch" is no id.
  app.put("/orders/multi_dispatch", auth, write, async (c) => {
    const input = await readJson(c, MultiDispatchRequest);
    return runMutation(c, deps, { required: true, input }, async (trx) => {
      return { status: 200, body: one(await dispatchOrders(trx, deps, c.var.user, input.ids)) };
    });
  });

  app.put("/orders/:id/dispatch", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    return runMutation(c, deps, { required: true, input: { id } }, async (trx) => {
      await dispatchOrders(trx, deps, c.var.user, [id]);
      return { status: 200, body: one(await loadOrder(trx, c.var.user.seller_id, id)) };
    });
  });

  return app;
}
