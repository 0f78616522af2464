import type { Kysely } from "kysely";

/**
 * Tracking page settings (issue 7): one row per seller once something was saved; a seller without
 * a row has the defaults (server/settings/tracking-settings.ts). Contacts and social links are JSON
 * text. The advertising image is kept as base64 beside its type and size: at most 1 MB, one per
 * seller, read only by the public ad call, so a file store would add a moving part for nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("tracking_settings")
    .addColumn("seller_id", "integer", (c) => c.primaryKey().references("sellers.id"))
    .addColumn("foreground", "varchar(7)", (c) => c.notNull())
    .addColumn("background", "varchar(7)", (c) => c.notNull())
    .addColumn("text_color", "varchar(7)", (c) => c.notNull())
    .addColumn("logo_link", "varchar(255)")
    .addColumn("contacts", "text", (c) => c.notNull())
    .addColumn("social", "text", (c) => c.notNull())
    .addColumn("ad_text", "varchar(200)")
    .addColumn("ad_link", "varchar(255)")
    .addColumn("footer", "varchar(500)")
    .addColumn("ad_image", "text")
    .addColumn("ad_type", "varchar(20)")
    .addColumn("ad_width", "integer")
    .addColumn("ad_height", "integer")
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("tracking_settings").execute();
}
