import type { Transaction } from "kysely";
import type { DispatchRefusal, DispatchRefusalReason, MultiDispatchResult } from "../../src/api/schemas/dispatch";
import { ORDER_STATUSES, STATUS_AFTER_DISPATCH } from "../../src/domain/order-status";
import type { Database } from "../db/schema";
import { type AuthUser, type ServerDeps, isoNow } from "../deps";
import { HttpError, notFound } from "../http/errors";
import { type BalanceRefusal, balanceRefusals, chargeFreight } from "../billing/charge-dispatch";
import { insertCheckpoints } from "./checkpoints";

/** Spec section 8, followed by the refused order numbers. */
export const CONTRACT_REFUSAL = "The following orders cannot be dispatched with this contract:";
export const ALREADY_DISPATCHED = "This order has already been dispatched.";
export const SOME_ALREADY_DISPATCHED = "The following orders have already been dispatched:";
export const DISPATCH_CHECKPOINT_MESSAGE = "Order dispatched and ready to ship.";
/** Each refused order's own reason, in English (the app shows the reason code translated). */
export const REFUSAL_MESSAGES: Record<DispatchRefusalReason, string> = {
  battery_not_allowed: "This contract does not carry batteries",
  dangerous_goods_not_allowed: "This contract does not carry dangerous goods",
  already_dispatched: ALREADY_DISPATCHED,
  // Each balance refusal names its service and why (chargeRefusalText); this is the fallback.
  balance_not_allowed: "The balance of this service does not allow this dispatch",
};
/**
 * Another transaction dispatched one of the orders between the check and the update (databases
 * that run them side by side). Nothing was applied: the client asks again in a moment and gets
 * the per-order answer.
 */
const RACE_RETRY_AFTER_SECONDS = "1";

type OrderToDispatch = Awaited<ReturnType<typeof readOrders>>[number];

const listNumbers = (refused: readonly DispatchRefusal[]) =>
  refused
    .map((r) => r.order_number)
    .sort()
    .join(", ");

function refusalOf(row: OrderToDispatch): DispatchRefusalReason | null {
  if (row.dispatched === 1) return "already_dispatched";
  if (row.contain_battery === 1 && row.allows_battery === 0) return "battery_not_allowed";
  if (row.dangerous_good === 1 && row.allows_dangerous_goods === 0) return "dangerous_goods_not_allowed";
  return null;
}

function refusal(row: OrderToDispatch, reason: DispatchRefusalReason): DispatchRefusal {
  const contract = reason === "already_dispatched" ? {} : { contract_name: row.contract_name };
  return { id: row.id, order_number: row.order_number, reason, ...contract, messages: [REFUSAL_MESSAGES[reason]] };
}

/** An order its service account does not let go (issue 20): the service named, and why. */
function balanceRefusal(row: OrderToDispatch, byBalance: BalanceRefusal): DispatchRefusal {
  const { service, service_name, service_refusal, message } = byBalance;
  return { id: row.id, order_number: row.order_number, reason: "balance_not_allowed", service, service_name, service_refusal, messages: [message] };
}

async function readOrders(trx: Transaction<Database>, sellerId: number, ids: number[]) {
  return trx
    .selectFrom("orders")
    .innerJoin("contracts", "contracts.id", "orders.contract_id")
    .select([
      "orders.id",
      "orders.order_number",
      "orders.dispatched",
      "orders.contain_battery",
      "orders.dangerous_good",
      "contracts.name as contract_name",
      "contracts.allows_battery",
      "contracts.allows_dangerous_goods",
      "contracts.billing_category_id as category_id",
      "orders.freight_value_cents",
    ])
    .where("orders.seller_id", "=", sellerId)
    .where("orders.id", "in", ids)
    .execute();
}

/**
 * The refusal of a request that dispatched nothing: 422 when a contract refuses one of its orders
 * (the spec's message with their numbers), otherwise 409 (all were dispatched already: a second
 * device dispatching the same orders lands here). `refused` names every order with its reason.
 */
function refuseAll(refused: DispatchRefusal[], single: boolean): HttpError {
  const byContract = refused.filter((r) => r.reason !== "already_dispatched" && r.reason !== "balance_not_allowed");
  const byBalance = refused.filter((r) => r.reason === "balance_not_allowed");
  const dispatchedAlready = refused.filter((r) => r.reason === "already_dispatched");
  const messages: string[] = [];
  if (byContract.length > 0) messages.push(`${CONTRACT_REFUSAL} ${listNumbers(byContract)}`);
  // Each balance refusal says its service and why; the same words once, with the orders they stop.
  for (const text of new Set(byBalance.flatMap((r) => r.messages))) {
    const orders = byBalance.filter((r) => r.messages.includes(text));
    messages.push(single ? text : `${text} (${listNumbers(orders)})`);
  }
  if (dispatchedAlready.length > 0) messages.push(single ? ALREADY_DISPATCHED : `${SOME_ALREADY_DISPATCHED} ${listNumbers(dispatchedAlready)}`);
  return new HttpError(byContract.length + byBalance.length > 0 ? 422 : 409, messages, {}, { refused });
}

/**
 * Dispatches, in the caller's transaction, the given orders of the user's seller that can go, and
 * says per order which could not and why (decision 031):
 * - an id that is not the seller's refuses the whole request (404), nothing dispatched;
 * - an order already dispatched, or with goods its contract does not carry, is refused by itself;
 * - so is one whose freight its service account does not allow (issue 20, decision 056); each
 *   dispatched order's freight is written as a service event in this same transaction;
 * - when no order can go, the request is refused as a whole (refuseAll), so that nothing is stored
 *   under its key (decision 015) and a retry is checked afresh.
 */
export async function dispatchOrders(trx: Transaction<Database>, deps: Pick<ServerDeps, "now" | "jobs">, user: AuthUser, ids: number[]): Promise<MultiDispatchResult> {
  const rows = await readOrders(trx, user.seller_id, ids);
  if (rows.length !== ids.length) throw notFound();

  const refused: DispatchRefusal[] = [];
  const valid = new Map<number, OrderToDispatch>();
  for (const row of rows) {
    const reason = refusalOf(row);
    if (reason) refused.push(refusal(row, reason));
    else valid.set(row.id, row);
  }
  // The freight each order uses is charged to its service account; one the account does not allow stays (issue 20).
  const byBalance = await balanceRefusals(trx, user.seller_id, ids.flatMap((id) => valid.get(id) ?? []));
  for (const [id, why] of byBalance) {
    const row = valid.get(id);
    if (row) refused.push(balanceRefusal(row, why));
    valid.delete(id);
  }
  // In the request's order, as the client listed them.
  const dispatching = ids.filter((id) => valid.has(id));
  if (dispatching.length === 0) throw refuseAll(refused, ids.length === 1);

  const at = isoNow(deps);
  const code = ORDER_STATUSES[STATUS_AFTER_DISPATCH];
  const updated = await trx
    .updateTable("orders")
    .set({ dispatched: 1, dispatched_at: at, current_status_id: code, updated_at: at })
    .where("id", "in", dispatching)
    // Guards the check above on databases where another transaction could commit in between.
    .where("dispatched", "=", 0)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== dispatching.length) {
    throw new HttpError(409, [ALREADY_DISPATCHED], { "Retry-After": RACE_RETRY_AFTER_SECONDS });
  }
  await insertCheckpoints(
    trx,
    deps,
    dispatching.map((order_id) => ({ order_id, status_code: code, message: DISPATCH_CHECKPOINT_MESSAGE, created_by: user.id, created_at: at })),
  );
  await chargeFreight(trx, user.seller_id, user.id, dispatching.flatMap((id) => valid.get(id) ?? []), at);
  return { ids: dispatching, refused: refused.sort((a, b) => a.order_number.localeCompare(b.order_number)) };
}


/**
 * A new order's automatic dispatch (the advanced setting): an order its service account does not
 * allow is created and stays NEW instead of failing its creation; the seller dispatches it after
 * adding credit. The refusal is decided before anything is written, so the transaction goes on.
 */
export async function dispatchIfBalanceAllows(trx: Transaction<Database>, deps: Pick<ServerDeps, "now" | "jobs">, user: AuthUser, id: number): Promise<void> {
  try {
    await dispatchOrders(trx, deps, user, [id]);
  } catch (error) {
    const refused = error instanceof HttpError ? (error.details.refused as DispatchRefusal[] | undefined) : undefined;
    if (refused?.length && refused.every((r) => r.reason === "balance_not_allowed")) return;
    throw error;
  }
}
