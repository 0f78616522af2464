import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storeSessionUser } from "../../api/session";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { db } from "../db";
import { cacheOrderDetail, cacheOrderRows } from "../order-cache";
import { clearOfflineTables, sampleCheckpoint, sampleOrder, sampleRow } from "../testing";
import { enqueueCheckpoint, enqueueDispatch } from "./enqueue";

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
