import type { Kysely } from "kysely";
import { type Dialect, binaryType, idColumn } from "../portable";

/**
 * Duties and taxes cases (issue 18, decision 047): a case per tax or fine customs raises on an
 * order, and its history. Amounts in cents of reais; statuses and types as text (portable).
 * The seller's answer keeps its PDF in the database, like checkpoint attachments.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await idColumn(dialect, db.schema.createTable("duties_cases"))
    .addColumn("seller_id", "integer", (c) => c.notNull().references("sellers.id"))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id"))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    // Every cents column is bigint on PostgreSQL (migration 010): sums may pass 32 bits.
    .addColumn("amount_cents", dialect === "postgres" ? "bigint" : "integer", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  // The seller's list, newest first.
  await db.schema.createIndex("duties_cases_seller_created").on("duties_cases").columns(["seller_id", "created_at"]).execute();
  await idColumn(dialect, db.schema.createTable("duties_case_events"))
    .addColumn("case_id", "integer", (c) => c.notNull().references("duties_cases.id"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.references("users.id"))
    .addColumn("document_name", "text")
    .addColumn("document", binaryType(dialect))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("duties_case_events_case").on("duties_case_events").columns(["case_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("duties_case_events").execute();
  await db.schema.dropTable("duties_cases").execute();
}
