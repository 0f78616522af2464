import { describe, expect, it } from "vitest";
import * as v from "valibot";
import {
  BalanceResponse,
  CategoriesResponse,
  EventPageResponse,
  EventResponse,
  InvoicePageResponse,
  SellerAccountResponse,
  SettingResponse,
  SettingsResponse,
  UsageResponse,
} from "../../src/api/schemas/billing";
import { ErrorBody } from "../../src/api/schemas/common";
import { DispatchRefusalBody, MultiDispatchResponse } from "../../src/api/schemas/dispatch";
import { balanceCard, cardMessageText } from "../../src/domain/billing";
import { toCents } from "../db/money";
import { CreateOrderResponse } from "../../src/api/schemas/order-create";
import { validOrderInput } from "../../tests/fixtures/orders";
import { DEMO_ORDERS } from "../seed/orders";
import { type TestServer, serverPerTest } from "../testing/test-server";

const server = serverPerTest();

let keyCount = 0;
const newKey = () => `billing-test-${(keyCount += 1)}`;
const FREIGHT = 1;
const SMS = 3;

async function cardsOf(s: TestServer, token: string, sellerId: number) {
  const categories = v.parse(CategoriesResponse, (await s.request("GET", "/v1/seller_accounts/categories", { token })).json).data;
  const settings = v.parse(SettingsResponse, (await s.request("GET", `/v1/sellers/${sellerId}/seller_account_setting`, { token })).json).data;
  const balance = v.parse(BalanceResponse, (await s.request("GET", `/v1/seller_account_events/${sellerId}/balance`, { token })).json).data;
  return Object.fromEntries(
    categories.map((category) => {
      const setting = settings.seller_account_settings.find((row) => row.category_id === category.id);
      const card = balanceCard({
        category,
        setting: setting ? { ...setting, limit_cents: setting.limit === null ? null : toCents(setting.limit) } : null,
        global_active: settings.meta.global.is_active,
        balance_cents: { prepaid: toCents(balance.balance.prepaid[category.code] ?? 0), postpaid: toCents(balance.balance.postpaid[category.code] ?? 0) },
        partial_invoice_cents: toCents(balance.partial_invoice[category.code] ?? 0),
      });
      return [category.code, { ...card, text: card.state.message ? cardMessageText(card.state.message) : null }];
    }),
  );
}

const credit = (token: string, sellerId: number, body: Record<string, unknown>, key: string | null = newKey()) =>
  server.request("POST", `/v1/sellers/${sellerId}/seller_account_events`, { token, body, headers: key === null ? {} : { "Idempotency-Key": key } });

const freightBalance = async (token: string) => v.parse(BalanceResponse, (await server.request("GET", "/v1/seller_account_events/1/balance", { token })).json).data.balance.prepaid.freight!;
const eventCount = async (where: { order_id?: number } = {}) => {
  let query = server.db.selectFrom("seller_account_events").select((eb) => eb.fn.countAll<number | string>().as("n"));
  if (where.order_id !== undefined) query = query.where("order_id", "=", where.order_id);
  return Number((await query.executeTakeFirstOrThrow()).n);
};

describe("balance cards from the seeded accounts", () => {
  it("shows each of the spec's messages and states on seller 1's cards", async () => {
    const cards = await cardsOf(server, await server.login("viewer"), 1);
    expect(cards.freight).toMatchObject({ method: "prepaid", text: "No limit", state: { disabled: false, suspended: false } });
    expect(cards.freight!.balance_cents).toBeGreaterThan(0);
    expect(cards.duties).toMatchObject({ method: "prepaid", balance_cents: -15_050, text: "Balance is 50.50 below the limit", state: { disabled: false } });
    expect(cards.sms).toMatchObject({ method: "prepaid", balance_cents: -1_240, text: "Service is suspended due to negative balance", state: { disabled: true } });
    expect(cards.whatsapp).toMatchObject({ method: "postpaid", text: "Service is suspended due to non-payment", state: { suspended: true }, partial_invoice_cents: 7_645 });
    expect(cards.tax_id_check).toMatchObject({ text: "Service is not active", state: { disabled: true } });
  });

  it("says Global is not active on every card of seller 2, whose global flag is off", async () => {
    const token = await server.login("otherAdmin");
    const account = v.parse(SellerAccountResponse, (await server.request("GET", "/v1/seller_accounts/2", { token })).json).data;
    expect(account).toEqual({ seller_id: 2, is_active: false, currency: "BRL" });
    const cards = await cardsOf(server, token, 2);
    expect(Object.values(cards).map((card) => card.text)).toEqual(Array(5).fill("Global is not active"));
    expect(cards.sms!.state.disabled).toBe(true);
  });

  it("lets the admin switch global back on, and answers 0 for categories without events", async () => {
    const token = await server.login("otherAdmin");
    const answer = await server.request("PUT", "/v1/seller_accounts/2", { token, body: { seller_accounts: { is_active: true } } });
    expect(v.parse(SellerAccountResponse, answer.json).data.is_active).toBe(true);
    const cards = await cardsOf(server, token, 2);
    expect(cards.sms!.text).toBe("No limit");
    const balance = v.parse(BalanceResponse, (await server.request("GET", "/v1/seller_account_events/2/balance", { token })).json).data;
    expect(balance.balance.prepaid.duties).toBe(0);
  });
});

describe("POST /v1/sellers/{id}/seller_account_events (add credit)", () => {
  it("books one credit per key: the same key twice answers the first event", async () => {
    const token = await server.login("admin");
    const before = await freightBalance(token);
    const events = await eventCount();
    const body = { event_type: "credit", category_id: FREIGHT, method: "prepaid", value: 123.45, description: "Credit by Ana Admin on 2025-01-15", seller_id: 1 };
    const first = await credit(token, 1, body, "same-credit");
    const again = await credit(token, 1, body, "same-credit");
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    expect(v.parse(EventResponse, first.json).data).toMatchObject({ event_type: "credit", category: "freight", method: "prepaid", value: 123.45, created_by_name: "Ana Admin" });
    expect(await eventCount()).toBe(events + 1);
    expect(toCents(await freightBalance(token))).toBe(toCents(before) + 12_345);
  });

  it("requires a key, an amount of at least 0.01 with two decimals at most, and a service category", async () => {
    const token = await server.login("admin");
    const body = { category_id: FREIGHT, method: "prepaid", value: 10, description: "Credit" };
    expect((await credit(token, 1, body, null)).status).toBe(400);
    for (const [value, message] of [[0, "must be greater than 0.01"], [0.001, "must be greater than 0.01"], [1.234, "Must have at most two decimals"]] as const) {
      const answer = await credit(token, 1, { ...body, value });
      expect(answer.status).toBe(422);
      expect(JSON.stringify(v.parse(ErrorBody, answer.json).messages)).toContain(message);
    }
    const global = await credit(token, 1, { ...body, category_id: 6 });
    expect(global.status).toBe(422);
    expect(v.parse(ErrorBody, global.json).messages).toEqual([{ category_id: ["Choose a service category"] }]);
  });

  it("refuses the viewer and the operation user with 403 and books nothing", async () => {
    const events = await eventCount();
    for (const key of ["viewer", "operation"] as const) {
      const answer = await credit(await server.login(key), 1, { category_id: FREIGHT, method: "prepaid", value: 10, description: "Credit" });
      expect(answer.status).toBe(403);
    }
    expect(await eventCount()).toBe(events);
  });
});

describe("another seller's billing", () => {
  it("is 404 on every read and write, and nothing is booked", async () => {
    const token = await server.login("otherAdmin");
    const events = await eventCount();
    for (const path of ["/v1/seller_accounts/1", "/v1/seller_account_events/1/balance", "/v1/sellers/1/seller_account_events", "/v1/seller_account_invoices/1/invoices", "/v1/sellers/1/seller_account/category_events/1", "/v1/sellers/1/seller_account_setting"]) {
      expect((await server.request("GET", path, { token })).status, path).toBe(404);
    }
    expect((await credit(token, 1, { category_id: FREIGHT, method: "prepaid", value: 10, description: "Credit" })).status).toBe(404);
    expect((await server.request("PUT", "/v1/sellers/1/seller_account_setting", { token, body: { category_id: FREIGHT, method: "prepaid", is_active: false, limit: null, charge_day: null, charge_frequency: "monthly", is_fixed: false } })).status).toBe(404);
    expect((await server.request("PUT", "/v1/seller_accounts/1", { token, body: { seller_accounts: { is_active: false } } })).status).toBe(404);
    expect(await eventCount()).toBe(events);
  });
});

describe("balances are exact sums of events", () => {
  it("sums 10,000 events to the cent (amounts a float sum would get wrong)", async () => {
    const sellerId = 2;
    await server.db.deleteFrom("seller_account_events").where("seller_id", "=", sellerId).execute();
    // 0.10 nine thousand times and 0.07 a thousand times less 0.03: 900.00 + 70.00 - ... in cents.
    const values = Array.from({ length: 10_000 }, (_, i) => (i % 10 === 9 ? -3 : i % 3 === 0 ? 7 : 10));
    const expectedCents = values.reduce((sum, cents) => sum + cents, 0);
    let floatSum = 0;
    for (const cents of values) floatSum += cents / 100;
    expect(floatSum).not.toBe(expectedCents / 100);
    for (let start = 0; start < values.length; start += 1_000) {
      await server.db
        .insertInto("seller_account_events")
        .values(values.slice(start, start + 1_000).map((cents, i) => ({ seller_id: sellerId, category_id: SMS, event_type: "credit", method: "prepaid", value_cents: cents, description: `e${start + i}`, service: null, order_id: null, created_by: null, created_at: "2025-01-10T00:00:00.000Z", source_key: null })))
        .execute();
    }
    const token = await server.login("otherAdmin");
    const balance = v.parse(BalanceResponse, (await server.request("GET", `/v1/seller_account_events/${sellerId}/balance`, { token })).json).data;
    expect(balance.balance.prepaid.sms).toBe(expectedCents / 100);
    const usage = v.parse(UsageResponse, (await server.request("GET", `/v1/sellers/${sellerId}/seller_account/category_events/${SMS}`, { token })).json).data;
    expect(usage.total).toBe(expectedCents / 100);
    expect(usage.count).toBe(10_000);
    expect(usage.seller_account_events).toHaveLength(1_000);
  });
});

describe("dispatching charges the freight", () => {
  const dispatch = (id: number, token: string, key = newKey()) => server.request("PUT", `/v1/orders/${id}/dispatch`, { token, headers: { "Idempotency-Key": key } });

  it("writes one service event of the order's freight, and a replay writes none", async () => {
    const order = DEMO_ORDERS.dispatchable[0]!;
    const token = await server.login("operation");
    const freight = await server.db.selectFrom("orders").select("freight_value_cents").where("id", "=", order.id).executeTakeFirstOrThrow();
    const before = toCents(await freightBalance(token));
    const first = await dispatch(order.id, token, "dispatch-once");
    const replay = await dispatch(order.id, token, "dispatch-once");
    expect(first.status).toBe(200);
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
    const events = await server.db.selectFrom("seller_account_events").selectAll().where("order_id", "=", order.id).execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ seller_id: 1, category_id: FREIGHT, event_type: "service", method: "prepaid", service: `Order ${order.order_number}`, source_key: `dispatch:${order.id}` });
    expect(Number(events[0]!.value_cents)).toBe(-freight.freight_value_cents);
    expect(toCents(await freightBalance(token))).toBe(before - freight.freight_value_cents);
  });

  it("refuses an order whose service is not active, naming the service and why, and charges nothing", async () => {
    const order = DEMO_ORDERS.dispatchable[1]!;
    await server.db.updateTable("seller_account_settings").set({ is_active: 0 }).where("seller_id", "=", 1).where("category_id", "=", FREIGHT).execute();
    const answer = await dispatch(order.id, await server.login("operation"));
    expect(answer.status).toBe(422);
    const body = v.parse(DispatchRefusalBody, answer.json);
    expect(body.messages).toEqual(["Freight: Service is not active"]);
    expect(body.refused).toEqual([{ id: order.id, order_number: order.order_number, reason: "balance_not_allowed", service: "freight", service_name: "Freight", service_refusal: "not_active", messages: ["Freight: Service is not active"] }]);
    expect(await eventCount({ order_id: order.id })).toBe(0);
    expect((await server.db.selectFrom("orders").select("dispatched").where("id", "=", order.id).executeTakeFirstOrThrow()).dispatched).toBe(0);
  });

  it("dispatches what a blocked prepaid balance covers and refuses the rest of the batch", async () => {
    const [a, b] = DEMO_ORDERS.dispatchable.slice(2, 4);
    const token = await server.login("admin");
    const freights = await server.db.selectFrom("orders").select(["id", "freight_value_cents"]).where("id", "in", [a!.id, b!.id]).execute();
    const freightOf = (id: number) => freights.find((row) => row.id === id)!.freight_value_cents;
    // Freight blocked at zero, with just enough for the first order.
    await server.db.updateTable("seller_account_settings").set({ is_blocked: 1 }).where("seller_id", "=", 1).where("category_id", "=", FREIGHT).execute();
    const balance = toCents(await freightBalance(token));
    await server.db.insertInto("seller_account_events").values({ seller_id: 1, category_id: FREIGHT, event_type: "correction", method: "prepaid", value_cents: freightOf(a!.id) - balance, description: "test", service: null, order_id: null, created_by: null, created_at: server.now().toISOString(), source_key: null }).execute();
    const answer = await server.request("PUT", "/v1/orders/multi_dispatch", { token, body: { ids: [a!.id, b!.id] }, headers: { "Idempotency-Key": newKey() } });
    expect(answer.status).toBe(200);
    const result = v.parse(MultiDispatchResponse, answer.json).data;
    expect(result.ids).toEqual([a!.id]);
    expect(result.refused).toMatchObject([{ id: b!.id, reason: "balance_not_allowed", service_refusal: "insufficient_balance", messages: ["Freight: The balance does not cover this service"] }]);
    expect(await freightBalance(token)).toBe(0);
  });
});

describe("a new order's automatic dispatch", () => {
  it("charges the freight when the account allows it, and leaves the order NEW when it does not", async () => {
    await server.db
      .insertInto("seller_settings")
      .values({ seller_id: 1, auto_dispatch: 1, strict_tax_id: 0, insurance_basis: "selling_price", insurance_value: 0, insurance_include_freight: 0, printing: null, updated_at: server.now().toISOString() })
      .execute();
    const token = await server.login("operation");
    const create = async (number: string) => v.parse(CreateOrderResponse, (await server.request("POST", "/v1/orders", { token, body: validOrderInput(number), headers: { "Idempotency-Key": newKey() } })).json).data;

    const allowed = await create("BILL-AUTO-1");
    expect(allowed.dispatched).toBe(true);
    expect(await eventCount({ order_id: allowed.id })).toBe(1);

    await server.db.updateTable("seller_account_settings").set({ is_active: 0 }).where("seller_id", "=", 1).where("category_id", "=", FREIGHT).execute();
    const refused = await create("BILL-AUTO-2");
    expect(refused).toMatchObject({ dispatched: false, current_status: { name: "NEW" } });
    expect(await eventCount({ order_id: refused.id })).toBe(0);
  });
});

describe("lists", () => {
  it("pages events 15 at a time, newest first, with the date range in meta", async () => {
    const token = await server.login("viewer");
    const first = v.parse(EventPageResponse, (await server.request("GET", "/v1/sellers/1/seller_account_events", { token })).json).data;
    expect(first.seller_account_events).toHaveLength(15);
    expect(first.meta).toEqual({ start_date: "2024-10-18", end_date: "2025-01-15", offset: 0, limit: 15 });
    expect(first.count).toBeGreaterThan(15);
    const second = v.parse(EventPageResponse, (await server.request("GET", "/v1/sellers/1/seller_account_events?offset=15", { token })).json).data;
    const ids = new Set(first.seller_account_events.map((e) => e.id));
    expect(second.seller_account_events.some((e) => ids.has(e.id))).toBe(false);
    const times = [...first.seller_account_events, ...second.seller_account_events].map((e) => e.created_at);
    expect(times).toEqual([...times].sort().reverse());

    const own = v.parse(EventPageResponse, (await server.request("GET", "/v1/seller_account_events", { token })).json).data;
    expect(own).toEqual(first);
  });

  it("filters by method, category and range, and refuses a day that does not exist", async () => {
    const token = await server.login("viewer");
    const get = async (query: string) => v.parse(EventPageResponse, (await server.request("GET", `/v1/sellers/1/seller_account_events?${query}`, { token })).json).data;
    const postpaid = await get("method=postpaid&limit=100");
    expect(postpaid.count).toBe(4);
    expect(postpaid.seller_account_events.every((e) => e.method === "postpaid" && e.category === "whatsapp")).toBe(true);
    const sms = await get(`category_id=${SMS}`);
    expect(sms.seller_account_events.map((e) => e.value)).toEqual([-31.2, -31.2, 50]);
    const ranged = await get(`category_id=${SMS}&start_date=2024-12-01&end_date=2025-01-15`);
    expect(ranged.meta).toMatchObject({ start_date: "2024-12-01", end_date: "2025-01-15" });
    expect(ranged.seller_account_events.map((e) => e.value)).toEqual([-31.2, -31.2]);
    const bad = await server.request("GET", "/v1/sellers/1/seller_account_events?start_date=2025-02-30", { token });
    expect(bad.status).toBe(422);
    expect(v.parse(ErrorBody, bad.json).messages).toEqual([{ start_date: ["Must be a date (YYYY-MM-DD)"] }]);
  });

  it("lists invoices paid and not, filtered by method", async () => {
    const token = await server.login("viewer");
    const all = v.parse(InvoicePageResponse, (await server.request("GET", "/v1/seller_account_invoices/1/invoices", { token })).json).data;
    expect(all.count).toBe(3);
    expect(all.seller_account_invoices.map((i) => i.paid).sort()).toEqual([false, true, true]);
    const postpaid = v.parse(InvoicePageResponse, (await server.request("GET", "/v1/seller_account_invoices/1/invoices?method=postpaid", { token })).json).data;
    expect(postpaid.seller_account_invoices.map((i) => [i.category, i.value, i.paid])).toEqual([["whatsapp", 243.1, false], ["whatsapp", 189.9, true]]);
  });
});

describe("settings", () => {
  const fields = { method: "postpaid", is_active: true, limit: 250.5, charge_day: 10, charge_frequency: "fortnightly", is_fixed: true, custom_fields: { note: "x" } };

  it("lets the admin change a category's setting but never its blocking", async () => {
    const token = await server.login("admin");
    const answer = await server.request("PUT", "/v1/sellers/1/seller_account_setting", { token, body: { ...fields, category_id: SMS, seller_id: 1, is_blocked: false } });
    expect(answer.status).toBe(200);
    expect(v.parse(SettingResponse, answer.json).data).toMatchObject({ category: "sms", method: "postpaid", limit: 250.5, charge_day: 10, charge_frequency: "fortnightly", is_fixed: true, is_blocked: true, custom_fields: { note: "x" } });
  });

  it("creates a setting once (409 after), deletes it, and refuses operation with 403", async () => {
    const token = await server.login("otherAdmin");
    const body = { ...fields, category_id: 2 };
    expect((await server.request("POST", "/v1/sellers/2/seller_account_setting", { token, body })).status).toBe(201);
    const again = await server.request("POST", "/v1/sellers/2/seller_account_setting", { token, body });
    expect(again.status).toBe(409);
    expect(v.parse(ErrorBody, again.json).messages).toEqual(["This service already has an account setting"]);
    expect((await server.request("DELETE", "/v1/sellers/2/seller_account_setting?category_id=2", { token })).status).toBe(200);
    expect((await server.request("DELETE", "/v1/sellers/2/seller_account_setting?category_id=2", { token })).status).toBe(404);
    const operation = await server.login("operation");
    expect((await server.request("PUT", "/v1/sellers/1/seller_account_setting", { token: operation, body: { ...fields, category_id: SMS } })).status).toBe(403);
    expect((await server.request("PUT", "/v1/seller_accounts/1", { token: operation, body: { seller_accounts: { is_active: false } } })).status).toBe(403);
  });
});
