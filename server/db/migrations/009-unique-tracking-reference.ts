import type { Kysely } from "kysely";

/**
 * Tracking references are drawn at random (issue 13, decision 025): this unique index is what
 * makes two orders with the same reference impossible, and the conflict target of the insert that
 * draws again (server/orders/tracking-reference.ts). References made before were computed from
 * the order id and are already unique; they stay as they are, printed on labels and known to
 * customers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("orders_reference_unique").on("orders").column("reference").unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("orders_reference_unique").execute();
}
