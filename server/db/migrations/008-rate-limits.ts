import { type Kysely, sql } from "kysely";
import { type Dialect, idColumn } from "../portable";

/**
 * Limits that hold under concurrency (issue 13, decision 024).
 *
 * - `rate_counters`: one row per limited key (an address, an account, a tracking number) and
 *   fixed time window, counted up by one `INSERT ... ON CONFLICT DO UPDATE ... RETURNING`, which
 *   is atomic in SQLite and in PostgreSQL. It replaces the tables of one row per attempt that
 *   were read before the check and written after it (`login_failures`, `tracking_lookups`):
 *   their rows only live for a minute, so nothing of value is dropped with them.
 * - `password_resets`: at most one open link per user, kept by a unique partial index, so two
 *   requests racing cannot leave two valid links. Older open links are removed first (the newest
 *   one stays valid, as the user would expect from the last mail).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("rate_counters")
    .addColumn("key", "varchar(300)", (c) => c.notNull())
    .addColumn("window_start", "varchar(32)", (c) => c.notNull())
    .addColumn("hits", "integer", (c) => c.notNull())
    .addColumn("expires_at", "varchar(32)", (c) => c.notNull())
    .addPrimaryKeyConstraint("rate_counters_key_window", ["key", "window_start"])
    .execute();
  await db.schema.createIndex("rate_counters_expires").on("rate_counters").column("expires_at").execute();

  await db.schema.dropTable("login_failures").execute();
  await db.schema.dropTable("tracking_lookups").execute();

  await sql`delete from password_resets where used_at is null and id not in (select max(id) from password_resets where used_at is null group by user_id)`.execute(db);
  await db.schema.createIndex("password_resets_one_open").on("password_resets").column("user_id").unique().where(sql.ref("used_at"), "is", null).execute();
}

export async function down(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema.dropIndex("password_resets_one_open").execute();

  await idColumn(dialect, db.schema.createTable("tracking_lookups"))
    .addColumn("address", "varchar(80)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("tracking_lookups_address").on("tracking_lookups").columns(["address", "created_at"]).execute();
  await db.schema.createIndex("tracking_lookups_created").on("tracking_lookups").column("created_at").execute();

  await idColumn(dialect, db.schema.createTable("login_failures"))
    .addColumn("address", "varchar(64)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("login_failures_address_time").on("login_failures").columns(["address", "created_at"]).execute();

  await db.schema.dropTable("rate_counters").execute();
}
