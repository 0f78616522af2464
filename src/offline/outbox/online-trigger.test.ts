import { beforeEach, describe, expect, it, vi } from "vitest";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { storeSessionUser } from "../../api/session";
import { db } from "../db";
import { clearOfflineTables, sampleOrder, testSender } from "../testing";
import type { OutboxSender } from "./sender";
import { attachTriggers } from "./triggers";

describe("coming back online", () => {
  beforeEach(async () => {
    await clearOfflineTables();
    storeSessionUser(demoSessionUser());
  });

  it("wakes the sender within the event, asking for operations in backoff to go at once; not once detached", () => {
    const kick = vi.fn();
    const detach = attachTriggers({ kick } as unknown as OutboxSender);
    window.dispatchEvent(new Event("online"));
    expect(kick).toHaveBeenCalledExactlyOnceWith({ dueNow: true });

    detach();
    window.dispatchEvent(new Event("online"));
    document.dispatchEvent(new Event("visibilitychange"));
    expect(kick).toHaveBeenCalledOnce();
  });

  it("sends operations waiting out a backoff at once, their attempts kept", async () => {
    const later = Date.now() + 60_000;
    await db.outbox.add({
      id: "op-1", seq: 1, kind: "dispatch", method: "put", path: "orders/1/dispatch", orderIds: [1], orderNumbers: ["LG1"],
      userId: 1, sellerId: 1, state: "pending", attempts: 5, nextAttemptAt: later, createdAt: new Date().toISOString(),
    });
    const sent: { attempts: number; nextAttemptAt: number }[] = [];
    const { sender } = testSender({
      now: () => Date.now(),
      send: async (op) => {
        sent.push({ attempts: op.attempts, nextAttemptAt: op.nextAttemptAt });
        return { data: sampleOrder(1, { dispatched: true }) };
      },
    });

    await sender.drain(); // in backoff: not sent
    expect(sent).toEqual([]);
    sender.kick({ dueNow: true });
    await sender.drain(); // the same run as the kick's

    expect(sent).toHaveLength(1);
    expect(sent[0]!.attempts).toBe(5);
    expect(sent[0]!.nextAttemptAt).toBeLessThan(later);
    expect(await db.outbox.count()).toBe(0);
  });
});
