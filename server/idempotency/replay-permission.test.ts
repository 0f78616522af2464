import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { MAX_OPERATION_AGE_MS, OPERATION_AGE_MARGIN_MS } from "../../src/api/schemas/operation-lifetime";
import { ErrorBody } from "../../src/api/schemas/common";
import { CheckpointResponse, OrderResponse } from "../../src/api/schemas/orders";
import type { GroupName } from "../../src/domain/groups";
import { DEMO_ORDERS } from "../seed/orders";
import { DEMO_PICKUPS } from "../seed/pickups";
import { type DemoUserKey, serverPerTest } from "../testing/test-server";
import { IDEMPOTENCY_KEY_TTL_MS, purgeExpiredIdempotencyKeys } from "./idempotency";

/**
 * Decision 027: a replay of a committed key answers with the stored answer even after the user's
 * role changed, while a new request still meets the role check; and the server keeps a key at
 * least as long as a device may still send its operation.
 */

const server = serverPerTest();

const KEY = "replay-key-0001";
const OTHER_KEY = "replay-key-0002";
const NOT_ALLOWED = "You are not allowed to do this.";

async function moveToGroup(user: DemoUserKey, group: GroupName) {
  const groupRow = await server.db.selectFrom("groups").select("id").where("name", "=", group).executeTakeFirstOrThrow();
  await server.db.updateTable("users").set({ group_id: groupRow.id }).where("id", "=", await server.userId(user)).execute();
}

const checkpointCount = async (orderId: number) =>
  (await server.db.selectFrom("checkpoints").select(({ fn }) => fn.countAll<number>().as("n")).where("order_id", "=", orderId).executeTakeFirstOrThrow()).n;

const addCheckpoint = (token: string, orderId: number, key: string | undefined, message = "Left the warehouse") =>
  server.request("POST", `/v1/orders/${orderId}/add-checkpoint`, { token, body: { status: "IN_TRANSIT", message }, headers: key ? { "Idempotency-Key": key } : {} });

describe("a replay after the user's role changed", () => {
  it("answers a committed checkpoint's key with its stored answer to a user now in Seller Viewer; a new key is 403", async () => {
    const token = await server.login("operation");
    const orderId = DEMO_ORDERS.dispatched.id;
    const first = await addCheckpoint(token, orderId, KEY);
    expect(first.status).toBe(201);
    const count = await checkpointCount(orderId);

    await moveToGroup("operation", "seller-viewer");

    const replay = await addCheckpoint(token, orderId, KEY);
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(v.parse(CheckpointResponse, replay.json)).toEqual(v.parse(CheckpointResponse, first.json));

    for (const [what, answer] of [
      ["a new key", await addCheckpoint(token, orderId, OTHER_KEY)],
      ["the same key with another request", await addCheckpoint(token, orderId, KEY, "Another message")],
      ["no key", await addCheckpoint(token, orderId, undefined)],
    ] as const) {
      expect(answer.status, what).toBe(403);
      expect(v.parse(ErrorBody, answer.json).messages, what).toEqual([NOT_ALLOWED]);
      expect(answer.headers.get("idempotent-replayed"), what).toBeNull();
    }
    expect(await checkpointCount(orderId)).toBe(count);
    const keys = await server.db.selectFrom("idempotency_keys").select("key").where("user_id", "=", await server.userId("operation")).execute();
    expect(keys.map((row) => row.key)).toEqual([KEY]);
  });

  it("replays a committed dispatch to a user now in Seller Viewer", async () => {
    const token = await server.login("admin");
    const { id } = DEMO_ORDERS.undispatched;
    const headers = { "Idempotency-Key": KEY };
    const first = await server.request("PUT", `/v1/orders/${id}/dispatch`, { token, headers });
    expect(first.status).toBe(200);

    await moveToGroup("admin", "seller-viewer");

    const replay = await server.request("PUT", `/v1/orders/${id}/dispatch`, { token, headers });
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(v.parse(OrderResponse, replay.json).data).toMatchObject({ id, dispatched: true });
  });

  it("replays a committed pickup scan and a committed box template to a user now in Seller Viewer", async () => {
    const token = await server.login("operation");
    const scan = { reference: DEMO_PICKUPS.scannable[0]!.reference, type: "pickup", scanned_at: server.now().toISOString() };
    const box = { name: "Tall box 20x20x40", length: 20, width: 20, height: 40, empty_weight: 0.35 };
    const requests = [
      { path: "/v1/pickups", body: scan, key: KEY },
      { path: "/v1/box_templates", body: box, key: OTHER_KEY },
    ];
    const firsts = [];
    for (const { path, body, key } of requests) firsts.push(await server.request("POST", path, { token, body, headers: { "Idempotency-Key": key } }));
    expect(firsts.map((answer) => answer.status)).toEqual([201, 201]);

    await moveToGroup("operation", "seller-viewer");

    for (const [index, { path, body, key }] of requests.entries()) {
      const replay = await server.request("POST", path, { token, body, headers: { "Idempotency-Key": key } });
      expect(replay.status, path).toBe(201);
      expect(replay.headers.get("idempotent-replayed"), path).toBe("true");
      expect(replay.json, path).toEqual(firsts[index]!.json);
      const fresh = await server.request("POST", path, { token, body, headers: { "Idempotency-Key": `${key}-new` } });
      expect(fresh.status, `${path} with a new key`).toBe(403);
    }
  });

  it("gives a Seller Viewer no replay of another user's key: keys are per user", async () => {
    const admin = await server.login("admin");
    const viewer = await server.login("viewer");
    const orderId = DEMO_ORDERS.dispatched.id;
    expect((await addCheckpoint(admin, orderId, KEY)).status).toBe(201);

    const answer = await addCheckpoint(viewer, orderId, KEY);
    expect(answer.status).toBe(403);
    expect(answer.headers.get("idempotent-replayed")).toBeNull();
  });
});

describe("key lifetime against the device's operation age", () => {
  it("keeps the server's key lifetime longer than the device's oldest send, with the margin", () => {
    expect(MAX_OPERATION_AGE_MS + OPERATION_AGE_MARGIN_MS).toBeLessThanOrEqual(IDEMPOTENCY_KEY_TTL_MS);
  });

  it("still replays a key when the device sends its operation at the oldest age it may, after a purge", async () => {
    const token = await server.login("operation");
    const orderId = DEMO_ORDERS.dispatched.id;
    const first = await addCheckpoint(token, orderId, KEY);
    expect(first.status).toBe(201);
    const count = await checkpointCount(orderId);

    // The device queued the operation before this first request reached the server, so by the time
    // it is at its oldest age, at most this much has passed here (its clock may be off by the margin).
    server.advance(MAX_OPERATION_AGE_MS + OPERATION_AGE_MARGIN_MS);
    await purgeExpiredIdempotencyKeys(server.deps);
    const again = await server.login("operation"); // the first session has expired by now

    const replay = await addCheckpoint(again, orderId, KEY);
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(await checkpointCount(orderId)).toBe(count);
  });
});
