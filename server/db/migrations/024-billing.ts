import type { Kysely } from "kysely";
import { type Dialect, idColumn } from "../portable";

/**
 * Billing (issue 20, decision 056): service categories, each seller's account setting per
 * category, the append-only events whose sums ARE the balances (no stored balance that could
 * drift), and the invoices of postpaid periods. Money in integer cents (bigint, as every money
 * column since migration 010). The categories are reference data of the platform: they are
 * inserted here with fixed ids, so contracts can name the one their freight is charged to.
 */

/** Fixed ids: contracts default to freight (1); global (6) is the seller-wide switch. */
export const BILLING_CATEGORIES = [
  { id: 1, code: "freight", name: "Freight", position: 1, is_global: 0 },
  { id: 2, code: "duties", name: "Duties and taxes", position: 2, is_global: 0 },
  { id: 3, code: "sms", name: "SMS", position: 3, is_global: 0 },
  { id: 4, code: "whatsapp", name: "WhatsApp", position: 4, is_global: 0 },
  { id: 5, code: "tax_id_check", name: "Strict tax ID check", position: 5, is_global: 0 },
  { id: 6, code: "global", name: "Global", position: 0, is_global: 1 },
] as const;
export const FREIGHT_CATEGORY_ID = 1;

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("billing_categories")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("is_global", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await (db as Kysely<Record<string, Record<string, unknown>>>).insertInto("billing_categories").values([...BILLING_CATEGORIES]).execute();

  // The category a contract's freight is charged to.
  await db.schema
    .alterTable("contracts")
    .addColumn("billing_category_id", "integer", (c) => c.notNull().defaultTo(FREIGHT_CATEGORY_ID).references("billing_categories.id"))
    .execute();

  await idColumn(dialect, db.schema.createTable("seller_account_settings"))
    .addColumn("seller_id", "integer", (c) => c.notNull().references("sellers.id"))
    .addColumn("category_id", "integer", (c) => c.notNull().references("billing_categories.id"))
    .addColumn("method", "text", (c) => c.notNull())
    .addColumn("is_active", "integer", (c) => c.notNull())
    .addColumn("is_blocked", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("limit_cents", "bigint")
    .addColumn("charge_day", "integer")
    .addColumn("charge_frequency", "text", (c) => c.notNull().defaultTo("monthly"))
    .addColumn("is_fixed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("custom_fields", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("seller_account_settings_seller_category", ["seller_id", "category_id"])
    .execute();

  await idColumn(dialect, db.schema.createTable("seller_account_events"))
    .addColumn("seller_id", "integer", (c) => c.notNull().references("sellers.id"))
    .addColumn("category_id", "integer", (c) => c.notNull().references("billing_categories.id"))
    .addColumn("event_type", "text", (c) => c.notNull())
    .addColumn("method", "text", (c) => c.notNull())
    .addColumn("value_cents", "bigint", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("service", "text")
    .addColumn("order_id", "integer", (c) => c.references("orders.id"))
    .addColumn("created_by", "integer", (c) => c.references("users.id"))
    .addColumn("created_at", "text", (c) => c.notNull())
    // What made the event, once: "dispatch:{orderId}" for a dispatch's freight. NULLs repeat freely.
    .addColumn("source_key", "text", (c) => c.unique())
    .execute();
  // Balances: the sum per seller, category and method reads this index alone (value included).
  await db.schema
    .createIndex("seller_account_events_balance")
    .on("seller_account_events")
    .columns(["seller_id", "category_id", "method", "value_cents"])
    .execute();
  // The lists, newest first within a date range.
  await db.schema.createIndex("seller_account_events_seller_created").on("seller_account_events").columns(["seller_id", "created_at"]).execute();

  await idColumn(dialect, db.schema.createTable("seller_account_invoices"))
    .addColumn("seller_id", "integer", (c) => c.notNull().references("sellers.id"))
    .addColumn("category_id", "integer", (c) => c.notNull().references("billing_categories.id"))
    .addColumn("method", "text", (c) => c.notNull())
    .addColumn("value_cents", "bigint", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("period_start", "text", (c) => c.notNull())
    .addColumn("period_end", "text", (c) => c.notNull())
    .addColumn("paid", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("seller_account_invoices_seller_created").on("seller_account_invoices").columns(["seller_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("seller_account_invoices").execute();
  await db.schema.dropTable("seller_account_events").execute();
  await db.schema.dropTable("seller_account_settings").execute();
  await db.schema.alterTable("contracts").dropColumn("billing_category_id").execute();
  await db.schema.dropTable("billing_categories").execute();
}
