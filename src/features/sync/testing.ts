import { dispatchWrite } from "../../api/calls/queued-writes";
import { tables } from "../../offline/db";
import { DEVICE_KEYS } from "../../offline/device/device-keys";
import { removeDeviceKeys, writeDeviceKey } from "../../offline/device/device-store";
import type { OutboxOperation } from "../../offline/outbox/operations";

/**
 * Test helpers: the outbox as a test wants it, written straight into the (fake) IndexedDB through
 * the offline layer's table accessors, without the sender or the network.
 */

let seq = 0;

/** An operation row; `overrides` set the state, kind, orders and the server's answer. */
export function outboxOperation(overrides: Partial<OutboxOperation> = {}): OutboxOperation {
  seq += 1;
  const orderId = overrides.orderIds?.[0] ?? 10_000 + seq;
  return {
    id: crypto.randomUUID(),
    seq,
    ...dispatchWrite([orderId]),
    orderIds: [orderId],
    orderNumbers: [`LG-${orderId}`],
    userId: 1,
    sellerId: 1,
    state: "pending",
    attempts: 0,
    nextAttemptAt: Date.now(),
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

/** Empties the queue and the outbox's meta (last sync, pause), then writes `ops`. */
export async function seedOutbox(ops: OutboxOperation[], meta: { lastSyncAt?: string; pausedForLogin?: boolean } = {}): Promise<void> {
  await tables.outbox().clear();
  await removeDeviceKeys(DEVICE_KEYS.outboxLastSyncAt, DEVICE_KEYS.outboxPausedForLogin);
  if (ops.length > 0) await tables.outbox().bulkAdd(ops);
  if (meta.lastSyncAt !== undefined) await writeDeviceKey(DEVICE_KEYS.outboxLastSyncAt, meta.lastSyncAt);
  if (meta.pausedForLogin) await writeDeviceKey(DEVICE_KEYS.outboxPausedForLogin, true);
}
