import { type Kysely, sql } from "kysely";
import { type Dialect, idColumn } from "../portable";

/**
 * Pickups and dropoffs (issue 5): one row per order and type, recorded with the PICKUP
 * checkpoint in the same transaction. Lower-cased expression indexes let a scanned code find its
 * order by tracking reference, last-mile number or order number without reading every order of
 * the seller (both SQLite and PostgreSQL index expressions).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await idColumn(dialect, db.schema.createTable("pickups"))
    .addColumn("seller_id", "integer", (c) => c.notNull().references("sellers.id"))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id"))
    .addColumn("type", "varchar(10)", (c) => c.notNull())
    .addColumn("reference", "varchar(100)", (c) => c.notNull())
    .addColumn("scanned_at", "varchar(32)", (c) => c.notNull())
    .addColumn("note", "varchar(500)")
    .addColumn("created_by", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    // A second scan of the same parcel for the same handover is a conflict, also between devices.
    .addUniqueConstraint("pickups_order_type", ["order_id", "type"])
    .execute();
  // The list: one seller's scans, newest first.
  await db.schema.createIndex("pickups_seller_scanned").on("pickups").columns(["seller_id", "scanned_at"]).execute();

  for (const column of ["reference", "last_mile_tracking_number", "order_number"]) {
    await db.schema
      .createIndex(`orders_seller_lower_${column}`)
      .on("orders")
      .column("seller_id")
      .expression(sql`lower(${sql.ref(column)})`)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ["reference", "last_mile_tracking_number", "order_number"]) {
    await db.schema.dropIndex(`orders_seller_lower_${column}`).execute();
  }
  await db.schema.dropTable("pickups").execute();
}
