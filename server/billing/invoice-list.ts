import type { Kysely } from "kysely";
import type * as v from "valibot";
import type { InvoicePage, InvoicesQuery } from "../../src/api/schemas/billing";
import type { BillingMethod } from "../../src/domain/billing";
import { units } from "../db/money";
import type { Database } from "../db/schema";
import { flag } from "../http/answers";

/** One page of the seller's invoices, newest first; filter pre or post. */
export async function listInvoices(db: Kysely<Database>, sellerId: number, query: v.InferOutput<typeof InvoicesQuery>): Promise<InvoicePage> {
  let filtered = db.selectFrom("seller_account_invoices as i").innerJoin("billing_categories as c", "c.id", "i.category_id").where("i.seller_id", "=", sellerId);
  if (query.method) filtered = filtered.where("i.method", "=", query.method);
  const [rows, total] = await Promise.all([
    filtered
      .select(["i.id", "i.seller_id", "i.category_id", "c.code as category", "c.name as category_name", "i.method", "i.value_cents", "i.description", "i.period_start", "i.period_end", "i.paid", "i.created_at"])
      .orderBy("i.created_at", "desc")
      .orderBy("i.id", "desc")
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return {
    seller_account_invoices: rows.map(({ value_cents, paid, method, ...row }) => ({ ...row, method: method as BillingMethod, value: units(Number(value_cents)), paid: flag(paid) })),
    count: Number(total.count),
  };
}
