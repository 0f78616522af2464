import { type Context, Hono } from "hono";
import { IdParam } from "../../src/api/schemas/common";
import { OrderInput } from "../../src/api/schemas/order-create";
import { UpdateOrderRequest } from "../../src/api/schemas/orders";
import { requirePermission, requireUser } from "../auth/require-user";
import type { AppEnv, ServerDeps } from "../deps";
import { one } from "../http/answers";
import { readJson, readParams } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
import { type OrderEdit, editOrder, removeOrder } from "../orders/change-order";
import { loadOrder } from "../orders/order-rows";

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
    const input: OrderEdit = whole ? { whole: await readJson(c, OrderInput) } : { partial: await readJson(c, UpdateOrderRequest) };
    const user = c.var.user;
    return runMutation(c, deps, { required: false, input: { id, ...(input.whole ?? input.partial) } }, async (trx) => {
      await editOrder(trx, deps, user, id, input);
      return { status: 200, body: one(await loadOrder(trx, user.seller_id, id)) };
    });
  });

  app.delete("/orders/:id", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    const sellerId = c.var.user.seller_id;
    return runMutation(c, deps, { required: false, input: { id } }, async (trx) => {
      await removeOrder(trx, sellerId, id);
      return { status: 200, body: one({ id }) };
    });
  });

  return app;
}
