import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { OVERPACK_MESSAGES, OverpackListResponse } from "../../src/api/schemas/overpacks";
import { DEMO_ORDERS } from "../seed/orders";
import { DEMO_OVERPACKS, DEMO_OVERPACK_ORDERS } from "../seed/overpacks";
import { messagesOf, newKey, ordersInBag } from "../testing/overpack-requests";
import { type DemoUserKey, serverPerTest } from "../testing/test-server";

const server = serverPerTest();
const { open, dispatched, otherSeller } = DEMO_OVERPACKS;
const [addable] = DEMO_OVERPACK_ORDERS.addable;

/** Every overpack route, with a body each would accept from a user allowed to use it. */
const ROUTES = [
  ["GET", "/v1/overpacks", undefined],
  ["GET", `/v1/overpacks/${open.id}`, undefined],
  ["GET", `/v1/overpacks/${dispatched.id}/label`, undefined],
  ["POST", "/v1/overpacks", { reference: "NEW-BAG", length: 10, width: 10, height: 10, order_ids: [addable!.id] }],
  ["PUT", `/v1/overpacks/${open.id}/add-orders`, { order_ids: [addable!.id] }],
  ["PUT", "/v1/overpacks/multi_dispatch", { ids: [open.id] }],
] as const;
const WRITES = ROUTES.filter(([method]) => method !== "GET");

const setCanOverpack = async (key: DemoUserKey, allowed: boolean) =>
  server.db
    .updateTable("users")
    .set({ can_overpack: allowed ? 1 : 0 })
    .where("id", "=", await server.userId(key))
    .execute();

const call = (token: string, method: string, path: string, body: unknown) =>
  server.request(method, path, { token, ...(method === "GET" ? {} : { body }), headers: { "Idempotency-Key": newKey() } });

describe("overpacks and can_overpack", () => {
  it("answers 403 with its own text on every overpack route to a user without can_overpack, even for a body it would refuse, and changes nothing", async () => {
    const token = await server.login("admin");
    await setCanOverpack("admin", false);
    for (const [method, path, body] of ROUTES) {
      // What it would refuse: a query that is no number for a read, a body of nothing it knows for a write.
      for (const [target, sent] of [[path, body], [`${path}?limit=many`, { nonsense: true }]] as const) {
        const answer = await call(token, method, target, sent);
        expect(answer.status, `${method} ${path}`).toBe(403);
        expect(messagesOf(answer.json), `${method} ${path}`).toEqual([OVERPACK_MESSAGES.notAllowed]);
      }
    }
    expect(await ordersInBag(server, open.id)).toEqual(DEMO_OVERPACK_ORDERS.inOpen.map((o) => o.id));
    const row = await server.db.selectFrom("overpacks").select("dispatched").where("id", "=", open.id).executeTakeFirstOrThrow();
    expect(row.dispatched).toBe(0);
  });

  it("lets the same user in again once the seller allows it", async () => {
    const token = await server.login("admin");
    await setCanOverpack("admin", false);
    expect((await server.request("GET", "/v1/overpacks", { token })).status).toBe(403);
    await setCanOverpack("admin", true);
    expect((await server.request("GET", "/v1/overpacks", { token })).status).toBe(200);
  });
});

describe("overpacks and roles", () => {
  it("lets the viewer read but not write (403), changing nothing", async () => {
    const token = await server.login("viewer");
    for (const [method, path] of ROUTES.filter(([m, p]) => m === "GET" && !p.endsWith("/label"))) {
      expect((await call(token, method, path, undefined)).status, `${method} ${path}`).toBe(200);
    }
    for (const [method, path, body] of WRITES) {
      const answer = await call(token, method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
    expect(await ordersInBag(server, open.id)).toEqual(DEMO_OVERPACK_ORDERS.inOpen.map((o) => o.id));
  });
});

describe("overpacks and tenancy", () => {
  it("answers 404 to another seller for each of seller 1's overpacks and orders, and lists only its own", async () => {
    await setCanOverpack("otherAdmin", true);
    const token = await server.login("otherAdmin");
    const list = v.parse(OverpackListResponse, (await server.request("GET", "/v1/overpacks", { token })).json).data;
    expect(list.elements.map((e) => e.id)).toEqual([otherSeller.id]);
    expect(list.count).toBe(1);

    for (const [method, path, body] of ROUTES.filter(([, p]) => p !== "/v1/overpacks")) {
      const answer = await call(token, method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
    // Seller 1's order into seller 2's own bag, and in a new bag: as unknown as a missing one.
    expect((await call(token, "PUT", `/v1/overpacks/${otherSeller.id}/add-orders`, { order_ids: [addable!.id] })).status).toBe(404);
    expect((await call(token, "POST", "/v1/overpacks", { reference: "MINE", length: 1, width: 1, height: 1, order_ids: [DEMO_ORDERS.dispatched.id] })).status).toBe(404);
    expect(await ordersInBag(server, open.id)).toEqual(DEMO_OVERPACK_ORDERS.inOpen.map((o) => o.id));
  });

  it("answers 404 to seller 1 for seller 2's overpack", async () => {
    const token = await server.login("admin");
    expect((await server.request("GET", `/v1/overpacks/${otherSeller.id}`, { token })).status).toBe(404);
    expect((await call(token, "PUT", `/v1/overpacks/${otherSeller.id}/add-orders`, { order_ids: [addable!.id] })).status).toBe(404);
    expect((await call(token, "PUT", "/v1/overpacks/multi_dispatch", { ids: [otherSeller.id] })).status).toBe(404);
  });
});
