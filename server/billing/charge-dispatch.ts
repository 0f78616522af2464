import type { Kysely, Transaction } from "kysely";
import { type CategoryAccount, type ChargeRefusal, chargeRefusal, chargeRefusalText } from "../../src/domain/billing";
import type { BillingMethod } from "../../src/domain/billing";
import type { Database } from "../db/schema";
import { flag } from "../http/answers";
import { categorySetting, globalActive } from "./account-settings";
import { balanceCents } from "./balances";

/**
 * Dispatching an order uses its freight service: the order's freight is charged to the category
 * of its contract (contracts.billing_category_id) as a service event, in the dispatch's own
 * transaction (decision 056). An order whose account does not allow the charge is refused by
 * itself, as a contract refusal is, with the service's name and why.
 */

export interface FreightToCharge {
  id: number;
  order_number: string;
  freight_value_cents: number;
  category_id: number;
}

export interface BalanceRefusal {
  id: number;
  service: string;
  service_name: string;
  service_refusal: ChargeRefusal;
  message: string;
}

interface Account {
  category: { id: number; code: string; name: string };
  account: CategoryAccount | null;
}

async function accountOf(db: Kysely<Database>, sellerId: number, categoryId: number, global: boolean): Promise<Account> {
  const category = await db.selectFrom("billing_categories").select(["id", "code", "name"]).where("id", "=", categoryId).executeTakeFirstOrThrow();
  // The account's row stays locked to the end of the dispatch (PostgreSQL): a second dispatch of
  // the same account waits, then sees this one's charges in the balance. SQLite's writer lock
  // already covers the whole transaction.
  await db.selectFrom("seller_account_settings").select("id").where("seller_id", "=", sellerId).where("category_id", "=", categoryId).forUpdate().execute();
  const setting = await categorySetting(db, sellerId, categoryId);
  if (!setting) return { category, account: null };
  const method = setting.method as BillingMethod;
  const balances = await balanceCents(db, sellerId, categoryId);
  return {
    category,
    account: {
      method,
      is_active: flag(setting.is_active),
      is_blocked: flag(setting.is_blocked),
      limit_cents: setting.limit_cents === null ? null : Number(setting.limit_cents),
      balance_cents: balances[method].get(categoryId) ?? 0,
      global_active: global,
    },
  };
}

/**
 * Which of the orders their accounts refuse. The orders are taken in the request's order and each
 * one allowed lowers its account's balance for the next, so a batch cannot overdraw together what
 * each could pay alone.
 */
export async function balanceRefusals(trx: Transaction<Database>, sellerId: number, orders: readonly FreightToCharge[]): Promise<Map<number, BalanceRefusal>> {
  const refused = new Map<number, BalanceRefusal>();
  if (orders.length === 0) return refused;
  const global = await globalActive(trx, sellerId);
  const accounts = new Map<number, Account>();
  for (const order of orders) {
    let entry = accounts.get(order.category_id);
    if (!entry) {
      entry = await accountOf(trx, sellerId, order.category_id, global);
      accounts.set(order.category_id, entry);
    }
    const reason = chargeRefusal(entry.account, order.freight_value_cents);
    if (reason) {
      refused.set(order.id, { id: order.id, service: entry.category.code, service_name: entry.category.name, service_refusal: reason, message: chargeRefusalText(entry.category.name, reason) });
    } else if (entry.account) {
      entry.account = { ...entry.account, balance_cents: entry.account.balance_cents - order.freight_value_cents };
    }
  }
  return refused;
}

/**
 * The service events of dispatched orders: one per order with freight, keyed "dispatch:{id}" so
 * that the same order is never charged twice (a unique column, whatever retries happen).
 */
export async function chargeFreight(trx: Transaction<Database>, sellerId: number, userId: number, orders: readonly FreightToCharge[], at: string): Promise<void> {
  const charged = orders.filter((order) => order.freight_value_cents > 0);
  if (charged.length === 0) return;
  const methods = new Map<number, string>();
  for (const categoryId of new Set(charged.map((order) => order.category_id))) {
    const setting = await categorySetting(trx, sellerId, categoryId);
    methods.set(categoryId, setting?.method ?? "prepaid");
  }
  await trx
    .insertInto("seller_account_events")
    .values(
      charged.map((order) => ({
        seller_id: sellerId,
        category_id: order.category_id,
        event_type: "service",
        method: methods.get(order.category_id) ?? "prepaid",
        value_cents: -order.freight_value_cents,
        description: `Freight of order ${order.order_number}`,
        service: `Order ${order.order_number}`,
        order_id: order.id,
        created_by: userId,
        created_at: at,
        source_key: `dispatch:${order.id}`,
      })),
    )
    .execute();
}
