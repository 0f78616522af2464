import { db } from "./db";
import { clearDeviceKeys } from "./device/device-store";
import { lanesOf } from "./outbox/lanes";
import type { OutboxOperation } from "./outbox/operations";
import { OutboxSender, type SenderDeps } from "./outbox/sender";
import { sendWithClient } from "./outbox/triggers";

/** Test helpers for the offline layer: sample orders, an empty database, a sender on a fake clock. */

// The samples are the shared order fixtures (tests/fixtures/orders.ts); kept here under their
// old names for the offline layer's tests.
export { sampleCheckpoint, sampleOrder, sampleRow } from "../../tests/fixtures/orders";

export async function clearOfflineTables(): Promise<void> {
  await Promise.all([db.outbox.clear(), db.orderRows.clear(), db.orderDetails.clear(), clearDeviceKeys()]);
}

/** A sender on a hand-driven clock, no timers, the real client (stub fetch to answer). */
export function testSender(overrides: Partial<SenderDeps> = {}) {
  const clock = { now: Date.now() + 1_000 };
  const deps: SenderDeps = {
    now: () => clock.now,
    random: () => 0.5,
    locks: undefined,
    send: sendWithClient,
    schedule: () => () => undefined,
    ...overrides,
  };
  return { sender: new OutboxSender(deps), clock };
}

/** A Web Locks stand-in shared by several senders: one holder per name, others queue. */
export function fakeLocks(): Pick<LockManager, "request"> {
  const tails = new Map<string, Promise<unknown>>();
  const request = (name: string, callback: () => Promise<unknown>) => {
    const run = (tails.get(name) ?? Promise.resolve()).then(() => callback());
    tails.set(name, run.catch(() => undefined));
    return run;
  };
  return { request } as unknown as Pick<LockManager, "request">;
}

/**
 * A `send` that holds every operation until the test answers it, so which operations are in
 * flight together, and the order their answers come in, are the test's to choose (no timers).
 * `overlaps` lists every start that found an operation sharing an order (a lane) in flight.
 */
export function heldSends() {
  const held = new Map<string, { op: OutboxOperation; resolve: (answer: unknown) => void; reject: (error: unknown) => void }>();
  const started: OutboxOperation[] = [];
  const overlaps: string[] = [];
  let most = 0;
  const send = (op: OutboxOperation) =>
    new Promise<unknown>((resolve, reject) => {
      const lanes = lanesOf(op);
      for (const other of held.values()) {
        if (lanesOf(other.op).some((lane) => lanes.includes(lane))) overlaps.push(`${op.id} started while ${other.op.id} was in flight`);
      }
      started.push(op);
      held.set(op.id, { op, resolve, reject });
      most = Math.max(most, held.size);
    });
  const take = (id: string) => {
    const entry = held.get(id);
    if (!entry) throw new Error(`Operation ${id} is not in flight`);
    held.delete(id);
    return entry;
  };
  return {
    send,
    started,
    overlaps,
    /** The ids in flight now, in the order they were sent. */
    inFlight: () => [...held.keys()],
    /** The most operations that were in flight at once. */
    most: () => most,
    answer: (id: string, answer: unknown = { data: {} }) => take(id).resolve(answer),
    fail: (id: string, error: unknown) => take(id).reject(error),
  };
}
