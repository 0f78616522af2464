import type { Kysely } from "kysely";
import type { Balance } from "../../src/api/schemas/billing";
import type { BillingMethod } from "../../src/domain/billing";
import { units } from "../db/money";
import type { Database } from "../db/schema";
import { serviceCategories } from "./categories";

/**
 * Balances are sums of events, computed by the database in integer cents on every read (the index
 * seller_account_events_balance holds every column the sum needs). Nothing stores a balance, so
 * nothing can drift from the events.
 */

export type CentsByMethod = Record<BillingMethod, Map<number, number>>;

/** The seller's balance per method and category id, in cents. */
export async function balanceCents(db: Kysely<Database>, sellerId: number, categoryId?: number): Promise<CentsByMethod> {
  let query = db
    .selectFrom("seller_account_events")
    .select((eb) => ["category_id", "method", eb.fn.sum<number | string>("value_cents").as("cents")])
    .where("seller_id", "=", sellerId)
    .groupBy(["category_id", "method"]);
  if (categoryId !== undefined) query = query.where("category_id", "=", categoryId);
  const rows = await query.execute();
  const result: CentsByMethod = { prepaid: new Map(), postpaid: new Map() };
  for (const row of rows) {
    if (row.method === "prepaid" || row.method === "postpaid") result[row.method].set(row.category_id, Number(row.cents));
  }
  return result;
}

/**
 * Postpaid use not yet invoiced, per category id, in cents (positive): the postpaid services and
 * corrections after the end of the category's latest postpaid invoice. Summed by the database.
 */
export async function partialInvoiceCents(db: Kysely<Database>, sellerId: number, categoryIds: readonly number[]): Promise<Map<number, number>> {
  const lastEnds = await db
    .selectFrom("seller_account_invoices")
    .select((eb) => ["category_id", eb.fn.max("period_end").as("period_end")])
    .where("seller_id", "=", sellerId)
    .where("method", "=", "postpaid")
    .groupBy("category_id")
    .execute();
  const since = new Map(lastEnds.map((row) => [row.category_id, nextDayStart(String(row.period_end))]));
  const sums = await Promise.all(
    categoryIds.map(async (categoryId) => {
      let query = db
        .selectFrom("seller_account_events")
        .select((eb) => eb.fn.sum<number | string | null>("value_cents").as("cents"))
        .where("seller_id", "=", sellerId)
        .where("category_id", "=", categoryId)
        .where("method", "=", "postpaid")
        .where("event_type", "in", ["service", "correction"]);
      const from = since.get(categoryId);
      if (from !== undefined) query = query.where("created_at", ">=", from);
      const row = await query.executeTakeFirst();
      return [categoryId, -Number(row?.cents ?? 0)] as const;
    }),
  );
  return new Map(sums);
}

const DAY_MS = 24 * 60 * 60 * 1000;
const nextDayStart = (day: string) => new Date(new Date(`${day}T00:00:00.000Z`).getTime() + DAY_MS).toISOString();

/** GET /v1/seller_account_events/{sellerId}/balance: every service category is a key of each map. */
export async function balanceAnswer(db: Kysely<Database>, sellerId: number): Promise<Balance> {
  const categories = await serviceCategories(db);
  const [cents, partial] = await Promise.all([balanceCents(db, sellerId), partialInvoiceCents(db, sellerId, categories.map((category) => category.id))]);
  const map = (of: (id: number) => number) => Object.fromEntries(categories.map((category) => [category.code, units(of(category.id))]));
  return {
    balance: { prepaid: map((id) => cents.prepaid.get(id) ?? 0), postpaid: map((id) => cents.postpaid.get(id) ?? 0) },
    partial_invoice: map((id) => Math.max(0, partial.get(id) ?? 0)),
  };
}
