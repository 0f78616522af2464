import type { Kysely } from "kysely";
import { type Dialect, idColumn } from "../portable";

/** Sellers, users and sign-in, notifications, table columns and idempotency keys. */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await idColumn(dialect, db.schema.createTable("sellers"))
    .addColumn("name", "varchar(120)", (c) => c.notNull())
    .addColumn("email", "varchar(254)", (c) => c.notNull())
    .addColumn("website", "varchar(255)")
    .addColumn("measurement_system", "varchar(16)", (c) => c.notNull().defaultTo("metric"))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();

  await idColumn(dialect, db.schema.createTable("groups"))
    .addColumn("name", "varchar(32)", (c) => c.notNull().unique())
    .execute();

  await idColumn(dialect, db.schema.createTable("users"))
    .addColumn("seller_id", "integer", (c) => c.notNull().references("sellers.id"))
    .addColumn("group_id", "integer", (c) => c.notNull().references("groups.id"))
    .addColumn("name", "varchar(120)", (c) => c.notNull())
    .addColumn("email", "varchar(254)", (c) => c.notNull().unique())
    .addColumn("password_hash", "varchar(255)", (c) => c.notNull())
    .addColumn("blocked", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("can_overpack", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("language", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();

  await idColumn(dialect, db.schema.createTable("sessions"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("token_hash", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("platform", "varchar(32)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("expires_at", "varchar(32)", (c) => c.notNull())
    .addColumn("revoked_at", "varchar(32)")
    .execute();

  await idColumn(dialect, db.schema.createTable("login_failures"))
    .addColumn("address", "varchar(64)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("login_failures_address_time").on("login_failures").columns(["address", "created_at"]).execute();

  await idColumn(dialect, db.schema.createTable("password_resets"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("token_hash", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("expires_at", "varchar(32)", (c) => c.notNull())
    .addColumn("used_at", "varchar(32)")
    .execute();

  await idColumn(dialect, db.schema.createTable("mail_outbox"))
    .addColumn("recipient", "varchar(254)", (c) => c.notNull())
    .addColumn("subject", "varchar(255)", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();

  await idColumn(dialect, db.schema.createTable("notifications"))
    .addColumn("seller_id", "integer", (c) => c.notNull().references("sellers.id"))
    .addColumn("user_id", "integer", (c) => c.references("users.id"))
    .addColumn("type", "varchar(32)", (c) => c.notNull())
    .addColumn("title_key", "varchar(64)", (c) => c.notNull())
    .addColumn("title", "varchar(255)", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("notifications_seller_time").on("notifications").columns(["seller_id", "created_at"]).execute();

  await db.schema
    .createTable("notification_reads")
    .addColumn("notification_id", "integer", (c) => c.notNull().references("notifications.id"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("read_at", "varchar(32)", (c) => c.notNull())
    .addPrimaryKeyConstraint("notification_reads_pk", ["notification_id", "user_id"])
    .execute();

  await db.schema
    .createTable("notification_titles")
    .addColumn("title_key", "varchar(64)", (c) => c.primaryKey())
    .addColumn("category", "varchar(64)", (c) => c.notNull())
    .execute();

  await idColumn(dialect, db.schema.createTable("table_columns"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("page", "varchar(64)", (c) => c.notNull())
    .addColumn("columns", "text", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .addUniqueConstraint("table_columns_user_page", ["user_id", "page"])
    .execute();

  await db.schema
    .createTable("idempotency_keys")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("key", "varchar(128)", (c) => c.notNull())
    .addColumn("fingerprint", "varchar(64)", (c) => c.notNull())
    .addColumn("state", "varchar(16)", (c) => c.notNull())
    .addColumn("lease_expires_at", "varchar(32)", (c) => c.notNull())
    .addColumn("response_status", "integer")
    .addColumn("response_body", "text")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addPrimaryKeyConstraint("idempotency_keys_pk", ["user_id", "key"])
    .execute();
  await db.schema.createIndex("idempotency_keys_created").on("idempotency_keys").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "idempotency_keys",
    "table_columns",
    "notification_titles",
    "notification_reads",
    "notifications",
    "mail_outbox",
    "password_resets",
    "login_failures",
    "sessions",
    "users",
    "groups",
    "sellers",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
