import type { Kysely } from "kysely";
import { type Dialect, idColumn } from "../portable";

/**
 * Imports of orders from CSV files (issue 17, decision 040).
 *
 * - `order_imports`: the rows of a file as POST /v1/orders/import received them (JSON), the input
 *   of its job, with the sender the device checked it with (JSON, or null). Kept apart from `jobs.payload` so that listing jobs never reads megabytes of
 *   rows; removed with its job when the job expires.
 * - `order_import_created`: each order a job created, written in the order's own transaction. A
 *   job tried again after a crash reads it and skips those orders: with the unique order number
 *   per seller (index orders_seller_order_number, migration 004), an order is created once.
 * - `order_import_rejections`: each order an import did not create, with its raw cells and its
 *   messages (GET /v1/orders/import/errors, the wizard opens them). Kept after the job expires:
 *   the seller's list of rejected orders outlives the job's log. One row per order of a job
 *   (unique on the job and the order's first line), so a retried job records it once.
 *
 * Strings and JSON are `text` on both databases (decision 029).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("order_imports")
    .addColumn("job_id", "text", (c) => c.primaryKey().references("jobs.id").onDelete("cascade"))
    .addColumn("seller_id", "integer", (c) => c.notNull().references("sellers.id"))
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("columns", "text", (c) => c.notNull())
    .addColumn("rows", "text", (c) => c.notNull())
    .addColumn("sender", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("order_import_created")
    .addColumn("job_id", "text", (c) => c.notNull().references("jobs.id").onDelete("cascade"))
    .addColumn("order_number", "text", (c) => c.notNull())
    .addColumn("order_id", "integer", (c) => c.notNull())
    .addColumn("first_line", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("order_import_created_pk", ["job_id", "order_number"])
    .execute();

  await idColumn(dialect, db.schema.createTable("order_import_rejections"))
    .addColumn("seller_id", "integer", (c) => c.notNull().references("sellers.id"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("job_id", "text", (c) => c.notNull())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("order_number", "text", (c) => c.notNull())
    .addColumn("first_line", "integer", (c) => c.notNull())
    .addColumn("lines", "text", (c) => c.notNull())
    .addColumn("columns", "text", (c) => c.notNull())
    .addColumn("rows", "text", (c) => c.notNull())
    .addColumn("messages", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("order_import_rejections_job_line", ["job_id", "first_line"])
    .execute();
  // The seller's list, newest first (then by id, so pages never repeat or skip a row).
  await db.schema.createIndex("order_import_rejections_seller_created").on("order_import_rejections").columns(["seller_id", "created_at", "id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("order_import_rejections").execute();
  await db.schema.dropTable("order_import_created").execute();
  await db.schema.dropTable("order_imports").execute();
}
