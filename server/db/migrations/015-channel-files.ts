import type { Kysely } from "kysely";
import { type Dialect, binaryType, idColumn } from "../portable";

/**
 * Sales channel order files (issue 17, decision 041): a seller's marketplace reports, their bytes
 * in the database like job_files (every instance shares the database, not a disk), the user's
 * mapping of their orders to templates as JSON text, and the import job they started. Counted
 * once at upload so the list needs no parsing.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await idColumn(dialect, db.schema.createTable("channel_files"))
    .addColumn("seller_id", "integer", (c) => c.notNull().references("sellers.id"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("bytes", binaryType(dialect), (c) => c.notNull())
    .addColumn("orders_count", "integer", (c) => c.notNull())
    .addColumn("rows_count", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("mapping", "text")
    .addColumn("import_job_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  // The seller's list, newest first.
  await db.schema.createIndex("channel_files_seller_created").on("channel_files").columns(["seller_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("channel_files").execute();
}
