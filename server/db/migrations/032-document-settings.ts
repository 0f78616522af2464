import type { Kysely } from "kysely";

/**
 * The seller's document settings (/settings/documents, decision 061): what the commercial invoice
 * says besides the order (the reason for export, the declaration, who signs). JSON text in the
 * settings row, as the printing settings are (migration 004); null: the defaults.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("seller_settings").addColumn("documents", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("seller_settings").dropColumn("documents").execute();
}
