import type { Kysely } from "kysely";
import { type Dialect, idColumn } from "../portable";

/**
 * Orders and what they hang on: contracts, sales channels, overpacks, boxes, items, volumes and
 * checkpoints (issue 4). Money columns are integer cents; sizes and weights are metric reals.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await idColumn(dialect, db.schema.createTable("contracts"))
    .addColumn("seller_id", "integer", (c) => c.notNull().references("sellers.id"))
    .addColumn("name", "varchar(120)", (c) => c.notNull())
    .addColumn("carrier_name", "varchar(120)", (c) => c.notNull())
    .addColumn("delivery_time", "integer", (c) => c.notNull())
    .addColumn("incoterms", "varchar(64)", (c) => c.notNull())
    .addColumn("allows_battery", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("allows_dangerous_goods", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("contracts_seller").on("contracts").column("seller_id").execute();

  await idColumn(dialect, db.schema.createTable("sales_channels"))
    .addColumn("seller_id", "integer", (c) => c.notNull().references("sellers.id"))
    .addColumn("name", "varchar(120)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sales_channels_seller").on("sales_channels").column("seller_id").execute();

  await idColumn(dialect, db.schema.createTable("overpacks"))
    .addColumn("seller_id", "integer", (c) => c.notNull().references("sellers.id"))
    .addColumn("reference", "varchar(60)", (c) => c.notNull())
    .addColumn("dispatched", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("overpacks_seller").on("overpacks").column("seller_id").execute();

  const money = "integer";
  await idColumn(dialect, db.schema.createTable("orders"))
    .addColumn("seller_id", "integer", (c) => c.notNull().references("sellers.id"))
    .addColumn("order_number", "varchar(60)", (c) => c.notNull())
    .addColumn("reference", "varchar(40)", (c) => c.notNull())
    .addColumn("contract_id", "integer", (c) => c.notNull().references("contracts.id"))
    .addColumn("sales_channel_id", "integer", (c) => c.references("sales_channels.id"))
    .addColumn("sales_channel_order_number", "varchar(60)")
    .addColumn("overpack_id", "integer", (c) => c.references("overpacks.id"))
    .addColumn("incoterm", "varchar(3)", (c) => c.notNull())
    .addColumn("currency", "varchar(3)", (c) => c.notNull())
    .addColumn("taxes_currency", "varchar(3)", (c) => c.notNull())
    .addColumn("landed_cost", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("prc", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("insurance", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("insurance_cost_cents", money, (c) => c.notNull().defaultTo(0))
    .addColumn("insurance_coverage_cents", money)
    .addColumn("estimated_delivery_date", "varchar(32)")
    .addColumn("total_value_cents", money, (c) => c.notNull())
    .addColumn("freight_value_cents", money, (c) => c.notNull().defaultTo(0))
    .addColumn("freight_cost_cents", money, (c) => c.notNull().defaultTo(0))
    .addColumn("duties_tax_cents", money, (c) => c.notNull().defaultTo(0))
    .addColumn("sales_tax_cents", money, (c) => c.notNull().defaultTo(0))
    .addColumn("total_cost_cents", money, (c) => c.notNull().defaultTo(0))
    .addColumn("general_costs_cents", money, (c) => c.notNull().defaultTo(0))
    .addColumn("fines_cents", money, (c) => c.notNull().defaultTo(0))
    .addColumn("delivery_time", "integer", (c) => c.notNull())
    .addColumn("label", "varchar(255)")
    .addColumn("commercial_invoice", "varchar(255)")
    .addColumn("contain_battery", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("dangerous_good", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("first_mile_tracking_number", "varchar(60)")
    .addColumn("first_mile_carrier_name", "varchar(120)")
    .addColumn("last_mile_tracking_number", "varchar(60)")
    .addColumn("last_mile_carrier_number", "varchar(60)")
    .addColumn("observations", "text")
    .addColumn("dispatched", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("dispatched_at", "varchar(32)")
    .addColumn("current_status_id", "integer", (c) => c.notNull())
    .addColumn("data_source", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("collected_icms_cents", money, (c) => c.notNull().defaultTo(0))
    .addColumn("collected_ii_cents", money, (c) => c.notNull().defaultTo(0))
    .addColumn("seller_rfb_code", "varchar(60)")
    .addColumn("seller_legal_name", "varchar(120)")
    .addColumn("commercial_destination", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("customer_full_name", "varchar(120)", (c) => c.notNull())
    .addColumn("customer_document", "varchar(30)", (c) => c.notNull())
    .addColumn("customer_document_type", "varchar(20)")
    .addColumn("customer_phone", "varchar(30)", (c) => c.notNull())
    .addColumn("customer_email", "varchar(254)", (c) => c.notNull())
    .addColumn("customer_country", "varchar(2)", (c) => c.notNull())
    .addColumn("customer_postal_code", "varchar(20)", (c) => c.notNull())
    .addColumn("customer_state", "varchar(60)", (c) => c.notNull())
    .addColumn("customer_city", "varchar(60)", (c) => c.notNull())
    .addColumn("customer_address", "varchar(120)", (c) => c.notNull())
    .addColumn("customer_number", "varchar(10)", (c) => c.notNull())
    .addColumn("customer_complement", "varchar(60)")
    .addColumn("customer_quarter", "varchar(60)")
    .addColumn("customer_reference", "varchar(120)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    // Spec section 5: "Order number must be unique" (per seller: two sellers may both have "1001").
    .addUniqueConstraint("orders_seller_number", ["seller_id", "order_number"])
    .execute();
  // The list always filters by seller; these serve its default order and both sort fields.
  await db.schema.createIndex("orders_seller_created").on("orders").columns(["seller_id", "created_at"]).execute();
  await db.schema.createIndex("orders_seller_value").on("orders").columns(["seller_id", "total_value_cents"]).execute();
  await db.schema.createIndex("orders_seller_status").on("orders").columns(["seller_id", "current_status_id"]).execute();
  await db.schema.createIndex("orders_overpack").on("orders").column("overpack_id").execute();

  await idColumn(dialect, db.schema.createTable("order_boxes"))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id"))
    .addColumn("number", "integer", (c) => c.notNull())
    .addColumn("length", "double precision", (c) => c.notNull())
    .addColumn("width", "double precision", (c) => c.notNull())
    .addColumn("height", "double precision", (c) => c.notNull())
    .addColumn("empty_weight", "double precision", (c) => c.notNull())
    .addColumn("weight", "double precision", (c) => c.notNull())
    .addColumn("harmful_products", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("order_boxes_order").on("order_boxes").column("order_id").execute();

  await idColumn(dialect, db.schema.createTable("order_items"))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id"))
    .addColumn("box_id", "integer", (c) => c.notNull().references("order_boxes.id"))
    .addColumn("sku", "varchar(60)", (c) => c.notNull())
    .addColumn("name", "varchar(120)", (c) => c.notNull())
    .addColumn("description", "varchar(255)")
    .addColumn("category", "varchar(60)", (c) => c.notNull())
    .addColumn("hs_code", "varchar(8)", (c) => c.notNull())
    .addColumn("origin_country", "varchar(2)", (c) => c.notNull())
    .addColumn("unit_price_cents", money, (c) => c.notNull())
    .addColumn("unit_weight", "double precision", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("tax_value_cents", money, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("order_items_order").on("order_items").column("order_id").execute();

  await idColumn(dialect, db.schema.createTable("order_volumes"))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id"))
    .addColumn("box_number", "integer", (c) => c.notNull())
    .addColumn("tracking_number", "varchar(60)")
    .addColumn("unit_products_cents", money, (c) => c.notNull())
    .addColumn("unit_freight_cents", money, (c) => c.notNull())
    .addColumn("unit_tax_cents", money, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_volumes_order").on("order_volumes").column("order_id").execute();

  await idColumn(dialect, db.schema.createTable("checkpoints"))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id"))
    .addColumn("status_code", "integer", (c) => c.notNull())
    .addColumn("message", "varchar(500)", (c) => c.notNull())
    .addColumn("attachment_name", "varchar(120)")
    .addColumn("attachment_type", "varchar(60)")
    .addColumn("attachment_data", "text")
    .addColumn("created_by", "integer", (c) => c.references("users.id"))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("checkpoints_order_time").on("checkpoints").columns(["order_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["checkpoints", "order_volumes", "order_items", "order_boxes", "orders", "overpacks", "sales_channels", "contracts"]) {
    await db.schema.dropTable(table).execute();
  }
}
