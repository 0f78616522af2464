import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as v from "valibot";
import { ErrorBody } from "../../src/api/schemas/common";
import { DEFAULT_PRINTING_SETTINGS, SKIPPED_ORDERS_HEADER } from "../../src/api/schemas/documents";
import { createApp } from "../app";
import { BUSY_RETRY_AFTER_SECONDS, DOCUMENTS_BUSY_MESSAGE, createDocumentPool } from "../documents/render-pool";
import { readPdf } from "../documents/testing-read-pdf";
import { type TestServer, createTestServer } from "../testing/test-server";

vi.setConfig({ testTimeout: 60_000 });

/** Downloads are reads: one server for the file, signed in as the seller's viewer. */
let server: TestServer;
let viewer: string;
beforeAll(async () => {
  server = await createTestServer();
  viewer = await server.login("viewer");
});
afterAll(async () => {
  await server.close();
});

interface Picked {
  id: number;
  order_number: string;
  reference: string;
  boxes: number;
}

/** Seller `sellerId`'s orders matching the flags, with their box counts, lowest id first. */
async function ordersWhere(sellerId: number, flags: { battery?: 0 | 1; dangerous?: 0 | 1; boxes?: number } = {}): Promise<Picked[]> {
  let query = server.db
    .selectFrom("orders")
    .select(["orders.id", "orders.order_number", "orders.reference"])
    .select((eb) => eb.selectFrom("order_boxes").whereRef("order_boxes.order_id", "=", "orders.id").select((e) => e.fn.countAll<number>().as("n")).as("boxes"))
    .where("seller_id", "=", sellerId)
    .orderBy("orders.id");
  if (flags.battery !== undefined) query = query.where("contain_battery", "=", flags.battery);
  if (flags.dangerous !== undefined) query = query.where("dangerous_good", "=", flags.dangerous);
  const rows = (await query.execute()).map((row) => ({ ...row, boxes: Number(row.boxes) }));
  return flags.boxes === undefined ? rows : rows.filter((row) => row.boxes === flags.boxes);
}

async function first(sellerId: number, flags: Parameters<typeof ordersWhere>[1] = {}): Promise<Picked> {
  const [row] = await ordersWhere(sellerId, flags);
  if (!row) throw new Error(`The seed has no order of seller ${sellerId} with ${JSON.stringify(flags)}`);
  return row;
}

async function download(method: "GET" | "POST", path: string, body?: unknown, token = viewer) {
  const res = await server.app.request(path, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, json: () => JSON.parse(new TextDecoder().decode(bytes)) as unknown };
}

const messagesOf = (json: unknown) => v.parse(ErrorBody, json).messages;

describe("GET /v1/orders/{id}/documents/{kind}", () => {
  it("gives the viewer the label as a PDF attachment in the default 4x6 format with a scannable reference", async () => {
    const order = await first(1, { boxes: 2 });
    const answer = await download("GET", `/v1/orders/${order.id}/documents/label`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    expect(answer.headers.get("content-disposition")).toBe(`attachment; filename="label-${order.order_number}.pdf"`);
    expect(answer.headers.get("content-length")).toBe(String(answer.bytes.length));
    expect(new TextDecoder().decode(answer.bytes.slice(0, 5))).toBe("%PDF-");
    const pages = await readPdf(answer.bytes);
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      expect(page.size).toEqual([288, 432]);
      expect(page.text).toContain(order.reference);
      expect(page.barcodes).toEqual([order.reference]);
    }
  });

  it("uses the format asked for", async () => {
    const order = await first(1, { boxes: 1 });
    for (const [format, size] of [
      ["letter_full", [612, 792]],
      ["letter_half", [612, 396]],
    ] as const) {
      const answer = await download("GET", `/v1/orders/${order.id}/documents/label?format=${format}`);
      expect(answer.status).toBe(200);
      const [page] = await readPdf(answer.bytes);
      expect(page!.size).toEqual(size);
      expect(page!.barcodes).toEqual([order.reference]);
    }
  });

  it("uses the seller's printing setting when no format is asked for", async () => {
    const order = await first(1, { boxes: 1 });
    const printing = { ...DEFAULT_PRINTING_SETTINGS, formats: { ...DEFAULT_PRINTING_SETTINGS.formats, label: "letter_half", cn35: "4x6" } };
    await server.db.insertInto("seller_settings").values({ seller_id: 1, auto_dispatch: 0, strict_tax_id: 0, insurance_basis: "selling_price", insurance_value: 0, insurance_include_freight: 0, printing: JSON.stringify(printing), updated_at: server.now().toISOString() }).execute();
    try {
      const label = await readPdf((await download("GET", `/v1/orders/${order.id}/documents/label`)).bytes);
      expect(label[0]!.size).toEqual([612, 396]);
      const cn35 = await readPdf((await download("GET", `/v1/orders/${order.id}/documents/cn35`)).bytes);
      expect(cn35[0]!.size).toEqual([288, 432]);
      const invoice = await readPdf((await download("GET", `/v1/orders/${order.id}/documents/commercial_invoice`)).bytes);
      expect(invoice[0]!.size).toEqual([612, 792]);
    } finally {
      await server.db.deleteFrom("seller_settings").where("seller_id", "=", 1).execute();
    }
  });

  it("makes every document of an order with batteries", async () => {
    const order = await first(1, { battery: 1 });
    const expected = {
      commercial_invoice: "Commercial invoice",
      packing_slip: "Packing slip",
      cn35: "CN 35",
      dangerous_goods: "UN3481",
      battery_confirmation: "Packing Instruction 967, Section II",
    };
    for (const [kind, text] of Object.entries(expected)) {
      const answer = await download("GET", `/v1/orders/${order.id}/documents/${kind}`);
      expect(answer.status, kind).toBe(200);
      expect(answer.headers.get("content-disposition")).toBe(`attachment; filename="${kind.replace(/_/g, "-")}-${order.order_number}.pdf"`);
      const pages = await readPdf(answer.bytes);
      expect(pages.map((page) => page.text).join(" "), kind).toContain(text);
      expect(pages.map((page) => page.text).join(" "), kind).toContain(order.order_number);
    }
  });

  it("answers 409 for a battery confirmation or dangerous-goods label of an order without batteries or dangerous goods", async () => {
    const plain = await first(1, { battery: 0, dangerous: 0 });
    const battery = await download("GET", `/v1/orders/${plain.id}/documents/battery_confirmation`);
    expect(battery.status).toBe(409);
    expect(messagesOf(battery.json())).toEqual(["This order contains no lithium batteries, so it has no battery confirmation."]);
    const dangerous = await download("GET", `/v1/orders/${plain.id}/documents/dangerous_goods`);
    expect(dangerous.status).toBe(409);
    expect(messagesOf(dangerous.json())).toEqual(["This order contains no lithium batteries or dangerous goods, so it has no dangerous-goods label."]);
    // Dangerous goods without batteries: the mark applies, the battery confirmation does not.
    const dangerousOnly = await first(1, { battery: 0, dangerous: 1 });
    expect((await download("GET", `/v1/orders/${dangerousOnly.id}/documents/dangerous_goods`)).status).toBe(200);
    expect((await download("GET", `/v1/orders/${dangerousOnly.id}/documents/battery_confirmation`)).status).toBe(409);
  });

  it("answers 404 for another seller's order and for a missing one", async () => {
    const other = await first(2);
    const answer = await download("GET", `/v1/orders/${other.id}/documents/label`);
    expect(answer.status).toBe(404);
    expect(messagesOf(answer.json())).toEqual(["The requested item was not found."]);
    expect((await download("GET", "/v1/orders/999999/documents/label")).status).toBe(404);
  });

  it("refuses an unknown kind or format with 422 and a caller without a token with 401", async () => {
    const order = await first(1);
    const kind = await download("GET", `/v1/orders/${order.id}/documents/passport`);
    expect(kind.status).toBe(422);
    expect(messagesOf(kind.json())).toEqual([{ kind: ["Unknown document"] }]);
    const format = await download("GET", `/v1/orders/${order.id}/documents/label?format=a4`);
    expect(format.status).toBe(422);
    expect(messagesOf(format.json())).toEqual([{ format: ["Choose a format"] }]);
    expect((await server.app.request(`/v1/orders/${order.id}/documents/label`)).status).toBe(401);
  });
});

describe("POST /v1/orders/documents", () => {
  it("puts the labels of three orders into one PDF, a page per box, in the order of the ids", async () => {
    const [one] = await ordersWhere(1, { boxes: 2 });
    const [two, three] = await ordersWhere(1, { boxes: 1 });
    const chosen = [three!, one!, two!];
    const answer = await download("POST", "/v1/orders/documents", { ids: chosen.map((o) => o.id), kind: "label" });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    expect(answer.headers.get("content-disposition")).toBe(`attachment; filename="label-3-orders-${server.now().toISOString().slice(0, 10)}.pdf"`);
    expect(answer.headers.get(SKIPPED_ORDERS_HEADER)).toBeNull();
    const pages = await readPdf(answer.bytes);
    expect(pages).toHaveLength(4);
    expect(pages.map((page) => page.barcodes[0])).toEqual([three!.reference, one!.reference, one!.reference, two!.reference]);
    for (const page of pages) expect(page.size).toEqual([288, 432]);
  });

  it("uses the format of the request", async () => {
    const ids = (await ordersWhere(1, { boxes: 1 })).slice(0, 2).map((o) => o.id);
    const pages = await readPdf((await download("POST", "/v1/orders/documents", { ids, kind: "packing_slip", format: "letter_half" })).bytes);
    expect(pages).toHaveLength(2);
    for (const page of pages) expect(page.size).toEqual([612, 396]);
  });

  it("leaves out orders the document does not apply to and names them in the header", async () => {
    const [withBattery] = await ordersWhere(1, { battery: 1 });
    const [plainA, plainB] = await ordersWhere(1, { battery: 0 });
    const answer = await download("POST", "/v1/orders/documents", { ids: [plainA!.id, withBattery!.id, plainB!.id], kind: "battery_confirmation" });
    expect(answer.status).toBe(200);
    expect(answer.headers.get(SKIPPED_ORDERS_HEADER)).toBe(`${plainA!.order_number},${plainB!.order_number}`);
    const text = (await readPdf(answer.bytes)).map((page) => page.text).join(" ");
    expect(text).toContain(withBattery!.order_number);
    expect(text).not.toContain(plainA!.order_number);
  });

  it("answers 422 when the document applies to none of the orders", async () => {
    const plain = (await ordersWhere(1, { battery: 0, dangerous: 0 })).slice(0, 2);
    const answer = await download("POST", "/v1/orders/documents", { ids: plain.map((o) => o.id), kind: "dangerous_goods" });
    expect(answer.status).toBe(422);
    expect(messagesOf(answer.json())).toEqual([
      { kind: ["This order contains no lithium batteries or dangerous goods, so it has no dangerous-goods label."], ids: ["None of the chosen orders has this document."] },
    ]);
  });

  it("answers 404 when any id is another seller's order", async () => {
    const own = await first(1);
    const other = await first(2);
    const answer = await download("POST", "/v1/orders/documents", { ids: [own.id, other.id], kind: "label" });
    expect(answer.status).toBe(404);
    expect(messagesOf(answer.json())).toEqual(["The requested item was not found."]);
  });

  it("refuses bad input with field messages", async () => {
    const own = await first(1);
    const cases: [unknown, Record<string, string[]>][] = [
      [{ ids: [], kind: "label" }, { ids: ["Choose at least one order"] }],
      [{ ids: Array.from({ length: 1001 }, (_, i) => i + 1), kind: "label" }, { ids: ["Can't be more than 1000 orders"] }],
      [{ ids: [own.id], kind: "passport" }, { kind: ["Unknown document"] }],
      [{ ids: [own.id], kind: "label", format: "a4" }, { format: ["Choose a format"] }],
      [{ ids: ["1"], kind: "label" }, { "ids.0": [expect.any(String) as unknown as string] }],
    ];
    for (const [body, messages] of cases) {
      const answer = await download("POST", "/v1/orders/documents", body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(messagesOf(answer.json())).toEqual([messages]);
    }
  });
});

describe("when every place of the document pool is taken", () => {
  it("answers 503 with Retry-After and a message before reading any order, and makes the PDF once a place is free", async () => {
    // The same database, with a pool of one thread and no waiting place; the test holds the place.
    const pool = createDocumentPool({ threads: 1, maxWaiting: 0 });
    const app = createApp({ ...server.deps, documents: pool });
    const ask = (method: "GET" | "POST", path: string, body?: unknown) =>
      app.request(path, {
        method,
        headers: { Authorization: `Bearer ${viewer}`, "X-Forwarded-For": server.address, "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    try {
      const order = await first(1, { boxes: 1 });
      const held = pool.reserve();
      for (const answer of [await ask("GET", `/v1/orders/${order.id}/documents/label`), await ask("POST", "/v1/orders/documents", { ids: [order.id], kind: "label" })]) {
        expect(answer.status).toBe(503);
        expect(answer.headers.get("retry-after")).toBe(String(BUSY_RETRY_AFTER_SECONDS));
        expect(messagesOf(await answer.json())).toEqual([DOCUMENTS_BUSY_MESSAGE]);
      }
      // Refused before any order is read: a missing order is not even looked for.
      expect((await ask("GET", "/v1/orders/999999/documents/label")).status).toBe(503);
      held.release();

      const made = await ask("POST", "/v1/orders/documents", { ids: [order.id], kind: "label" });
      expect(made.status).toBe(200);
      expect((await readPdf(new Uint8Array(await made.arrayBuffer()))).map((page) => page.barcodes[0])).toEqual([order.reference]);
      // A refusal after the place was taken (another seller's order) gives it back too.
      expect((await ask("GET", `/v1/orders/${(await first(2)).id}/documents/label`)).status).toBe(404);
      expect(pool.taken).toBe(0);
    } finally {
      await pool.close();
    }
  });
});
