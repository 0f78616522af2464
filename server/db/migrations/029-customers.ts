import type { Kysely } from "kysely";
import { type Dialect, idColumn } from "../portable";

/**
 * Issue 22, settings (decision 064).
 * - customers: the seller's address book (/settings/customers): the receiver fields of an order,
 *   checked by the wizard's receiver rules, offered by the wizard's Receiver step.
 * - seller_settings: who switched the strict tax-id (CPF) check on, and when: it may cost extra,
 *   so the confirmation is recorded (the flag itself is migration 004's strict_tax_id).
 */
const CUSTOMER_TEXT_COLUMNS = ["country", "postal_code", "state", "city", "address", "number"] as const;

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  let table = idColumn(dialect, db.schema.createTable("customers"))
    .addColumn("seller_id", "integer", (c) => c.notNull().references("sellers.id"))
    .addColumn("full_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("document", "text", (c) => c.notNull().defaultTo(""));
  for (const name of CUSTOMER_TEXT_COLUMNS) table = table.addColumn(name, "text", (c) => c.notNull());
  await table
    .addColumn("complement", "text")
    .addColumn("quarter", "text")
    .addColumn("reference", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("customers_seller_name").on("customers").columns(["seller_id", "full_name", "id"]).execute();

  await db.schema.alterTable("seller_settings").addColumn("strict_tax_id_confirmed_by", "integer").execute();
  await db.schema.alterTable("seller_settings").addColumn("strict_tax_id_confirmed_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("seller_settings").dropColumn("strict_tax_id_confirmed_at").execute();
  await db.schema.alterTable("seller_settings").dropColumn("strict_tax_id_confirmed_by").execute();
  await db.schema.dropTable("customers").execute();
}
