import { sql } from "kysely";
import { JOB_KINDS, JOB_LIMIT_PER_SELLER, JOB_LIMIT_PER_USER, JOB_MESSAGES } from "../../src/api/schemas/jobs";
import { HttpError } from "../http/errors";
import { ACTIVE_JOB_STATES } from "./job-lanes";
import type { Executor, NewJob } from "./job-types";

/**
 * The caps on jobs a user and a seller may have waiting or running (decision 067): past either,
 * queueing refuses with 429 and a message the app shows in the user's language. Only the kinds a
 * user starts count (JOB_KINDS); the server's deliveries follow from what users do and are never
 * refused. Every queue checks here before it writes (job-records.ts insertJobs), so every route
 * that starts a job answers alike.
 */

const isUserKind = (job: NewJob) => (JOB_KINDS as readonly string[]).includes(job.kind);

/** Throws 429 when queueing `jobs` would take a user or a seller past its cap. */
export async function admitJobs(executor: Executor, jobs: readonly NewJob[]): Promise<void> {
  const counted = jobs.filter(isUserKind);
  for (const sellerId of new Set(counted.map((job) => job.sellerId))) {
    const adding = counted.filter((job) => job.sellerId === sellerId);
    // Holds the seller's row until the caller's transaction ends, so that two requests at once
    // on PostgreSQL cannot both pass the count (SQLite writes one transaction at a time anyway).
    // NO KEY: rows that only refer to the seller (an order being created) are not held back.
    await executor.selectFrom("sellers").select("id").where("id", "=", sellerId).forNoKeyUpdate().executeTakeFirst();
    const rows = await executor
      .selectFrom("jobs")
      .select(["user_id", sql<number>`count(*)`.as("active")])
      .where("seller_id", "=", sellerId)
      .where("kind", "in", JOB_KINDS)
      .where("state", "in", ACTIVE_JOB_STATES)
      .groupBy("user_id")
      .execute();
    const active = new Map(rows.map((row) => [row.user_id, Number(row.active)]));
    for (const userId of new Set(adding.map((job) => job.userId))) {
      const mine = adding.filter((job) => job.userId === userId).length;
      if ((active.get(userId) ?? 0) + mine > JOB_LIMIT_PER_USER) throw new HttpError(429, [JOB_MESSAGES.userLimit]);
    }
    const sellerActive = [...active.values()].reduce((sum, count) => sum + count, 0);
    if (sellerActive + adding.length > JOB_LIMIT_PER_SELLER) throw new HttpError(429, [JOB_MESSAGES.sellerLimit]);
  }
}
