import { renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "../db";
import { clearOfflineTables } from "../testing";
import { getPendingCount, orderMarks, useNeedsAttention, useOrderSyncMarks, usePendingCount } from "./hooks";
import type { OutboxOperation } from "./operations";

const op = (seq: number, state: OutboxOperation["state"], orderIds: number[]): OutboxOperation => ({
  id: `op-${seq}`,
  seq,
  kind: "dispatch",
  method: "put",
  path: "orders/x/dispatch",
  orderIds,
  orderNumbers: orderIds.map(String),
  userId: 1,
  sellerId: 1,
  state,
  attempts: 0,
  nextAttemptAt: 0,
  createdAt: "2024-05-01T00:00:00Z",
});

describe("the outbox hooks", () => {
  beforeEach(clearOfflineTables);

  it("count pending and in-flight ops, not those needing attention, and follow changes", async () => {
    await db.outbox.bulkAdd([op(1, "pending", [1]), op(2, "in_flight", [2]), op(3, "needs_attention", [3])]);
    expect(await getPendingCount()).toBe(2);
    const { result } = renderHook(() => ({ count: usePendingCount(), attention: useNeedsAttention() }));
    await expect.poll(() => result.current.count).toBe(2);
    expect(result.current.attention.map((o) => o.id)).toEqual(["op-3"]);

    await db.outbox.delete("op-1");
    await expect.poll(() => result.current.count).toBe(1);
  });

  it("mark an order 'attention' over 'pending'", async () => {
    const marks = orderMarks([op(1, "pending", [1, 2]), op(2, "needs_attention", [2]), op(3, "pending", [2])]);
    expect([...marks]).toEqual([
      [1, "pending"],
      [2, "attention"],
    ]);
    await db.outbox.bulkAdd([op(1, "pending", [1])]);
    const { result } = renderHook(() => useOrderSyncMarks());
    await expect.poll(() => result.current.get(1)).toBe("pending");
  });
});
