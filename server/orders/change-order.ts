import type { Transaction, Updateable } from "kysely";
import type { OrderInput } from "../../src/api/schemas/order-create";
import type { UpdateOrderRequest } from "../../src/api/schemas/orders";
import type { Database, OrdersTable } from "../db/schema";
import { type AuthUser, type ServerDeps, isoNow } from "../deps";
import { HttpError } from "../http/errors";
import { replaceWholeOrder } from "./create-order";
import { findOrderRow } from "./order-rows";

/**
 * Editing and removing an order, each in the caller's transaction (runMutation). The order's row
 * is read to change (findOrderRow toChange), so a dispatch through another instance either waits
 * for the edit or is seen by it.
 */

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

/** The change an edit asks for: the wizard's whole order, or the receiver and notes only. */
export type OrderEdit = { whole: OrderInput; partial?: undefined } | { whole?: undefined; partial: UpdateOrderRequest };

/** Edits an undispatched order of the user's seller (409 once dispatched). */
export async function editOrder(trx: Transaction<Database>, deps: ServerDeps, user: AuthUser, id: number, edit: OrderEdit): Promise<void> {
  const order = await findOrderRow(trx, user.seller_id, id, { toChange: true });
  if (order.dispatched === 1) throw new HttpError(409, [EDIT_DISPATCHED]);
  if (edit.whole) {
    await replaceWholeOrder(trx, deps, user, order, edit.whole);
    return;
  }
  const changes = changesOf(edit.partial);
  if (Object.keys(changes).length > 0) {
    await trx.updateTable("orders").set({ ...changes, updated_at: isoNow(deps) }).where("id", "=", id).execute();
  }
}

/** Removes an undispatched order of the seller with everything it holds (409 once dispatched). */
export async function removeOrder(trx: Transaction<Database>, sellerId: number, id: number): Promise<void> {
  const order = await findOrderRow(trx, sellerId, id, { toChange: true });
  if (order.dispatched === 1) throw new HttpError(409, [REMOVE_DISPATCHED]);
  // Children first: foreign keys are enforced.
  for (const table of ["checkpoints", "order_items", "order_volumes", "order_boxes", "order_documents"] as const) {
    await trx.deleteFrom(table).where("order_id", "=", id).execute();
  }
  await trx.deleteFrom("orders").where("id", "=", id).execute();
}
