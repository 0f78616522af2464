import { beforeEach, describe, expect, it } from "vitest";
import { storeSessionUser } from "../api/session";
import { demoSessionUser } from "../../tests/setup/session-fixture";
import { db } from "./db";
import { cacheOrderDetail, cacheOrderRows, clearOrderCaches, keepOrderCacheFor, readCachedOrderRows } from "./order-cache";
import { discardOperation } from "./outbox/actions";
import { enqueueCheckpoint, enqueueDispatch } from "./outbox/enqueue";
import { clearOfflineTables, sampleCheckpoint, sampleOrder, sampleRow } from "./testing";

describe("the order cache", () => {
  beforeEach(async () => {
    await clearOfflineTables();
    storeSessionUser(demoSessionUser());
  });

  it("stores rows with the time of the refresh", async () => {
    await cacheOrderRows([sampleRow(1), sampleRow(2)]);
    const rows = await readCachedOrderRows();
    expect(rows.map((row) => row.id)).toEqual([1, 2]);
    expect(rows[0]?.cachedAt).toMatch(/^\d{4}-/);
    expect((await db.meta.get("orders:listRefreshedAt"))?.value).toBe(rows[0]?.cachedAt);
  });

  it("re-applies a queued dispatch over a fresh server row and order", async () => {
    await cacheOrderRows([sampleRow(5), sampleRow(6)]);
    await enqueueDispatch([{ id: 5, order_number: "LG5" }]);

    // The server has not got it yet: its copy still says undispatched.
    await cacheOrderRows([sampleRow(5, { customer_city: "Recife" }), sampleRow(6)]);
    await cacheOrderDetail(sampleOrder(5));

    expect(await db.orderRows.get(5)).toMatchObject({ dispatched: true, current_status_id: 300, customer_city: "Recife" });
    expect((await db.orderRows.get(6))?.dispatched).toBe(false);
    expect((await db.orderDetails.get(5))?.order).toMatchObject({ dispatched: true, status: "READY_TO_SHIP" });
  });

  it("re-applies a queued checkpoint over freshly fetched checkpoints", async () => {
    await cacheOrderDetail(sampleOrder(5, { dispatched: true }), [sampleCheckpoint(1)]);
    await enqueueCheckpoint({ id: 5, order_number: "LG5" }, { status: "DELIVERED", message: "Handed over" });

    await cacheOrderDetail(sampleOrder(5, { dispatched: true }), [sampleCheckpoint(1), sampleCheckpoint(2, { status: "SHIPPED", status_code: 500 })]);

    const detail = await db.orderDetails.get(5);
    expect(detail?.checkpoints?.map((checkpoint) => [checkpoint.id > 0 ? checkpoint.id : "local", checkpoint.status])).toEqual([
      [1, "READY_TO_SHIP"],
      [2, "SHIPPED"],
      ["local", "DELIVERED"],
    ]);
    expect(detail?.order.status).toBe("DELIVERED");
  });

  it("rolls a discarded operation back to the server's latest values and marks the order stale", async () => {
    await cacheOrderRows([sampleRow(5)]);
    await cacheOrderDetail(sampleOrder(5, { dispatched: true }), [sampleCheckpoint(1)]);
    const dispatch = await enqueueDispatch([{ id: 5, order_number: "LG5" }]);
    const checkpoint = await enqueueCheckpoint({ id: 5, order_number: "LG5" }, { status: "SHIPPED", message: "Picked up" });
    await cacheOrderRows([sampleRow(5, { current_status: { id: 400, name: "PICKUP" }, current_status_id: 400 })]);

    await discardOperation(checkpoint);
    expect(await db.orderRows.get(5)).toMatchObject({ dispatched: true, current_status_id: 300, stale: true });
    expect((await db.orderDetails.get(5))?.checkpoints?.some((c) => c.pending)).toBe(false);

    await discardOperation(dispatch);
    const row = await db.orderRows.get(5);
    expect(row).toMatchObject({ dispatched: false, current_status_id: 400 });
    expect(row?.base).toBeUndefined();
  });

  it("keeps the cached orders for the same user and drops them for another, keeping queued operations", async () => {
    await keepOrderCacheFor(7);
    await cacheOrderRows([sampleRow(1)]);
    await cacheOrderDetail(sampleOrder(1));
    await enqueueDispatch([{ id: 1, order_number: "LG1" }]);

    await keepOrderCacheFor(7);
    expect(await readCachedOrderRows()).toHaveLength(1);

    await keepOrderCacheFor(8);
    expect(await readCachedOrderRows()).toEqual([]);
    expect(await db.orderDetails.count()).toBe(0);
    expect(await db.outbox.count()).toBe(1);
  });

  it("forgets every cached order at sign-out", async () => {
    await cacheOrderRows([sampleRow(1), sampleRow(2)]);
    await clearOrderCaches();
    expect(await readCachedOrderRows()).toEqual([]);
    expect(await db.meta.get("orders:listRefreshedAt")).toBeUndefined();
  });
});
