import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { SavedTableColumnsResponse } from "../../src/api/schemas/columns";
import { ErrorBody } from "../../src/api/schemas/common";
import { MyNotificationsResponse } from "../../src/api/schemas/notifications";
import { OrderListResponse } from "../../src/api/schemas/orders";
import { PICKUP_MESSAGES, PickupListResponse } from "../../src/api/schemas/pickups";
import { SellerResponse } from "../../src/api/schemas/sellers";
import { DEMO_ORDERS } from "../seed/orders";
import { DEMO_PICKUPS } from "../seed/pickups";
import { serverPerTest } from "../testing/test-server";

const server = serverPerTest();

const sellerRow = (id: number) => server.db.selectFrom("sellers").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

async function notificationIds(sellerId: number) {
  return (await server.db.selectFrom("notifications").select("id").where("seller_id", "=", sellerId).execute()).map((r) => r.id);
}

async function myNotifications(token: string) {
  const answer = await server.request("GET", "/v1/my_notifications?limit=1000", { token });
  expect(answer.status).toBe(200);
  return v.parse(MyNotificationsResponse, answer.json).data;
}

describe("PUT /v1/sellers/:id by group", () => {
  it("refuses a seller-viewer with 403 and changes nothing", async () => {
    const token = await server.login("viewer");
    const answer = await server.request("PUT", "/v1/sellers/1", { token, body: { name: "Viewer Was Here" } });
    expect(answer.status).toBe(403);
    expect(v.parse(ErrorBody, answer.json).messages).toEqual(["You are not allowed to do this."]);
    expect((await sellerRow(1)).name).toBe("Lumen Goods Ltd.");
  });

  it("lets a seller-operation change the seller", async () => {
    const token = await server.login("operation");
    const answer = await server.request("PUT", "/v1/sellers/1", { token, body: { name: "Lumen Operations" } });
    expect(answer.status).toBe(200);
    expect(v.parse(SellerResponse, answer.json).data).toEqual({
      id: 1,
      name: "Lumen Operations",
      email: "ops@lumen.example.com",
      website: "https://lumen.example.com",
    });
    expect((await sellerRow(1)).name).toBe("Lumen Operations");
  });

  it("lets a seller-admin change the seller", async () => {
    const token = await server.login("admin");
    const answer = await server.request("PUT", "/v1/sellers/1", { token, body: { website: null, email: "New@Lumen.example.com" } });
    expect(answer.status).toBe(200);
    const seller = v.parse(SellerResponse, answer.json).data;
    expect(seller.website).toBeNull();
    expect((await sellerRow(1)).website).toBeNull();
    expect((await sellerRow(1)).name).toBe("Lumen Goods Ltd.");
  });
});

describe("another seller's records", () => {
  it("answers seller 2's admin 404 for reading seller 1, exactly like a missing seller", async () => {
    const token = await server.login("otherAdmin");
    const other = await server.request("GET", "/v1/sellers/1", { token });
    const missing = await server.request("GET", "/v1/sellers/999", { token });
    expect(other.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(v.parse(ErrorBody, other.json)).toEqual(missing.json);
    // Its own seller it may read.
    const own = await server.request("GET", "/v1/sellers/2", { token });
    expect(own.status).toBe(200);
    expect(v.parse(SellerResponse, own.json).data.name).toBe("Other Seller S.A.");
  });

  it("answers seller 2's admin 404 for writing seller 1 and leaves it as it was", async () => {
    const token = await server.login("otherAdmin");
    const before = await sellerRow(1);
    const other = await server.request("PUT", "/v1/sellers/1", { token, body: { name: "Taken Over" } });
    const missing = await server.request("PUT", "/v1/sellers/999", { token, body: { name: "Taken Over" } });
    expect(other.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(v.parse(ErrorBody, other.json)).toEqual(missing.json);
    expect(await sellerRow(1)).toEqual(before);
  });

  it("answers seller 1's users 404 for reading seller 2", async () => {
    for (const key of ["viewer", "admin"] as const) {
      const answer = await server.request("GET", "/v1/sellers/2", { token: await server.login(key) });
      expect(answer.status, key).toBe(404);
      expect(v.parse(ErrorBody, answer.json).messages).toEqual(["The requested item was not found."]);
    }
  });
});

describe("notifications across sellers", () => {
  it("shows seller 2 none of seller 1's notifications", async () => {
    const seller1Ids = await notificationIds(1);
    const seller2Ids = await notificationIds(2);
    const page = await myNotifications(await server.login("otherAdmin"));
    // Seller 2's three seller notifications and its admin's two own ones.
    expect(page.count).toBe(5);
    expect(page.elements).toHaveLength(5);
    for (const id of page.ids) {
      expect(seller1Ids).not.toContain(id);
      expect(seller2Ids).toContain(id);
    }
    for (const element of page.elements) expect(element.body).not.toContain("Ana Admin");
  });

  it("does not show a user another user's own notifications of the same seller", async () => {
    const adminOwn = (await server.db.selectFrom("notifications").select("id").where("user_id", "=", await server.userId("admin")).execute()).map((r) => r.id);
    expect(adminOwn).toHaveLength(2);
    const page = await myNotifications(await server.login("operation"));
    for (const id of adminOwn) expect(page.ids).not.toContain(id);
  });

  it("refuses seller 2 marking seller 1's seller notification read with 404; it stays new for its owner", async () => {
    const target = await server.db
      .selectFrom("notifications")
      .select("id")
      .where("seller_id", "=", 1)
      .where("title_key", "=", "order_dispatched")
      .executeTakeFirstOrThrow();
    const otherToken = await server.login("otherAdmin");
    const answer = await server.request("PUT", "/v1/seller_notifications/massive_update", {
      token: otherToken,
      body: { ids: [target.id], is_new: false },
    });
    expect(answer.status).toBe(404);
    v.parse(ErrorBody, answer.json);

    // Mixed with one of its own: all or nothing, so its own stays new too.
    const own = await server.db.selectFrom("notifications").select("id").where("seller_id", "=", 2).where("title_key", "=", "order_dispatched").executeTakeFirstOrThrow();
    const mixed = await server.request("PUT", "/v1/seller_notifications/massive_update", {
      token: otherToken,
      body: { ids: [own.id, target.id], is_new: false },
    });
    expect(mixed.status).toBe(404);

    expect(await server.db.selectFrom("notification_reads").select("notification_id").where("user_id", "=", await server.userId("otherAdmin")).where("notification_id", "in", [target.id, own.id]).execute()).toHaveLength(0);
    const ownerPage = await myNotifications(await server.login("admin"));
    expect(ownerPage.elements.find((n) => n.id === target.id)?.is_new).toBe(true);
  });

  it("refuses seller 2 marking seller 1's user notification read with 404; it stays new for its owner", async () => {
    const adminId = await server.userId("admin");
    const target = await server.db
      .selectFrom("notifications")
      .select("id")
      .where("user_id", "=", adminId)
      .where("title_key", "=", "import_finished")
      .executeTakeFirstOrThrow();
    const answer = await server.request("PUT", "/v1/user_notifications/massive_update", {
      token: await server.login("otherAdmin"),
      body: { ids: [target.id], is_new: false },
    });
    expect(answer.status).toBe(404);
    v.parse(ErrorBody, answer.json);

    // A colleague of the same seller may not mark it either: user notifications are personal.
    const colleague = await server.request("PUT", "/v1/user_notifications/massive_update", {
      token: await server.login("operation"),
      body: { ids: [target.id], is_new: false },
    });
    expect(colleague.status).toBe(404);

    expect(await server.db.selectFrom("notification_reads").select("user_id").where("notification_id", "=", target.id).execute()).toHaveLength(0);
    const ownerPage = await myNotifications(await server.login("admin"));
    expect(ownerPage.elements.find((n) => n.id === target.id)?.is_new).toBe(true);
  });

  it("cannot mark an already read notification of seller 1 new again either", async () => {
    const read = await server.db
      .selectFrom("notifications")
      .select("id")
      .where("seller_id", "=", 1)
      .where("title_key", "=", "invoice_available")
      .executeTakeFirstOrThrow();
    const answer = await server.request("PUT", "/v1/seller_notifications/massive_update", {
      token: await server.login("otherAdmin"),
      body: { ids: [read.id], is_new: true },
    });
    expect(answer.status).toBe(404);
    const ownerPage = await myNotifications(await server.login("admin"));
    expect(ownerPage.elements.find((n) => n.id === read.id)?.is_new).toBe(false);
  });
});

describe("table columns of another user", () => {
  it("answers DELETE of another user's saved columns with 404 and keeps the row", async () => {
    const adminToken = await server.login("admin");
    const created = await server.request("POST", "/v1/table_columns", {
      token: adminToken,
      body: { page: "orders", columns: [{ key: "order_number", show: true, isCustomizable: false }] },
    });
    expect(created.status).toBe(201);
    const id = v.parse(SavedTableColumnsResponse, created.json).data.id;

    for (const key of ["operation", "otherAdmin"] as const) {
      const answer = await server.request("DELETE", `/v1/table_columns/${id}`, { token: await server.login(key) });
      expect(answer.status, key).toBe(404);
      v.parse(ErrorBody, answer.json);
    }
    const row = await server.db.selectFrom("table_columns").select(["id", "user_id"]).where("id", "=", id).executeTakeFirst();
    expect(row).toEqual({ id, user_id: await server.userId("admin") });

    // The owner may.
    expect((await server.request("DELETE", `/v1/table_columns/${id}`, { token: adminToken })).status).toBe(200);
    expect(await server.db.selectFrom("table_columns").select("id").where("id", "=", id).executeTakeFirst()).toBeUndefined();
  });

  it("does not show another user's saved columns", async () => {
    const adminToken = await server.login("admin");
    expect(
      (await server.request("POST", "/v1/table_columns", {
        token: adminToken,
        body: { page: "orders", columns: [{ key: "reference", show: false, isCustomizable: true }] },
      })).status,
    ).toBe(201);
    const other = await server.request("GET", "/v1/table_columns/", { token: await server.login("operation") });
    expect(other.status).toBe(200);
    expect(other.json).toEqual({ data: {} });
  });
});

describe("orders of another seller", () => {
  let keyCount = 0;
  /** Every order route, for one order id; writes carry a key and a valid body so only tenancy can refuse them. */
  function orderCalls(id: number, checkpointId: number) {
    const key = () => ({ "Idempotency-Key": `tenancy-${id}-${(keyCount += 1)}` });
    return [
      ["GET", `/v1/orders/${id}`, {}],
      ["GET", `/v1/orders/${id}/checkpoints`, {}],
      ["GET", `/v1/orders/${id}/checkpoints/${checkpointId}/attachment`, {}],
      ["GET", `/v1/orders/${id}/contract`, {}],
      ["GET", `/v1/orders/${id}/overpack`, {}],
      ["GET", `/v1/orders/${id}/saleschannel`, {}],
      ["PUT", `/v1/orders/${id}`, { body: { observations: "Taken over" } }],
      ["DELETE", `/v1/orders/${id}`, {}],
      ["PUT", `/v1/orders/${id}/dispatch`, { headers: key() }],
      ["PUT", "/v1/orders/multi_dispatch", { body: { ids: [id] }, headers: key() }],
      ["POST", `/v1/orders/${id}/add-checkpoint`, { body: { status: "DELIVERED", message: "Taken over" }, headers: key() }],
    ] as const;
  }

  const snapshot = async (id: number) => ({
    order: await server.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst(),
    checkpoints: await server.db.selectFrom("checkpoints").selectAll().where("order_id", "=", id).execute(),
  });

  /** A checkpoint of the order with an attachment, so the attachment route has something to hide. */
  async function checkpointWithFile(orderId: number) {
    const row = await server.db
      .insertInto("checkpoints")
      .values({ order_id: orderId, status_code: 600, message: "Scanned.", attachment_name: "scan.png", attachment_type: "image/png", attachment_data: "iVBORw0KGgo=", created_by: null, created_at: server.now().toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  for (const [target, order, ownerKey, strangerKey] of [
    ["seller 1's dispatched order", DEMO_ORDERS.dispatched, "admin", "otherAdmin"],
    ["seller 1's undispatched order", DEMO_ORDERS.undispatched, "admin", "otherAdmin"],
    ["seller 2's order", DEMO_ORDERS.otherSeller.dispatched, "otherAdmin", "operation"],
  ] as const) {
    it(`answers 404 on every route for ${target}, exactly as for a missing order, and changes nothing`, async () => {
      const checkpointId = await checkpointWithFile(order.id);
      const before = await snapshot(order.id);
      const token = await server.login(strangerKey);
      for (const [method, path, request] of orderCalls(order.id, checkpointId)) {
        const answer = await server.request(method, path, { ...request, token });
        expect(answer.status, `${method} ${path}`).toBe(404);
        expect(v.parse(ErrorBody, answer.json).messages, `${method} ${path}`).toEqual(["The requested item was not found."]);
      }
      // The same calls for an id nobody has answer the same.
      for (const [method, path, request] of orderCalls(999_999, checkpointId)) {
        const answer = await server.request(method, path, { ...request, token });
        expect(answer.status, `${method} ${path}`).toBe(404);
      }
      expect(await snapshot(order.id)).toEqual(before);
      // Its owner reads it.
      const own = await server.request("GET", `/v1/orders/${order.id}/checkpoints/${checkpointId}/attachment`, { token: await server.login(ownerKey) });
      expect(own.status).toBe(200);
    });
  }

  it("refuses a multi_dispatch mixing own and foreign orders as a whole", async () => {
    const token = await server.login("otherAdmin");
    const answer = await server.request("PUT", "/v1/orders/multi_dispatch", {
      token,
      body: { ids: [DEMO_ORDERS.otherSeller.undispatched.id, DEMO_ORDERS.undispatched.id] },
      headers: { "Idempotency-Key": "tenancy-mixed-0001" },
    });
    expect(answer.status).toBe(404);
    const rows = await server.db.selectFrom("orders").select("dispatched").where("id", "in", [DEMO_ORDERS.otherSeller.undispatched.id, DEMO_ORDERS.undispatched.id]).execute();
    expect(rows.map((r) => r.dispatched)).toEqual([0, 0]);
  });

  it("never lists another seller's orders, whatever the filter", async () => {
    const token = await server.login("otherAdmin");
    for (const query of ["", `order_number=${DEMO_ORDERS.undispatched.order_number}`, "limit=1000&customer_country=BR"]) {
      const answer = await server.request("GET", `/v1/orders?${query}`, { token });
      const page = v.parse(OrderListResponse, answer.json).data;
      for (const element of page.elements) expect(element.order_number, query).toMatch(/^OS-/);
      expect(page.ids, query).not.toContain(DEMO_ORDERS.undispatched.id);
    }
  });
});

describe("pickups of another seller", () => {
  const scanned = async (orderId: number) => ({
    order: await server.db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst(),
    checkpoints: await server.db.selectFrom("checkpoints").selectAll().where("order_id", "=", orderId).execute(),
    pickups: await server.db.selectFrom("pickups").selectAll().where("order_id", "=", orderId).execute(),
  });

  it("answers seller 2's scan of seller 1's codes 404, exactly as an unknown code, and changes nothing", async () => {
    const order = DEMO_PICKUPS.scannable[0]!;
    const before = await scanned(order.id);
    const token = await server.login("otherAdmin");
    let n = 0;
    // NB999999995BR: a valid S10 number (check digit 5) that no order has.
    for (const reference of [order.reference, order.order_number, "NB999999995BR"]) {
      const answer = await server.request("POST", "/v1/pickups", {
        token,
        body: { reference, type: "pickup", scanned_at: server.now().toISOString() },
        headers: { "Idempotency-Key": `tenancy-pickup-${(n += 1)}` },
      });
      expect(answer.status, reference).toBe(404);
      expect(v.parse(ErrorBody, answer.json).messages, reference).toEqual([PICKUP_MESSAGES.unknownReference]);
      const lookup = await server.request("GET", `/v1/pickups/lookup?reference=${reference}`, { token });
      expect(lookup.status, reference).toBe(404);
    }
    expect(await scanned(order.id)).toEqual(before);
  });

  it("never lists another seller's pickups, whatever the filter", async () => {
    const seller1 = DEMO_PICKUPS.recorded.filter((p) => p.order_number.startsWith("LG-"));
    expect(seller1.length).toBeGreaterThan(0);
    const token = await server.login("otherAdmin");
    for (const query of ["", "limit=1000", `order_number=${seller1[0]!.order_number}`, "type=dropoff", "order_number=LG-"]) {
      const answer = await server.request("GET", `/v1/pickups?${query}`, { token });
      expect(answer.status, query).toBe(200);
      const page = v.parse(PickupListResponse, answer.json).data;
      for (const element of page.elements) expect(element.order_number, query).toMatch(/^OS-/);
    }
    // And seller 1 sees none of seller 2's.
    const own = v.parse(PickupListResponse, (await server.request("GET", "/v1/pickups?limit=1000", { token: await server.login("viewer") })).json).data;
    for (const element of own.elements) expect(element.order_number).toMatch(/^LG-/);
  });
});
