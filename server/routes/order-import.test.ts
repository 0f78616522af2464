import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { ErrorBody } from "../../src/api/schemas/common";
import { OrdersImportJobResponse } from "../../src/api/schemas/jobs";
import { ImportRejectionListResponse, MAX_IMPORT_BODY_BYTES, MAX_IMPORT_ROWS, NumbersTakenResponse, ORDER_IMPORT_MESSAGES } from "../../src/api/schemas/order-import";
import { IMPORT_COLUMNS, IMPORT_DATA_SOURCE } from "../../src/domain/order-import";
import { TEST_SENDER, importRow } from "../../tests/fixtures/order-import";
import { serverPerTest } from "../testing/test-server";

/**
 * Importing orders from a CSV file (issue 17, decision 040): the device sends the checked rows,
 * the job checks them again and creates each valid order whole; every other order is kept with
 * its cells and messages, for the seller's users only.
 */

const server = serverPerTest();

/** A row of the demo seller 1 (its sales channel), valid unless `cells` break it. */
const row = (orderNumber: string, cells: Parameters<typeof importRow>[1] = {}) => importRow(orderNumber, { sales_channel: "Shopify", ...cells });

/** The request as the device sends it: the rows and the sender it checked them with. */
function importBody(rows: string[][], { fileName = "orders.csv", sender = TEST_SENDER as typeof TEST_SENDER | null } = {}) {
  return { file_name: fileName, columns: [...IMPORT_COLUMNS], rows: rows.map((values, index) => ({ line: index + 2, values })), sender: sender ?? undefined };
}

let keys = 0;
const key = () => `import-key-${++keys}-${Date.now()}`;

async function startImport(token: string, body: unknown, idempotencyKey = key()) {
  return server.request("POST", "/v1/orders/import", { token, body, headers: { "Idempotency-Key": idempotencyKey } });
}

/** Imports `rows` and runs the job to its end; answers the finished job. */
async function importRows(token: string, rows: string[][], options: Parameters<typeof importBody>[1] = {}) {
  const answer = await startImport(token, importBody(rows, options));
  expect(answer.status, answer.text).toBe(202);
  const queued = v.parse(OrdersImportJobResponse, answer.json).data;
  await server.runJobs();
  const done = await server.request("GET", `/v1/jobs/${queued.id}`, { token });
  return v.parse(OrdersImportJobResponse, done.json).data;
}

async function sellerOrder(orderNumber: string, sellerId = 1) {
  return server.db.selectFrom("orders").selectAll().where("seller_id", "=", sellerId).where("order_number", "=", orderNumber).execute();
}

async function itemsOf(orderNumber: string) {
  return server.db
    .selectFrom("order_items")
    .innerJoin("orders", "orders.id", "order_items.order_id")
    .select(["order_items.sku", "order_items.description"])
    .where("orders.order_number", "=", orderNumber)
    .orderBy("order_items.id")
    .execute();
}

async function rejections(token: string, query = "") {
  const answer = await server.request("GET", `/v1/orders/import/errors${query}`, { token });
  expect(answer.status, answer.text).toBe(200);
  return v.parse(ImportRejectionListResponse, answer.json).data;
}

async function logOf(token: string, jobId: string) {
  const res = await server.app.request(`/v1/jobs/${jobId}/file`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return { type: res.headers.get("content-type"), text: await res.text() };
}

describe("POST /v1/orders/import", () => {
  it("creates each valid order whole, rejects each bad one with its messages, and logs both", async () => {
    const admin = await server.login("admin");
    const job = await importRows(admin, [
      row("IMP-1", { item_sku: "A-1" }),
      row("IMP-1", { item_sku: "A-2" }),
      row("IMP-2", { receiver_phone: "123" }),
      row("IMP-3", { item_sku: "C-1" }),
    ]);

    expect(job).toMatchObject({ kind: "orders-import", state: "done", error: null, details: { file_name: "orders.csv", rows: 4, result: { orders: 3, valid: 2, rejected: 1, products: 3 } } });
    expect(job.progress).toEqual({ done: 3, total: 3 });
    expect((await itemsOf("IMP-1")).map((item) => item.sku)).toEqual(["A-1", "A-2"]);
    expect((await sellerOrder("IMP-3"))[0]).toMatchObject({ data_source: IMPORT_DATA_SOURCE, current_status_id: 100 });
    expect(await sellerOrder("IMP-2")).toEqual([]);

    const list = await rejections(admin);
    expect(list.count).toBe(1);
    expect(list.elements[0]).toMatchObject({ job_id: job.id, file_name: "orders.csv", order_number: "IMP-2", lines: [4], columns: [...IMPORT_COLUMNS] });
    expect(list.elements[0]!.rows).toEqual([{ line: 4, values: row("IMP-2", { receiver_phone: "123" }) }]);
    expect(list.elements[0]!.messages).toEqual([expect.objectContaining({ line: 4, column: "receiver_phone", code: "invalid_phone", text: "Invalid phone" })]);

    const log = await logOf(admin, job.id);
    expect(log.type).toMatch(/^text\/csv/);
    expect(log.text.replace(/^\uFEFF/, "").split("\r\n")).toEqual([
      "line,order_number,outcome,message",
      "2,IMP-1,created,",
      "4,IMP-2,rejected,Invalid phone",
      "5,IMP-3,created,",
      "",
    ]);
  });

  it("creates nothing of an order one of whose boxes is bad, and the rest of the file all the same", async () => {
    const admin = await server.login("admin");
    const job = await importRows(admin, [
      row("WHOLE-1", { box_number: "1", item_sku: "GOOD" }),
      row("WHOLE-1", { box_number: "2", item_sku: "BAD", item_hs_code: "12" }),
      row("WHOLE-2"),
    ]);
    expect(job.details.result).toEqual({ orders: 2, valid: 1, rejected: 1, products: 1 });
    expect(await sellerOrder("WHOLE-1")).toEqual([]);
    expect(await itemsOf("WHOLE-1")).toEqual([]);
    expect(await sellerOrder("WHOLE-2")).toHaveLength(1);
    const [rejected] = (await rejections(admin)).elements;
    expect(rejected).toMatchObject({ order_number: "WHOLE-1", lines: [2, 3] });
    expect(rejected!.messages).toContainEqual(expect.objectContaining({ line: 3, column: "item_hs_code", code: "hs_code_digits" }));
  });

  it("imports the same file twice without creating anything twice: the second time every order already exists", async () => {
    const admin = await server.login("admin");
    const rows = [row("TWICE-1"), row("TWICE-2"), row("TWICE-2", { item_sku: "B" })];
    const first = await importRows(admin, rows);
    const second = await importRows(admin, rows);
    expect(first.details.result).toMatchObject({ valid: 2, rejected: 0 });
    expect(second.details.result).toMatchObject({ orders: 2, valid: 0, rejected: 2, products: 0 });
    expect(await sellerOrder("TWICE-1")).toHaveLength(1);
    expect(await sellerOrder("TWICE-2")).toHaveLength(1);
    const list = await rejections(admin);
    expect(list.elements.map((r) => [r.order_number, r.messages.map((m) => m.code)])).toEqual(
      expect.arrayContaining([
        ["TWICE-1", ["order_number_taken"]],
        ["TWICE-2", ["order_number_taken"]],
      ]),
    );
  });

  it("ships from the seller's default address when the request names no sender, and rejects every order when there is none", async () => {
    const admin = await server.login("admin");
    // The demo seller's default address (server/seed/seller-addresses.ts), however its orders ship.
    await server.db.updateTable("orders").set({ sender_name: "Some Older Sender" }).where("seller_id", "=", 1).execute();
    const seeded = await importRows(admin, [row("DEFAULT-1")], { sender: null });
    expect(seeded.details.result).toMatchObject({ valid: 1, rejected: 0 });
    expect((await sellerOrder("DEFAULT-1"))[0]).toMatchObject({ sender_name: "Lumen Goods Ltd.", sender_city: "Shenzhen" });

    // Another address made the default: the next import ships from it.
    const made = await server.request("POST", "/v1/sellers/1/addresses", {
      token: admin,
      body: { label: "Dongguan", name: "Warehouse Sender", email: TEST_SENDER.email, phone: TEST_SENDER.phone, country: "CN", postal_code: "523000", state: "Guangdong", city: "Dongguan", address: "Dongcheng Road", number: "5", is_default: true },
    });
    expect(made.status).toBe(201);
    const moved = await importRows(admin, [row("DEFAULT-2")], { sender: null });
    expect(moved.details.result).toMatchObject({ valid: 1, rejected: 0 });
    expect((await sellerOrder("DEFAULT-2"))[0]).toMatchObject({ sender_name: "Warehouse Sender", sender_city: "Dongguan" });

    // No address at all: the latest order's sender is not used in its place (decision 054).
    await server.db.deleteFrom("seller_addresses").where("seller_id", "=", 1).execute();
    const none = await importRows(admin, [row("NOSENDER-1")], { sender: null });
    expect(none.details.result).toMatchObject({ valid: 0, rejected: 1 });
    expect((await rejections(admin)).elements[0]!.messages.map((m) => m.code)).toEqual(["no_default_sender"]);
  });

  it("answers a replay with the same job and queues no second one", async () => {
    const admin = await server.login("admin");
    const body = importBody([row("REPLAY-1")]);
    const idempotencyKey = key();
    const first = await startImport(admin, body, idempotencyKey);
    const again = await startImport(admin, body, idempotencyKey);
    expect(again.status).toBe(202);
    expect(v.parse(OrdersImportJobResponse, again.json).data.id).toBe(v.parse(OrdersImportJobResponse, first.json).data.id);
    expect(await server.db.selectFrom("jobs").select("id").where("kind", "=", "orders-import").execute()).toHaveLength(1);
  });

  it("keeps HTML and would-be formulas as the text they are, and writes them harmless in the log", async () => {
    const admin = await server.login("admin");
    const script = "<script>alert(1)</script>";
    const formula = "=cmd|' /C calc'!A0";
    const job = await importRows(admin, [row("HOSTILE-1", { item_description: formula, receiver_complement: script }), row("=1+1", { receiver_phone: "@SUM(A1)" })]);
    expect(job.details.result).toMatchObject({ valid: 1, rejected: 1 });
    expect((await itemsOf("HOSTILE-1"))[0]!.description).toBe(formula);
    expect((await sellerOrder("HOSTILE-1"))[0]!.customer_complement).toBe(script);
    const [rejected] = (await rejections(admin)).elements;
    expect(rejected!.order_number).toBe("=1+1");
    expect(rejected!.rows[0]!.values).toContain("@SUM(A1)");
    expect((await logOf(admin, job.id)).text).toContain("\r\n3,'=1+1,rejected,");
  });

  it("fails the job with the reason, creating nothing, when the file itself is refused (a column missing)", async () => {
    const admin = await server.login("admin");
    const columns = IMPORT_COLUMNS.filter((column) => column !== "receiver_city");
    const cityIndex = IMPORT_COLUMNS.indexOf("receiver_city");
    const rows = [row("NOCITY-1")].map((values) => values.filter((_, index) => index !== cityIndex));
    const answer = await startImport(admin, { file_name: "no-city.csv", columns, rows: rows.map((values, index) => ({ line: index + 2, values })), sender: TEST_SENDER });
    expect(answer.status).toBe(202);
    expect(await server.runJobs()).toEqual(["failed"]);
    const job = v.parse(OrdersImportJobResponse, (await server.request("GET", `/v1/jobs/${v.parse(OrdersImportJobResponse, answer.json).data.id}`, { token: admin })).json).data;
    expect(job).toMatchObject({ state: "failed", error: `${ORDER_IMPORT_MESSAGES.failed}: Missing column "receiver_city"`, details: { result: null } });
    expect(await sellerOrder("NOCITY-1")).toEqual([]);
  });

  it("refuses a Seller Viewer with 403 and queues nothing", async () => {
    const viewer = await server.login("viewer");
    const answer = await startImport(viewer, importBody([row("VIEW-1")]));
    expect(answer.status).toBe(403);
    expect(await server.db.selectFrom("jobs").select("id").execute()).toEqual([]);
  });

  it("requires an Idempotency-Key", async () => {
    const admin = await server.login("admin");
    const answer = await server.request("POST", "/v1/orders/import", { token: admin, body: importBody([row("KEYLESS-1")]) });
    expect(answer.status).toBe(400);
  });

  it(`refuses ${MAX_IMPORT_ROWS + 1} rows with 422 and says how many a file may hold`, async () => {
    const admin = await server.login("admin");
    const rows = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, index) => ({ line: index + 2, values: ["X"] }));
    const answer = await startImport(admin, { file_name: "big.csv", columns: ["order_number"], rows });
    expect(answer.status).toBe(422);
    expect(v.parse(ErrorBody, answer.json).messages).toEqual([{ rows: [ORDER_IMPORT_MESSAGES.tooManyRows] }]);
    expect(ORDER_IMPORT_MESSAGES.tooManyRows).toBe("A file can hold at most 50,000 rows. Split it into smaller files.");
  });

  it("refuses a body over its own limit with 413, after reading it", async () => {
    const admin = await server.login("admin");
    const cell = "x".repeat(1_000);
    const rawBody = JSON.stringify({ file_name: "huge.csv", columns: ["order_number"], rows: [] }).replace("[]}", `[${`{"line":2,"values":["${cell}"]},`.repeat(Math.ceil(MAX_IMPORT_BODY_BYTES / 1_000))}{"line":2,"values":[]}]}`);
    expect(rawBody.length).toBeGreaterThan(MAX_IMPORT_BODY_BYTES);
    const answer = await server.request("POST", "/v1/orders/import", { token: admin, rawBody, headers: { "Content-Type": "application/json", "Idempotency-Key": key() } });
    expect(answer.status).toBe(413);
    expect(v.parse(ErrorBody, answer.json).messages[0]).toBe(`The request body is larger than ${MAX_IMPORT_BODY_BYTES / 1024} KB.`);
  });

  it("takes a body above the ordinary limit (a file of thousands of rows)", async () => {
    const admin = await server.login("admin");
    const rows = Array.from({ length: 3_000 }, (_, index) => row(`BULK-${index}`));
    const answer = await startImport(admin, importBody(rows));
    expect(JSON.stringify(importBody(rows)).length).toBeGreaterThan(256 * 1024);
    expect(answer.status, answer.text).toBe(202);
  });
});

describe("POST /v1/orders/numbers-taken and GET /v1/orders/import/errors", () => {
  it("names only the asking seller's own numbers", async () => {
    const [admin, otherAdmin] = await Promise.all([server.login("admin"), server.login("otherAdmin")]);
    const mine = (await server.db.selectFrom("orders").select("order_number").where("seller_id", "=", 1).limit(2).execute()).map((r) => r.order_number);
    const theirs = (await server.db.selectFrom("orders").select("order_number").where("seller_id", "=", 2).limit(1).execute()).map((r) => r.order_number);
    const asked = { order_numbers: [...mine, ...theirs, "NEVER-USED"] };
    const answer = await server.request("POST", "/v1/orders/numbers-taken", { token: admin, body: asked });
    expect(answer.status).toBe(200);
    expect(v.parse(NumbersTakenResponse, answer.json).data).toEqual([...mine].sort());
    const other = await server.request("POST", "/v1/orders/numbers-taken", { token: otherAdmin, body: asked });
    expect(v.parse(NumbersTakenResponse, other.json).data).toEqual(theirs);
  });

  it("lists rejections newest first with their total, and never another seller's", async () => {
    const [admin, viewer, otherAdmin] = await Promise.all([server.login("admin"), server.login("viewer"), server.login("otherAdmin")]);
    await importRows(admin, [row("OLD-1", { receiver_email: "nope" })]);
    server.advance(60_000);
    await importRows(admin, [row("NEW-1", { receiver_email: "nope" }), row("NEW-2", { receiver_email: "nope" })]);

    const firstPage = await rejections(viewer, "?limit=2&offset=0");
    expect(firstPage.count).toBe(3);
    expect(firstPage.elements.map((r) => r.order_number).sort()).toEqual(["NEW-1", "NEW-2"]);
    expect((await rejections(viewer, "?limit=2&offset=2")).elements.map((r) => r.order_number)).toEqual(["OLD-1"]);
    expect(await rejections(otherAdmin)).toEqual({ elements: [], count: 0, ids: [] });
  });
});
