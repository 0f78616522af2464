import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { LoginResponse } from "../../src/api/schemas/auth";
import { ColumnsResponse, SavedTableColumnsResponse, TableColumnsResponse } from "../../src/api/schemas/columns";
import { ErrorBody } from "../../src/api/schemas/common";
import { MassiveUpdateResponse, MyNotificationResponse, MyNotificationsResponse, NotificationTitlesResponse } from "../../src/api/schemas/notifications";
import { SellerResponse } from "../../src/api/schemas/sellers";
import { GroupListResponse, GroupResponse, MeasureResponse, UserLanguageResponse } from "../../src/api/schemas/users";
import { DEFAULT_TABLE_COLUMNS } from "../../src/domain/table-columns";
import { DEMO_PASSWORD } from "../seed/demo";
import { type DemoUserKey, serverPerTest } from "../testing/test-server";

const server = serverPerTest();

async function loginAnswer(key: DemoUserKey) {
  const answer = await server.request("POST", "/v1/login", {
    body: { email: server.demoUser(key).email, password: DEMO_PASSWORD, platform: "nb" },
  });
  expect(answer.status).toBe(200);
  return v.parse(LoginResponse, answer.json).data.user;
}

describe("calls about the signed-in user", () => {
  it("GET /v1/current-user-group answers the user's group", async () => {
    const expected = { admin: [1, "seller-admin"], operation: [2, "seller-operation"], viewer: [3, "seller-viewer"], otherAdmin: [1, "seller-admin"] } as const;
    for (const [key, [id, name]] of Object.entries(expected) as [DemoUserKey, readonly [number, string]][]) {
      const answer = await server.request("GET", "/v1/current-user-group", { token: await server.login(key) });
      expect(answer.status, key).toBe(200);
      expect(v.parse(GroupResponse, answer.json), key).toEqual({ data: { id, name } });
    }
  });

  it("GET /v1/current-seller answers the user's own seller", async () => {
    const seller1 = await server.request("GET", "/v1/current-seller", { token: await server.login("viewer") });
    expect(seller1.status).toBe(200);
    expect(v.parse(SellerResponse, seller1.json)).toEqual({
      data: { id: 1, name: "Lumen Goods Ltd.", email: "ops@lumen.example.com", website: "https://lumen.example.com" },
    });
    const seller2 = await server.request("GET", "/v1/current-seller", { token: await server.login("otherAdmin") });
    expect(v.parse(SellerResponse, seller2.json)).toEqual({
      data: { id: 2, name: "Other Seller S.A.", email: "ops@other.example.com", website: null },
    });
  });

  it("GET /v1/measure answers metric for seller 1 and imperial for seller 2", async () => {
    const metric = await server.request("GET", "/v1/measure", { token: await server.login("operation") });
    const imperial = await server.request("GET", "/v1/measure", { token: await server.login("otherAdmin") });
    expect(metric.status).toBe(200);
    expect(v.parse(MeasureResponse, metric.json)).toEqual({ data: { measurement_system: "metric" } });
    expect(v.parse(MeasureResponse, imperial.json)).toEqual({ data: { measurement_system: "imperial" } });
  });

  it("PUT /v1/user_language/ stores 0, 1 and 2, and login then answers the new language", async () => {
    const token = await server.login("viewer");
    for (const language of [1, 2, 0, 2] as const) {
      const answer = await server.request("PUT", "/v1/user_language/", { token, body: { language } });
      expect(answer.status, `language ${language}`).toBe(200);
      expect(v.parse(UserLanguageResponse, answer.json)).toEqual({ data: { language } });
      const row = await server.db.selectFrom("users").select("language").where("id", "=", await server.userId("viewer")).executeTakeFirstOrThrow();
      expect(row.language).toBe(language);
      expect((await loginAnswer("viewer")).language).toBe(language);
    }
    // Only this user's language changed.
    expect((await loginAnswer("admin")).language).toBe(0);
  });

  it("PUT /v1/user_language answers the same without the trailing slash", async () => {
    const answer = await server.request("PUT", "/v1/user_language", { token: await server.login("admin"), body: { language: 1 } });
    expect(answer.status).toBe(200);
    expect((await loginAnswer("admin")).language).toBe(1);
  });

  it("PUT /v1/user_language/ refuses 3 with 422 and keeps the language", async () => {
    const token = await server.login("viewer");
    expect((await server.request("PUT", "/v1/user_language/", { token, body: { language: 2 } })).status).toBe(200);
    for (const language of [3, -1, "1", null]) {
      const answer = await server.request("PUT", "/v1/user_language/", { token, body: { language } });
      expect(answer.status, String(language)).toBe(422);
      expect(v.parse(ErrorBody, answer.json).messages).toEqual([{ language: ["Must be 0, 1 or 2"] }]);
    }
    expect((await loginAnswer("viewer")).language).toBe(2);
  });
});

describe("table columns", () => {
  const col = (key: string, show: boolean, isCustomizable = true) => ({ key, show, isCustomizable });

  it("GET /v1/columns/ answers every table's columns with their defaults", async () => {
    const answer = await server.request("GET", "/v1/columns/", { token: await server.login("viewer") });
    expect(answer.status).toBe(200);
    const data = v.parse(ColumnsResponse, answer.json).data;
    expect(data).toEqual(DEFAULT_TABLE_COLUMNS);
    expect(data.orders?.[0]).toEqual({ key: "order_number", show: true, isCustomizable: false });
  });

  it("POST saves columns, GET and login answer them, DELETE removes them", async () => {
    const token = await server.login("viewer");
    expect(v.parse(TableColumnsResponse, (await server.request("GET", "/v1/table_columns/", { token })).json)).toEqual({ data: {} });

    const columns = [col("order_number", true, false), col("reference", false), col("customer_city", true)];
    const created = await server.request("POST", "/v1/table_columns", { token, body: { page: "orders", columns } });
    expect(created.status).toBe(201);
    const saved = v.parse(SavedTableColumnsResponse, created.json).data;
    expect(saved).toEqual({ id: expect.any(Number), page: "orders", columns });

    const listed = await server.request("GET", "/v1/table_columns/", { token });
    expect(listed.status).toBe(200);
    expect(v.parse(TableColumnsResponse, listed.json)).toEqual({ data: { columns_orders: saved } });
    expect((await loginAnswer("viewer")).column_settings).toEqual({ orders: columns });

    const deleted = await server.request("DELETE", `/v1/table_columns/${saved.id}`, { token });
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ data: { id: saved.id } });
    expect(v.parse(TableColumnsResponse, (await server.request("GET", "/v1/table_columns/", { token })).json)).toEqual({ data: {} });
    expect((await loginAnswer("viewer")).column_settings).toEqual({});
    expect((await server.request("DELETE", `/v1/table_columns/${saved.id}`, { token })).status).toBe(404);
  });

  it("POST refuses an unknown column with 422 and saves nothing", async () => {
    const token = await server.login("admin");
    const answer = await server.request("POST", "/v1/table_columns", { token, body: { page: "orders", columns: [col("reference", true), col("password_hash", true)] } });
    expect(answer.status).toBe(422);
    expect(v.parse(ErrorBody, answer.json).messages).toEqual([{ columns: ["Unknown column: password_hash"] }]);
    expect(await server.db.selectFrom("table_columns").select("id").execute()).toHaveLength(0);
  });

  it("POST refuses a column listed twice with 422 and saves nothing", async () => {
    const token = await server.login("admin");
    const answer = await server.request("POST", "/v1/table_columns", { token, body: { page: "orders", columns: [col("reference", true), col("reference", false)] } });
    expect(answer.status).toBe(422);
    expect(v.parse(ErrorBody, answer.json).messages).toEqual([{ columns: ["Column listed twice: reference"] }]);
    expect(await server.db.selectFrom("table_columns").select("id").execute()).toHaveLength(0);
  });

  it("keeps a non-customizable column shown whatever the request says", async () => {
    const token = await server.login("admin");
    const answer = await server.request("POST", "/v1/table_columns", {
      token,
      // The client even claims the column is customizable; the server knows better.
      body: { page: "orders", columns: [col("order_number", false, true), col("reference", false)] },
    });
    expect(answer.status).toBe(201);
    const saved = v.parse(SavedTableColumnsResponse, answer.json).data;
    expect(saved.columns).toEqual([col("order_number", true, false), col("reference", false, true)]);
    const row = await server.db.selectFrom("table_columns").select("columns").where("id", "=", saved.id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.columns)).toEqual(saved.columns);
  });

  it("POST twice for the same table answers 409 and keeps the first", async () => {
    const token = await server.login("operation");
    const first = await server.request("POST", "/v1/table_columns", { token, body: { page: "orders", columns: [col("reference", true)] } });
    expect(first.status).toBe(201);
    const second = await server.request("POST", "/v1/table_columns", { token, body: { page: "orders", columns: [col("reference", false)] } });
    expect(second.status).toBe(409);
    v.parse(ErrorBody, second.json);
    const rows = await server.db.selectFrom("table_columns").select("columns").where("user_id", "=", await server.userId("operation")).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.columns)).toEqual([col("reference", true)]);
  });

  it("PUT /v1/table_columns/ creates missing settings and changes saved ones", async () => {
    const token = await server.login("viewer");
    const first = await server.request("PUT", "/v1/table_columns/", {
      token,
      body: { user: { column_settings: { orders: [col("reference", true), col("order_number", false, false)] } } },
    });
    expect(first.status).toBe(200);
    const created = v.parse(TableColumnsResponse, first.json).data.columns_orders;
    expect(created).toEqual({ id: expect.any(Number), page: "orders", columns: [col("reference", true), col("order_number", true, false)] });

    server.advance(1000);
    const second = await server.request("PUT", "/v1/table_columns/", {
      token,
      body: { user: { column_settings: { orders: [col("total_value", false)] } } },
    });
    expect(second.status).toBe(200);
    expect(v.parse(TableColumnsResponse, second.json).data).toEqual({ columns_orders: { id: created!.id, page: "orders", columns: [col("total_value", false)] } });
    const rows = await server.db.selectFrom("table_columns").selectAll().where("user_id", "=", await server.userId("viewer")).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.updated_at).toBe(server.now().toISOString());

    const bad = await server.request("PUT", "/v1/table_columns/", { token, body: { user: { column_settings: { orders: [col("nope", true)] } } } });
    expect(bad.status).toBe(422);
    expect(v.parse(ErrorBody, bad.json).messages).toEqual([{ columns: ["Unknown column: nope"] }]);
    expect(JSON.parse((await server.db.selectFrom("table_columns").select("columns").where("id", "=", created!.id).executeTakeFirstOrThrow()).columns)).toEqual([col("total_value", false)]);
  });
});

describe("notifications", () => {
  async function notificationId(titleKey: string, owner: { seller: number } | { user: DemoUserKey }) {
    let query = server.db.selectFrom("notifications").select("id").where("title_key", "=", titleKey);
    query = "seller" in owner ? query.where("seller_id", "=", owner.seller).where("user_id", "is", null) : query.where("user_id", "=", await server.userId(owner.user));
    return (await query.executeTakeFirstOrThrow()).id;
  }

  async function list(token: string, query = "") {
    const answer = await server.request("GET", `/v1/my_notifications${query}`, { token });
    expect(answer.status, query).toBe(200);
    return v.parse(MyNotificationsResponse, answer.json).data;
  }

  it("GET /v1/my_notifications answers the seller's and the user's own, newest first, with counts", async () => {
    const token = await server.login("admin");
    const all = await list(token);
    expect(all.count).toBe(5);
    expect(all.elements.map((n) => [n.title_key, n.type, n.is_new])).toEqual([
      ["import_finished", "user_notifications", true],
      ["order_dispatched", "seller_notifications", true],
      ["tracking_exception", "seller_notifications", true],
      ["invoice_available", "seller_notifications", false],
      ["welcome", "user_notifications", false],
    ]);
    expect(all.ids).toEqual(all.elements.map((n) => n.id));
    expect(all.elements[0]!.created_at).toBe(new Date(server.now().getTime() - 5 * 60_000).toISOString());

    const fresh = await list(token, "?is_new=true");
    expect(fresh.count).toBe(3);
    expect(fresh.elements.map((n) => n.title_key)).toEqual(["import_finished", "order_dispatched", "tracking_exception"]);
    const read = await list(token, "?is_new=false");
    expect(read.count).toBe(2);
    expect(read.elements.map((n) => n.title_key)).toEqual(["invoice_available", "welcome"]);
  });

  it("pages with limit and offset while count stays the total", async () => {
    const token = await server.login("admin");
    const all = await list(token);
    const first = await list(token, "?limit=2");
    expect(first).toEqual({ elements: all.elements.slice(0, 2), count: 5, ids: all.ids.slice(0, 2) });
    const second = await list(token, "?limit=2&offset=2");
    expect(second.ids).toEqual(all.ids.slice(2, 4));
    expect(second.count).toBe(5);
    const last = await list(token, "?limit=2&offset=4");
    expect(last.ids).toEqual(all.ids.slice(4));
    const past = await list(token, "?offset=10");
    expect(past).toEqual({ elements: [], count: 5, ids: [] });
    const newPage = await list(token, "?is_new=true&limit=1&offset=1");
    expect(newPage.count).toBe(3);
    expect(newPage.elements.map((n) => n.title_key)).toEqual(["order_dispatched"]);
  });

  it("GET /v1/my_notifications/fetch_titles answers the categories of the user's notifications", async () => {
    const answer = await server.request("GET", "/v1/my_notifications/fetch_titles", { token: await server.login("operation") });
    expect(answer.status).toBe(200);
    expect(v.parse(NotificationTitlesResponse, answer.json)).toEqual({
      data: { import_finished: "imports", order_dispatched: "orders", tracking_exception: "tracking", invoice_available: "billing", welcome: "account" },
    });
  });

  it("GET /v1/notifications/fetch_titles answers every title", async () => {
    const answer = await server.request("GET", "/v1/notifications/fetch_titles", { token: await server.login("operation") });
    expect(answer.status).toBe(200);
    expect(v.parse(NotificationTitlesResponse, answer.json)).toEqual({
      data: {
        balance_low: "billing",
        import_finished: "imports",
        invoice_available: "billing",
        order_dispatched: "orders",
        tracking_exception: "tracking",
        welcome: "account",
      },
    });
  });

  it("massive_update marks seller notifications read and new again, for this user only", async () => {
    const adminToken = await server.login("admin");
    const operationToken = await server.login("operation");
    const dispatched = await notificationId("order_dispatched", { seller: 1 });
    const exception = await notificationId("tracking_exception", { seller: 1 });

    const read = await server.request("PUT", "/v1/seller_notifications/massive_update", {
      token: adminToken,
      body: { ids: [dispatched, exception, dispatched], is_new: false },
    });
    expect(read.status).toBe(200);
    expect(v.parse(MassiveUpdateResponse, read.json)).toEqual({ data: { updated: 2 } });
    expect((await list(adminToken, "?is_new=true")).ids).not.toContain(dispatched);
    expect((await list(adminToken, "?is_new=false")).ids).toEqual(expect.arrayContaining([dispatched, exception]));
    const reads = await server.db.selectFrom("notification_reads").selectAll().where("notification_id", "in", [dispatched, exception]).execute();
    expect(reads.map((r) => r.user_id)).toEqual([await server.userId("admin"), await server.userId("admin")]);
    expect(reads[0]!.read_at).toBe(server.now().toISOString());

    // Operation, of the same seller, still has them new.
    const operationNew = await list(operationToken, "?is_new=true");
    expect(operationNew.ids).toEqual(expect.arrayContaining([dispatched, exception]));

    // Marking read twice is harmless.
    expect((await server.request("PUT", "/v1/seller_notifications/massive_update", { token: adminToken, body: { ids: [dispatched], is_new: false } })).status).toBe(200);

    const back = await server.request("PUT", "/v1/seller_notifications/massive_update", { token: adminToken, body: { ids: [dispatched], is_new: true } });
    expect(back.status).toBe(200);
    expect(v.parse(MassiveUpdateResponse, back.json).data.updated).toBe(1);
    const after = await list(adminToken);
    expect(after.elements.find((n) => n.id === dispatched)?.is_new).toBe(true);
    expect(after.elements.find((n) => n.id === exception)?.is_new).toBe(false);
  });

  it("massive_update of user notifications marks the user's own", async () => {
    const token = await server.login("viewer");
    const imported = await notificationId("import_finished", { user: "viewer" });
    const welcome = await notificationId("welcome", { user: "viewer" });
    const answer = await server.request("PUT", "/v1/user_notifications/massive_update", { token, body: { ids: [imported], is_new: false } });
    expect(answer.status).toBe(200);
    expect((await list(token, "?is_new=true")).elements.map((n) => n.title_key)).toEqual(["order_dispatched", "tracking_exception"]);
    const again = await server.request("PUT", "/v1/user_notifications/massive_update", { token, body: { ids: [imported, welcome], is_new: true } });
    expect(again.status).toBe(200);
    expect((await list(token, "?is_new=true")).count).toBe(4);
  });

  it("GET /v1/my_notifications?type= lists one type only, with its own count", async () => {
    const token = await server.login("admin");
    const seller = await list(token, "?type=seller_notifications");
    expect(seller.elements.map((n) => n.title_key)).toEqual(["order_dispatched", "tracking_exception", "invoice_available"]);
    expect(seller.count).toBe(3);
    const own = await list(token, "?type=user_notifications&is_new=true");
    expect(own.elements.map((n) => n.title_key)).toEqual(["import_finished"]);
    expect(own.count).toBe(1);
    expect((await server.request("GET", "/v1/my_notifications?type=everything", { token })).status).toBe(422);
  });

  it("GET /v1/my_notifications/{id} answers one the user sees and 404 for another seller's or a colleague's own", async () => {
    const token = await server.login("admin");
    const dispatched = await notificationId("order_dispatched", { seller: 1 });
    const answer = await server.request("GET", `/v1/my_notifications/${dispatched}`, { token });
    expect(answer.status).toBe(200);
    expect(v.parse(MyNotificationResponse, answer.json).data).toMatchObject({ id: dispatched, type: "seller_notifications", title: "Orders dispatched", is_new: true });
    const otherSeller = await notificationId("order_dispatched", { seller: 2 });
    expect((await server.request("GET", `/v1/my_notifications/${otherSeller}`, { token })).status).toBe(404);
    const colleagues = await notificationId("import_finished", { user: "operation" });
    expect((await server.request("GET", `/v1/my_notifications/${colleagues}`, { token })).status).toBe(404);
    expect((await server.request("GET", "/v1/my_notifications/abc", { token })).status).toBe(422);
  });

  it("massive_update refuses a notification of the other type with 404 and marks nothing", async () => {
    const token = await server.login("admin");
    const seller = await notificationId("order_dispatched", { seller: 1 });
    const own = await notificationId("import_finished", { user: "admin" });
    const wrongType = await server.request("PUT", "/v1/user_notifications/massive_update", { token, body: { ids: [own, seller], is_new: false } });
    expect(wrongType.status).toBe(404);
    expect(v.parse(ErrorBody, wrongType.json).messages).toEqual(["Some of these notifications were not found."]);
    const missing = await server.request("PUT", "/v1/seller_notifications/massive_update", { token, body: { ids: [seller, 99999], is_new: false } });
    expect(missing.status).toBe(404);
    expect((await list(token, "?is_new=true")).count).toBe(3);
  });
});

describe("groups", () => {
  it("GET /v1/groups lists the three groups and pages", async () => {
    const token = await server.login("viewer");
    const answer = await server.request("GET", "/v1/groups", { token });
    expect(answer.status).toBe(200);
    expect(v.parse(GroupListResponse, answer.json)).toEqual({
      data: {
        elements: [
          { id: 1, name: "seller-admin" },
          { id: 2, name: "seller-operation" },
          { id: 3, name: "seller-viewer" },
        ],
        count: 3,
        ids: [1, 2, 3],
      },
    });
    const paged = await server.request("GET", "/v1/groups?limit=1&offset=1", { token });
    expect(v.parse(GroupListResponse, paged.json)).toEqual({ data: { elements: [{ id: 2, name: "seller-operation" }], count: 3, ids: [2] } });
  });

  it("GET /v1/groups/:id answers one group or 404", async () => {
    const token = await server.login("otherAdmin");
    const one = await server.request("GET", "/v1/groups/3", { token });
    expect(one.status).toBe(200);
    expect(v.parse(GroupResponse, one.json)).toEqual({ data: { id: 3, name: "seller-viewer" } });
    const missing = await server.request("GET", "/v1/groups/4", { token });
    expect(missing.status).toBe(404);
    expect(v.parse(ErrorBody, missing.json).messages).toEqual(["The requested item was not found."]);
  });
});
