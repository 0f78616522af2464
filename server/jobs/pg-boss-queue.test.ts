import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { migrateToLatest } from "../db/migrate";
import type { Database } from "../db/schema";
import { findSellerJob, listSellerJobs } from "./job-answer";
import { startAttempt } from "./job-records";
import { type JobContext, type JobHandler, type JobOutcome, type JobQueue, MAX_JOB_ATTEMPTS, PermanentJobError } from "./job-types";
import { createPgBossJobQueue } from "./pg-boss-queue";
import { JOB_FAILED_MESSAGE } from "./run-attempt";

/**
 * The pg-boss queue of PostgreSQL (decision 030), against a real server: TEST_POSTGRES_URL names
 * one where this file may create (and drops) a database of its own. Without it the file is
 * skipped. The same behaviour as the table queue: the job and our row are queued in the
 * caller's transaction, run once, tried again up to the limit, given back on stop, and read
 * within their seller only.
 */

const ADMIN_URL = process.env.TEST_POSTGRES_URL;

vi.setConfig({ testTimeout: 60_000 });

const databaseName = `jobs_test_${process.pid}_${Date.now()}`;
let db: Kysely<Database>;
let url: string;
let userId: number;

const outcome = (text: string): JobOutcome => ({ file: { name: `${text}.pdf`, contentType: "application/pdf", bytes: Buffer.from(`%PDF ${text}`) }, result: { skipped: [] } });
const row = (id: string) => db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const newJob = { kind: "order_documents" as const, sellerId: 1, payload: { test: true }, total: 5 };

async function query(connectionString: string, statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows;
  } finally {
    await client.end();
  }
}

describe.skipIf(!ADMIN_URL)("the pg-boss job queue (TEST_POSTGRES_URL)", () => {
  const queues: JobQueue[] = [];
  const queue = async (options: { stopGraceMs?: number } = {}) => {
    const made = await createPgBossJobQueue({ connectionString: url, db, now: () => new Date(), retryDelaySeconds: 1, ...options });
    queues.push(made);
    return made;
  };

  beforeAll(async () => {
    await query(ADMIN_URL!, `create database ${databaseName}`);
    const parsed = new URL(ADMIN_URL!);
    parsed.pathname = `/${databaseName}`;
    url = parsed.toString();
    const pool = new pg.Pool({ connectionString: url, max: 4 });
    // The database is dropped at the end while the pool's last connections may still be closing.
    pool.on("error", () => {});
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    await migrateToLatest(db, "postgres");
    const at = new Date().toISOString();
    const [group] = await db.insertInto("groups").values({ name: "seller-admin" }).returning("id").execute();
    for (const name of ["One", "Two"]) await db.insertInto("sellers").values({ name, email: `${name}@example.com`, website: null, measurement_system: "metric", created_at: at }).execute();
    const [user] = await db
      .insertInto("users")
      .values({ seller_id: 1, group_id: group!.id, name: "Ana", email: "ana@example.com", password_hash: "x", blocked: 0, can_overpack: 0, language: 0, created_at: at })
      .returning("id")
      .execute();
    userId = user!.id;
  });

  // Each test's workers stop with it, so that no other test's handler takes its jobs.
  afterEach(async () => {
    for (const made of queues.splice(0)) await made.stop();
  });

  afterAll(async () => {
    await db?.destroy();
    await query(ADMIN_URL!, `drop database if exists ${databaseName} with (force)`);
  });

  it("queues in the caller's transaction: a rollback leaves neither our row nor pg-boss's job", async () => {
    const boss = await queue();
    let id = "";
    await expect(
      db.transaction().execute(async (trx) => {
        id = await boss.enqueue(trx, { ...newJob, userId });
        throw new Error("the request failed after queueing");
      }),
    ).rejects.toThrow("the request failed");
    expect(id).not.toBe("");
    expect(await db.selectFrom("jobs").select("id").where("id", "=", id).execute()).toEqual([]);
    expect(await query(url, "select count(*)::int as n from pgboss.job where id = $1", [id])).toEqual([{ n: 0 }]);
  });

  it("runs a committed job once on a worker, with its file stored, seen by its seller only", async () => {
    const boss = await queue();
    const run = vi.fn(async (context: JobContext) => {
      context.progress(3, 5);
      return outcome("labels");
    });
    const id = await db.transaction().execute((trx) => boss.enqueue(trx, { ...newJob, userId }));
    expect(await row(id)).toMatchObject({ state: "queued", seller_id: 1, user_id: userId });
    await boss.start({ order_documents: { run } });
    await vi.waitFor(async () => expect((await row(id)).state).toBe("done"), { timeout: 30_000, interval: 200 });

    expect(run).toHaveBeenCalledTimes(1);
    expect(await row(id)).toMatchObject({ attempts: 1, progress_done: 5, progress_total: 5, claim: null });
    const [file] = await db.selectFrom("job_files").selectAll().where("job_id", "=", id).execute();
    expect(Buffer.from(file!.bytes).toString()).toBe("%PDF labels");
    // A late delivery of a job that ended starts nothing.
    expect(await startAttempt(db, id, new Date())).toBeUndefined();

    expect((await findSellerJob(db, 1, id))?.file).toEqual({ name: "labels.pdf", size: 11 });
    expect(await findSellerJob(db, 2, id)).toBeUndefined();
    const mine = await listSellerJobs(db, 1, userId, { limit: 10, offset: 0, mine: true });
    expect(mine.ids).toContain(id);
    expect(mine.count).toBeGreaterThanOrEqual(1);
    expect((await listSellerJobs(db, 2, userId, { limit: 10, offset: 0 })).ids).toEqual([]);
  });

  it("queues many jobs in one go in the caller's transaction, each run once, with their attempts numbered", async () => {
    const boss = await queue();
    const attempts: number[] = [];
    const run = vi.fn(async (context: JobContext) => {
      attempts.push(context.attempt);
      return {};
    });
    const many = [1, 2, 3].map((n) => ({ sellerId: 1, userId, payload: { n }, total: 1 }));
    const ids = await db.transaction().execute((trx) => boss.enqueueMany(trx, "notification-delivery", many));
    expect(ids).toHaveLength(3);
    expect(await query(url, "select count(*)::int as n from pgboss.job where id = any($1)", [ids])).toEqual([{ n: 3 }]);
    await boss.start({ "notification-delivery": { run } });
    await vi.waitFor(async () => expect((await Promise.all(ids.map(row))).map((job) => job.state)).toEqual(["done", "done", "done"]), { timeout: 30_000, interval: 200 });
    expect(run).toHaveBeenCalledTimes(3);
    expect(attempts).toEqual([1, 1, 1]);
    // The server's own kind is never one of the seller's listed jobs.
    expect((await listSellerJobs(db, 1, userId, { limit: 100, offset: 0 })).ids).not.toContain(ids[0]);
  });

  it("tries a failing job again through pg-boss and fails it for good after the last attempt", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const boss = await queue();
    const run = vi.fn(async (): Promise<JobOutcome> => {
      throw new Error("disk full");
    });
    await boss.start({ order_documents: { run } });
    const id = await boss.enqueue(db, { ...newJob, userId });
    await vi.waitFor(async () => expect((await row(id)).state).toBe("failed"), { timeout: 45_000, interval: 200 });
    expect(await row(id)).toMatchObject({ attempts: MAX_JOB_ATTEMPTS, error: JOB_FAILED_MESSAGE });
    expect(run).toHaveBeenCalledTimes(MAX_JOB_ATTEMPTS);
  });

  it("fails at once with the handler's words when another attempt cannot help", async () => {
    const boss = await queue();
    const handler: JobHandler = { run: async () => Promise.reject(new PermanentJobError("One of the orders no longer exists.")) };
    await boss.start({ order_documents: handler });
    const id = await boss.enqueue(db, { ...newJob, userId });
    await vi.waitFor(async () => expect((await row(id)).state).toBe("failed"), { timeout: 30_000, interval: 200 });
    expect(await row(id)).toMatchObject({ attempts: 1, error: "One of the orders no longer exists." });
  });

  it("gives back on stop the job it could not finish in time, and another worker runs it", async () => {
    const stopping = await queue({ stopGraceMs: 1_000 });
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    await stopping.start({
      order_documents: {
        run: (context) =>
          new Promise((_, reject) => {
            started();
            context.signal.addEventListener("abort", () => reject(new Error("stopped")));
          }),
      },
    });
    const id = await stopping.enqueue(db, { ...newJob, userId });
    await running;
    await stopping.stop();
    expect(await row(id)).toMatchObject({ state: "queued", attempts: 0, claim: null });

    const next = await queue();
    await next.start({ order_documents: { run: async () => outcome("after") } });
    await vi.waitFor(async () => expect((await row(id)).state).toBe("done"), { timeout: 45_000, interval: 200 });
    expect(await row(id)).toMatchObject({ attempts: 1 });
  });
});
