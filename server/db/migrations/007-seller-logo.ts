import type { Kysely } from "kysely";

/**
 * The seller's logo on the public tracking page (issue 7): a png of at most 512 KB, kept as base64
 * beside its size, like the advertising image (migration 006). `logo_version` is a hash of the
 * bytes: it names the logo in its public URL and ETag, so a new logo is never hidden by a cache
 * and saving the other settings does not make browsers fetch the same logo again.
 *
 * One column per statement: SQLite's ALTER TABLE adds a single column at a time.
 */
const COLUMNS = [
  ["logo_image", "text"],
  ["logo_width", "integer"],
  ["logo_height", "integer"],
  ["logo_version", "varchar(64)"],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, type] of COLUMNS) {
    await db.schema.alterTable("tracking_settings").addColumn(name, type).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of [...COLUMNS].reverse()) {
    await db.schema.alterTable("tracking_settings").dropColumn(name).execute();
  }
}
