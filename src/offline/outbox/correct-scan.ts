import type { CreatePickupRequest } from "../../api/schemas/pickups";
import { getSessionUser } from "../../api/session";
import { db } from "../db";
import { DEVICE_STORE_TABLE } from "../device/device-store";
import { matchCode, replaceScanOfOperation } from "../scan-sessions";
import { enqueueOperation } from "./enqueue";
import { pickupScanDraft } from "./kinds";
import type { OutboxOperation } from "./operations";
import { OVERLAY_TABLES, reapplyOrders } from "./reapply";

/**
 * A mistyped or misread code, corrected on the outbox screen (issue 14, decision 032).
 *
 * Only a scan the server refused for its code can be corrected: 404 (no order has it) or 422 (its
 * check digit is wrong). Refusals are not stored (decision 015), so the refused operation never
 * applied anything. The corrected code is another request, so it goes as a NEW operation with a
 * new key: the old key belongs to the old body, and resending it with another body would make the
 * server's fingerprint check refuse it. Removing the old operation and queueing the new one happen
 * in one transaction, so the device never holds both or neither, and the session's scan follows.
 */

const CORRECTABLE_STATUSES: ReadonlySet<number> = new Set([404, 422]);

/** Whether the outbox screen offers "Correct the code" for this operation. */
export function canCorrectCode(op: OutboxOperation): boolean {
  return op.kind === "pickup-scan" && op.state === "needs_attention" && CORRECTABLE_STATUSES.has(op.lastError?.status ?? 0);
}

/** Replaces a refused scan by the same scan of `code`; returns the new operation's id. */
export async function correctScanCode(opId: string, code: string): Promise<string> {
  const reference = code.trim();
  if (reference === "") throw new Error("A scan needs a code");
  const user = getSessionUser();
  return db.transaction("rw", [DEVICE_STORE_TABLE, ...OVERLAY_TABLES(), db.scanSessions], async () => {
    const refused = await db.outbox.get(opId);
    // Checked again inside the transaction: a retry from another tab may have made it pending.
    if (!refused || !canCorrectCode(refused) || refused.userId !== user?.id) throw new Error("This scan cannot be corrected");
    const body = refused.body as CreatePickupRequest;
    // The device may know the corrected code's order: its scan then shows under that order.
    const order = matchCode(await db.orderRows.toArray(), reference);
    await db.outbox.delete(opId);
    await reapplyOrders(refused.orderIds, { stale: true });
    // The scan happened when it was made: the corrected one keeps its time and its note.
    const next = await enqueueOperation(pickupScanDraft({ reference, type: body.type, scannedAt: body.scanned_at, note: body.note, order }));
    await replaceScanOfOperation(opId, { opId: next.id, code: reference, orderId: order?.id, orderNumber: order?.order_number });
    return next.id;
  });
}
