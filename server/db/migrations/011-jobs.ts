import type { Kysely } from "kysely";
import { type Dialect, binaryType } from "../portable";

/**
 * Durable jobs (issue 16, decision 030).
 *
 * - `jobs`: one row per job, the record the app reads (state, progress, error, result) with its
 *   seller and user, on both databases. On SQLite it is also the queue: `run_after`, `claim` and
 *   `lease_expires_at` are how a worker takes a job and how another takes it over after a crash.
 *   On PostgreSQL pg-boss keeps the queue in its own schema and the worker updates this row.
 * - `job_files`: the bytes a finished job made (a PDF), one per job, in the database because the
 *   database is what every instance shares; removed with the job when it expires.
 *
 * Strings are `text` on both databases, as migration 010 made every column on PostgreSQL: their
 * limits live in the shared validators (decision 029).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("jobs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("seller_id", "integer", (c) => c.notNull().references("sellers.id"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("progress_done", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("progress_total", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("max_attempts", "integer", (c) => c.notNull())
    .addColumn("run_after", "text", (c) => c.notNull())
    .addColumn("claim", "text")
    .addColumn("lease_expires_at", "text")
    .addColumn("error", "text")
    .addColumn("result", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("started_at", "text")
    .addColumn("finished_at", "text")
    .addColumn("expires_at", "text")
    .execute();
  // The owner's list, newest first; the queue's next job; the hourly purge.
  await db.schema.createIndex("jobs_seller_created").on("jobs").columns(["seller_id", "created_at"]).execute();
  await db.schema.createIndex("jobs_state_run_after").on("jobs").columns(["state", "run_after"]).execute();
  await db.schema.createIndex("jobs_expires").on("jobs").column("expires_at").execute();

  await db.schema
    .createTable("job_files")
    .addColumn("job_id", "text", (c) => c.primaryKey().references("jobs.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("bytes", binaryType(dialect), (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("job_files").execute();
  await db.schema.dropTable("jobs").execute();
}
