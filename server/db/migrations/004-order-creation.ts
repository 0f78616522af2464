import type { Kysely } from "kysely";
import { type Dialect, idColumn } from "../portable";

/**
 * Order creation (issue 6): contracts get their price table, orders their sender, and the
 * seller gets box and product templates, settings (advanced, insurance, printing) and the
 * customs documents attached to orders. Order numbers become unique per seller in the database
 * itself, so that two devices creating the same number at once cannot both succeed.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const columns: [string, string, boolean][] = [
    ["first_half_kg_cents", "integer", true],
    ["additional_half_kg_cents", "integer", true],
    ["duties_percent", "real", true],
    ["sales_tax_percent", "real", true],
    ["insurance_percent", "real", true],
  ];
  for (const [name, type] of columns) {
    await db.schema
      .alterTable("contracts")
      .addColumn(name, type as "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await db.schema.alterTable("contracts").addColumn("ddp_max_goods_value_cents", "integer").execute();

  for (const [name, type] of [
    ["sender_name", "varchar(120)"],
    ["sender_email", "varchar(254)"],
    ["sender_phone", "varchar(30)"],
    ["sender_country", "varchar(2)"],
    ["sender_postal_code", "varchar(20)"],
    ["sender_state", "varchar(60)"],
    ["sender_city", "varchar(60)"],
    ["sender_address", "varchar(120)"],
    ["sender_number", "varchar(10)"],
    ["sender_complement", "varchar(60)"],
    ["sender_tax_number", "varchar(30)"],
    ["sender_website", "varchar(255)"],
  ] as const) {
    await db.schema.alterTable("orders").addColumn(name, type).execute();
  }
  await db.schema.alterTable("orders").addColumn("sender_tax_number_is_cpf", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.createIndex("orders_seller_order_number").on("orders").columns(["seller_id", "order_number"]).unique().execute();

  await idColumn(dialect, db.schema.createTable("box_templates"))
    .addColumn("seller_id", "integer", (c) => c.notNull().references("sellers.id"))
    .addColumn("name", "varchar(60)", (c) => c.notNull())
    .addColumn("length", "real", (c) => c.notNull())
    .addColumn("width", "real", (c) => c.notNull())
    .addColumn("height", "real", (c) => c.notNull())
    .addColumn("empty_weight", "real", (c) => c.notNull())
    .addColumn("weight", "real")
    .addColumn("harmful_products", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("auto_select", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("box_templates_seller").on("box_templates").column("seller_id").execute();

  await idColumn(dialect, db.schema.createTable("product_templates"))
    .addColumn("seller_id", "integer", (c) => c.notNull().references("sellers.id"))
    .addColumn("sku", "varchar(60)", (c) => c.notNull())
    .addColumn("name", "varchar(120)", (c) => c.notNull())
    .addColumn("description", "varchar(500)")
    .addColumn("category", "varchar(40)", (c) => c.notNull())
    .addColumn("hs_code", "varchar(12)", (c) => c.notNull())
    .addColumn("origin_country", "varchar(2)", (c) => c.notNull())
    .addColumn("unit_price_cents", "integer", (c) => c.notNull())
    .addColumn("unit_weight", "real", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .addUniqueConstraint("product_templates_seller_sku", ["seller_id", "sku"])
    .execute();

  await db.schema
    .createTable("seller_settings")
    .addColumn("seller_id", "integer", (c) => c.primaryKey().references("sellers.id"))
    .addColumn("auto_dispatch", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("strict_tax_id", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("insurance_basis", "varchar(20)", (c) => c.notNull().defaultTo("selling_price"))
    /** Cents for a fixed price, hundredths of a percent for a fixed percentage. */
    .addColumn("insurance_value", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("insurance_include_freight", "integer", (c) => c.notNull().defaultTo(0))
    /** JSON of PrintingSettings (src/api/schemas/documents.ts); null: the defaults. */
    .addColumn("printing", "text")
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();

  await idColumn(dialect, db.schema.createTable("order_documents"))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id"))
    .addColumn("hs_code", "varchar(12)", (c) => c.notNull())
    .addColumn("name", "varchar(120)", (c) => c.notNull())
    .addColumn("type", "varchar(40)", (c) => c.notNull())
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_documents_order").on("order_documents").column("order_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("order_documents").execute();
  await db.schema.dropTable("seller_settings").execute();
  await db.schema.dropTable("product_templates").execute();
  await db.schema.dropTable("box_templates").execute();
  await db.schema.dropIndex("orders_seller_order_number").execute();
}
