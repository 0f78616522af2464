import type { Kysely } from "kysely";

/**
 * The seller's users managed by its administrator (issue 19, decision 052).
 * - `invitation_pending`: 1 from the invitation until the user has chosen a password through the
 *   link; until then the user cannot sign in.
 * - `removed_at`, `removed_email`: removal is soft. The row stays, so that the orders, imports and
 *   reverses the user made still name them; the e-mail moves to `removed_email` and the `email`
 *   column gets a placeholder, which frees the address for a new invitation (the unique index on
 *   `email` stays as it is).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("invitation_pending", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable("users").addColumn("removed_at", "text").execute();
  await db.schema.alterTable("users").addColumn("removed_email", "text").execute();
  // The administrator's list: a seller's users by name.
  await db.schema.createIndex("users_seller_name").on("users").columns(["seller_id", "name"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("users_seller_name").execute();
  for (const column of ["removed_email", "removed_at", "invitation_pending"]) {
    await db.schema.alterTable("users").dropColumn(column).execute();
  }
}
