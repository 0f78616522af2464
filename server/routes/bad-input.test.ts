import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as v from "valibot";
import { ErrorBody } from "../../src/api/schemas/common";
import { DEMO_PASSWORD } from "../seed/demo";
import { DEMO_ORDERS } from "../seed/orders";
import { DEMO_PICKUPS } from "../seed/pickups";
import { everyRow } from "../testing/tables";
import { type RequestOptions, type TestServer, createTestServer } from "../testing/test-server";

vi.setConfig({ testTimeout: 30_000 });

/**
 * Hostile and broken input is refused with a 4xx and `messages`, never a 500, and changes
 * nothing ("bad input changed nothing" sends them all again on a server of its own and compares
 * every table).
 */
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const JSON_TYPE = { "Content-Type": "application/json" };
const ONE_MB = "x".repeat(1024 * 1024);

interface Case {
  name: string;
  request: RequestOptions;
  status: number;
}

/** Cases both public POSTs share; `valid` is a valid body for the route. */
function sharedCases(valid: Record<string, unknown>): Case[] {
  return [
    { name: "empty body with JSON type", request: { rawBody: "", headers: JSON_TYPE }, status: 422 },
    { name: "no body and no type", request: {}, status: 422 },
    { name: "empty object", request: { body: {} }, status: 422 },
    { name: "email as a number", request: { body: { ...valid, email: 42 } }, status: 422 },
    { name: "email as an array", request: { body: { ...valid, email: ["admin@example.com"] } }, status: 422 },
    { name: "email as null", request: { body: { ...valid, email: null } }, status: 422 },
    { name: "email as a nested object", request: { body: { ...valid, email: { $ne: "" } } }, status: 422 },
    { name: "email as a boolean", request: { body: { ...valid, email: true } }, status: 422 },
    { name: "email that is not an address", request: { body: { ...valid, email: "admin" } }, status: 422 },
    { name: "300-character email", request: { body: { ...valid, email: `${"a".repeat(288)}@example.com` } }, status: 422 },
    { name: "JSON array body", request: { body: [valid] }, status: 422 },
    { name: "JSON null body", request: { rawBody: "null", headers: JSON_TYPE }, status: 422 },
    { name: "JSON string body", request: { rawBody: '"admin@example.com"', headers: JSON_TYPE }, status: 422 },
    { name: "JSON number body", request: { rawBody: "12", headers: JSON_TYPE }, status: 422 },
    { name: "1 MB body", request: { rawBody: JSON.stringify({ ...valid, padding: ONE_MB }), headers: JSON_TYPE }, status: 413 },
    { name: "1 MB body without a type", request: { rawBody: ONE_MB }, status: 413 },
    { name: "non-JSON text typed as JSON", request: { rawBody: "email=admin@example.com&password=x", headers: JSON_TYPE }, status: 400 },
    { name: "truncated JSON", request: { rawBody: '{"email": "admin@', headers: JSON_TYPE }, status: 400 },
    { name: "text/plain body", request: { rawBody: JSON.stringify(valid), headers: { "Content-Type": "text/plain" } }, status: 415 },
    { name: "form body", request: { rawBody: "email=admin%40example.com", headers: { "Content-Type": "application/x-www-form-urlencoded" } }, status: 415 },
  ];
}

const loginValid = { email: "admin@example.com", password: DEMO_PASSWORD, platform: "nb" };
const loginCases: Case[] = [
  ...sharedCases(loginValid),
  { name: "password as a number", request: { body: { ...loginValid, password: 12345678 } }, status: 422 },
  { name: "password as an array", request: { body: { ...loginValid, password: [DEMO_PASSWORD] } }, status: 422 },
  { name: "password as null", request: { body: { ...loginValid, password: null } }, status: 422 },
  { name: "password as a nested object", request: { body: { ...loginValid, password: { toString: DEMO_PASSWORD } } }, status: 422 },
  { name: "empty password", request: { body: { ...loginValid, password: "" } }, status: 422 },
  { name: "300-character password", request: { body: { ...loginValid, password: "p".repeat(300) } }, status: 422 },
  { name: "platform as a number", request: { body: { ...loginValid, platform: 1 } }, status: 422 },
  { name: "missing platform", request: { body: { email: loginValid.email, password: loginValid.password } }, status: 422 },
];

const resetValid = { email: "admin@example.com" };
const resetCases: Case[] = sharedCases(resetValid);

async function expectRefused(path: string, c: Case, on: TestServer = server) {
  const answer = await on.request("POST", path, c.request);
  expect(answer.status, `${path}: ${c.name}`).toBe(c.status);
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  const body = v.parse(ErrorBody, answer.json);
  expect(body.messages.length, `${path}: ${c.name}`).toBeGreaterThan(0);
}

describe("POST /v1/login with bad input", () => {
  for (const c of loginCases) {
    it(`refuses ${c.name} with ${c.status}`, async () => {
      await expectRefused("/v1/login", c);
    });
  }

  it("names each missing field in the spec's words", async () => {
    const answer = await server.request("POST", "/v1/login", { body: {} });
    expect(answer.status).toBe(422);
    expect(v.parse(ErrorBody, answer.json).messages).toEqual([
      { email: ["Can't be blank"], password: ["Can't be blank"], platform: ["Can't be blank"] },
    ]);
  });

  it("says why a too-long password is refused", async () => {
    const answer = await server.request("POST", "/v1/login", { body: { ...loginValid, password: "p".repeat(300) } });
    expect(v.parse(ErrorBody, answer.json).messages).toEqual([{ password: ["Can't be more than 256 characters"] }]);
  });

  it("says what a wrong-typed field must be", async () => {
    const answer = await server.request("POST", "/v1/login", { body: { ...loginValid, email: 42 } });
    expect(v.parse(ErrorBody, answer.json).messages).toEqual([{ email: ["Must be text"] }]);
  });

  it("says a body that is not an object must be one", async () => {
    const answer = await server.request("POST", "/v1/login", { body: [loginValid] });
    expect(v.parse(ErrorBody, answer.json).messages).toEqual([{ base: ["The request body must be a JSON object."] }]);
  });
});

describe("POST /v1/reset_password with bad input", () => {
  for (const c of resetCases) {
    it(`refuses ${c.name} with ${c.status}`, async () => {
      await expectRefused("/v1/reset_password", c);
    });
  }
});

describe("bad input changed nothing", () => {
  // A server of its own: the check must not depend on which other tests ran before it (or at all).
  let own: TestServer;
  beforeAll(async () => {
    own = await createTestServer();
  });
  afterAll(async () => {
    await own.close();
  });

  it("leaves every table as it was, though the same requests well formed would have written rows", async () => {
    // Well-formed requests first: each writes rows that the refused ones would also have written
    // (a session, a reset link and its mail, a counted sign-in failure). So the tables the check
    // compares are not empty, and the comparison is shown to see such writes.
    let rows = await everyRow(own.db);
    await own.login("admin");
    const afterSignIn = await everyRow(own.db);
    expect(afterSignIn.sessions!.length).toBe(rows.sessions!.length + 1);

    expect((await own.request("POST", "/v1/reset_password", { body: resetValid })).status).toBe(200);
    const afterReset = await everyRow(own.db);
    expect(afterReset.password_resets!.length).toBe(afterSignIn.password_resets!.length + 1);
    expect(afterReset.mail_outbox!.length).toBe(afterSignIn.mail_outbox!.length + 1);

    // From another address, so the failures counted there do not throttle the requests below.
    const wrongPassword = await own.request("POST", "/v1/login", { body: { ...loginValid, password: "not-the-password" }, address: "192.0.2.10" });
    expect(wrongPassword.status).toBe(401);
    rows = await everyRow(own.db);
    expect(rows).not.toEqual(afterReset);

    for (const c of loginCases) await expectRefused("/v1/login", c, own);
    for (const c of resetCases) await expectRefused("/v1/reset_password", c, own);
    expect(await everyRow(own.db)).toEqual(rows);
  });
});

describe("bad query parameters and path ids", () => {
  let token: string;
  beforeAll(async () => {
    token = await server.login("admin");
  });

  const badQueries = [
    ["limit=abc", "limit"],
    ["limit=0", "limit"],
    ["limit=5000", "limit"],
    ["limit=-1", "limit"],
    ["limit=1.5", "limit"],
    ["limit=", "limit"],
    ["offset=-1", "offset"],
    ["offset=abc", "offset"],
    ["offset=9999999999", "offset"],
    ["is_new=maybe", "is_new"],
    ["is_new=1", "is_new"],
    ["is_new=", "is_new"],
  ] as const;

  for (const [query, field] of badQueries) {
    it(`GET /v1/my_notifications?${query} is 422 naming ${field}`, async () => {
      const answer = await server.request("GET", `/v1/my_notifications?${query}`, { token });
      expect(answer.status).toBe(422);
      const messages = v.parse(ErrorBody, answer.json).messages;
      expect(messages).toHaveLength(1);
      expect(Object.keys(messages[0] as object)).toEqual([field]);
    });
  }

  it("accepts the limits at their edges", async () => {
    expect((await server.request("GET", "/v1/my_notifications?limit=1", { token })).status).toBe(200);
    expect((await server.request("GET", "/v1/my_notifications?limit=1000&offset=0&is_new=false", { token })).status).toBe(200);
  });

  it("refuses bad ids in paths with 422 or 404, never 500", async () => {
    const paths = [
      ["GET", "/v1/groups/abc"],
      ["GET", "/v1/groups/0"],
      ["GET", "/v1/groups/-1"],
      ["GET", "/v1/groups/1.5"],
      ["GET", "/v1/groups/99999999999999999999"],
      ["GET", "/v1/groups/1e3"],
      ["GET", "/v1/groups/%00"],
      ["GET", "/v1/groups/999999"],
      ["GET", "/v1/sellers/abc"],
      ["GET", "/v1/sellers/0"],
      ["DELETE", "/v1/table_columns/abc"],
      ["DELETE", "/v1/table_columns/0"],
    ] as const;
    for (const [method, path] of paths) {
      const answer = await server.request(method, path, { token });
      expect([404, 422], `${method} ${path}`).toContain(answer.status);
      v.parse(ErrorBody, answer.json);
    }
    expect((await server.request("GET", "/v1/groups/abc", { token })).status).toBe(422);
    expect((await server.request("GET", "/v1/groups/0", { token })).status).toBe(422);
    expect((await server.request("GET", "/v1/groups/999999", { token })).status).toBe(404);
  });

  it("refuses bad bodies on signed-in writes with 4xx and messages", async () => {
    const cases: [string, string, RequestOptions, number][] = [
      ["PUT", "/v1/user_language/", { body: { language: "1" } }, 422],
      ["PUT", "/v1/user_language/", { body: [] }, 422],
      ["PUT", "/v1/user_language/", { rawBody: ONE_MB, headers: JSON_TYPE }, 413],
      ["PUT", "/v1/user_notifications/massive_update", { body: { ids: [], is_new: false } }, 422],
      ["PUT", "/v1/user_notifications/massive_update", { body: { ids: ["1"], is_new: false } }, 422],
      ["PUT", "/v1/user_notifications/massive_update", { body: { ids: [1.5], is_new: false } }, 422],
      ["PUT", "/v1/user_notifications/massive_update", { body: { ids: Array.from({ length: 1001 }, (_, i) => i + 1), is_new: false } }, 422],
      ["PUT", "/v1/sellers/1", { body: { website: "javascript:alert(1)" } }, 422],
      ["PUT", "/v1/sellers/1", { body: { name: "   " } }, 422],
      ["POST", "/v1/table_columns", { body: { page: "orders", columns: [] } }, 422],
      ["POST", "/v1/table_columns", { body: { page: "nope", columns: [{ key: "reference", show: true, isCustomizable: true }] } }, 422],
      ["PUT", "/v1/table_columns/", { body: { user: { column_settings: { nope: [] } } } }, 422],
      ["PUT", "/v1/table_columns/", { rawBody: "{", headers: JSON_TYPE }, 400],
    ];
    for (const [method, path, request, status] of cases) {
      const answer = await server.request(method, path, { ...request, token });
      expect(answer.status, `${method} ${path} ${request.rawBody?.slice(0, 20) ?? JSON.stringify(request.body).slice(0, 60)}`).toBe(status);
      expect(v.parse(ErrorBody, answer.json).messages.length).toBeGreaterThan(0);
    }
    // None of these changed the seller.
    const seller = await server.db.selectFrom("sellers").selectAll().where("id", "=", 1).executeTakeFirstOrThrow();
    expect(seller.name).toBe("Lumen Goods Ltd.");
    expect(seller.website).toBe("https://lumen.example.com");
  });
});

describe("bad input on the orders routes", () => {
  let token: string;
  beforeAll(async () => {
    token = await server.login("operation");
  });
  const key = (n: number) => ({ "Idempotency-Key": `bad-input-orders-${n}` });

  const badListQueries = [
    ["limit=0", "limit"],
    ["limit=1001", "limit"],
    ["offset=-5", "offset"],
    ["customer_country=Brazil", "customer_country"],
    ["customer_country=B1", "customer_country"],
    ["sales_channel=abc", "sales_channel"],
    ["current_status=123", "current_status"],
    ["current_status=NEW", "current_status"],
    ["contain_battery=yes", "contain_battery"],
    ["dangerous_good=1", "dangerous_good"],
    ["dispatched=", "dispatched"],
    ["start_registration_date=15/01/2025", "start_registration_date"],
    ["start_registration_date=2025-13-01", "start_registration_date"],
    ["end_registration_date=2025-02-31", "end_registration_date"],
    ["sort=created_at", "sort"],
    ["sort=total_value&direction=up", "direction"],
    [`order_number=${"x".repeat(121)}`, "order_number"],
  ] as const;

  for (const [query, field] of badListQueries) {
    it(`GET /v1/orders?${query.slice(0, 40)} is 422 naming ${field}`, async () => {
      const answer = await server.request("GET", `/v1/orders?${query}`, { token });
      expect(answer.status).toBe(422);
      const messages = v.parse(ErrorBody, answer.json).messages;
      expect(Object.keys(messages[0] as object)).toEqual([field]);
    });
  }

  it("refuses bad order ids in paths with 422 or 404, never 500", async () => {
    const paths = [
      ["GET", "/v1/orders/abc", 422],
      ["GET", "/v1/orders/0", 422],
      ["GET", "/v1/orders/-1", 422],
      ["GET", "/v1/orders/1.5", 422],
      ["GET", "/v1/orders/99999999999999999999", 422],
      ["GET", "/v1/orders/999999", 404],
      ["GET", "/v1/orders/abc/checkpoints", 422],
      ["GET", "/v1/orders/1/checkpoints/abc/attachment", 422],
      ["GET", "/v1/orders/1/checkpoints/999999/attachment", 404],
      ["GET", "/v1/orders/%00/contract", 422],
      ["DELETE", "/v1/orders/abc", 422],
      ["PUT", "/v1/orders/abc/dispatch", 422],
    ] as const;
    for (const [method, path, status] of paths) {
      const answer = await server.request(method, path, { token, headers: key(1) });
      expect(answer.status, `${method} ${path}`).toBe(status);
      v.parse(ErrorBody, answer.json);
    }
  });

  it("refuses bad order bodies with 4xx and field messages", async () => {
    const dispatched = DEMO_ORDERS.dispatched.id;
    const open = DEMO_ORDERS.undispatched.id;
    const tooBigFile = "A".repeat(204_804);
    const cases: [string, string, RequestOptions, number, string?][] = [
      ["POST", `/v1/orders/${dispatched}/add-checkpoint`, { body: {} }, 422, "status"],
      ["POST", `/v1/orders/${dispatched}/add-checkpoint`, { body: { status: "NEW", message: "x" } }, 422, "status"],
      ["POST", `/v1/orders/${dispatched}/add-checkpoint`, { body: { status: "READY_TO_SHIP", message: "x" } }, 422, "status"],
      ["POST", `/v1/orders/${dispatched}/add-checkpoint`, { body: { status: 600, message: "x" } }, 422, "status"],
      ["POST", `/v1/orders/${dispatched}/add-checkpoint`, { body: { status: "DELIVERED", message: "   " } }, 422, "message"],
      ["POST", `/v1/orders/${dispatched}/add-checkpoint`, { body: { status: "DELIVERED", message: "m".repeat(501) } }, 422, "message"],
      ["POST", `/v1/orders/${dispatched}/add-checkpoint`, { body: { status: "DELIVERED", message: ["x"] } }, 422, "message"],
      ["POST", `/v1/orders/${dispatched}/add-checkpoint`, { body: { status: "DELIVERED", message: "x", attachment: { name: "a.html", type: "text/html", data: "PGI+" } } }, 422, "attachment.type"],
      ["POST", `/v1/orders/${dispatched}/add-checkpoint`, { body: { status: "DELIVERED", message: "x", attachment: { name: "a.pdf", type: "application/pdf", data: "not base64!" } } }, 422, "attachment.data"],
      ["POST", `/v1/orders/${dispatched}/add-checkpoint`, { body: { status: "DELIVERED", message: "x", attachment: { name: "a.pdf", type: "application/pdf", data: "" } } }, 422, "attachment.data"],
      ["POST", `/v1/orders/${dispatched}/add-checkpoint`, { body: { status: "DELIVERED", message: "x", attachment: { name: "a.pdf", type: "application/pdf", data: tooBigFile } } }, 422, "attachment.data"],
      ["POST", `/v1/orders/${dispatched}/add-checkpoint`, { body: { status: "DELIVERED", message: "x", attachment: { name: " ", type: "image/png", data: "iVBORw0KGgo=" } } }, 422, "attachment.name"],
      ["POST", `/v1/orders/${dispatched}/add-checkpoint`, { rawBody: "{", headers: JSON_TYPE }, 400],
      ["POST", `/v1/orders/${dispatched}/add-checkpoint`, { rawBody: ONE_MB, headers: JSON_TYPE }, 413],
      ["PUT", "/v1/orders/multi_dispatch", { body: { ids: [] } }, 422, "ids"],
      ["PUT", "/v1/orders/multi_dispatch", { body: { ids: "1" } }, 422, "ids"],
      ["PUT", "/v1/orders/multi_dispatch", { body: { ids: ["1"] } }, 422, "ids.0"],
      ["PUT", "/v1/orders/multi_dispatch", { body: { ids: [0] } }, 422, "ids.0"],
      ["PUT", "/v1/orders/multi_dispatch", { body: { ids: [open, open] } }, 422, "ids"],
      ["PUT", "/v1/orders/multi_dispatch", { body: { ids: Array.from({ length: 1001 }, (_, i) => i + 1) } }, 422, "ids"],
      ["PUT", "/v1/orders/multi_dispatch", { body: [open] }, 422, "base"],
      ["PUT", `/v1/orders/${open}`, { body: { customer: { number: "12A" } } }, 422, "customer.number"],
      ["PUT", `/v1/orders/${open}`, { body: { customer: { full_name: "   " } } }, 422, "customer.full_name"],
      ["PUT", `/v1/orders/${open}`, { body: { customer: { email: "not-an-address" } } }, 422, "customer.email"],
      ["PUT", `/v1/orders/${open}`, { body: { customer: "Maria" } }, 422, "customer"],
      ["PUT", `/v1/orders/${open}`, { body: { observations: "o".repeat(1001) } }, 422, "observations"],
      ["PUT", `/v1/orders/${open}`, { rawBody: "observations=x", headers: { "Content-Type": "application/x-www-form-urlencoded" } }, 415],
    ];
    let n = 100;
    for (const [method, path, request, status, field] of cases) {
      const what = `${method} ${path} ${request.rawBody?.slice(0, 20) ?? JSON.stringify(request.body).slice(0, 80)}`;
      const answer = await server.request(method, path, { ...request, token, headers: { ...key((n += 1)), ...request.headers } });
      expect(answer.status, what).toBe(status);
      const messages = v.parse(ErrorBody, answer.json).messages;
      expect(messages.length, what).toBeGreaterThan(0);
      if (field) expect(Object.keys(messages[0] as object), what).toContain(field);
    }
    // None of these changed an order or added a checkpoint.
    const orders = await server.db.selectFrom("orders").select(["id", "dispatched", "observations", "customer_full_name"]).where("id", "in", [open, dispatched]).orderBy("id").execute();
    expect(orders.find((o) => o.id === open)?.dispatched).toBe(0);
    expect(orders.find((o) => o.id === open)?.customer_full_name).not.toBe("   ");
    const checkpoints = await server.db.selectFrom("checkpoints").select("id").where("order_id", "=", dispatched).execute();
    expect(checkpoints).toHaveLength(4);
  });
});

describe("bad input on the pickups routes", () => {
  let token: string;
  beforeAll(async () => {
    token = await server.login("operation");
  });

  const badListQueries = [
    ["limit=0", "limit"],
    ["offset=abc", "offset"],
    ["type=delivery", "type"],
    ["type=PICKUP", "type"],
    ["start_date=15/01/2025", "start_date"],
    ["start_date=2025-13-01", "start_date"],
    ["end_date=2025-02-31", "end_date"],
    [`order_number=${"x".repeat(121)}`, "order_number"],
  ] as const;

  for (const [query, field] of badListQueries) {
    it(`GET /v1/pickups?${query.slice(0, 40)} is 422 naming ${field}`, async () => {
      const answer = await server.request("GET", `/v1/pickups?${query}`, { token });
      expect(answer.status).toBe(422);
      expect(Object.keys(v.parse(ErrorBody, answer.json).messages[0] as object)).toEqual([field]);
    });
  }

  it("refuses a lookup without a usable code with 422", async () => {
    for (const query of ["", "reference=", "reference=%20%20", `reference=${"x".repeat(101)}`]) {
      const answer = await server.request("GET", `/v1/pickups/lookup?${query}`, { token });
      expect(answer.status, query).toBe(422);
      expect(Object.keys(v.parse(ErrorBody, answer.json).messages[0] as object)).toEqual(["reference"]);
    }
  });

  it("refuses bad pickup bodies with 4xx and field messages, never 500, and records nothing", async () => {
    const order = DEMO_PICKUPS.scannable[0]!;
    const valid = { reference: order.reference, type: "pickup", scanned_at: "2025-01-15T12:00:00.000Z" };
    const cases: [RequestOptions, number, string?][] = [
      [{ body: {} }, 422, "reference"],
      [{ body: { ...valid, reference: 42 } }, 422, "reference"],
      [{ body: { ...valid, reference: ["x"] } }, 422, "reference"],
      [{ body: { ...valid, reference: "   " } }, 422, "reference"],
      [{ body: { ...valid, reference: "x".repeat(101) } }, 422, "reference"],
      [{ body: { ...valid, reference: { $ne: "" } } }, 422, "reference"],
      [{ body: { ...valid, type: "delivery" } }, 422, "type"],
      [{ body: { ...valid, type: null } }, 422, "type"],
      [{ body: { reference: order.reference, type: "pickup" } }, 422, "scanned_at"],
      [{ body: { ...valid, scanned_at: "yesterday" } }, 422, "scanned_at"],
      [{ body: { ...valid, scanned_at: 1736942400000 } }, 422, "scanned_at"],
      [{ body: { ...valid, scanned_at: "2025-01-15" } }, 422, "scanned_at"],
      [{ body: { ...valid, scanned_at: "2025-01-15T12:00:00" } }, 422, "scanned_at"],
      [{ body: { ...valid, scanned_at: "2025-02-31T12:00:00Z" } }, 422, "scanned_at"],
      [{ body: { ...valid, scanned_at: "2025-01-15T25:00:00Z" } }, 422, "scanned_at"],
      [{ body: { ...valid, scanned_at: "2099-01-01T00:00:00Z" } }, 422, "scanned_at"],
      [{ body: { ...valid, scanned_at: "1999-01-01T00:00:00Z" } }, 422, "scanned_at"],
      [{ body: { ...valid, note: "n".repeat(501) } }, 422, "note"],
      [{ body: { ...valid, note: 5 } }, 422, "note"],
      [{ body: [valid] }, 422, "base"],
      [{ rawBody: "{", headers: JSON_TYPE }, 400],
      [{ rawBody: ONE_MB, headers: JSON_TYPE }, 413],
      [{ rawBody: "reference=x", headers: { "Content-Type": "application/x-www-form-urlencoded" } }, 415],
    ];
    let n = 0;
    for (const [request, status, field] of cases) {
      const what = request.rawBody?.slice(0, 20) ?? JSON.stringify(request.body).slice(0, 80);
      const answer = await server.request("POST", "/v1/pickups", { ...request, token, headers: { "Idempotency-Key": `bad-input-pickups-${(n += 1)}`, ...request.headers } });
      expect(answer.status, what).toBe(status);
      const messages = v.parse(ErrorBody, answer.json).messages;
      expect(messages.length, what).toBeGreaterThan(0);
      if (field) expect(Object.keys(messages[0] as object), what).toContain(field);
    }
    expect(await server.db.selectFrom("pickups").select("id").where("order_id", "=", order.id).execute()).toHaveLength(0);
    const row = await server.db.selectFrom("orders").select("current_status_id").where("id", "=", order.id).executeTakeFirstOrThrow();
    expect(row.current_status_id).toBe(300);
  });
});
