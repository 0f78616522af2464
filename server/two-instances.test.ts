import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as v from "valibot";
import { LoginResponse, SIGN_IN_MESSAGES } from "../src/api/schemas/auth";
import { ErrorBody } from "../src/api/schemas/common";
import { OrderResponse } from "../src/api/schemas/orders";
import { BoxTemplateResponse } from "../src/api/schemas/templates";
import { DEMO_PASSWORD } from "./seed/demo";
import { DEMO_ORDERS } from "./seed/orders";
import { DISPATCH_CHECKPOINT_MESSAGE } from "./orders/dispatch";
import { solvedVerification } from "./testing/proof-of-work";
import { openSharedTestDatabase, testDialect } from "./testing/test-database";
import { TEST_START, type TestServer, serveTestDatabase } from "./testing/test-server";

/**
 * Two instances of the server on one database behave as one (issue 16): nothing that must be
 * shared lives in a process. Each instance is a whole app with its own connections (two pools to
 * one PostgreSQL database, or two connections to one SQLite file), its own clock and memory.
 * Runs in both projects of `npm test`, so on both databases.
 */
vi.setConfig({ testTimeout: 30_000 });

/** Both instances see requests from this address, as behind one load balancer. */
const ADDRESS = "198.51.100.40";

let shared: Awaited<ReturnType<typeof openSharedTestDatabase>>;
let one: TestServer;
let other: TestServer;
beforeEach(async () => {
  shared = await openSharedTestDatabase(TEST_START);
  one = serveTestDatabase(shared.first, { address: ADDRESS });
  other = serveTestDatabase(shared.second, { address: ADDRESS });
});
afterEach(async () => {
  await shared.close();
});

let keys = 0;
const newKey = () => `two-instances-${Date.now()}-${(keys += 1)}`;
const box = (name: string) => ({ name, length: 20, width: 20, height: 40, empty_weight: 0.35 });
const countBoxes = async (name: string) => (await one.db.selectFrom("box_templates").select("id").where("name", "=", name).execute()).length;
const signIn = (server: TestServer, password: string, verification?: string) =>
  server.request("POST", "/v1/login", { body: { email: "admin@example.com", password, platform: "nb", verification } });

describe(`two instances on one ${testDialect()} database`, () => {
  it("honour each other's sessions and read each other's writes, sign-out included", async () => {
    const token = await one.login("operation");
    const created = await other.request("POST", "/v1/box_templates", { token, body: box("Made on the other"), headers: { "Idempotency-Key": newKey() } });
    expect(created.status, created.text).toBe(201);
    const id = v.parse(BoxTemplateResponse, created.json).data.id;

    const read = await one.request("GET", "/v1/box_templates?limit=1000&offset=0", { token });
    expect(read.text).toContain('"Made on the other"');
    expect(read.text).toContain(`"id":${id}`);

    expect((await other.request("POST", "/v1/logout", { token })).status).toBe(200);
    expect((await one.request("GET", "/v1/current-seller", { token })).status).toBe(401);
  });

  it("count sign-in failures through both against one limit, and take a solved challenge once, from either", async () => {
    for (let i = 0; i < 5; i += 1) {
      const answer = await signIn(i % 2 === 0 ? one : other, `wrong-${i}`);
      expect(answer.status, `failure ${i + 1}`).toBe(401);
    }
    for (const server of [one, other]) {
      const asked = await signIn(server, DEMO_PASSWORD);
      expect(asked.status).toBe(429);
      expect(v.parse(ErrorBody, asked.json).messages).toEqual([SIGN_IN_MESSAGES.verificationRequired]);
    }
    // Signed by one instance's key, checked by the other's: the key is the database's.
    const verification = await solvedVerification(one, "login");
    const signedIn = await signIn(other, DEMO_PASSWORD, verification);
    expect(signedIn.status, signedIn.text).toBe(200);
    v.parse(LoginResponse, signedIn.json);
    const again = await signIn(one, DEMO_PASSWORD, verification);
    expect(again.status).toBe(403);
  });

  it("replay through one an idempotency key committed through the other, and refuse it for another request", async () => {
    const token = await one.login("operation");
    const key = newKey();
    const created = await one.request("POST", "/v1/box_templates", { token, body: box("Once"), headers: { "Idempotency-Key": key } });
    expect(created.status).toBe(201);
    const replayed = await other.request("POST", "/v1/box_templates", { token, body: box("Once"), headers: { "Idempotency-Key": key } });
    expect(replayed.status).toBe(201);
    expect(replayed.headers.get("Idempotent-Replayed")).toBe("true");
    expect(replayed.json).toEqual(created.json);
    expect(await countBoxes("Once")).toBe(1);

    const reused = await other.request("POST", "/v1/box_templates", { token, body: box("Another"), headers: { "Idempotency-Key": key } });
    expect(reused.status).toBe(422);
    expect(await countBoxes("Another")).toBe(0);
  });

  it("apply once two requests sent at the same moment with one key, one through each", async () => {
    const token = await one.login("operation");
    for (let round = 1; round <= 5; round += 1) {
      const key = newKey();
      const name = `Raced ${round}`;
      const answers = await Promise.all([one, other].map((server) => server.request("POST", "/v1/box_templates", { token, body: box(name), headers: { "Idempotency-Key": key } })));
      // The loser either waits for the winner's answer (replayed) or is told to retry (409).
      for (const answer of answers) expect([201, 409], answer.text).toContain(answer.status);
      expect(answers.some((a) => a.status === 201)).toBe(true);
      expect(await countBoxes(name), name).toBe(1);
    }

    const key = newKey();
    const path = `/v1/orders/${DEMO_ORDERS.undispatched.id}/dispatch`;
    const dispatches = await Promise.all([one, other].map((server) => server.request("PUT", path, { token, headers: { "Idempotency-Key": key } })));
    for (const answer of dispatches) expect([200, 409], answer.text).toContain(answer.status);
    const checkpoints = await one.db.selectFrom("checkpoints").select("id").where("order_id", "=", DEMO_ORDERS.undispatched.id).where("message", "=", DISPATCH_CHECKPOINT_MESSAGE).execute();
    expect(checkpoints).toHaveLength(1);
    // Whichever instance the retry reaches, it gets the one dispatch's answer.
    for (const server of [one, other]) expect((await server.request("PUT", path, { token, headers: { "Idempotency-Key": key } })).status).toBe(200);
  });

  it("never edit an order after a dispatch through the other instance has taken it", async () => {
    const token = await one.login("operation");
    for (const order of DEMO_ORDERS.dispatchable.slice(0, 10)) {
      const note = `Edited while dispatching ${order.id}`;
      const [edit, dispatch] = await Promise.all([
        one.request("PUT", `/v1/orders/${order.id}`, { token, body: { observations: note } }),
        other.request("PUT", `/v1/orders/${order.id}/dispatch`, { token, headers: { "Idempotency-Key": newKey() } }),
      ]);
      expect(dispatch.status, dispatch.text).toBe(200);
      // Either the edit came first (and the dispatched order carries it) or it was refused.
      if (edit.status === 200) expect(v.parse(OrderResponse, dispatch.json).data.observations, `order ${order.id}`).toBe(note);
      else expect(edit.status, edit.text).toBe(409);
    }
  });

  it("let one of two devices save a table's columns at the same moment and tell the other", async () => {
    const token = await one.login("viewer");
    const columns = [{ key: "order_number", show: true, isCustomizable: false }];
    const answers = await Promise.all([one, other].map((server) => server.request("POST", "/v1/table_columns", { token, body: { page: "orders", columns } })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const saved = await Promise.all([one, other].map((server) => server.request("PUT", "/v1/table_columns", { token, body: { user: { column_settings: { orders: columns } } } })));
    expect(saved.map((a) => a.status)).toEqual([200, 200]);
  });
});
