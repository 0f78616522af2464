import { type Kysely, sql } from "kysely";

/**
 * The job queue's lanes and fair order (decision 067): `lane` (deliveries, quick or bulk) and
 * `fair_rank` (the job's place in its seller's line in the lane when queued). Jobs already
 * queued get their lane from their kind and size as new ones do (job-lanes.ts: more than 50
 * units is bulk) and rank 0.
 *
 * Indexes: a lane's next job (table queue), and a seller's jobs waiting or running in a lane
 * (the ranks, the caps and "one running per seller and lane").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("jobs").addColumn("lane", "text", (c) => c.notNull().defaultTo("bulk")).execute();
  await db.schema.alterTable("jobs").addColumn("fair_rank", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await sql`update jobs set lane = case when kind = 'notification-delivery' then 'deliveries' when progress_total <= 50 then 'quick' else 'bulk' end`.execute(db);
  await db.schema.createIndex("jobs_lane_next").on("jobs").columns(["lane", "state", "fair_rank", "run_after"]).execute();
  await db.schema.createIndex("jobs_seller_lane_state").on("jobs").columns(["seller_id", "lane", "state"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("jobs_seller_lane_state").execute();
  await db.schema.dropIndex("jobs_lane_next").execute();
  await db.schema.alterTable("jobs").dropColumn("fair_rank").execute();
  await db.schema.alterTable("jobs").dropColumn("lane").execute();
}
