import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { storeSessionUser } from "../../api/session";
import { db } from "../db";
import { clearOfflineTables, sampleOrder } from "../testing";
import { enqueueDispatch } from "./enqueue";
import type { SenderDeps } from "./sender";
import { startOutboxSender } from "./triggers";

describe("startOutboxSender", () => {
  let stops: (() => void)[] = [];
  beforeEach(async () => {
    await clearOfflineTables();
    storeSessionUser(demoSessionUser());
  });
  afterEach(() => {
    stops.forEach((stop) => stop());
    stops = [];
  });

  function start() {
    const send = vi.fn(async () => ({ data: sampleOrder(1, { dispatched: true }) }));
    const deps: SenderDeps = { now: () => Date.now() + 1_000, random: () => 0.5, locks: undefined, send, schedule: () => () => undefined };
    stops.push(startOutboxSender(deps), startOutboxSender(deps)); // StrictMode starts twice
    return send;
  }

  it("drains on start, after an enqueue and when the browser comes online, with one sender", async () => {
    const send = vi.fn(async () => ({ data: sampleOrder(1, { dispatched: true }) }));
    await db.outbox.add({ ...(await queued()), state: "pending" });
    const deps: SenderDeps = { now: () => Date.now() + 1_000, random: () => 0.5, locks: undefined, send, schedule: () => () => undefined };
    stops.push(startOutboxSender(deps), startOutboxSender(deps));
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(send).toHaveBeenCalledTimes(1);

    await enqueueDispatch([{ id: 1, order_number: "LG1" }]);
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("wakes on `online` and stops listening once every caller stopped", async () => {
    const send = start();
    await vi.waitFor(() => expect(send).not.toHaveBeenCalled());
    await db.outbox.add(await queued());
    window.dispatchEvent(new Event("online"));
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(send).toHaveBeenCalledTimes(1);

    stops.forEach((stop) => stop());
    stops = [];
    await db.outbox.add(await queued());
    window.dispatchEvent(new Event("online"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(send).toHaveBeenCalledTimes(1);
    expect(await db.outbox.count()).toBe(1);
  });
});

/** An operation row written without enqueue (so no sender is woken by the write itself). */
async function queued() {
  const seq = ((await db.outbox.orderBy("seq").last())?.seq ?? 100) + 1;
  return {
    id: crypto.randomUUID(),
    seq,
    kind: "dispatch" as const,
    method: "put" as const,
    path: "orders/1/dispatch",
    orderIds: [1],
    orderNumbers: ["LG1"],
    userId: 1,
    sellerId: 1,
    state: "pending" as const,
    attempts: 0,
    nextAttemptAt: Date.now(),
    createdAt: new Date().toISOString(),
  };
}
