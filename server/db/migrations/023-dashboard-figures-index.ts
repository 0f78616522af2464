import { type Kysely, sql } from "kysely";
import type { Dialect } from "../portable";

/**
 * The dashboard's days query (server/analytics/seller-analytics.ts, decision 055) groups one
 * seller's orders of 60 days by day, status, dispatch and currency and sums their value. The range
 * (seller_id, created_at) of orders_seller_created_id (migration 012) finds them, but each order's
 * status, currency and value were then read from its table row, and a seller's orders lie
 * scattered among everyone's. The index now also holds those four columns, after the ones the
 * orders list needs, so the days query reads the index alone.
 *
 * The same index, wider, rather than a second one: a second index that began with
 * (seller_id, created_at) took the orders list's plans on SQLite (with statistics, a million
 * orders): they left orders_seller_created_id for it and sorted each page in a temporary B-tree.
 * With one index the list's plans stay as they were and the writes keep one index to update.
 */
export const FIGURES_INDEX = "orders_seller_created_id";
const LIST_COLUMNS = ["seller_id", "created_at", "id", "contract_id", "sales_channel_id"] as const;
const FIGURE_COLUMNS = ["current_status_id", "dispatched", "currency", "total_value_cents"] as const;

async function rebuild(db: Kysely<unknown>, dialect: Dialect, columns: readonly string[]): Promise<void> {
  await db.schema.dropIndex(FIGURES_INDEX).execute();
  await db.schema.createIndex(FIGURES_INDEX).on("orders").columns([...columns]).execute();
  if (dialect === "postgres") await sql`analyze orders`.execute(db);
}

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await rebuild(db, dialect, [...LIST_COLUMNS, ...FIGURE_COLUMNS]);
}

export async function down(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await rebuild(db, dialect, LIST_COLUMNS);
}
