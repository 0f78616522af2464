import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../db";
import { clearOfflineTables } from "../testing";
import type { OutboxSender } from "./sender";
import { attachTriggers } from "./triggers";

describe("coming back online", () => {
  beforeEach(clearOfflineTables);

  it("makes operations in backoff due at once and wakes the sender", async () => {
    const later = Date.now() + 60_000;
    await db.outbox.add({
      id: "op-1", seq: 1, kind: "dispatch", method: "put", path: "orders/1/dispatch", orderIds: [1], orderNumbers: ["LG1"],
      userId: 1, sellerId: 1, state: "pending", attempts: 5, nextAttemptAt: later, createdAt: new Date().toISOString(),
    });
    const kick = vi.fn();
    const detach = attachTriggers({ kick } as unknown as OutboxSender);
    window.dispatchEvent(new Event("online"));
    await vi.waitFor(() => expect(kick).toHaveBeenCalled());
    const op = await db.outbox.get("op-1");
    expect(op?.nextAttemptAt).toBeLessThan(later);
    expect(op?.attempts).toBe(5);
    detach();
  });
});
