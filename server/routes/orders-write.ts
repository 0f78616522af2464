import { type Context, Hono } from "hono";
import type { Updateable } from "kysely";
import { IdParam } from "../../src/api/schemas/common";
import { OrderInput } from "../../src/api/schemas/order-create";
import { UpdateOrderRequest } from "../../src/api/schemas/orders";
import { requirePermission, requireUser } from "../auth/require-user";
import type { OrdersTable } from "../db/schema";
import { type AppEnv, type ServerDeps, isoNow } from "../deps";
import { one } from "../http/answers";
import { HttpError } from "../http/errors";
import { readJson, readParams } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
import { replaceWholeOrder } from "../orders/create-order";
import { findOrderRow, loadOrder } from "./order-answers";

/** Spec section 4: "Once dispatched it cannot be edited or removed." */
export const EDIT_DISPATCHED = "A dispatched order can no longer be edited.";
export const REMOVE_DISPATCHED = "A dispatched order can no longer be removed.";

/** Optional text the user cleared is stored as null, so screens show "none" rather than "". */
const orNull = (value: string | undefined) => (value === undefined ? undefined : value === "" ? null : value);

function changesOf(input: UpdateOrderRequest): Updateable<OrdersTable> {
  const customer = input.customer ?? {};
  const changes: Updateable<OrdersTable> = {
    sales_channel_order_number: orNull(input.sales_channel_order_number),
    observations: orNull(input.observations),
    customer_full_name: customer.full_name,
    customer_phone: customer.phone,
    customer_email: customer.email,
    customer_postal_code: customer.postal_code,
    customer_state: customer.state,
    customer_city: customer.city,
    customer_address: customer.address,
    customer_number: customer.number,
    customer_complement: orNull(customer.complement),
    customer_quarter: orNull(customer.quarter),
    customer_reference: orNull(customer.reference),
  };
  // Absent fields stay as they are.
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}

/** Looks at the body without judging it: readJson then refuses it with the right status. */
async function carriesBoxes(c: Context): Promise<boolean> {
  try {
    // Hono keeps the body it read, so readJson reads the same text again.
    const body: unknown = JSON.parse(await c.req.text());
    return body !== null && typeof body === "object" && !Array.isArray(body) && "boxes" in body;
  } catch {
    return false;
  }
}

/** Edits and removal: admin and operation only; a viewer gets 403 (configuration area, section 6). */
export function orderWriteRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);
  const write = requirePermission("seller:write");

  app.put("/orders/:id", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    // A body with `boxes` is the wizard's whole order (edit until dispatched); without, the
    // issue-4 edit of the receiver and the notes.
    const whole = await carriesBoxes(c);
    const input = whole ? { whole: await readJson(c, OrderInput) } : { partial: await readJson(c, UpdateOrderRequest) };
    const user = c.var.user;
    return runMutation(c, deps, { required: false, input: { id, ...(input.whole ?? input.partial) } }, async (trx) => {
      const order = await findOrderRow(trx, user.seller_id, id, { toChange: true });
      if (order.dispatched === 1) throw new HttpError(409, [EDIT_DISPATCHED]);
      if (input.whole) {
        await replaceWholeOrder(trx, deps, user, order, input.whole);
      } else {
        const changes = changesOf(input.partial);
        if (Object.keys(changes).length > 0) {
          await trx.updateTable("orders").set({ ...changes, updated_at: isoNow(deps) }).where("id", "=", id).execute();
        }
      }
      return { status: 200, body: one(await loadOrder(trx, user.seller_id, id)) };
    });
  });

  app.delete("/orders/:id", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    const sellerId = c.var.user.seller_id;
    return runMutation(c, deps, { required: false, input: { id } }, async (trx) => {
      const order = await findOrderRow(trx, sellerId, id, { toChange: true });
      if (order.dispatched === 1) throw new HttpError(409, [REMOVE_DISPATCHED]);
      // Children first: foreign keys are enforced.
      for (const table of ["checkpoints", "order_items", "order_volumes", "order_boxes", "order_documents"] as const) {
        await trx.deleteFrom(table).where("order_id", "=", id).execute();
      }
      await trx.deleteFrom("orders").where("id", "=", id).execute();
      return { status: 200, body: one({ id }) };
    });
  });

  return app;
}
