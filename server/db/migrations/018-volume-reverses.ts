import type { Kysely } from "kysely";
import { type Dialect, idColumn } from "../portable";

/**
 * Reverse volumes (issue 18, decision 048): a volume of a delivered order sent back by the
 * customer. One reverse per volume (unique volume_id), so a second request cannot make two.
 * Contracts learn whether they allow reverses, how they deliver (door to door, or airport to
 * door: no freight for a reverse) and which carrier collects a reverse (null: none available).
 * The item name, description and HS code are copied when the reverse is made: the reverse keeps
 * what was sent back even if the order is later edited.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable("contracts").addColumn("allows_reverse", "integer", (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable("contracts").addColumn("delivery_mode", "text", (c) => c.notNull().defaultTo("door_to_door")).execute();
  await db.schema.alterTable("contracts").addColumn("reverse_carrier_name", "text").execute();

  await idColumn(dialect, db.schema.createTable("volume_reverses"))
    .addColumn("seller_id", "integer", (c) => c.notNull().references("sellers.id"))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id"))
    .addColumn("volume_id", "integer", (c) => c.notNull().references("order_volumes.id").unique())
    .addColumn("reverse_number", "text", (c) => c.notNull().unique())
    .addColumn("tracking_reference", "text", (c) => c.notNull().unique())
    .addColumn("carrier_name", "text", (c) => c.notNull())
    .addColumn("item_name", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("hs_code", "text", (c) => c.notNull())
    .addColumn("created_by", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  // The seller's list, newest first.
  await db.schema.createIndex("volume_reverses_seller_created").on("volume_reverses").columns(["seller_id", "created_at"]).execute();
  await db.schema.createIndex("volume_reverses_order").on("volume_reverses").columns(["order_id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("volume_reverses").execute();
  for (const column of ["reverse_carrier_name", "delivery_mode", "allows_reverse"]) {
    await db.schema.alterTable("contracts").dropColumn(column).execute();
  }
}
