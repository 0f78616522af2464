import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as v from "valibot";
import { ErrorBody } from "../../src/api/schemas/common";
import { DEFAULT_PRINTING_SETTINGS, DOCUMENTS_JOB_THRESHOLD, SKIPPED_ORDERS_HEADER } from "../../src/api/schemas/documents";
import { JOB_MESSAGES, JobListResponse, JobResponse } from "../../src/api/schemas/jobs";
import { loadDocumentOrders } from "../documents/document-order";
import { renderDocuments } from "../documents/render";
import { readPdf } from "../documents/testing-read-pdf";
import { type TestServer, TEST_START, createTestServer } from "../testing/test-server";

/**
 * A PDF of many orders as a durable job (issue 16): above DOCUMENTS_JOB_THRESHOLD orders the
 * request answers 202 with a job, a worker (here `runJobs`, as the server's loop would) makes
 * the very PDF the request would have made, and only the seller's users can see the job or get
 * its file.
 */

vi.setConfig({ testTimeout: 60_000 });

let server: TestServer;
let admin: string;
let viewer: string;
let otherAdmin: string;
beforeAll(async () => {
  server = await createTestServer();
  [admin, viewer, otherAdmin] = await Promise.all([server.login("admin"), server.login("viewer"), server.login("otherAdmin")]);
});
afterAll(async () => {
  await server.close();
});

/** Just over the threshold: the content check reads every page back, barcodes included. */
const JOB_SIZE = DOCUMENTS_JOB_THRESHOLD + 1;

async function sellerOrderIds(sellerId: number, flags: { battery?: 0 | 1 } = {}): Promise<number[]> {
  let query = server.db.selectFrom("orders").select("id").where("seller_id", "=", sellerId).orderBy("id");
  if (flags.battery !== undefined) query = query.where("contain_battery", "=", flags.battery);
  return (await query.execute()).map((row) => row.id);
}

async function getFile(id: string, token = admin) {
  const res = await server.app.request(`/v1/jobs/${id}/file`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const jobOf = (json: unknown) => v.parse(JobResponse, json).data;
const messagesOf = (json: unknown) => v.parse(ErrorBody, json).messages;

describe("POST /v1/orders/documents above the threshold", () => {
  it("answers 202 with a queued job, whose worker makes the same PDF the request would have made", async () => {
    const ids = (await sellerOrderIds(1)).slice(0, JOB_SIZE);
    const answer = await server.request("POST", "/v1/orders/documents", { token: admin, body: { ids, kind: "label" } });
    expect(answer.status).toBe(202);
    const job = jobOf(answer.json);
    expect(answer.headers.get("location")).toBe(`/v1/jobs/${job.id}`);
    expect(job).toMatchObject({ kind: "order_documents", state: "queued", progress: { done: 0, total: JOB_SIZE }, file: null, error: null, details: { document: "label", orders: JOB_SIZE, skipped: [] } });
    expect(job.user_id).toBe(await server.userId("admin"));

    const early = await getFile(job.id);
    expect(early.status).toBe(409);
    expect(messagesOf(JSON.parse(early.bytes.toString()))).toEqual([JOB_MESSAGES.fileNotReady]);

    expect(await server.runJobs()).toEqual(["done"]);
    const done = jobOf((await server.request("GET", `/v1/jobs/${job.id}`, { token: viewer })).json);
    expect(done).toMatchObject({ state: "done", progress: { done: JOB_SIZE, total: JOB_SIZE }, finished_at: TEST_START.toISOString() });
    expect(done.file?.name).toBe(`label-${JOB_SIZE}-orders-2025-01-15.pdf`);

    const file = await getFile(job.id, viewer);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="label-${JOB_SIZE}-orders-2025-01-15.pdf"`);
    expect(file.headers.get("content-length")).toBe(String(done.file?.size));
    expect(file.headers.get(SKIPPED_ORDERS_HEADER)).toBeNull();
    // The content of one render of these orders at the request's time: the same pages, text and
    // barcodes. (Not the same bytes: a thread that has drawn a barcode before writes its image
    // objects in another order.)
    const expected = await renderDocuments({ kind: "label", orders: await loadDocumentOrders(server.db, 1, ids), format: "4x6", settings: DEFAULT_PRINTING_SETTINGS, printedAt: TEST_START });
    const [made, rendered] = await Promise.all([readPdf(file.bytes), readPdf(expected)]);
    expect(made.length).toBeGreaterThanOrEqual(JOB_SIZE);
    expect(made).toEqual(rendered);
  });

  it("still answers the PDF itself up to the threshold", async () => {
    const ids = (await sellerOrderIds(1)).slice(0, DOCUMENTS_JOB_THRESHOLD);
    const res = await server.app.request("/v1/orders/documents", { method: "POST", headers: { Authorization: `Bearer ${admin}`, "Content-Type": "application/json" }, body: JSON.stringify({ ids, kind: "packing_slip" }) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
  });

  it("leaves out the orders the document does not apply to, and names them on the job and its file", async () => {
    const withBattery = (await sellerOrderIds(1, { battery: 1 })).slice(0, JOB_SIZE - 3);
    const without = (await sellerOrderIds(1, { battery: 0 })).slice(0, 3);
    const numbers = await server.db.selectFrom("orders").select("order_number").where("id", "in", without).orderBy("id").execute();
    const answer = await server.request("POST", "/v1/orders/documents", { token: admin, body: { ids: [...without, ...withBattery], kind: "battery_confirmation" } });
    expect(answer.status).toBe(202);
    const job = jobOf(answer.json);
    expect(job.details).toEqual({ document: "battery_confirmation", orders: withBattery.length, skipped: numbers.map((row) => row.order_number) });
    expect(job.progress.total).toBe(withBattery.length);

    expect(await server.runJobs()).toEqual(["done"]);
    const file = await getFile(job.id);
    expect(file.status).toBe(200);
    expect(file.headers.get(SKIPPED_ORDERS_HEADER)).toBe(numbers.map((row) => row.order_number).join(","));
  });

  it("refuses at once what the synchronous request refuses: 422 when the document applies to none", async () => {
    const ids = (await sellerOrderIds(1, { battery: 0 })).slice(0, JOB_SIZE);
    const before = await server.db.selectFrom("jobs").select("id").execute();
    const answer = await server.request("POST", "/v1/orders/documents", { token: admin, body: { ids, kind: "battery_confirmation" } });
    expect(answer.status).toBe(422);
    expect(await server.db.selectFrom("jobs").select("id").execute()).toEqual(before);
  });

  it("with an Idempotency-Key, a repeated request answers the same job and queues nothing more", async () => {
    const ids = (await sellerOrderIds(1)).slice(100, 100 + JOB_SIZE);
    const headers = { "Idempotency-Key": crypto.randomUUID() };
    const first = await server.request("POST", "/v1/orders/documents", { token: admin, headers, body: { ids, kind: "cn35" } });
    const again = await server.request("POST", "/v1/orders/documents", { token: admin, headers, body: { ids, kind: "cn35" } });
    expect([first.status, again.status]).toEqual([202, 202]);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(jobOf(again.json).id).toBe(jobOf(first.json).id);
    expect(await server.db.selectFrom("jobs").select("id").where("payload", "like", '%"kind":"cn35"%').execute()).toHaveLength(1);
    expect(await server.runJobs()).toEqual(["done"]);
  });
});

describe("jobs and tenancy", () => {
  it("shows a job and its file to its seller only: another seller gets 404 as for a missing job", async () => {
    const ids = (await sellerOrderIds(1)).slice(0, JOB_SIZE);
    const job = jobOf((await server.request("POST", "/v1/orders/documents", { token: viewer, body: { ids, kind: "commercial_invoice" } })).json);
    expect(await server.runJobs()).toEqual(["done"]);

    const theirs = await server.request("GET", `/v1/jobs/${job.id}`, { token: otherAdmin });
    expect(theirs.status).toBe(404);
    expect((await getFile(job.id, otherAdmin)).status).toBe(404);
    const missing = await server.request("GET", `/v1/jobs/${crypto.randomUUID()}`, { token: admin });
    expect(missing.status).toBe(404);
    expect(messagesOf(theirs.json)).toEqual(messagesOf(missing.json));
    const list = v.parse(JobListResponse, (await server.request("GET", "/v1/jobs", { token: otherAdmin })).json).data;
    expect(list.ids).not.toContain(job.id);
  });

  it("queues nothing for an order of another seller: 404 for the whole request", async () => {
    const mine = (await sellerOrderIds(2)).slice(0, 1);
    const theirs = (await sellerOrderIds(1)).slice(0, JOB_SIZE);
    const before = await server.db.selectFrom("jobs").select("id").execute();
    const answer = await server.request("POST", "/v1/orders/documents", { token: otherAdmin, body: { ids: [...mine, ...theirs], kind: "label" } });
    expect(answer.status).toBe(404);
    expect(await server.db.selectFrom("jobs").select("id").execute()).toEqual(before);
  });

  it("lists the seller's jobs newest first, and with mine=true only the user's own", async () => {
    const ids = (await sellerOrderIds(1)).slice(0, JOB_SIZE);
    server.advance(60_000);
    const byViewer = jobOf((await server.request("POST", "/v1/orders/documents", { token: viewer, body: { ids, kind: "packing_slip" } })).json);
    server.advance(60_000);
    const byAdmin = jobOf((await server.request("POST", "/v1/orders/documents", { token: admin, body: { ids, kind: "packing_slip" } })).json);

    const all = v.parse(JobListResponse, (await server.request("GET", "/v1/jobs?kind=order_documents&limit=2", { token: admin })).json).data;
    expect(all.ids).toEqual([byAdmin.id, byViewer.id]);
    expect(all.count).toBeGreaterThan(2);
    const mine = v.parse(JobListResponse, (await server.request("GET", "/v1/jobs?mine=true", { token: viewer })).json).data;
    expect(mine.ids[0]).toBe(byViewer.id);
    expect(mine.elements.every((job) => job.user_id === byViewer.user_id)).toBe(true);
    expect(mine.ids).not.toContain(byAdmin.id);
    expect(await server.runJobs()).toEqual(["done", "done"]);
  });

  it("refuses a malformed job id with 422", async () => {
    const answer = await server.request("GET", "/v1/jobs/42", { token: admin });
    expect(answer.status).toBe(422);
  });
});
