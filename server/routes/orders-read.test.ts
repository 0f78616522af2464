import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Selectable } from "kysely";
import * as v from "valibot";
import { ErrorBody } from "../../src/api/schemas/common";
import {
  CheckpointsResponse,
  OrderContractResponse,
  OrderListResponse,
  OrderOverpackResponse,
  OrderResponse,
  OrderSalesChannelResponse,
} from "../../src/api/schemas/orders";
import { ORDER_STATUSES } from "../../src/domain/order-status";
import type { OrdersTable } from "../db/schema";
import { DEMO_ORDERS } from "../seed/orders";
import { TEST_START, type TestServer, createTestServer } from "../testing/test-server";

vi.setConfig({ testTimeout: 30_000 });

/** Reads only: one server for the file (the ids-cap test makes its own). */
let server: TestServer;
let token: string;
let seller1: Selectable<OrdersTable>[];
beforeAll(async () => {
  server = await createTestServer();
  token = await server.login("viewer");
  seller1 = await server.db.selectFrom("orders").selectAll().where("seller_id", "=", 1).execute();
});
afterAll(async () => {
  await server.close();
});

async function list(query: Record<string, string> = {}, as = token) {
  const answer = await server.request("GET", `/v1/orders?${new URLSearchParams({ limit: "1000", ...query })}`, { token: as });
  expect(answer.status, JSON.stringify(query)).toBe(200);
  return v.parse(OrderListResponse, answer.json).data;
}

const sortedIds = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);

describe("GET /v1/orders filters", () => {
  const day = (offsetDays: number) => new Date(TEST_START.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
  const startDay = day(-20);
  const endDay = day(-10);
  // Each filter with the rows it must keep, computed from the database rather than trusted.
  const cases: [string, Record<string, string>, (o: Selectable<OrdersTable>) => boolean][] = [
    ["order_number (part, any case)", { order_number: "lg-1029" }, (o) => o.order_number.includes("LG-1029")],
    ["customer_full_name (part, any case)", { customer_full_name: "SILVA" }, (o) => o.customer_full_name.toLowerCase().includes("silva")],
    ["customer_country (code in any case)", { customer_country: "mx" }, (o) => o.customer_country === "MX"],
    ["sales_channel (id)", { sales_channel: "2" }, (o) => o.sales_channel_id === 2],
    ["sales_channel_order_number", { sales_channel_order_number: "mlb" }, (o) => (o.sales_channel_order_number ?? "").startsWith("MLB")],
    ["an empty text box (ignored)", { reference: "" }, () => true],
    ["last_mile_tracking_number", { last_mile_tracking_number: "pe" }, (o) => (o.last_mile_tracking_number ?? "").toLowerCase().includes("pe")],
    ["current_status", { current_status: String(ORDER_STATUSES.IN_TRANSIT) }, (o) => o.current_status_id === ORDER_STATUSES.IN_TRANSIT],
    ["contain_battery=true", { contain_battery: "true" }, (o) => o.contain_battery === 1],
    ["contain_battery=false", { contain_battery: "false" }, (o) => o.contain_battery === 0],
    ["dangerous_good=true", { dangerous_good: "true" }, (o) => o.dangerous_good === 1],
    ["dispatched=false", { dispatched: "false" }, (o) => o.dispatched === 0],
    ["dispatched=true", { dispatched: "true" }, (o) => o.dispatched === 1],
    ["start_registration_date", { start_registration_date: startDay }, (o) => o.created_at >= `${startDay}T00:00:00.000Z`],
    ["end_registration_date (day included)", { end_registration_date: endDay }, (o) => o.created_at.slice(0, 10) <= endDay],
    [
      "both dates and a status",
      { start_registration_date: day(-85), end_registration_date: day(-65), current_status: String(ORDER_STATUSES.DELIVERED) },
      (o) => o.created_at.slice(0, 10) >= day(-85) && o.created_at.slice(0, 10) <= day(-65) && o.current_status_id === ORDER_STATUSES.DELIVERED,
    ],
  ];

  for (const [name, query, keep] of cases) {
    it(`filters by ${name}`, async () => {
      const expected = seller1.filter(keep);
      const page = await list(query);
      expect(page.count).toBe(expected.length);
      expect([...page.ids].sort((a, b) => a - b)).toEqual(sortedIds(expected));
      expect(sortedIds(page.elements)).toEqual(sortedIds(expected));
      if (Object.values(query).some((value) => value !== "")) {
        // The filter must matter: ignoring it would give every order.
        expect(expected.length, name).toBeGreaterThan(0);
        expect(expected.length, name).toBeLessThan(seller1.length);
      }
    });
  }

  it("finds one order by its whole tracking reference", async () => {
    const order = seller1.find((o) => o.id === DEMO_ORDERS.dispatched.id)!;
    const page = await list({ reference: order.reference.toLowerCase() });
    expect(page.ids).toEqual([order.id]);
    expect(page.elements[0]?.reference).toBe(order.reference);
  });

  it("takes % and _ in a text filter literally", async () => {
    expect((await list({ order_number: "%" })).count).toBe(0);
    expect((await list({ order_number: "LG_10" })).count).toBe(0);
    expect((await list({ customer_full_name: "%a%" })).count).toBe(0);
  });

  it("shows a seller only its own orders", async () => {
    const other = await list({}, await server.login("otherAdmin"));
    expect(other.count).toBe(6);
    for (const element of other.elements) expect(element.order_number).toMatch(/^OS-/);
    expect((await list()).count).toBe(seller1.length);
  });
});

describe("GET /v1/orders sort and paging", () => {
  const byValue = (a: Selectable<OrdersTable>, b: Selectable<OrdersTable>) => a.total_value_cents - b.total_value_cents || a.id - b.id;
  const byNumber = (a: Selectable<OrdersTable>, b: Selectable<OrdersTable>) => (a.order_number < b.order_number ? -1 : a.order_number > b.order_number ? 1 : a.id - b.id);

  it("defaults to newest first", async () => {
    const page = await list();
    const expected = [...seller1].sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id));
    expect(page.elements.map((e) => e.id)).toEqual(expected.map((o) => o.id));
    expect(page.ids).toEqual(expected.map((o) => o.id));
    expect(page.elements[0]?.order_number).toBe(DEMO_ORDERS.undispatched.order_number);
  });

  it("sorts by order_number both ways", async () => {
    const asc = await list({ sort: "order_number", direction: "asc" });
    expect(asc.elements.map((e) => e.id)).toEqual([...seller1].sort(byNumber).map((o) => o.id));
    const desc = await list({ sort: "order_number", direction: "desc" });
    expect(desc.elements.map((e) => e.id)).toEqual([...seller1].sort(byNumber).reverse().map((o) => o.id));
    // Without a direction the sort is ascending.
    expect((await list({ sort: "order_number" })).ids).toEqual(asc.ids);
  });

  it("sorts by total_value both ways", async () => {
    const asc = await list({ sort: "total_value", direction: "asc" });
    expect(asc.elements.map((e) => e.id)).toEqual([...seller1].sort(byValue).map((o) => o.id));
    const values = asc.elements.map((e) => e.total_value);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    const desc = await list({ sort: "total_value", direction: "desc" });
    expect(desc.elements.map((e) => e.id)).toEqual([...seller1].sort(byValue).reverse().map((o) => o.id));
  });

  it("pages with limit and offset without repeating or skipping rows", async () => {
    const all = (await list({ sort: "total_value", direction: "desc" })).ids;
    const seen: number[] = [];
    for (let offset = 0; offset < 60; offset += 20) {
      const page = await list({ sort: "total_value", direction: "desc", limit: "20", offset: String(offset) });
      expect(page.elements).toHaveLength(20);
      expect(page.count).toBe(seller1.length);
      // ids are every match, not just the page: select-all needs them.
      expect(page.ids).toEqual(all);
      seen.push(...page.elements.map((e) => e.id));
    }
    expect(seen).toEqual(all.slice(0, 60));
    const beyond = await list({ limit: "20", offset: "10000" });
    expect(beyond.elements).toEqual([]);
    expect(beyond.count).toBe(seller1.length);
  });

  it("answers 20 rows when no limit is given", async () => {
    const answer = await server.request("GET", "/v1/orders", { token });
    expect(v.parse(OrderListResponse, answer.json).data.elements).toHaveLength(20);
  });
});

describe("GET /v1/orders ids cap", () => {
  it("gives at most 1000 ids, the first ones in list order, while count is the whole", async () => {
    const own = await createTestServer();
    try {
      const template = await own.db.selectFrom("orders").selectAll().where("id", "=", DEMO_ORDERS.undispatched.id).executeTakeFirstOrThrow();
      const extra = Array.from({ length: 800 }, (_, i) => {
        const { id: _id, ...rest } = template;
        return { ...rest, order_number: `LG-9${String(i).padStart(4, "0")}`, reference: `NB9${String(i).padStart(8, "0")}BR` };
      });
      for (let i = 0; i < extra.length; i += 10) await own.db.insertInto("orders").values(extra.slice(i, i + 10)).execute();
      const ownToken = await own.login("admin");
      const answer = await own.request("GET", "/v1/orders?limit=5&sort=order_number&direction=desc", { token: ownToken });
      const page = v.parse(OrderListResponse, answer.json).data;
      expect(page.count).toBe(1100);
      expect(page.ids).toHaveLength(1000);
      expect(page.elements.map((e) => e.id)).toEqual(page.ids.slice(0, 5));
    } finally {
      await own.close();
    }
  });
});

describe("GET /v1/orders/{id} and its parts", () => {
  it("answers the whole order in the contract's shape, with the pinned fields", async () => {
    const answer = await server.request("GET", `/v1/orders/${DEMO_ORDERS.dispatched.id}`, { token });
    expect(answer.status).toBe(200);
    const order = v.parse(OrderResponse, answer.json).data;
    const row = seller1.find((o) => o.id === DEMO_ORDERS.dispatched.id)!;
    expect(order).toMatchObject({
      id: row.id,
      order_number: DEMO_ORDERS.dispatched.order_number,
      reference: row.reference,
      dispatched: true,
      current_status: { id: ORDER_STATUSES.IN_TRANSIT, name: "IN_TRANSIT" },
      status: "IN_TRANSIT",
      last_mile_tracking_number: row.last_mile_tracking_number,
      total_value: row.total_value_cents / 100,
      customer: { full_name: row.customer_full_name, document: row.customer_document, country: row.customer_country },
    });
    expect(order.last_mile_tracking_number).toMatch(/^LM\d{10}[A-Z]{2}$/);
    expect(order.boxes.length).toBeGreaterThan(0);
    expect(order.boxes.every((b) => b.items.length > 0)).toBe(true);
    expect(order.volumes).toHaveLength(order.boxes.length);
    const itemsValue = order.boxes.flatMap((b) => b.items).reduce((sum, i) => sum + Math.round(i.unit_price * 100) * i.quantity, 0);
    expect(itemsValue).toBe(row.total_value_cents);
  });

  it("answers an undispatched order with no last-mile number and NEW status", async () => {
    const answer = await server.request("GET", `/v1/orders/${DEMO_ORDERS.undispatched.id}`, { token });
    const order = v.parse(OrderResponse, answer.json).data;
    expect(order).toMatchObject({ dispatched: false, dispatched_at: null, last_mile_tracking_number: null, current_status: { name: "NEW" } });
  });

  it("answers checkpoints oldest first, consistent with the status", async () => {
    const answer = await server.request("GET", `/v1/orders/${DEMO_ORDERS.dispatched.id}/checkpoints`, { token });
    expect(answer.status).toBe(200);
    const checkpoints = v.parse(CheckpointsResponse, answer.json).data;
    expect(checkpoints.map((c) => c.status)).toEqual(["READY_TO_SHIP", "PICKUP", "SHIPPED", "IN_TRANSIT"]);
    const times = checkpoints.map((c) => c.created_at);
    expect(times).toEqual([...times].sort());
    for (const c of checkpoints) expect(c.message.length).toBeGreaterThan(0);
    const none = await server.request("GET", `/v1/orders/${DEMO_ORDERS.undispatched.id}/checkpoints`, { token });
    expect(v.parse(CheckpointsResponse, none.json).data).toEqual([]);
  });

  it("answers the contract, the overpack (or null) and the sales channel (or null)", async () => {
    const economy = await server.request("GET", `/v1/orders/${DEMO_ORDERS.dangerousOnEconomy[0]!.id}/contract`, { token });
    expect(v.parse(OrderContractResponse, economy.json).data).toMatchObject({ name: "Economy", allows_dangerous_goods: false, incoterms: ["DDU"] });

    const packed = await server.request("GET", `/v1/orders/${DEMO_ORDERS.overpacked.id}/overpack`, { token });
    expect(v.parse(OrderOverpackResponse, packed.json).data).toEqual({ id: 1, reference: "OVP-LG-0001", dispatched: true });
    const loose = await server.request("GET", `/v1/orders/${DEMO_ORDERS.undispatched.id}/overpack`, { token });
    expect(v.parse(OrderOverpackResponse, loose.json).data).toBeNull();

    const withChannel = seller1.find((o) => o.sales_channel_id !== null)!;
    const channel = await server.request("GET", `/v1/orders/${withChannel.id}/saleschannel`, { token });
    expect(v.parse(OrderSalesChannelResponse, channel.json).data).toEqual({ id: withChannel.sales_channel_id, name: expect.any(String) });
    const withoutChannel = seller1.find((o) => o.sales_channel_id === null)!;
    const noChannel = await server.request("GET", `/v1/orders/${withoutChannel.id}/saleschannel`, { token });
    expect(v.parse(OrderSalesChannelResponse, noChannel.json).data).toBeNull();
  });

  it("answers 404 for an order that does not exist", async () => {
    for (const path of ["/v1/orders/999999", "/v1/orders/999999/checkpoints", "/v1/orders/999999/contract", "/v1/orders/999999/overpack", "/v1/orders/999999/saleschannel"]) {
      const answer = await server.request("GET", path, { token });
      expect(answer.status, path).toBe(404);
      expect(v.parse(ErrorBody, answer.json).messages).toEqual(["The requested item was not found."]);
    }
  });

  it("answers every row of every list page in the contract's shape", async () => {
    const page = await list();
    expect(page.elements).toHaveLength(seller1.length);
    // The demo bags of seller 1 hold 4 + 2 + 2 + 2 orders (server/seed/overpack-plan.ts).
    const overpacked = page.elements.filter((e) => e.overpacked);
    expect(overpacked.map((e) => e.id).sort((a, b) => a - b)).toEqual(seller1.filter((o) => o.overpack_id !== null).map((o) => o.id).sort((a, b) => a - b));
    expect(overpacked.length).toBe(10);
  });
});
