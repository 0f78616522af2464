import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storeSessionUser } from "../../api/session";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { db } from "../db";
import { cacheOrderDetail, cacheOrderRows } from "../order-cache";
import { clearOfflineTables, sampleCheckpoint, sampleOrder, sampleRow } from "../testing";
import { discardOperation } from "./actions";
import { enqueueCheckpoint, enqueueDispatch, enqueuePickupScan } from "./enqueue";

describe("enqueueing an operation", () => {
  beforeEach(async () => {
    await clearOfflineTables();
    storeSessionUser(demoSessionUser({ id: 7, seller_id: 3 }));
  });
  afterEach(() => vi.restoreAllMocks());

  it("queues one dispatch with its id as key, the user and seller, no token, and shows it dispatched", async () => {
    await cacheOrderRows([sampleRow(5)]);
    await cacheOrderDetail(sampleOrder(5), [sampleCheckpoint(1, { status: "NEW", status_code: 100 })]);

    const id = await enqueueDispatch([{ id: 5, order_number: "LG5" }]);

    const op = await db.outbox.get(id);
    expect(op).toMatchObject({ kind: "dispatch", method: "put", path: "orders/5/dispatch", orderIds: [5], orderNumbers: ["LG5"], userId: 7, sellerId: 3, state: "pending", attempts: 0 });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(op)).not.toContain(demoSessionUser().auth_token);
    expect(await db.orderRows.get(5)).toMatchObject({ dispatched: true, current_status: { id: 300, name: "READY_TO_SHIP" }, current_status_id: 300 });
    expect((await db.orderDetails.get(5))?.order).toMatchObject({ dispatched: true, status: "READY_TO_SHIP", dispatched_at: op?.createdAt });
  });

  it("queues several orders as one multi-dispatch with {ids}", async () => {
    const id = await enqueueDispatch([
      { id: 5, order_number: "LG5" },
      { id: 6, order_number: "LG6" },
    ]);
    expect(await db.outbox.get(id)).toMatchObject({ kind: "multi-dispatch", path: "orders/multi_dispatch", body: { ids: [5, 6] }, orderIds: [5, 6] });
  });

  it("gives strictly increasing seq, also after the queue emptied", async () => {
    const first = await enqueueDispatch([{ id: 1, order_number: "LG1" }]);
    const second = await enqueueDispatch([{ id: 2, order_number: "LG2" }]);
    const seqs = [(await db.outbox.get(first))!.seq, (await db.outbox.get(second))!.seq];
    await db.outbox.clear();
    const third = await enqueueDispatch([{ id: 3, order_number: "LG3" }]);
    expect(seqs[1]).toBe(seqs[0]! + 1);
    expect((await db.outbox.get(third))!.seq).toBe(seqs[1]! + 1);
  });

  it("adds a pending local checkpoint and the new status", async () => {
    await cacheOrderRows([sampleRow(5, { dispatched: true })]);
    await cacheOrderDetail(sampleOrder(5, { dispatched: true }), [sampleCheckpoint(1)]);

    const id = await enqueueCheckpoint({ id: 5, order_number: "LG5" }, { status: "IN_TRANSIT", message: "Left the hub" });

    const detail = await db.orderDetails.get(5);
    expect(detail?.checkpoints).toHaveLength(2);
    expect(detail?.checkpoints?.[1]).toMatchObject({ status: "IN_TRANSIT", status_code: 600, message: "Left the hub", pending: true, opId: id });
    expect(detail?.checkpoints?.[1]?.id).toBeLessThan(0);
    expect(detail?.order.current_status).toEqual({ id: 600, name: "IN_TRANSIT" });
    expect((await db.orderRows.get(5))?.current_status_id).toBe(600);
  });

  it("writes nothing when the optimistic change fails: op and change are one transaction", async () => {
    await cacheOrderRows([sampleRow(5)]);
    vi.spyOn(db.orderRows, "bulkPut").mockRejectedValue(new Error("disk full"));

    await expect(enqueueDispatch([{ id: 5, order_number: "LG5" }])).rejects.toThrow();

    vi.restoreAllMocks();
    expect(await db.outbox.count()).toBe(0);
    expect((await db.orderRows.get(5))?.dispatched).toBe(false);
  });

  it("refuses without a signed-in user", async () => {
    localStorage.clear();
    await expect(enqueueDispatch([{ id: 5, order_number: "LG5" }])).rejects.toThrow(/signed-in/);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe("enqueueing a pickup or dropoff scan", () => {
  const scannedAt = "2024-05-03T10:15:00.000Z";
  const readyToShip = { dispatched: true, current_status: { id: 300, name: "READY_TO_SHIP" as const }, current_status_id: 300 };

  beforeEach(async () => {
    await clearOfflineTables();
    storeSessionUser(demoSessionUser({ id: 7, seller_id: 3 }));
  });

  it("queues POST pickups with the scan and shows the cached order picked up, with a pending checkpoint", async () => {
    await cacheOrderRows([sampleRow(5, readyToShip)]);
    await cacheOrderDetail(sampleOrder(5, { ...readyToShip, status: "READY_TO_SHIP" }), [sampleCheckpoint(1)]);

    const id = await enqueuePickupScan({ reference: " REF-5 ", type: "pickup", scannedAt, note: " Left with the porter ", order: { id: 5, order_number: "LG5" } });

    const op = await db.outbox.get(id);
    expect(op).toMatchObject({ kind: "pickup-scan", method: "post", path: "pickups", orderIds: [5], orderNumbers: ["LG5"], userId: 7, sellerId: 3, state: "pending" });
    expect(op?.body).toEqual({ reference: "REF-5", type: "pickup", scanned_at: scannedAt, note: "Left with the porter" });
    expect(await db.orderRows.get(5)).toMatchObject({ current_status: { id: 400, name: "PICKUP" }, current_status_id: 400 });
    const detail = await db.orderDetails.get(5);
    expect(detail?.order).toMatchObject({ status: "PICKUP", current_status_id: 400, dispatched: true });
    expect(detail?.checkpoints).toHaveLength(2);
    expect(detail?.checkpoints?.[1]).toMatchObject({ status: "PICKUP", status_code: 400, message: "Picked up by the driver.", created_at: scannedAt, pending: true, opId: id });
    expect(detail?.checkpoints?.[1]?.id).toBeLessThan(0);
  });

  it("never moves an order that is further on back, but still shows the dropoff's checkpoint", async () => {
    const inTransit = { dispatched: true, current_status: { id: 600, name: "IN_TRANSIT" as const }, current_status_id: 600 };
    await cacheOrderRows([sampleRow(5, inTransit)]);
    await cacheOrderDetail(sampleOrder(5, { ...inTransit, status: "IN_TRANSIT" }), [sampleCheckpoint(1)]);

    await enqueuePickupScan({ reference: "REF-5", type: "dropoff", scannedAt, order: { id: 5, order_number: "LG5" } });

    expect((await db.orderRows.get(5))?.current_status_id).toBe(600);
    const detail = await db.orderDetails.get(5);
    expect(detail?.order).toMatchObject({ status: "IN_TRANSIT", current_status_id: 600 });
    expect(detail?.checkpoints?.[1]).toMatchObject({ status: "PICKUP", message: "Dropped off at the drop-off point.", pending: true });
  });

  it("queues a code the device does not know against no order, named by the code", async () => {
    const id = await enqueuePickupScan({ reference: "NB123456789BR", type: "dropoff", scannedAt, note: "   " });
    const op = await db.outbox.get(id);
    expect(op).toMatchObject({ kind: "pickup-scan", orderIds: [], orderNumbers: ["NB123456789BR"] });
    expect(op?.body).toEqual({ reference: "NB123456789BR", type: "dropoff", scanned_at: scannedAt });
  });

  it("refuses an empty code and queues nothing", async () => {
    await expect(enqueuePickupScan({ reference: "  ", type: "pickup", scannedAt })).rejects.toThrow(/code/);
    expect(await db.outbox.count()).toBe(0);
  });

  it("rolls the status and the pending checkpoint back when the scan is discarded", async () => {
    await cacheOrderRows([sampleRow(5, readyToShip)]);
    await cacheOrderDetail(sampleOrder(5, { ...readyToShip, status: "READY_TO_SHIP" }), [sampleCheckpoint(1)]);
    const id = await enqueuePickupScan({ reference: "REF-5", type: "pickup", scannedAt, order: { id: 5, order_number: "LG5" } });

    await discardOperation(id);

    expect((await db.orderRows.get(5))?.current_status_id).toBe(300);
    const detail = await db.orderDetails.get(5);
    expect(detail?.order.status).toBe("READY_TO_SHIP");
    expect(detail?.checkpoints?.map((c) => c.id)).toEqual([1]);
  });
});
