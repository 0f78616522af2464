import type { AddCheckpointRequest } from "../../api/schemas/orders";
import { getSessionUser } from "../../api/session";
import { db } from "../db";
import { DEVICE_KEYS } from "../device/device-keys";
import { DEVICE_STORE_TABLE, readDeviceKey, writeDeviceKey } from "../device/device-store";
import { checkpointDraft, dispatchDraft, type OperationDraft, type OverpackScan, overpackAddDraft, type PickupScan, pickupScanDraft } from "./kinds";
import type { OutboxOperation } from "./operations";
import { OVERLAY_TABLES, reapplyOrders } from "./reapply";
import { kickOutbox } from "./sender-registry";

/**
 * Queues an operation and shows its effect on the cached orders in ONE Dexie transaction: either
 * both are on disk or neither is (a crash between them can neither lose the op nor leave a change
 * shown that nothing will send). The network is never touched here; the sender is kicked after.
 */
export async function enqueueOperation(draft: OperationDraft): Promise<OutboxOperation> {
  const user = getSessionUser();
  if (!user) throw new Error("Cannot queue an operation without a signed-in user");
  const now = Date.now();
  const op = await db.transaction("rw", [DEVICE_STORE_TABLE, ...OVERLAY_TABLES()], async () => {
    // IndexedDB runs read-write transactions on the same store one after another, also across
    // tabs, so "last + 1" read here cannot be given out twice.
    const lastSeq = (await readDeviceKey(DEVICE_KEYS.outboxLastSeq)) ?? 0;
    const newest = (await db.outbox.orderBy("seq").last())?.seq ?? 0;
    // Whole numbers: a refused order of a batch waits at a fraction past the batch's seq
    // (dispatch-refusals.ts), and every later operation must come after it.
    const seq = Math.floor(Math.max(lastSeq, newest)) + 1;
    const operation: OutboxOperation = {
      ...draft,
      id: crypto.randomUUID(),
      seq,
      userId: user.id,
      sellerId: user.seller_id,
      state: "pending",
      attempts: 0,
      nextAttemptAt: now,
      createdAt: new Date(now).toISOString(),
    };
    await writeDeviceKey(DEVICE_KEYS.outboxLastSeq, seq);
    await db.outbox.add(operation);
    await reapplyOrders(operation.orderIds);
    return operation;
  });
  kickOutbox();
  return op;
}

/**
 * Dispatches one order ("dispatch") or several at once ("multi-dispatch": the server dispatches
 * the valid ones and names each refused one, decision 031). Returns the operation id (its
 * Idempotency-Key). Throws without a signed-in user.
 */
export async function enqueueDispatch(orders: { id: number; order_number: string }[]): Promise<string> {
  if (orders.length === 0) throw new Error("Nothing to dispatch");
  return (await enqueueOperation(dispatchDraft(orders))).id;
}

/** Adds a checkpoint; until it is sent the order view shows it marked pending. */
export async function enqueueCheckpoint(order: { id: number; order_number: string }, checkpoint: AddCheckpointRequest): Promise<string> {
  return (await enqueueOperation(checkpointDraft(order, checkpoint))).id;
}

/**
 * Queues a pickup or dropoff scan (POST /v1/pickups). When the scan names a cached order, the
 * order shows PICKUP at once (unless it is further on) with a pending checkpoint. Returns the
 * operation id (its Idempotency-Key). Throws without a signed-in user or with an empty code.
 */
export async function enqueuePickupScan(scan: PickupScan): Promise<string> {
  return (await enqueueOperation(pickupScanDraft(scan))).id;
}

/**
 * Queues a scan into an overpack (PUT /v1/overpacks/{id}/add-orders, decision 051). The caller has
 * already refused on the device what the cached order says cannot go (src/domain/overpack.ts).
 * Returns the operation id (its Idempotency-Key).
 */
export async function enqueueOverpackAdd(scan: OverpackScan): Promise<string> {
  return (await enqueueOperation(overpackAddDraft(scan))).id;
}
