import { DOCUMENTS_JOB_THRESHOLD } from "../../src/api/schemas/documents";
import { JOB_KINDS } from "../../src/api/schemas/jobs";
import { sql } from "kysely";
import type { Executor, NewJob, QueueJobKind } from "./job-types";
import { SERVER_JOB_KINDS } from "./job-types";

/**
 * Lanes and the fair pick (decision 067): a seller's bulk work never stands in front of another
 * seller's small job, nor of a notification's delivery.
 *
 * - Every job goes into one lane: the server's deliveries into `deliveries`; a user's job of at
 *   most QUICK_JOB_MAX_UNITS units (orders, rows) into `quick`; a bigger one into `bulk`. Each
 *   lane has its own LANE_SLOTS workers per process, so a lane full of labels leaves the others free.
 * - Within a lane a seller runs at most SELLER_SLOTS_PER_LANE jobs at once, across every process:
 *   the lane's other workers are for the other sellers.
 * - The next job of a lane is the one with the lowest `fair_rank`, then the oldest: its rank is
 *   how many jobs its seller had waiting or running in the lane when it was queued. A seller who
 *   queued ten jobs has ranks 0 to 9; another seller's first job comes with rank 0 and goes
 *   before their second: turn by turn between sellers, fixed when queued, so that the table
 *   queue and pg-boss (whose `priority` it becomes) pick alike.
 */

export const JOB_LANES = ["deliveries", "quick", "bulk"] as const;
export type JobLane = (typeof JOB_LANES)[number];

/** A job this small is what a request would do at once (a PDF of up to 50 orders is made in the request). */
export const QUICK_JOB_MAX_UNITS = DOCUMENTS_JOB_THRESHOLD;
/** Workers of each lane in each process (the table queue's loops, pg-boss's local concurrency). */
export const LANE_SLOTS = 2;
/** Jobs one seller may have running in one lane at once, over all processes. */
export const SELLER_SLOTS_PER_LANE = 1;

/** States a job holds a place in its lane (and counts towards the caps) in. */
export const ACTIVE_JOB_STATES = ["queued", "running"] as const;

export function laneOf(kind: QueueJobKind, total: number): JobLane {
  if ((SERVER_JOB_KINDS as readonly string[]).includes(kind)) return "deliveries";
  return total <= QUICK_JOB_MAX_UNITS ? "quick" : "bulk";
}

/** The kinds a lane may hold. */
export const laneKinds = (lane: JobLane): readonly QueueJobKind[] => (lane === "deliveries" ? SERVER_JOB_KINDS : JOB_KINDS);

const laneKey = (sellerId: number, lane: JobLane) => `${sellerId}:${lane}`;

/**
 * Each job's lane and rank, in order: the rank follows the jobs its seller already has waiting
 * or running in that lane, and the ones before it in `jobs`. Two requests queueing at the same
 * moment may give the same rank; the older job then goes first.
 */
export async function placeInLanes(executor: Executor, jobs: readonly NewJob[]): Promise<{ lane: JobLane; rank: number }[]> {
  const lanes = jobs.map((job) => laneOf(job.kind, job.total));
  const sellers = [...new Set(jobs.map((job) => job.sellerId))];
  const counts = await executor
    .selectFrom("jobs")
    .select(["seller_id", "lane", sql<number>`count(*)`.as("active")])
    .where("seller_id", "in", sellers)
    .where("lane", "in", [...new Set(lanes)])
    .where("state", "in", ACTIVE_JOB_STATES)
    .groupBy(["seller_id", "lane"])
    .execute();
  const next = new Map(counts.map((row) => [laneKey(row.seller_id, row.lane as JobLane), Number(row.active)]));
  return jobs.map((job, index) => {
    const lane = lanes[index]!;
    const key = laneKey(job.sellerId, lane);
    const rank = next.get(key) ?? 0;
    next.set(key, rank + 1);
    return { lane, rank };
  });
}
