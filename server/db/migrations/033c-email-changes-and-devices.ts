import { type Kysely, sql } from "kysely";
import { type Dialect, idColumn } from "../portable";

/**
 * Two account records (decision 068):
 *
 * - `email_changes`: a sign-in e-mail change waiting for the new address to confirm it. Only the
 *   SHA-256 of the mailed token is kept; at most one open change per user (a unique partial
 *   index, as for reset links in migration 008), so a newer request replaces the open one.
 * - `sign_in_devices`: browsers that signed in to an account with its password. Past the
 *   account's daily failures a sign-in waits for a slot, except from such a device, so that
 *   strangers guessing cannot keep the owner out. Only the SHA-256 of the device token is kept.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await idColumn(dialect, db.schema.createTable("email_changes"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("new_email", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("email_changes_one_open").on("email_changes").column("user_id").unique().where(sql.ref("used_at"), "is", null).execute();

  await idColumn(dialect, db.schema.createTable("sign_in_devices"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sign_in_devices_user").on("sign_in_devices").column("user_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("sign_in_devices").execute();
  await db.schema.dropTable("email_changes").execute();
}
