import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { SellerAnalyticsResponse } from "../../src/api/schemas/analytics";
import { ORDER_STATUSES, type OrderStatusName } from "../../src/domain/order-status";
import { type TestServer, serverPerTest } from "../testing/test-server";

const server = serverPerTest();

const DAY_MS = 24 * 60 * 60 * 1000;
/** Far past the demo orders (90 days before the test start): only the orders a test adds count. */
const LATER_MS = 400 * DAY_MS;

let added = 0;

interface NewOrder {
  created_at: string;
  status?: OrderStatusName;
  dispatched?: boolean;
  currency?: string;
  cents?: number;
  customer?: string;
  country?: string;
  sellerId?: number;
}

/** Copies of a demo order of the seller with what the test says. */
async function addOrders(s: TestServer, orders: NewOrder[]) {
  const { id: _id, ...template } = await s.db.selectFrom("orders").selectAll().where("seller_id", "=", 1).orderBy("id").limit(1).executeTakeFirstOrThrow();
  for (const order of orders) {
    added += 1;
    await s.db
      .insertInto("orders")
      .values({
        ...template,
        seller_id: order.sellerId ?? 1,
        sales_channel_id: null,
        overpack_id: null,
        order_number: `DASH-${added}`,
        reference: `DB${100_000_000 + added}BR`,
        last_mile_tracking_number: null,
        current_status_id: ORDER_STATUSES[order.status ?? "NEW"],
        dispatched: order.dispatched ?? (order.status ?? "NEW") !== "NEW" ? 1 : 0,
        currency: order.currency ?? "USD",
        total_value_cents: order.cents ?? 1000,
        customer_full_name: order.customer ?? `Customer ${added}`,
        customer_country: order.country ?? "BR",
        created_at: order.created_at,
      })
      .execute();
  }
}

async function analytics(token: string, sellerId = 1) {
  return server.request("GET", `/v1/sellers/${sellerId}/analytics`, { token });
}

async function figures(key: "admin" | "operation" | "viewer" = "viewer") {
  const answer = await analytics(await server.login(key));
  expect(answer.status).toBe(200);
  return v.parse(SellerAnalyticsResponse, answer.json).data;
}

/** An ISO time `days` whole days and `ms` before the server's current day started (UTC). */
function beforeToday(days: number, ms = 0) {
  const today = Date.parse(`${server.now().toISOString().slice(0, 10)}T00:00:00.000Z`);
  return new Date(today - days * DAY_MS - ms).toISOString();
}

describe("GET /v1/sellers/{id}/analytics", () => {
  it("counts the period's orders created, dispatched, delivered and in exception, and by status", async () => {
    server.advance(LATER_MS);
    await addOrders(server, [
      { created_at: beforeToday(1), status: "NEW" },
      { created_at: beforeToday(2), status: "READY_TO_SHIP" },
      { created_at: beforeToday(3), status: "DELIVERED" },
      { created_at: beforeToday(3), status: "DELIVERED" },
      { created_at: beforeToday(4), status: "PARTIAL_DELIVERY" },
      { created_at: beforeToday(5), status: "FAILED_ATTEMP" },
      { created_at: beforeToday(6), status: "DELIVERED_FAILED" },
      { created_at: beforeToday(7), status: "PARTIAL_DELIVERY_FAILED" },
      // The previous period's: counted there only.
      { created_at: beforeToday(40), status: "DELIVERED" },
    ]);
    const data = await figures();
    expect(data.period).toMatchObject({ created: 8, dispatched: 7, delivered: 2, in_exception: 3 });
    expect(data.previous_period).toMatchObject({ created: 1, dispatched: 1, delivered: 1, in_exception: 0 });
    expect(data.by_status).toEqual([
      { status_id: 100, orders: 1 },
      { status_id: 300, orders: 1 },
      { status_id: 800, orders: 1 },
      { status_id: 900, orders: 2 },
      { status_id: 1000, orders: 1 },
      { status_id: 1300, orders: 1 },
      { status_id: 1400, orders: 1 },
    ]);
  });

  it("gives the value per currency, summed exactly in cents", async () => {
    server.advance(LATER_MS);
    // 0.1 + 0.2 in floating point is 0.30000000000000004: cents keep it 0.3.
    await addOrders(server, [
      { created_at: beforeToday(0), currency: "USD", cents: 10 },
      { created_at: beforeToday(1), currency: "USD", cents: 20 },
      { created_at: beforeToday(2), currency: "BRL", cents: 123_456_789 },
      { created_at: beforeToday(2), currency: "BRL", cents: 1 },
      { created_at: beforeToday(3), currency: "EUR", cents: 99 },
    ]);
    const data = await figures("operation");
    expect(data.period.totals).toEqual([
      { currency: "BRL", value: 1_234_567.9, orders: 2 },
      { currency: "EUR", value: 0.99, orders: 1 },
      { currency: "USD", value: 0.3, orders: 2 },
    ]);
  });

  it("takes the last 30 UTC days, today included, and the 30 before, to the millisecond", async () => {
    server.advance(LATER_MS);
    await addOrders(server, [
      { created_at: beforeToday(29) }, // first moment of the period's first day
      { created_at: beforeToday(29, 1) }, // last moment of the previous period
      { created_at: beforeToday(59) }, // first moment of the previous period
      { created_at: beforeToday(59, 1) }, // before both: not counted
      { created_at: beforeToday(-1, 1) }, // the last moment of today
      { created_at: beforeToday(-1) }, // tomorrow: not counted
    ]);
    const data = await figures();
    const today = server.now().toISOString().slice(0, 10);
    expect(data.period.to).toBe(today);
    expect(data.period.from).toBe(beforeToday(29).slice(0, 10));
    expect(data.previous_period.from).toBe(beforeToday(59).slice(0, 10));
    expect(data.previous_period.to).toBe(beforeToday(30).slice(0, 10));
    expect(data.period.created).toBe(2);
    expect(data.previous_period.created).toBe(2);
  });

  it("gives every day of both periods, oldest first, days without orders at zero", async () => {
    server.advance(LATER_MS);
    await addOrders(server, [
      { created_at: beforeToday(0), cents: 250 },
      { created_at: beforeToday(0, -3_600_000), cents: 250 },
      { created_at: beforeToday(10), currency: "BRL", cents: 100 },
      { created_at: beforeToday(35) },
    ]);
    const { period, previous_period } = await figures();
    expect(period.days).toHaveLength(30);
    expect(previous_period.days).toHaveLength(30);
    expect(period.days[0]!.date).toBe(period.from);
    expect(period.days[29]).toEqual({ date: period.to, orders: 2, totals: [{ currency: "USD", value: 5, orders: 2 }] });
    expect(period.days[19]).toEqual({ date: beforeToday(10).slice(0, 10), orders: 1, totals: [{ currency: "BRL", value: 1, orders: 1 }] });
    expect(period.days[28]).toEqual({ date: beforeToday(1).slice(0, 10), orders: 0, totals: [] });
    expect(period.days.reduce((n, day) => n + day.orders, 0)).toBe(3);
    expect(previous_period.days[24]).toMatchObject({ date: beforeToday(35).slice(0, 10), orders: 1 });
    expect(previous_period.days.reduce((n, day) => n + day.orders, 0)).toBe(1);
  });

  it("lists the top 5 customers by orders, then value, with their country and totals", async () => {
    server.advance(LATER_MS);
    const times = (n: number, order: NewOrder) => Array.from({ length: n }, () => order);
    const at = beforeToday(2);
    await addOrders(server, [
      ...times(4, { created_at: at, customer: "Ana Lima", country: "BR", cents: 100 }),
      // Same name in another country: another customer.
      ...times(1, { created_at: at, customer: "Ana Lima", country: "MX", cents: 100 }),
      ...times(3, { created_at: at, customer: "Loja Bem-te-vi ME", country: "BR", cents: 100 }),
      ...times(3, { created_at: at, customer: "Casa Verde", country: "BR", cents: 500 }),
      ...times(2, { created_at: at, customer: "Zoe Costa", country: "CL", cents: 100, currency: "CLP" }),
      ...times(2, { created_at: at, customer: "Bruno Souza", country: "CO", cents: 100 }),
      // In the previous period: not in this period's list.
      ...times(9, { created_at: beforeToday(31), customer: "Old Customer", country: "AR" }),
    ]);
    const { top_customers } = await figures();
    expect(top_customers).toEqual([
      { name: "Ana Lima", country: "BR", orders: 4, totals: [{ currency: "USD", value: 4, orders: 4 }] },
      { name: "Casa Verde", country: "BR", orders: 3, totals: [{ currency: "USD", value: 15, orders: 3 }] },
      { name: "Loja Bem-te-vi ME", country: "BR", orders: 3, totals: [{ currency: "USD", value: 3, orders: 3 }] },
      // Equal orders and value: by name.
      { name: "Bruno Souza", country: "CO", orders: 2, totals: [{ currency: "USD", value: 2, orders: 2 }] },
      { name: "Zoe Costa", country: "CL", orders: 2, totals: [{ currency: "CLP", value: 2, orders: 2 }] },
    ]);
  });

  it("counts only the seller's own orders; another seller's id is 404, and no token is 401", async () => {
    server.advance(LATER_MS);
    await addOrders(server, [{ created_at: beforeToday(1) }, { created_at: beforeToday(1), sellerId: 2 }, { created_at: beforeToday(1), sellerId: 2 }]);
    expect((await figures("viewer")).period.created).toBe(1);
    const other = await server.login("otherAdmin");
    expect((await analytics(other, 1)).status).toBe(404);
    expect((await analytics(other, 999_999)).status).toBe(404);
    const own = v.parse(SellerAnalyticsResponse, (await analytics(other, 2)).json).data;
    expect(own.period.created).toBe(2);
    expect((await server.request("GET", "/v1/sellers/1/analytics")).status).toBe(401);
  });

  it("shows the demo seller's last 30 days as they were seeded", async () => {
    const { period, previous_period, top_customers } = await figures("admin");
    expect(period.created).toBeGreaterThan(50);
    expect(previous_period.created).toBeGreaterThan(50);
    expect(top_customers).toHaveLength(5);
    expect(period.days.filter((day) => day.orders > 0).length).toBeGreaterThan(20);
  });
});
