import type { Transaction } from "kysely";
import type { OrderInput } from "../../src/api/schemas/order-create";
import { containsBattery, containsDangerousGoods } from "../../src/domain/order-validation";
import { contractRefusal } from "../../src/domain/pricing";
import type { Database } from "../db/schema";
import type { AuthUser, ServerDeps } from "../deps";
import { dispatchIfBalanceAllows } from "./dispatch";
import { insertOrder, replaceOrder } from "./insert-order";
import { checkOrder, refuseBadReferences, refuseInvalid } from "./validate-order";
import { checkReceiverCpf, strictTaxIdOn, taxIdProviderOf } from "../tax-id-check/check-receiver";

/**
 * Creating and replacing an order, each one transaction (the caller's, from runMutation): every
 * check runs inside it, so a refusal leaves nothing behind and a replay finds the first answer.
 */

export interface CreateOptions {
  /** `data_source` of the new order: the app's (1) unless it comes from elsewhere (an import). */
  dataSource?: number;
}

/**
 * Checks, writes and (with the advanced setting on) dispatches a new order; returns its id. A
 * refusal by the rules is an OrderRefusedError (422) naming its issues.
 */
export async function createOrder(trx: Transaction<Database>, deps: ServerDeps, user: AuthUser, order: OrderInput, options: CreateOptions = {}): Promise<number> {
  await refuseBadReferences(trx, user.seller_id, order);
  const check = refuseInvalid(await checkOrder(trx, user.seller_id, order, { now: deps.now() }));
  // Last, once every rule passed: the authority is asked only about an order that is otherwise fine.
  if (await strictTaxIdOn(trx, user.seller_id)) await checkReceiverCpf(taxIdProviderOf(deps), order.customer);
  const id = await insertOrder(trx, deps, user, order, check, options.dataSource);
  // The rules above already refuse goods the contract does not carry; the guard keeps an order
  // that the contract would refuse NEW instead of failing its creation, should they ever differ.
  const refused = contractRefusal(check.contract, {
    contain_battery: containsBattery(order.boxes),
    dangerous_good: containsDangerousGoods(order.boxes),
    goods_value_cents: check.goods_value_cents,
  });
  if (check.settings.auto_dispatch && refused === null) await dispatchIfBalanceAllows(trx, deps, user, id);
  return id;
}

/**
 * Replaces the whole order (PUT with `boxes`). The caller has found the seller's order and refused
 * it once dispatched (409); its own number does not count as taken.
 */
export async function replaceWholeOrder(
  trx: Transaction<Database>,
  deps: ServerDeps,
  user: AuthUser,
  stored: { id: number; created_at: string },
  order: OrderInput,
): Promise<void> {
  await refuseBadReferences(trx, user.seller_id, order);
  const documents = await trx.selectFrom("order_documents").select("hs_code").where("order_id", "=", stored.id).execute();
  const check = refuseInvalid(
    await checkOrder(trx, user.seller_id, order, { orderId: stored.id, storedDocumentCodes: documents.map((d) => d.hs_code), now: deps.now() }),
  );
  if (await strictTaxIdOn(trx, user.seller_id)) await checkReceiverCpf(taxIdProviderOf(deps), order.customer);
  await replaceOrder(trx, deps, stored.id, stored.created_at, order, check);
}
