import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { migrateToLatest } from "../db/migrate";
import type { Database } from "../db/schema";
import { JOB_LIMIT_PER_USER, JOB_MESSAGES } from "../../src/api/schemas/jobs";
import { NOTIFICATION_DELIVERY_JOB_KIND } from "../../src/api/schemas/notification-deliveries";
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
/** Seller 1's second user, and the users of sellers 2 and 3. */
let colleagueId: number;
let secondSellerUserId: number;
let thirdSellerUserId: number;

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
    for (const name of ["One", "Two", "Three"]) await db.insertInto("sellers").values({ name, email: `${name}@example.com`, website: null, measurement_system: "metric", created_at: at }).execute();
    const [user] = await db
      .insertInto("users")
      .values({ seller_id: 1, group_id: group!.id, name: "Ana", email: "ana@example.com", password_hash: "x", blocked: 0, can_overpack: 0, language: 0, created_at: at })
      .returning("id")
      .execute();
    userId = user!.id;
    const more = await db
      .insertInto("users")
      .values(
        [
          [1, "colleague@example.com"],
          [2, "two@example.com"],
          [3, "three@example.com"],
        ].map(([seller, email]) => ({ seller_id: seller as number, group_id: group!.id, name: "Other", email: email as string, password_hash: "x", blocked: 0, can_overpack: 0, language: 0, created_at: at })),
      )
      .returning("id")
      .execute();
    [colleagueId, secondSellerUserId, thirdSellerUserId] = more.map((made) => made.id) as [number, number, number];
  });

  // Each test's workers stop with it, so that no other test's handler takes its jobs.
  afterEach(async () => {
    for (const made of queues.splice(0)) await made.stop();
    // Jobs a test left waiting are no other test's work (and would count towards the caps).
    await query(url, "delete from pgboss.job where state < 'completed'");
    await db.updateTable("jobs").set({ state: "failed", claim: null }).where("state", "in", ["queued", "running"]).execute();
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

  describe("fairness (decision 067)", () => {
    /** Records the order jobs start in; jobs of `hold` kinds wait until the test lets them end. */
    function recording(hold: readonly string[]) {
      const starts: string[] = [];
      const release = new Map<string, () => void>();
      const handler: JobHandler = {
        run: (context) =>
          new Promise((resolve, reject) => {
            starts.push(context.id);
            context.signal.addEventListener("abort", () => reject(new Error("stopped")));
            if (hold.includes((context.payload as { kind: string }).kind)) release.set(context.id, () => resolve({}));
            else resolve({});
          }),
      };
      return { handler, starts, release: (id: string) => release.get(id)!() };
    }
    const labels = (user: number) => ({ kind: "order_documents" as const, sellerId: 1, userId: user, payload: { kind: "order_documents" }, total: 300 });

    it("runs another seller's one-row product import and a delivery while one seller's ten label jobs wait, one of them running", async () => {
      const boss = await queue({ stopGraceMs: 1_000 });
      const held = recording(["order_documents"]);
      const labelJobs: string[] = [];
      for (let n = 0; n < 10; n += 1) labelJobs.push(await boss.enqueue(db, labels(n < 5 ? userId : colleagueId)));
      await boss.start({ order_documents: held.handler, "products-import": held.handler, [NOTIFICATION_DELIVERY_JOB_KIND]: held.handler });
      // pg-boss checks a group's running jobs inside each fetch, so two workers polling at the same
      // instant may both take one of the seller's jobs (decision 067): one or two start, never more.
      await vi.waitFor(() => expect(held.starts.length).toBeGreaterThanOrEqual(1), { timeout: 30_000, interval: 100 });
      const firstLabels = [...held.starts];
      expect(firstLabels.length).toBeLessThanOrEqual(2);
      expect(labelJobs.slice(0, firstLabels.length).sort()).toEqual([...firstLabels].sort());

      const productImport = await boss.enqueue(db, { kind: "products-import", sellerId: 2, userId: secondSellerUserId, payload: { kind: "products-import" }, total: 1 });
      const [delivery] = await boss.enqueueMany(db, NOTIFICATION_DELIVERY_JOB_KIND, [{ sellerId: 1, userId, payload: { kind: NOTIFICATION_DELIVERY_JOB_KIND }, total: 1 }]);
      await vi.waitFor(async () => expect([(await row(productImport)).state, (await row(delivery!)).state]).toEqual(["done", "done"]), { timeout: 30_000, interval: 100 });
      // Both ran while the first label jobs still run and the others wait.
      expect(held.starts.slice(firstLabels.length).sort()).toEqual([productImport, delivery].sort());
      const states = (await Promise.all(labelJobs.map(row))).map((job) => job.state);
      expect(states).toEqual([...Array<string>(firstLabels.length).fill("running"), ...Array<string>(10 - firstLabels.length).fill("queued")]);

      for (const id of firstLabels) held.release(id);
      await vi.waitFor(() => expect(held.starts.length).toBeGreaterThan(firstLabels.length + 2), { timeout: 30_000, interval: 100 });
      expect(held.starts[firstLabels.length + 2]).toBe(labelJobs[firstLabels.length]);
    });

    it("takes turns between sellers in a lane: a third seller's job goes before the second job of a seller who queued first", async () => {
      const boss = await queue({ stopGraceMs: 1_000 });
      const held = recording(["orders-import"]);
      const bulk = (sellerId: number, user: number) => boss.enqueue(db, { kind: "orders-import", sellerId, userId: user, payload: { kind: "orders-import" }, total: 500 });
      const ofOne = [await bulk(1, userId), await bulk(1, userId)];
      const ofTwo = await bulk(2, secondSellerUserId);
      const ofThree = await bulk(3, thirdSellerUserId);
      await boss.start({ "orders-import": held.handler });
      // Two workers in the lane: seller 1's first and seller 2's, the oldest of rank 0.
      await vi.waitFor(() => expect([...held.starts].sort()).toEqual([ofOne[0], ofTwo].sort()), { timeout: 30_000, interval: 100 });
      held.release(ofOne[0]!);
      await vi.waitFor(() => expect(held.starts).toHaveLength(3), { timeout: 30_000, interval: 100 });
      expect(held.starts[2]).toBe(ofThree);
    });

    it("refuses a user's job past the cap with 429 and its message, on pg-boss as on the table queue", async () => {
      const boss = await queue();
      for (let n = 0; n < JOB_LIMIT_PER_USER; n += 1) await boss.enqueue(db, labels(userId));
      await expect(db.transaction().execute((trx) => boss.enqueue(trx, labels(userId)))).rejects.toMatchObject({ status: 429, messages: [JOB_MESSAGES.userLimit] });
      expect(await query(url, "select count(*)::int as n from pgboss.job where state < 'completed'")).toEqual([{ n: JOB_LIMIT_PER_USER }]);
    });
  });
});
