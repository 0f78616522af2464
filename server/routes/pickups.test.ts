import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { ErrorBody } from "../../src/api/schemas/common";
import { CheckpointsResponse, OrderResponse } from "../../src/api/schemas/orders";
import { ExpectedParcelsResponse, PICKUP_MESSAGES, PickupListResponse, PickupLookupResponse, PickupResponse } from "../../src/api/schemas/pickups";
import { DEMO_ORDERS } from "../seed/orders";
import { DEMO_PICKUPS } from "../seed/pickups";
import { serverPerTest } from "../testing/test-server";

const server = serverPerTest();

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
let keyCount = 0;
const newKey = () => `pickups-test-${(keyCount += 1)}`;

const scannable = (n: number) => {
  const order = DEMO_PICKUPS.scannable[n];
  if (!order) throw new Error(`No scannable demo order ${n}`);
  return order;
};

async function record(token: string, body: Record<string, unknown>, key = newKey()) {
  return server.request("POST", "/v1/pickups", { token, body: { scanned_at: server.now().toISOString(), ...body }, headers: { "Idempotency-Key": key } });
}

/** The reference with another check digit: what a smudged label or a typo gives. */
const misread = (reference: string) => `${reference.slice(0, 10)}${(Number(reference[10]) + 1) % 10}${reference.slice(11)}`;

const orderRow = (id: number) => server.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const pickupRows = (orderId: number) => server.db.selectFrom("pickups").selectAll().where("order_id", "=", orderId).execute();
const handoverCheckpoints = (orderId: number) =>
  server.db.selectFrom("checkpoints").selectAll().where("order_id", "=", orderId).where("status_code", "=", 400).execute();

describe("POST /v1/pickups", () => {
  it("records a pickup by tracking reference: the row, a PICKUP checkpoint and the order's status, in one go", async () => {
    const order = scannable(0);
    const token = await server.login("operation");
    expect((await orderRow(order.id)).current_status_id).toBe(300);

    const answer = await record(token, { reference: order.reference, type: "pickup", note: "  Two boxes, taped.  " });

    expect(answer.status).toBe(201);
    const pickup = v.parse(PickupResponse, answer.json).data;
    expect(pickup).toMatchObject({ order_id: order.id, order_number: order.order_number, type: "pickup", reference: order.reference, note: "Two boxes, taped.", scanned_at: server.now().toISOString() });
    const rows = await pickupRows(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: pickup.id, seller_id: 1, created_by: await server.userId("operation") });
    expect((await orderRow(order.id)).current_status_id).toBe(400);
    const checkpoints = await handoverCheckpoints(order.id);
    expect(checkpoints).toHaveLength(1);
    expect(checkpoints[0]).toMatchObject({ message: "Picked up by the driver.", created_by: await server.userId("operation") });

    // The order view and its history say the same.
    const view = v.parse(OrderResponse, (await server.request("GET", `/v1/orders/${order.id}`, { token })).json).data;
    expect(view.current_status).toEqual({ id: 400, name: "PICKUP" });
    const history = v.parse(CheckpointsResponse, (await server.request("GET", `/v1/orders/${order.id}/checkpoints`, { token })).json).data;
    expect(history.at(-1)).toMatchObject({ status: "PICKUP", message: "Picked up by the driver." });
  });

  it("finds the order by its order number, trimmed and in any case, and a dropoff records PICKUP too", async () => {
    const order = scannable(1);
    const answer = await record(await server.login("admin"), { reference: `  ${order.order_number.toLowerCase()} `, type: "dropoff" });
    expect(answer.status).toBe(201);
    const pickup = v.parse(PickupResponse, answer.json).data;
    expect(pickup).toMatchObject({ order_id: order.id, type: "dropoff", reference: order.order_number.toLowerCase(), note: null });
    expect((await handoverCheckpoints(order.id)).map((c) => c.message)).toEqual(["Dropped off at the drop-off point."]);
    expect((await orderRow(order.id)).current_status_id).toBe(400);
  });

  it("finds the order by its last-mile tracking number; a late scan adds the checkpoint but never moves the order back", async () => {
    const order = await orderRow(DEMO_ORDERS.dispatched.id);
    expect(order.current_status_id).toBe(600);
    expect(order.last_mile_tracking_number).toBeTruthy();
    const before = (await handoverCheckpoints(order.id)).length;
    const scannedAt = new Date(server.now().getTime() - 3 * DAY_MS).toISOString();

    const answer = await record(await server.login("operation"), { reference: order.last_mile_tracking_number!, type: "pickup", scanned_at: scannedAt });

    expect(answer.status).toBe(201);
    expect(v.parse(PickupResponse, answer.json).data).toMatchObject({ order_id: order.id, scanned_at: scannedAt });
    expect((await orderRow(order.id)).current_status_id).toBe(600);
    const after = await handoverCheckpoints(order.id);
    expect(after).toHaveLength(before + 1);
    // Dated with the scan: the history tells when the parcel changed hands.
    expect(after.at(-1)?.created_at).toBe(scannedAt);
  });

  it("answers an unknown code and another seller's order with the same 404, recording nothing", async () => {
    const token = await server.login("operation");
    // NB000000005BR: a valid S10 number no order has (serial 0, check digit 5).
    for (const reference of ["NB000000005BR", DEMO_PICKUPS.otherSeller.reference, DEMO_PICKUPS.otherSeller.order_number]) {
      const answer = await record(token, { reference, type: "pickup" });
      expect(answer.status, reference).toBe(404);
      expect(v.parse(ErrorBody, answer.json).messages).toEqual([PICKUP_MESSAGES.unknownReference]);
      expect(PICKUP_MESSAGES.unknownReference).toBe("No order with this tracking number or order number.");
    }
    expect(await pickupRows(DEMO_PICKUPS.otherSeller.id)).toHaveLength(0);
  });

  it("refuses an order not dispatched yet with 409", async () => {
    const order = DEMO_PICKUPS.undispatched;
    const answer = await record(await server.login("operation"), { reference: order.reference, type: "pickup" });
    expect(answer.status).toBe(409);
    expect(v.parse(ErrorBody, answer.json).messages).toEqual(["Dispatch the order before recording its pickup or dropoff."]);
    expect(await pickupRows(order.id)).toHaveLength(0);
    expect(await handoverCheckpoints(order.id)).toHaveLength(0);
    expect((await orderRow(order.id)).current_status_id).toBe(100);
  });

  it("refuses the same order and type twice with 409 (another key, another device), but takes the other type", async () => {
    const order = scannable(2);
    const operation = await server.login("operation");
    expect((await record(operation, { reference: order.reference, type: "pickup" })).status).toBe(201);

    const again = await record(await server.login("admin"), { reference: order.order_number, type: "pickup" });
    expect(again.status).toBe(409);
    expect(v.parse(ErrorBody, again.json).messages).toEqual(["This order's pickup is already recorded."]);

    expect((await record(operation, { reference: order.reference, type: "dropoff" })).status).toBe(201);
    const dropoffAgain = await record(operation, { reference: order.reference, type: "dropoff" });
    expect(dropoffAgain.status).toBe(409);
    expect(v.parse(ErrorBody, dropoffAgain.json).messages).toEqual(["This order's dropoff is already recorded."]);

    expect((await pickupRows(order.id)).map((r) => r.type).sort()).toEqual(["dropoff", "pickup"]);
    expect(await handoverCheckpoints(order.id)).toHaveLength(2);
  });

  it("refuses a seeded scan recorded again", async () => {
    const seeded = DEMO_PICKUPS.recorded[0]!;
    const answer = await record(await server.login("operation"), { reference: seeded.reference, type: seeded.type });
    expect(answer.status).toBe(409);
    expect(v.parse(ErrorBody, answer.json).messages).toEqual([PICKUP_MESSAGES.alreadyRecorded(seeded.type)]);
  });

  it("replays a resend with the same key: one pickup and one checkpoint", async () => {
    const order = scannable(3);
    const token = await server.login("operation");
    const body = { reference: order.reference, type: "pickup", scanned_at: server.now().toISOString() };
    const first = await record(token, body, "pickups-replay-0001");
    server.advance(5 * MINUTE_MS);
    const second = await record(token, body, "pickups-replay-0001");

    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get("Idempotent-Replayed")).toBe("true");
    expect(second.json).toEqual(first.json);
    expect(await pickupRows(order.id)).toHaveLength(1);
    expect(await handoverCheckpoints(order.id)).toHaveLength(1);

    // Even a replay after the scan time has aged past the limit gets the stored answer.
    server.advance(31 * DAY_MS);
    const late = await record(await server.login("operation"), body, "pickups-replay-0001");
    expect(late.status).toBe(201);
    expect(late.json).toEqual(first.json);
  });

  it("refuses scan times more than 10 minutes ahead or older than 30 days with 422, and takes those within", async () => {
    const token = await server.login("operation");
    const now = server.now().getTime();
    const at = (ms: number) => new Date(now + ms).toISOString();
    for (const [scannedAt, message] of [
      [at(11 * MINUTE_MS), PICKUP_MESSAGES.scannedInFuture],
      [at(-31 * DAY_MS), PICKUP_MESSAGES.scannedTooLongAgo],
    ] as const) {
      const answer = await record(token, { reference: scannable(4).reference, type: "pickup", scanned_at: scannedAt });
      expect(answer.status, scannedAt).toBe(422);
      expect(v.parse(ErrorBody, answer.json).messages).toEqual([{ scanned_at: [message] }]);
    }
    expect(await pickupRows(scannable(4).id)).toHaveLength(0);

    expect((await record(token, { reference: scannable(4).reference, type: "pickup", scanned_at: at(9 * MINUTE_MS) })).status).toBe(201);
    // Another zone is the same moment: stored in UTC.
    const answer = await record(token, { reference: scannable(5).reference, type: "pickup", scanned_at: "2024-12-20T09:30:00-03:00" });
    expect(answer.status).toBe(201);
    expect(v.parse(PickupResponse, answer.json).data.scanned_at).toBe("2024-12-20T12:30:00.000Z");
  });

  it("requires an Idempotency-Key", async () => {
    const answer = await server.request("POST", "/v1/pickups", {
      token: await server.login("operation"),
      body: { reference: scannable(6).reference, type: "pickup", scanned_at: server.now().toISOString() },
    });
    expect(answer.status).toBe(400);
    expect(await pickupRows(scannable(6).id)).toHaveLength(0);
  });

  it("refuses a viewer with 403 and records nothing", async () => {
    const answer = await record(await server.login("viewer"), { reference: scannable(7).reference, type: "pickup" });
    expect(answer.status).toBe(403);
    expect(v.parse(ErrorBody, answer.json).messages).toEqual(["You are not allowed to do this."]);
    expect(await pickupRows(scannable(7).id)).toHaveLength(0);
    expect((await orderRow(scannable(7).id)).current_status_id).toBe(300);
  });
});

describe("GET /v1/pickups", () => {
  it("lists the seller's scans newest first with count and ids; a viewer reads too", async () => {
    const answer = await server.request("GET", "/v1/pickups", { token: await server.login("viewer") });
    expect(answer.status).toBe(200);
    const page = v.parse(PickupListResponse, answer.json).data;
    const seller1 = DEMO_PICKUPS.recorded.filter((p) => p.order_number.startsWith("LG-"));
    expect(page.count).toBe(seller1.length);
    expect(page.elements.map((p) => p.order_id).sort()).toEqual(seller1.map((p) => p.id).sort());
    expect(page.ids).toEqual(page.elements.map((p) => p.id));
    const times = page.elements.map((p) => p.scanned_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("puts a new scan first and filters by type, scan days and order number", async () => {
    const token = await server.login("operation");
    const order = scannable(8);
    const today = server.now().toISOString().slice(0, 10);
    const created = v.parse(PickupResponse, (await record(token, { reference: order.reference, type: "dropoff" })).json).data;
    const list = async (query: string) => {
      const answer = await server.request("GET", `/v1/pickups?${query}`, { token });
      expect(answer.status, query).toBe(200);
      return v.parse(PickupListResponse, answer.json).data;
    };

    expect((await list("")).elements[0]).toEqual(created);
    const dropoffs = await list("type=dropoff");
    expect(dropoffs.elements.length).toBeGreaterThan(0);
    expect(dropoffs.elements.every((p) => p.type === "dropoff")).toBe(true);
    expect((await list("type=pickup")).elements.every((p) => p.type === "pickup")).toBe(true);
    expect((await list(`start_date=${today}&end_date=${today}`)).elements.map((p) => p.id)).toContain(created.id);
    expect((await list(`end_date=2024-01-01`)).count).toBe(0);
    const byNumber = await list(`order_number=${order.order_number.slice(-4).toLowerCase()}`);
    expect(byNumber.elements.map((p) => p.id)).toEqual([created.id]);
    expect((await list("type=&start_date=&end_date=&order_number=")).count).toBe((await list("")).count);

    const firstPage = await list("limit=2&offset=0");
    const secondPage = await list("limit=2&offset=2");
    expect(firstPage.elements).toHaveLength(2);
    expect(secondPage.elements[0]?.id).not.toBe(firstPage.elements[1]?.id);
    expect(firstPage.ids.slice(2, 4)).toEqual(secondPage.elements.map((p) => p.id));
  });
});

describe("GET /v1/pickups/lookup", () => {
  it("names the order of a tracking reference, last-mile number or order number, for any group", async () => {
    const order = scannable(9);
    const token = await server.login("viewer");
    for (const reference of [order.reference, order.order_number.toLowerCase(), ` ${order.reference} `]) {
      const answer = await server.request("GET", `/v1/pickups/lookup?reference=${encodeURIComponent(reference)}`, { token });
      expect(answer.status, reference).toBe(200);
      expect(v.parse(PickupLookupResponse, answer.json).data).toEqual({
        id: order.id,
        order_number: order.order_number,
        reference: order.reference,
        last_mile_tracking_number: null,
        dispatched: true,
        current_status: { id: 300, name: "READY_TO_SHIP" },
      });
    }
    const inTransit = await orderRow(DEMO_ORDERS.dispatched.id);
    const byLastMile = await server.request("GET", `/v1/pickups/lookup?reference=${inTransit.last_mile_tracking_number}`, { token });
    expect(v.parse(PickupLookupResponse, byLastMile.json).data.id).toBe(inTransit.id);
    const undispatched = await server.request("GET", `/v1/pickups/lookup?reference=${DEMO_PICKUPS.undispatched.reference}`, { token });
    expect(v.parse(PickupLookupResponse, undispatched.json).data).toMatchObject({ dispatched: false, current_status: { id: 100, name: "NEW" } });
  });

  it("answers 404 for an unknown code and another seller's", async () => {
    const token = await server.login("admin");
    for (const reference of ["NOPE-123", DEMO_PICKUPS.otherSeller.reference]) {
      const answer = await server.request("GET", `/v1/pickups/lookup?reference=${reference}`, { token });
      expect(answer.status, reference).toBe(404);
      expect(v.parse(ErrorBody, answer.json).messages).toEqual([PICKUP_MESSAGES.unknownReference]);
    }
  });
});

describe("GET /v1/pickups/expected", () => {
  const expected = async (token: string) => {
    const answer = await server.request("GET", "/v1/pickups/expected", { token });
    expect(answer.status).toBe(200);
    return v.parse(ExpectedParcelsResponse, answer.json).data;
  };

  it("lists the seller's dispatched orders not handed over yet, by order number, and drops one once it is picked up", async () => {
    const token = await server.login("viewer");
    const before = await expected(token);
    const ids = new Set(before.elements.map((parcel) => parcel.id));
    for (const order of DEMO_PICKUPS.scannable.slice(12, 15)) expect(ids.has(order.id), order.order_number).toBe(true);
    // Not dispatched, already handed over, further on, or another seller's: not expected.
    for (const order of [DEMO_PICKUPS.undispatched, DEMO_PICKUPS.recorded[0]!, DEMO_ORDERS.dispatched, DEMO_PICKUPS.otherSeller]) {
      expect(ids.has(order.id), order.order_number).toBe(false);
    }
    expect(before.count).toBe(before.elements.length);
    expect(before.elements.map((parcel) => parcel.order_number)).toEqual([...before.elements.map((parcel) => parcel.order_number)].sort());
    const order = scannable(12);
    expect(before.elements.find((parcel) => parcel.id === order.id)).toEqual({ id: order.id, order_number: order.order_number, reference: order.reference, last_mile_tracking_number: null });

    expect((await record(await server.login("operation"), { reference: order.reference, type: "pickup" })).status).toBe(201);
    const after = await expected(token);
    expect(after.elements.map((parcel) => parcel.id)).not.toContain(order.id);
    expect(after.count).toBe(before.count - 1);
  });

  it("needs a signed-in user", async () => {
    expect((await server.request("GET", "/v1/pickups/expected")).status).toBe(401);
  });
});

describe("a code whose S10 check digit is wrong", () => {
  it("is refused with 422 on both scan routes, recording nothing, while the right code records", async () => {
    const order = scannable(10);
    const token = await server.login("operation");
    const wrong = misread(order.reference);
    for (const code of [wrong, wrong.toLowerCase()]) {
      const answer = await record(token, { reference: code, type: "pickup" });
      expect(answer.status, code).toBe(422);
      expect(v.parse(ErrorBody, answer.json).messages).toEqual([{ reference: [PICKUP_MESSAGES.misread] }]);
      const lookup = await server.request("GET", `/v1/pickups/lookup?reference=${code}`, { token });
      expect(lookup.status, code).toBe(422);
      expect(v.parse(ErrorBody, lookup.json).messages).toEqual([{ reference: [PICKUP_MESSAGES.misread] }]);
    }
    expect(PICKUP_MESSAGES.misread).toBe("This code's check digit is wrong: scan it again.");
    expect(await pickupRows(order.id)).toHaveLength(0);
    expect(await handoverCheckpoints(order.id)).toHaveLength(0);

    expect((await record(token, { reference: order.reference, type: "pickup" })).status).toBe(201);
  });

  it("still finds an order whose reference was issued before references had a check digit", async () => {
    const order = scannable(11);
    // References computed from the id (before decision 025) have the S10 shape and, mostly, no valid check digit.
    const legacy = misread(order.reference);
    await server.db.updateTable("orders").set({ reference: legacy }).where("id", "=", order.id).execute();
    const token = await server.login("operation");
    const lookup = await server.request("GET", `/v1/pickups/lookup?reference=${legacy}`, { token });
    expect(v.parse(PickupLookupResponse, lookup.json).data.id).toBe(order.id);
    expect((await record(token, { reference: legacy, type: "dropoff" })).status).toBe(201);
  });
});
