import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { OrdersImportJobResponse } from "../../src/api/schemas/jobs";
import { ImportRejectionListResponse, ORDER_IMPORT_MESSAGES } from "../../src/api/schemas/order-import";
import { IMPORT_COLUMNS, checkImport } from "../../src/domain/order-import";
import { TEST_SENDER, importRow } from "../../tests/fixtures/order-import";
import { JOB_RETENTION_MS, purgeExpiredJobs } from "../jobs/job-records";
import { FIRST_RETRY_DELAY_MS } from "../jobs/job-types";
import { deferred, failOnInsert, listening, onInsert } from "../testing/job-probes";
import { serverPerTest } from "../testing/test-server";
import { buildImportContext } from "./import-context";
import { ordersImportJob } from "./import-job";

/**
 * The import's job across failures (decision 040): an attempt that dies half-way leaves whole
 * orders behind, and the next attempt creates the rest without creating any of them twice; an
 * order whose number another request takes while the job runs is rejected, not doubled. And the
 * server goes on answering while it runs (decision 066).
 */

const server = serverPerTest();

const row = (orderNumber: string, cells: Parameters<typeof importRow>[1] = {}) => importRow(orderNumber, { sales_channel: "Shopify", ...cells });
const body = (rows: string[][]) => ({ file_name: "orders.csv", columns: [...IMPORT_COLUMNS], rows: rows.map((values, index) => ({ line: index + 2, values })), sender: TEST_SENDER });

async function queueImport(token: string, rows: string[][]) {
  const answer = await server.request("POST", "/v1/orders/import", { token, body: body(rows), headers: { "Idempotency-Key": `job-test-${rows.length}-${rows[0]![0]}` } });
  expect(answer.status, answer.text).toBe(202);
  return v.parse(OrdersImportJobResponse, answer.json).data.id;
}

/** The boxes, items and volumes an order has. */
async function contentsOf(orderNumber: string) {
  const order = await server.db.selectFrom("orders").select("id").where("seller_id", "=", 1).where("order_number", "=", orderNumber).executeTakeFirstOrThrow();
  const count = async (table: "order_boxes" | "order_items" | "order_volumes") =>
    Number((await server.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).where("order_id", "=", order.id).executeTakeFirstOrThrow()).n);
  return { boxes: await count("order_boxes"), items: await count("order_items"), volumes: await count("order_volumes") };
}

async function jobOf(token: string, id: string) {
  return v.parse(OrdersImportJobResponse, (await server.request("GET", `/v1/jobs/${id}`, { token })).json).data;
}

async function countOrders(prefix: string) {
  const rows = await server.db.selectFrom("orders").select("order_number").where("seller_id", "=", 1).where("order_number", "like", `${prefix}%`).execute();
  return rows.map((r) => r.order_number).sort();
}

describe("the orders-import job", () => {
  it("tried again after an attempt died in the middle of a slice of orders, creates the rest and nothing twice", async () => {
    const admin = await server.login("admin");
    const numbers = ["CRASH-1", "CRASH-2", "CRASH-3", "CRASH-4", "CRASH-5"];
    const id = await queueImport(admin, numbers.map((number) => row(number)));

    // Orders are written two per transaction here (decision 066). The worker dies while writing
    // the third order to get that far, after its order row, boxes and items and before its
    // volumes: its whole slice rolls back, the slices committed before stay whole (on
    // PostgreSQL, lanes write slices side by side, so which ones committed varies).
    const dying = server.db.withPlugin(failOnInsert("order_volumes", 3));
    const first = await server.jobs.runNext({ "orders-import": ordersImportJob({ db: dying, now: server.now, slice: { ms: Infinity, maxSteps: 2 } }) });
    expect(first).toBe("retry");
    const partial = await countOrders("CRASH-");
    expect(partial.length).toBeGreaterThanOrEqual(2);
    expect(partial.length).toBeLessThan(numbers.length);
    for (const number of partial) expect(await contentsOf(number), number).toEqual({ boxes: 1, items: 1, volumes: 1 });
    const marks = await server.db.selectFrom("order_import_created").select("order_number").where("job_id", "=", id).orderBy("order_number").execute();
    expect(marks.map((mark) => mark.order_number)).toEqual(partial);

    server.advance(FIRST_RETRY_DELAY_MS);
    expect(await server.runJobs()).toEqual(["done"]);
    expect(await countOrders("CRASH-")).toEqual(numbers);
    const job = await jobOf(admin, id);
    expect(job.details.result).toEqual({ orders: 5, valid: 5, rejected: 0, products: 5 });
    const rejected = v.parse(ImportRejectionListResponse, (await server.request("GET", "/v1/orders/import/errors", { token: admin })).json).data;
    expect(rejected.count).toBe(0);
  });

  it("answers a request that arrives while it writes its orders before it has written them all", async () => {
    const admin = await server.login("admin");
    const numbers = Array.from({ length: 40 }, (_, index) => `BUSY-${String(index + 1).padStart(2, "0")}`);
    await queueImport(admin, numbers.map((number) => row(number)));
    // A real socket: a request needs turns of the event loop to be read and answered, which a
    // job that never gives one back would hold until its last order (as on SQLite before).
    const http = await listening(server.app.fetch);
    try {
      const firstOrder = deferred();
      const watching = server.db.withPlugin(onInsert("order_import_created", firstOrder.resolve));
      let finished = false;
      const job = server.jobs.runNext({ "orders-import": ordersImportJob({ db: watching, now: server.now, slice: { maxSteps: 1 } }) }).finally(() => (finished = true));
      await firstOrder.promise;
      const health = await fetch(`${http.url}/v1/health`);
      const answeredBeforeTheEnd = !finished;
      expect(health.status).toBe(200);
      expect(await job).toBe("done");
      expect(answeredBeforeTheEnd).toBe(true);
      expect(await countOrders("BUSY-")).toEqual(numbers);
    } finally {
      await http.close();
    }
  });

  it("rejects, and does not double, an order whose number another request takes while the job runs", async () => {
    const admin = await server.login("admin");
    const rows = [row("RACE-1"), row("RACE-2")];
    const id = await queueImport(admin, rows);
    // Between the job's reading of the taken numbers and its creating the orders, the wizard
    // creates RACE-2 (the same order, as the check would build it).
    const handler = ordersImportJob({
      db: server.db,
      now: server.now,
      async buildContext(db, input) {
        const context = await buildImportContext(db, input);
        const built = checkImport([...IMPORT_COLUMNS], body(rows).rows, context).orders.find((order) => order.order_number === "RACE-2")!;
        const created = await server.request("POST", "/v1/orders", { token: admin, body: built.order });
        expect(created.status, created.text).toBe(201);
        return context;
      },
    });
    expect(await server.jobs.runNext({ "orders-import": handler })).toBe("done");
    expect(await countOrders("RACE-")).toEqual(["RACE-1", "RACE-2"]);
    const job = await jobOf(admin, id);
    expect(job.details.result).toEqual({ orders: 2, valid: 1, rejected: 1, products: 1 });
    const rejected = v.parse(ImportRejectionListResponse, (await server.request("GET", "/v1/orders/import/errors", { token: admin })).json).data;
    expect(rejected.elements).toEqual([expect.objectContaining({ order_number: "RACE-2", lines: [3], messages: [expect.objectContaining({ code: "order_number_taken", column: "order_number", line: 3 })] })]);
  });

  it("stops, creating nothing, when its user may no longer create orders", async () => {
    const admin = await server.login("admin");
    const id = await queueImport(admin, [row("DEMOTED-1")]);
    const viewerGroup = await server.db.selectFrom("groups").select("id").where("name", "=", "seller-viewer").executeTakeFirstOrThrow();
    await server.db.updateTable("users").set({ group_id: viewerGroup.id }).where("id", "=", await server.userId("admin")).execute();
    expect(await server.runJobs()).toEqual(["failed"]);
    expect(await countOrders("DEMOTED-")).toEqual([]);
    expect((await jobOf(await server.login("viewer"), id)).error).toBe(ORDER_IMPORT_MESSAGES.notAllowed);
  });

  it("goes with its rows when the job expires, and leaves the rejected orders listed", async () => {
    const admin = await server.login("admin");
    const id = await queueImport(admin, [row("PURGE-1"), row("PURGE-2", { receiver_phone: "1" })]);
    expect(await server.runJobs()).toEqual(["done"]);
    server.advance(JOB_RETENTION_MS + 1);
    expect(await purgeExpiredJobs(server.db, server.now())).toBe(1);
    expect(await server.db.selectFrom("order_imports").select("job_id").where("job_id", "=", id).execute()).toEqual([]);
    expect(await server.db.selectFrom("order_import_created").select("job_id").where("job_id", "=", id).execute()).toEqual([]);
    const rejected = v.parse(ImportRejectionListResponse, (await server.request("GET", "/v1/orders/import/errors", { token: admin })).json).data;
    expect(rejected.elements.map((r) => r.order_number)).toEqual(["PURGE-2"]);
  });
});
