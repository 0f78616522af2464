import type { Kysely } from "kysely";
import { type Dialect, idColumn } from "../portable";

/**
 * Terms of service accepted electronically (issue 19, decision 053): who accepted which version
 * of the terms, when, and from which browser. One row per user and version (unique), so that an
 * acceptance sent twice records the first moment only.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await idColumn(dialect, db.schema.createTable("terms_acceptances"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("version", "text", (c) => c.notNull())
    .addColumn("accepted_at", "text", (c) => c.notNull())
    .addColumn("user_agent", "text")
    .execute();
  // Also the index of "has this user accepted this version" and of the users list's column.
  await db.schema.createIndex("terms_acceptances_user_version").on("terms_acceptances").columns(["user_id", "version"]).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("terms_acceptances").execute();
}
