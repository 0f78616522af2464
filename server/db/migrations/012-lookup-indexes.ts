import { type Kysely, sql } from "kysely";
import type { Dialect } from "../portable";

/**
 * Indexes the load test of issue 16 found missing (docs/deploy.md, "Load, measured"). Portable:
 * plain and expression indexes over built-in functions, alike on SQLite and PostgreSQL.
 *
 * - The public tracking page finds an order by `upper(reference) = ? or
 *   upper(last_mile_tracking_number) = ?` across every seller (server/routes/trackings.ts). No
 *   index served either expression, so each lookup read the whole orders table: a million rows
 *   on a large platform. One index per expression lets both databases combine the two.
 * - The orders list sorts newest first, then by id so that pages never repeat or skip a row
 *   (server/routes/orders-filter.ts). The index (seller_id, created_at) left the id to a sort of
 *   the rows of each second; with the id in the index the page is read in order and stops at its
 *   last row. Likewise for the sort by total value.
 * - The list opens unfiltered, newest first, and besides its page it counts the seller's orders and
 *   takes up to 1000 of their ids (select-all), both through the joins on the contract and the
 *   sales channel. With those two ids at the end of the newest-first index, both are read from
 *   the index alone instead of from one table page per order (a seller's orders lie scattered
 *   among everyone's): measured on SQLite with a million orders, 1,000 per seller, the count went
 *   from 7.5 to 0.1 ms and the ids from 10 to 0.4 ms, for a seller not read just before.
 *
 * PostgreSQL keeps statistics of an expression only once ANALYZE has seen its index. Until then it
 * guesses that `upper(reference) = ?` matches thousands of rows and prefers to walk the primary key
 * backwards for the lookup's `order by id desc limit 10`: measured on a million orders, 1.5 s per
 * lookup with the new indexes unused. So the migration analyzes the table itself rather than wait
 * for autovacuum. SQLite needs no statistics to use them (and gathering some would change its
 * other plans), so it is left as it is.
 */
const TRACKING_EXPRESSIONS = { orders_upper_reference: "reference", orders_upper_last_mile_tracking_number: "last_mile_tracking_number" } as const;

const LIST_INDEXES = [
  { name: "orders_seller_created_id", replaces: "orders_seller_created", columns: ["seller_id", "created_at", "id", "contract_id", "sales_channel_id"] },
  { name: "orders_seller_value_id", replaces: "orders_seller_value", columns: ["seller_id", "total_value_cents", "id"] },
] as const;

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  for (const [name, column] of Object.entries(TRACKING_EXPRESSIONS)) {
    await db.schema.createIndex(name).on("orders").expression(sql`upper(${sql.ref(column)})`).execute();
  }
  for (const index of LIST_INDEXES) {
    await db.schema.createIndex(index.name).on("orders").columns([...index.columns]).execute();
    // The longer index serves every query the shorter one did; keeping both would only slow writes.
    await db.schema.dropIndex(index.replaces).execute();
  }
  if (dialect === "postgres") await sql`analyze orders`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of LIST_INDEXES) {
    await db.schema.createIndex(index.replaces).on("orders").columns([...index.columns.slice(0, 2)]).execute();
    await db.schema.dropIndex(index.name).execute();
  }
  for (const name of Object.keys(TRACKING_EXPRESSIONS)) await db.schema.dropIndex(name).execute();
}
