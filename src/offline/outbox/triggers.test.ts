import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { storeSessionUser } from "../../api/session";
import { db } from "../db";
import { clearOfflineTables, fakeLocks, sampleOrder } from "../testing";
import { enqueueDispatch } from "./enqueue";
import { OutboxSender, type SenderDeps } from "./sender";
import { startOutboxSender } from "./triggers";

/**
 * A shared Web Locks stand-in that counts the drains that have finished (each drain runs under the
 * lock) and every drain started (a request for the lock, made as soon as a sender is kicked).
 */
function observedLocks() {
  const shared = fakeLocks();
  let finished = 0;
  const request = vi.fn((name: string, callback: () => Promise<unknown>) =>
    shared.request(name, async () => {
      try {
        return await callback();
      } finally {
        finished += 1;
      }
    }),
  );
  return { locks: { request } as unknown as Pick<LockManager, "request">, started: () => request.mock.calls.length, finished: () => finished };
}

describe("startOutboxSender", () => {
  let stops: (() => void)[] = [];
  beforeEach(async () => {
    await clearOfflineTables();
    storeSessionUser(demoSessionUser());
  });
  afterEach(() => {
    stops.forEach((stop) => stop());
    stops = [];
    vi.restoreAllMocks();
  });

  function start(locks?: Pick<LockManager, "request">) {
    const send = vi.fn(async () => ({ data: sampleOrder(1, { dispatched: true }) }));
    const deps: SenderDeps = { now: () => Date.now() + 1_000, random: () => 0.5, locks, send, schedule: () => () => undefined };
    stops.push(startOutboxSender(deps), startOutboxSender(deps)); // StrictMode starts twice
    return send;
  }

  it("drains on start, after an enqueue and when the browser comes online, with one sender", async () => {
    await db.outbox.add({ ...(await queued()), state: "pending" });
    const send = start();
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(send).toHaveBeenCalledTimes(1);

    await enqueueDispatch([{ id: 1, order_number: "LG1" }]);
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("wakes on `online` and stops listening once every caller stopped", async () => {
    const kicks = vi.spyOn(OutboxSender.prototype, "kick");
    const observed = observedLocks();
    const send = start(observed.locks);
    // The drain on start has run to its end over an empty queue: nothing was sent.
    await vi.waitFor(() => expect(observed.finished()).toBe(1));
    expect(send).not.toHaveBeenCalled();

    await db.outbox.add(await queued());
    window.dispatchEvent(new Event("online"));
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(send).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(observed.finished()).toBe(observed.started()));

    stops.forEach((stop) => stop());
    stops = [];
    await db.outbox.add(await queued());
    const drainsBefore = observed.started();
    const kicksBefore = kicks.mock.calls.length;
    window.dispatchEvent(new Event("online"));
    // Listeners run within the event, and a woken sender asks for the lock at once: neither happened.
    expect(kicks).toHaveBeenCalledTimes(kicksBefore);
    expect(observed.started()).toBe(drainsBefore);
    expect(send).toHaveBeenCalledTimes(1);
    expect(await db.outbox.count()).toBe(1);
  });

  it("cancels a stopped sender's backoff timer, and a timer that fires anyway sends nothing", async () => {
    await db.outbox.add({ ...(await queued()), nextAttemptAt: Date.now() + 60_000 });
    const timers: { run: () => void; cancelled: boolean }[] = [];
    const observed = observedLocks();
    const send = vi.fn(async () => ({ data: sampleOrder(1, { dispatched: true }) }));
    const schedule = (run: () => void) => {
      const timer = { run, cancelled: false };
      timers.push(timer);
      return () => void (timer.cancelled = true);
    };
    const stop = startOutboxSender({ now: () => Date.now(), random: () => 0.5, locks: observed.locks, send, schedule });
    await vi.waitFor(() => expect(timers).toHaveLength(1)); // the drain on start left it for its backoff

    stop();
    expect(timers[0]!.cancelled).toBe(true);
    const drainsBefore = observed.started();
    timers[0]!.run();
    expect(observed.started()).toBe(drainsBefore);
    expect(send).not.toHaveBeenCalled();
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
