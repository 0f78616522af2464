import { Hono } from "hono";
import type { Transaction } from "kysely";
import { IdParam } from "../../src/api/schemas/common";
import { MultiDispatchRequest } from "../../src/api/schemas/orders";
import { ORDER_STATUSES, STATUS_AFTER_DISPATCH } from "../../src/domain/order-status";
import { requireUser } from "../auth/require-user";
import type { Database } from "../db/schema";
import { type AppEnv, type AuthUser, type ServerDeps, isoNow } from "../deps";
import { one } from "../http/answers";
import { HttpError, notFound } from "../http/errors";
import { readJson, readParams } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
import { requirePermissionOrReplay } from "../idempotency/replay-permission";
import { loadOrder } from "./order-answers";

/** Spec section 8, followed by the refused order numbers. */
export const CONTRACT_REFUSAL = "The following orders cannot be dispatched with this contract:";
export const ALREADY_DISPATCHED = "This order has already been dispatched.";
export const SOME_ALREADY_DISPATCHED = "The following orders have already been dispatched:";
export const DISPATCH_CHECKPOINT_MESSAGE = "Order dispatched and ready to ship.";

const listNumbers = (rows: { order_number: string }[]) =>
  rows
    .map((r) => r.order_number)
    .sort()
    .join(", ");

/**
 * Dispatches the given orders of the user's seller, all or none (the caller's transaction).
 * Refusals, in this order: an id that is not the seller's (404), an order already dispatched
 * (409: a second device dispatching the same order lands here), goods the contract does not
 * carry (422 with the spec's message and the numbers).
 */
export async function dispatchOrders(trx: Transaction<Database>, deps: ServerDeps, user: AuthUser, ids: number[]): Promise<void> {
  const rows = await trx
    .selectFrom("orders")
    .innerJoin("contracts", "contracts.id", "orders.contract_id")
    .select([
      "orders.id",
      "orders.order_number",
      "orders.dispatched",
      "orders.contain_battery",
      "orders.dangerous_good",
      "contracts.allows_battery",
      "contracts.allows_dangerous_goods",
    ])
    .where("orders.seller_id", "=", user.seller_id)
    .where("orders.id", "in", ids)
    .execute();
  if (rows.length !== ids.length) throw notFound();

  const dispatched = rows.filter((r) => r.dispatched === 1);
  if (dispatched.length > 0) {
    throw new HttpError(409, [ids.length === 1 ? ALREADY_DISPATCHED : `${SOME_ALREADY_DISPATCHED} ${listNumbers(dispatched)}`]);
  }
  const refused = rows.filter((r) => (r.contain_battery === 1 && r.allows_battery === 0) || (r.dangerous_good === 1 && r.allows_dangerous_goods === 0));
  if (refused.length > 0) throw new HttpError(422, [`${CONTRACT_REFUSAL} ${listNumbers(refused)}`]);

  const at = isoNow(deps);
  const code = ORDER_STATUSES[STATUS_AFTER_DISPATCH];
  const updated = await trx
    .updateTable("orders")
    .set({ dispatched: 1, dispatched_at: at, current_status_id: code, updated_at: at })
    .where("id", "in", ids)
    // Guards the check above on databases where another transaction could commit in between.
    .where("dispatched", "=", 0)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== ids.length) throw new HttpError(409, [ALREADY_DISPATCHED]);
  await trx
    .insertInto("checkpoints")
    .values(
      ids.map((order_id) => ({
        order_id,
        status_code: code,
        message: DISPATCH_CHECKPOINT_MESSAGE,
        attachment_name: null,
        attachment_type: null,
        attachment_data: null,
        created_by: user.id,
        created_at: at,
      })),
    )
    .execute();
}

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
      await dispatchOrders(trx, deps, c.var.user, input.ids);
      return { status: 200, body: one({ ids: input.ids }) };
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
