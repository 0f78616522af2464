import { type Kysely, sql } from "kysely";

/**
 * Overpacks (issue 18, decision 050): a bag of dispatched orders of one destination country,
 * contract and currency. The bag keeps its dimensions (integer millimetres: exact on both
 * databases, a tenth of the centimetre the form takes), what its orders share (set by the first
 * order that goes in, in the same transaction), and what dispatch gives it (time, carrier,
 * tracking number); a contract names the hub its bags leave from. Totals are not stored: they are summed from the orders on every read, so
 * they cannot drift from what the bag holds. A seller's references are unique (the dialog picks
 * an existing bag or types a new name), and so are the bags' tracking numbers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const dimension of ["length_mm", "width_mm", "height_mm"]) {
    // 0 for bags made before the dimensions existed (the form requires them from now on).
    await db.schema.alterTable("overpacks").addColumn(dimension, "integer", (c) => c.notNull().defaultTo(0)).execute();
  }
  await db.schema.alterTable("overpacks").addColumn("destination_country", "text").execute();
  // No foreign key: SQLite cannot drop a column that has one (down), and the server copies it from an order's contract.
  await db.schema.alterTable("overpacks").addColumn("contract_id", "integer").execute();
  await db.schema.alterTable("overpacks").addColumn("currency", "text").execute();
  await db.schema.alterTable("overpacks").addColumn("dispatched_at", "text").execute();
  await db.schema.alterTable("overpacks").addColumn("carrier_name", "text").execute();
  await db.schema.alterTable("overpacks").addColumn("tracking_number", "text").execute();

  // The hub a contract's bags leave from (spec: an overpack's origin hub); null: not told.
  await db.schema.alterTable("contracts").addColumn("origin_hub", "text").execute();

  // Bags made before: what their first order says (portable correlated subqueries).
  const firstOrder = (column: string) => sql`(select ${sql.ref(`orders.${column}`)} from orders where orders.overpack_id = overpacks.id order by orders.id limit 1)`;
  await sql`update overpacks set destination_country = ${firstOrder("customer_country")}, contract_id = ${firstOrder("contract_id")}, currency = ${firstOrder("currency")}`.execute(db);

  await db.schema.createIndex("overpacks_seller_reference").on("overpacks").columns(["seller_id", "reference"]).unique().execute();
  await db.schema.createIndex("overpacks_tracking_number").on("overpacks").column("tracking_number").unique().execute();
  // The seller's list, newest first.
  await db.schema.createIndex("overpacks_seller_created").on("overpacks").columns(["seller_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ["overpacks_seller_created", "overpacks_tracking_number", "overpacks_seller_reference"]) {
    await db.schema.dropIndex(index).execute();
  }
  for (const column of ["tracking_number", "carrier_name", "dispatched_at", "currency", "contract_id", "destination_country", "height_mm", "width_mm", "length_mm"]) {
    await db.schema.alterTable("overpacks").dropColumn(column).execute();
  }
  await db.schema.alterTable("contracts").dropColumn("origin_hub").execute();
}
