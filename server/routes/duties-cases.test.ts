import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { ErrorBody } from "../../src/api/schemas/common";
import { CASE_MESSAGES, CASE_STATUSES, CASE_TYPES, CaseDetailResponse, CaseListResponse, MAX_CASE_DOCUMENT_BYTES } from "../../src/api/schemas/duties-cases";
import { DEMO_CASES } from "../seed/duties-cases";
import { serverPerTest } from "../testing/test-server";

const server = serverPerTest();
let keyCount = 0;
const key = () => ({ "Idempotency-Key": `cases-test-${++keyCount}` });

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const document = (bytes: Buffer = PDF, name = "invoice.pdf") => ({ name, type: "application/pdf", data: bytes.toString("base64") });
const needing = DEMO_CASES.seller1.filter((c) => c.status === "need_seller_action");
const solved = DEMO_CASES.seller1.find((c) => c.status === "solved")!;

async function list(query: string, who: "viewer" | "otherAdmin" = "viewer") {
  const answer = await server.request("GET", `/v1/tracking_alert_logs${query}`, { token: await server.login(who) });
  expect(answer.status).toBe(200);
  return v.parse(CaseListResponse, answer.json).data;
}

describe("GET /v1/tracking_alert_logs", () => {
  it("lists the seller's cases newest first, with a case in every status and of every type, amounts in reais", async () => {
    const page = await list("?limit=50");
    expect(page.count).toBe(DEMO_CASES.seller1.length);
    expect(new Set(page.elements.map((c) => c.status))).toEqual(new Set(CASE_STATUSES));
    expect(new Set(page.elements.map((c) => c.type))).toEqual(new Set(CASE_TYPES));
    expect(page.ids).toEqual(page.elements.map((c) => c.id));
    const dates = page.elements.map((c) => c.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const first = page.elements.find((c) => c.id === DEMO_CASES.seller1[0]!.id)!;
    expect(first).toMatchObject({ order_number: DEMO_CASES.seller1[0]!.order_number, currency: "BRL", amount: DEMO_CASES.amountCents[first.id]! / 100 });
  });

  it("filters by status, type, order number and created dates, and pages with limit and offset", async () => {
    expect((await list("?status=need_seller_action")).elements.map((c) => c.id).sort()).toEqual(needing.map((c) => c.id).sort());
    const fines = await list("?type=fine689");
    expect(fines.elements.length).toBeGreaterThan(0);
    expect(fines.elements.every((c) => c.type === "fine689")).toBe(true);
    const byOrder = await list(`?order_number=${encodeURIComponent(solved.order_number)}`);
    expect(byOrder.elements.map((c) => c.id)).toEqual([solved.id]);
    const all = await list("?limit=50");
    const day = all.elements[3]!.created_at.slice(0, 10);
    const oneDay = await list(`?start_date=${day}&end_date=${day}`);
    expect(oneDay.elements.length).toBeGreaterThan(0);
    expect(oneDay.elements.every((c) => c.created_at.startsWith(day))).toBe(true);
    const page2 = await list("?limit=5&offset=5");
    expect(page2).toMatchObject({ count: all.count, ids: all.ids.slice(5, 10) });
  });

  it("refuses an unknown status with a message", async () => {
    const answer = await server.request("GET", "/v1/tracking_alert_logs?status=lost", { token: await server.login("viewer") });
    expect(answer.status).toBe(422);
    expect(JSON.stringify(v.parse(ErrorBody, answer.json))).toContain("Unknown status");
  });

  it("shows another seller only its own cases", async () => {
    const other = await list("?limit=50", "otherAdmin");
    expect(other.ids.sort()).toEqual(DEMO_CASES.seller2.map((c) => c.id).sort());
    expect(new Set(other.elements.map((c) => c.status))).toEqual(new Set(CASE_STATUSES));
  });
});

describe("GET /v1/tracking_alert_logs/{id}", () => {
  it("gives the case with its history, and the answer action only to writers when it needs seller action", async () => {
    const asOperation = await server.request("GET", `/v1/tracking_alert_logs/${needing[0]!.id}`, { token: await server.login("operation") });
    const detail = v.parse(CaseDetailResponse, asOperation.json).data;
    expect(detail.history.map((e) => e.status)).toEqual(["new", "need_seller_action"]);
    expect(detail.actions).toEqual(["answer"]);
    const asViewer = await server.request("GET", `/v1/tracking_alert_logs/${needing[0]!.id}`, { token: await server.login("viewer") });
    expect(v.parse(CaseDetailResponse, asViewer.json).data.actions).toEqual([]);
    const closed = await server.request("GET", `/v1/tracking_alert_logs/${solved.id}`, { token: await server.login("admin") });
    expect(v.parse(CaseDetailResponse, closed.json).data.actions).toEqual([]);
  });

  it("answers 404 for another seller's case, as for a missing one", async () => {
    const token = await server.login("otherAdmin");
    expect((await server.request("GET", `/v1/tracking_alert_logs/${solved.id}`, { token })).status).toBe(404);
    expect((await server.request("GET", "/v1/tracking_alert_logs/99999", { token })).status).toBe(404);
  });
});

describe("POST /v1/tracking_alert_logs/{id}/answer", () => {
  const path = (id: number) => `/v1/tracking_alert_logs/${id}/answer`;

  it("moves the case to received and records the answer with its document and author in the history", async () => {
    const token = await server.login("operation");
    const body = { message: "Invoice attached <b>as asked</b>.", document: document() };
    const answer = await server.request("POST", path(needing[0]!.id), { token, body, headers: key() });
    expect(answer.status).toBe(200);
    const detail = v.parse(CaseDetailResponse, answer.json).data;
    expect(detail).toMatchObject({ status: "received", actions: [] });
    expect(detail.history.at(-1)).toMatchObject({ status: "received", message: body.message, author: "Otto Operation", document_name: "invoice.pdf" });
    const again = v.parse(CaseDetailResponse, (await server.request("GET", `/v1/tracking_alert_logs/${needing[0]!.id}`, { token })).json).data;
    expect(again.status).toBe("received");
    expect((await list("?status=received")).ids).toContain(needing[0]!.id);
  });

  it("replays the same answer for the same Idempotency-Key and records it once", async () => {
    const token = await server.login("admin");
    const headers = key();
    const body = { message: "Sent.", document: document() };
    const first = await server.request("POST", path(needing[0]!.id), { token, body, headers });
    const second = await server.request("POST", path(needing[0]!.id), { token, body, headers });
    expect(second.status).toBe(first.status);
    expect(v.parse(CaseDetailResponse, second.json).data.history.filter((e) => e.status === "received")).toHaveLength(1);
  });

  it("refuses a case that does not need the seller's action with 409 and changes nothing", async () => {
    const token = await server.login("admin");
    const answer = await server.request("POST", path(solved.id), { token, body: { message: "Hello", document: document() }, headers: key() });
    expect(answer.status).toBe(409);
    expect(v.parse(ErrorBody, answer.json).messages).toEqual([CASE_MESSAGES.noActionNeeded]);
    expect(v.parse(CaseDetailResponse, (await server.request("GET", `/v1/tracking_alert_logs/${solved.id}`, { token })).json).data.status).toBe("solved");
  });

  it("refuses a file that is no PDF, a file over 150 KB and a blank message, under their fields, and the case still needs action", async () => {
    const token = await server.login("admin");
    const id = needing[1]!.id;
    const html = await server.request("POST", path(id), { token, body: { message: "Hi", document: document(Buffer.from("<html>not a pdf</html>"), "x.pdf") }, headers: key() });
    expect(html.status).toBe(422);
    expect(v.parse(ErrorBody, html.json).messages).toEqual([{ "document.data": [CASE_MESSAGES.notPdf] }]);
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_CASE_DOCUMENT_BYTES)]);
    const tooBig = await server.request("POST", path(id), { token, body: { message: "Hi", document: document(big) }, headers: key() });
    expect(tooBig.status).toBe(422);
    expect(JSON.stringify(tooBig.json)).toContain(CASE_MESSAGES.tooLarge);
    const blank = await server.request("POST", path(id), { token, body: { message: "  ", document: document() }, headers: key() });
    expect(blank.status).toBe(422);
    expect(JSON.stringify(blank.json)).toContain("Can't be blank");
    expect(v.parse(CaseDetailResponse, (await server.request("GET", `/v1/tracking_alert_logs/${id}`, { token })).json).data.status).toBe("need_seller_action");
  });

  it("refuses the Seller Viewer (403), another seller (404) and a request without Idempotency-Key", async () => {
    const body = { message: "Hi", document: document() };
    const id = needing[0]!.id;
    expect((await server.request("POST", path(id), { token: await server.login("viewer"), body, headers: key() })).status).toBe(403);
    expect((await server.request("POST", path(id), { token: await server.login("otherAdmin"), body, headers: key() })).status).toBe(404);
    expect((await server.request("POST", path(id), { token: await server.login("admin"), body })).status).toBe(400);
    const still = await server.request("GET", `/v1/tracking_alert_logs/${id}`, { token: await server.login("admin") });
    expect(v.parse(CaseDetailResponse, still.json).data.status).toBe("need_seller_action");
  });
});
