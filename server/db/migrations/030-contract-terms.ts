import type { Kysely } from "kysely";
import { type Dialect, idColumn } from "../portable";

/**
 * Contracts and price tables (issue 22, decision 065). A contract learns what the contracts
 * screen shows beside its price table: how the destination taxes it (taxing type), when it starts
 * and ends, the destination its price table is for, and whether it is connected (usable) at all.
 * Existing rows get sensible values (simplified taxing, started at the platform's launch, no end,
 * Brazil, connected); the demo seed sets its own.
 *
 * A change to a price table needs a supervisor's approval (configuration area section 6): the
 * requests are kept with their recipient (a seller admin, or the platform's account manager when
 * recipient_user_id is null) and their state (pending, approved, refused).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable("contracts").addColumn("taxing_type", "text", (c) => c.notNull().defaultTo("simplified")).execute();
  await db.schema.alterTable("contracts").addColumn("starts_on", "text", (c) => c.notNull().defaultTo("2025-01-01")).execute();
  await db.schema.alterTable("contracts").addColumn("ends_on", "text").execute();
  await db.schema.alterTable("contracts").addColumn("destination_country", "text", (c) => c.notNull().defaultTo("BR")).execute();
  await db.schema.alterTable("contracts").addColumn("connected", "integer", (c) => c.notNull().defaultTo(1)).execute();

  await idColumn(dialect, db.schema.createTable("price_change_requests"))
    .addColumn("seller_id", "integer", (c) => c.notNull().references("sellers.id"))
    .addColumn("contract_id", "integer", (c) => c.notNull().references("contracts.id"))
    .addColumn("requested_by", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("recipient_kind", "text", (c) => c.notNull())
    .addColumn("recipient_user_id", "integer", (c) => c.references("users.id"))
    .addColumn("change", "text", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("decided_by", "integer", (c) => c.references("users.id"))
    .addColumn("decided_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  // The seller's list, newest first.
  await db.schema.createIndex("price_change_requests_seller_created").on("price_change_requests").columns(["seller_id", "created_at"]).execute();
  await db.schema.createIndex("price_change_requests_contract").on("price_change_requests").columns(["contract_id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("price_change_requests").execute();
  for (const column of ["connected", "destination_country", "ends_on", "starts_on", "taxing_type"]) {
    await db.schema.alterTable("contracts").dropColumn(column).execute();
  }
}
