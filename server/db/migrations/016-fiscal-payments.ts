import type { Kysely } from "kysely";
import { type Dialect, idColumn } from "../portable";

/**
 * Fiscal payments (issue 18): the Brazilian tax and fine slips (boletos) of a seller's parcels.
 * Money in cents as the orders keep it (bigint: 64 bits on PostgreSQL as on SQLite, decision 029); dates as YYYY-MM-DD text, which compares as dates on
 * both databases; messages as JSON text.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await idColumn(dialect, db.schema.createTable("fiscal_payments"))
    .addColumn("seller_id", "integer", (c) => c.notNull().references("sellers.id"))
    .addColumn("reference_number", "text", (c) => c.notNull())
    .addColumn("barcode", "text", (c) => c.notNull())
    .addColumn("authentication", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("payment_type", "text", (c) => c.notNull())
    .addColumn("value_cents", "bigint", (c) => c.notNull())
    .addColumn("parsed_value_cents", "bigint")
    .addColumn("fiscal_parcel_id", "text")
    .addColumn("payment_date", "text")
    .addColumn("payment_time", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("dir_number", "text")
    .addColumn("dir_date", "text")
    .addColumn("customer_name", "text", (c) => c.notNull())
    .addColumn("customer_cpf", "text", (c) => c.notNull())
    .addColumn("customer_cep", "text", (c) => c.notNull())
    .addColumn("customer_state", "text", (c) => c.notNull())
    .addColumn("tracking_number", "text", (c) => c.notNull())
    .addColumn("products_description", "text", (c) => c.notNull())
    .addColumn("master_number", "text")
    .addColumn("courier_name", "text")
    .addColumn("courier_cnpj", "text")
    .addColumn("control_number", "text")
    .addColumn("messages", "text", (c) => c.notNull())
    .execute();
  // The seller's list, newest first.
  await db.schema.createIndex("fiscal_payments_seller_created").on("fiscal_payments").columns(["seller_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("fiscal_payments").execute();
}
