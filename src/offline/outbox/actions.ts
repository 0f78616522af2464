import { db } from "../db";
import { forgetScanOfOperation } from "../scan-sessions";
import { reconcileTemplate } from "../templates/template-sync";
import { OVERLAY_TABLES, reapplyOrders } from "./reapply";
import type { DispatchRefusalReason } from "../../api/schemas/dispatch";
import type { OutboxOperation } from "./operations";
import { kickOutbox } from "./sender-registry";

/** What the outbox screen offers for an operation that needs attention. */

/**
 * Sends it again (same id, so the same Idempotency-Key) as if it were new: attempts from 0.
 *
 * An operation that had grown too old to send (lifetime.ts) is sent too: the screen asked the
 * person to check first that its change is not on the server already. It keeps its key rather
 * than taking a new one: should the server still remember the key, it replays instead of applying
 * the change a second time (a new key could only ever apply it again). Its age counts from now.
 */
export async function retryOperation(id: string): Promise<void> {
  const now = Date.now();
  await db.transaction("rw", OVERLAY_TABLES(), async () => {
    await db.outbox.where("id").equals(id).modify((op) => {
      if (op.state === "in_flight") return; // already being sent
      if (op.lastError?.reason === "too-old") op.confirmedAt = new Date(now).toISOString();
      op.state = "pending";
      op.attempts = 0;
      delete op.unreachedSends;
      op.nextAttemptAt = now;
      delete op.lastError;
    });
    const op = await db.outbox.get(id);
    if (op?.template) await reconcileTemplate(op.template);
    // A refused dispatch did not show on its orders (kinds.ts, showsOnOrder); retried, it does again.
    if (op) await reapplyOrders(op.orderIds);
  });
  kickOutbox();
}

/** What became of a request to cancel a queued operation. */
export type CancelOutcome = "cancelled" | "sending" | "gone";

/**
 * Cancels an operation that has not been sent (issue 14): it leaves the queue and its orders show
 * the server's state again, in one transaction. The sender claims an operation on disk before it
 * sends it and never sends one that was gone by then (decision 027), so an operation still
 * pending and never claimed cannot reach the server after this. "sending": claimed once, so its
 * request may be on its way or may have arrived: only its answer can tell, so it stays. "gone":
 * not in the queue any more (sent, or cancelled elsewhere).
 */
export async function cancelOperation(id: string): Promise<CancelOutcome> {
  const outcome = await db.transaction("rw", OVERLAY_TABLES(), async (): Promise<CancelOutcome> => {
    const op = await db.outbox.get(id);
    if (!op) return "gone";
    // attempts: an operation queued before `claimed` existed that was tried already.
    if (op.state !== "pending" || op.claimed || op.attempts > 0) return "sending";
    await db.outbox.delete(id);
    await reapplyOrders(op.orderIds);
    if (op.template) await reconcileTemplate(op.template);
    return "cancelled";
  });
  // Later operations on the same orders no longer wait for this one.
  if (outcome === "cancelled") kickOutbox();
  return outcome;
}

/** Whether it may be cancelled now (cancelOperation's rule, for a screen to offer the button). */
export const isCancellable = (op: OutboxOperation) => op.state === "pending" && !op.claimed && op.attempts === 0;

/** schemas/dispatch.ts's BALANCE_REFUSAL_REASON, named here by type only: that module's valibot stays out of the outbox. */
const BALANCE_REFUSAL: DispatchRefusalReason = "balance_not_allowed";

/**
 * Whether "Retry" can succeed. A dispatch the server refused for a rule of the contract, for an
 * order dispatched already or gone (404, 409, 422) gets the same answer to the same request:
 * only dropping it (and changing the order, then dispatching again) helps. Others can pass once
 * their cause is gone: a permission given back (403), an operation too old to send, a dispatch the
 * balance of a service did not allow (once credit is added or the account changed: issue 20), and
 * any other kind's refusal (a checkpoint waits for its order's dispatch).
 */
export function retryCanSucceed(op: OutboxOperation): boolean {
  if (op.lastError?.reason === "too-old") return true;
  if (op.kind !== "dispatch" && op.kind !== "multi-dispatch") return true;
  if (op.lastError?.refusal?.reason === BALANCE_REFUSAL) return true;
  const status = op.lastError?.status;
  return op.lastError?.refusal === undefined && status !== 404 && status !== 409 && status !== 422;
}

/**
 * Gives it up: the op leaves the queue and the cached orders are rebuilt without it, in the same
 * transaction. The rollback is exact: cached orders keep the server's values under the overlay
 * (reapply.ts), so removing the op restores them and keeps any other queued change. The orders
 * are also marked stale so screens fetch them again when online (the server may have moved on).
 * An operation in flight cannot be discarded: its answer may already be on the way.
 */
export async function discardOperation(id: string): Promise<void> {
  await db.transaction("rw", [...OVERLAY_TABLES(), db.scanSessions], async () => {
    const op = await db.outbox.get(id);
    if (!op) return;
    if (op.state === "in_flight") throw new Error("This operation is being sent; try again in a moment.");
    await db.outbox.delete(id);
    // A discarded scan was never recorded: its session counts its parcel as missing again.
    if (op.kind === "pickup-scan") await forgetScanOfOperation(id);
    await reapplyOrders(op.orderIds, { stale: true });
    // A template's discarded create leaves nothing (the server never had it); a discarded delete
    // brings the template back.
    if (op.template) await reconcileTemplate(op.template);
  });
  // Later operations on the same orders no longer wait for this one.
  kickOutbox();
}

/**
 * Operations waiting out a backoff become due at once. Attempts are kept (after a refusal,
 * retryOperation is the way). Used when the connection comes back and by "Send now".
 */
export async function makePendingDue(): Promise<void> {
  const now = Date.now();
  await db.outbox
    .where("state")
    .equals("pending")
    .modify((op) => {
      if (op.nextAttemptAt > now) op.nextAttemptAt = now;
    });
}

/** "Send now": the user says the connection is back, so waiting operations go at once. */
export async function sendNow(): Promise<void> {
  await makePendingDue();
  kickOutbox();
}
