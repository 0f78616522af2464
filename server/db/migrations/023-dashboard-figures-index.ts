import { type Kysely, sql } from "kysely";
import type { Dialect } from "../portable";

/**
 * The dashboard's days query (server/analytics/seller-analytics.ts, decision 055) groups one
 * seller's orders of 60 days by day, status, dispatch and currency and sums their value. The range
 * (seller_id, created_at) of orders_seller_created_id (migration 012) finds them, but each order's
 * status, currency and value are then read from its table row, and a seller's orders lie scattered
 * among everyone's. With those columns in an index after the range, the query reads the index
 * alone. Measured with scripts/load-orders.mjs on SQLite (1,000,000 orders of 3 sellers, 27,738 in
 * the period): see decision 055. The list's index stays as it is: it also holds the id for the
 * list's order and the contract and channel of its joins.
 */
export const FIGURES_INDEX = "orders_seller_created_figures";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createIndex(FIGURES_INDEX)
    .on("orders")
    .columns(["seller_id", "created_at", "current_status_id", "dispatched", "currency", "total_value_cents"])
    .execute();
  if (dialect === "postgres") await sql`analyze orders`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex(FIGURES_INDEX).execute();
}
