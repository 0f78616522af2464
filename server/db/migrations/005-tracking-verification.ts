import type { Kysely } from "kysely";
import { type Dialect, idColumn } from "../portable";

/**
 * The public tracking lookup (issue 7): the key that signs proof-of-work challenges, the
 * challenges already solved (each solution works once), and the lookups counted per address
 * for the rate limit. All in the database, so that every server instance agrees.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("server_secrets")
    .addColumn("name", "varchar(40)", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("used_challenges")
    .addColumn("challenge", "varchar(64)", (c) => c.primaryKey())
    .addColumn("expires_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("used_challenges_expires").on("used_challenges").column("expires_at").execute();

  await idColumn(dialect, db.schema.createTable("tracking_lookups"))
    .addColumn("address", "varchar(80)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("tracking_lookups_address").on("tracking_lookups").columns(["address", "created_at"]).execute();
  await db.schema.createIndex("tracking_lookups_created").on("tracking_lookups").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("tracking_lookups").execute();
  await db.schema.dropTable("used_challenges").execute();
  await db.schema.dropTable("server_secrets").execute();
}
