import { describe, expect, it, vi } from "vitest";
import * as v from "valibot";
import { ErrorBody } from "../../src/api/schemas/common";
import { DOCUMENTS_JOB_THRESHOLD } from "../../src/api/schemas/documents";
import { JOB_LIMIT_PER_SELLER, JOB_LIMIT_PER_USER, JOB_MESSAGES } from "../../src/api/schemas/jobs";
import { NOTIFICATION_DELIVERY_JOB_KIND } from "../../src/api/schemas/notification-deliveries";
import { type DemoUserKey, serverPerTest } from "../testing/test-server";
import type { JobContext, JobHandler, NewJob } from "./job-types";
import { createTableJobQueue } from "./table-queue";

/**
 * The queue is fair (decision 067), on the table queue (SQLite, and PostgreSQL in the
 * server-postgres project): a seller's bulk jobs neither hold back another seller's small job
 * nor a notification's delivery, the sellers of a lane take turns, and a user or a seller past
 * its cap of jobs waiting or running is refused with 429 and its message. pg-boss's side is in
 * pg-boss-queue.test.ts.
 */

const server = serverPerTest();

/** Records the order jobs start in, and holds each until the test lets it end. */
function recordingHandler() {
  const starts: JobContext[] = [];
  const release = new Map<string, () => void>();
  const handler: JobHandler = {
    run: (context) =>
      new Promise((resolve, reject) => {
        starts.push(context);
        release.set(context.id, () => resolve({}));
        context.signal.addEventListener("abort", () => reject(new Error("stopped")));
      }),
  };
  return { handler, starts, release: (id: string) => release.get(id)!(), startedIds: () => starts.map((context) => context.id) };
}

const userIds = async (...keys: DemoUserKey[]) => Promise.all(keys.map((key) => server.userId(key)));

/** A label PDF of 300 orders, as POST /v1/orders/documents queues it (the handler here does not read the payload). */
const labels = (sellerId: number, userId: number): NewJob => ({ kind: "order_documents", sellerId, userId, payload: { labels: 300 }, total: 300 });

describe("the fair job queue", () => {
  it("starts another seller's one-row product import and a delivery while one seller's ten label jobs wait, one of them running", async () => {
    const queue = createTableJobQueue({ db: server.db, now: server.now, pollMs: 10, stopGraceMs: 50 });
    const held = recordingHandler();
    await queue.start({ order_documents: held.handler, "products-import": held.handler, [NOTIFICATION_DELIVERY_JOB_KIND]: held.handler });
    try {
      const [viewer, operation, otherAdmin] = await userIds("viewer", "operation", "otherAdmin");
      const labelJobs: string[] = [];
      // Ten label jobs of 300 orders from seller 1 (two users: each may have JOB_LIMIT_PER_USER).
      for (let n = 0; n < 10; n += 1) labelJobs.push(await queue.enqueue(server.db, labels(1, n < 5 ? viewer! : operation!)));
      await vi.waitFor(() => expect(held.startedIds()).toEqual([labelJobs[0]]));

      const productImport = await queue.enqueue(server.db, { kind: "products-import", sellerId: 2, userId: otherAdmin!, payload: { rows: 1 }, total: 1 });
      const [delivery] = await queue.enqueueMany(server.db, NOTIFICATION_DELIVERY_JOB_KIND, [{ sellerId: 1, userId: viewer!, payload: {}, total: 1 }]);
      await vi.waitFor(() => expect(held.startedIds()).toHaveLength(3));
      // Both started before the second label job: neither waited for the first one to end.
      expect(new Set(held.startedIds())).toEqual(new Set([labelJobs[0], productImport, delivery]));

      // The first label job ends: seller 1's next one takes its place, in the order queued.
      held.release(labelJobs[0]!);
      await vi.waitFor(() => expect(held.startedIds()).toHaveLength(4));
      expect(held.startedIds()[3]).toBe(labelJobs[1]);
      held.release(labelJobs[1]!);
    } finally {
      await queue.stop();
    }
  });

  it("gives a lane's other slot to another seller, never to a second job of the seller running one, and takes turns between sellers", async () => {
    const [admin, otherAdmin] = await userIds("admin", "otherAdmin");
    const bulkImport = (sellerId: number, userId: number): NewJob => ({ kind: "orders-import", sellerId, userId, payload: {}, total: 500 });
    // A millisecond apart, so that "the oldest" is one job.
    const queueOne = async (sellerId: number, userId: number) => (server.advance(1), server.jobs.enqueue(server.db, bulkImport(sellerId, userId)));
    const first = await queueOne(1, admin!);
    const secondOfOne = await queueOne(1, admin!);
    const thirdOfOne = await queueOne(1, admin!);
    const ofTwo = await queueOne(2, otherAdmin!);

    // Seller 1's first job runs on one worker; another worker of the lane takes seller 2's job,
    // queued last, and then finds nothing it may take while seller 1's job still runs.
    const held = recordingHandler();
    const running = createTableJobQueue({ db: server.db, now: server.now }).runNext({ "orders-import": held.handler }, "bulk");
    await vi.waitFor(() => expect(held.startedIds()).toEqual([first]));
    const ran: string[] = [];
    const record: JobHandler = { run: async (context) => (ran.push(context.id), {}) };
    expect(await server.jobs.runNext({ "orders-import": record }, "bulk")).toBe("done");
    expect(await server.jobs.runNext({ "orders-import": record }, "bulk")).toBeUndefined();
    expect(ran).toEqual([ofTwo]);
    held.release(first);
    expect(await running).toBe("done");

    // Turns, not arrival: seller 2's new job (its first in the lane again) goes before seller 1's third.
    const laterOfTwo = await queueOne(2, otherAdmin!);
    while ((await server.jobs.runNext({ "orders-import": record }, "bulk")) !== undefined);
    expect(ran).toEqual([ofTwo, laterOfTwo, secondOfOne, thirdOfOne]);
  });

  it("refuses with 429 and its message a user past their cap, then a seller past its cap, and starts again once a job ends", async () => {
    const ids = (await server.db.selectFrom("orders").select("id").where("seller_id", "=", 1).orderBy("id").limit(DOCUMENTS_JOB_THRESHOLD + 1).execute()).map((row) => row.id);
    const tokens = Object.fromEntries(await Promise.all((["viewer", "admin", "operation"] as const).map(async (key) => [key, await server.login(key)] as const)));
    const print = (token: string) => server.request("POST", "/v1/orders/documents", { token, body: { ids, kind: "label" } });

    for (let n = 0; n < JOB_LIMIT_PER_USER; n += 1) expect((await print(tokens.viewer!)).status).toBe(202);
    const userRefused = await print(tokens.viewer!);
    expect(userRefused.status).toBe(429);
    expect(v.parse(ErrorBody, userRefused.json).messages).toEqual([JOB_MESSAGES.userLimit]);

    for (let n = JOB_LIMIT_PER_USER; n < JOB_LIMIT_PER_SELLER; n += 1) expect((await print(tokens.admin!)).status).toBe(202);
    const sellerRefused = await print(tokens.operation!);
    expect(sellerRefused.status).toBe(429);
    expect(v.parse(ErrorBody, sellerRefused.json).messages).toEqual([JOB_MESSAGES.sellerLimit]);
    expect(await server.db.selectFrom("jobs").select("id").execute()).toHaveLength(JOB_LIMIT_PER_SELLER);

    // Another seller is not held back by this one's jobs, and deliveries are never refused.
    const otherAdmin = await server.userId("otherAdmin");
    await expect(server.jobs.enqueue(server.db, { kind: "products-import", sellerId: 2, userId: otherAdmin, payload: {}, total: 1 })).resolves.toEqual(expect.any(String));
    const deliveries = Array.from({ length: 20 }, () => ({ sellerId: 1, userId: otherAdmin, payload: {}, total: 1 }));
    expect(await server.jobs.enqueueMany(server.db, NOTIFICATION_DELIVERY_JOB_KIND, deliveries)).toHaveLength(20);

    // One of the viewer's jobs ends: the viewer may start another, as the seller may.
    expect(await server.jobs.runNext({ order_documents: { run: async () => ({}) } }, "bulk")).toBe("done");
    expect((await print(tokens.viewer!)).status).toBe(202);
  });
});
