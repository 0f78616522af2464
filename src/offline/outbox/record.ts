import type { Checkpoint, Order } from "../../api/schemas/orders";
import { db } from "../db";
import { DEVICE_KEYS } from "../device/device-keys";
import { DEVICE_STORE_TABLE, writeDeviceKey } from "../device/device-store";
import { confirmTemplateOperation, reconcileTemplate } from "../templates/template-sync";
import { backoffDelay } from "./backoff";
import { isDispatchKind, recordPartialDispatch, recordRefusedDispatch, refusedInAnswer, refusedInBody } from "./dispatch-refusals";
import type { AnswerClass } from "./classify";
import type { OutboxOperation } from "./operations";
import { OVERLAY_TABLES, confirmOperation, reapplyOrders } from "./reapply";

/**
 * The sender's writes to the queue, one per step of an operation's life. An operation is deleted
 * only in `recordDone`, after the server's answer; until then it stays on disk whatever happens.
 */

/**
 * Called by the lock holder only: an op in flight then was left by a sender that is gone (a
 * reload, a closed tab) mid-request. It goes out again with the same key; the server replays.
 */
export async function releaseOrphans(): Promise<void> {
  await db.outbox.where("state").equals("in_flight").modify({ state: "pending" });
}

export interface SentOperation {
  op: OutboxOperation;
  /** The server's answer (parsed JSON). */
  answer: unknown;
  /** Epoch ms of the answer. */
  at: number;
}

/**
 * The sender's progress, written in one transaction (bookkeeping.ts gathers it). Returns the
 * claims that applied.
 * - claims: operations marked in flight BEFORE they are sent, and only those still pending (one
 *   discarded meanwhile is gone and not sent). The outbox screen shows "Sending…"; discarding an
 *   operation in flight is refused, since its request may be on the way; a reload mid-request
 *   finds it in flight and the next drain sends it again with the same key.
 * - releases: claimed operations the sender did not send after all, back to pending.
 * - successes: each op leaves the queue and its effect becomes the cached server copy (a
 *   multi-dispatch's refused orders stay, each as a dispatch of its own: dispatch-refusals.ts).
 */
export async function recordProgress(progress: { claims: readonly string[]; releases: readonly string[]; sent: readonly SentOperation[] }): Promise<ReadonlySet<string>> {
  const { claims, releases, sent } = progress;
  const claimed = new Set<string>();
  // A write of claims alone locks only the queue, not the cached orders the screens write.
  const tables = sent.length > 0 ? [DEVICE_STORE_TABLE, ...OVERLAY_TABLES()] : [db.outbox];
  await db.transaction("rw", tables, async () => {
    if (releases.length > 0) {
      await db.outbox
        .where("id")
        .anyOf([...releases])
        .modify((op) => {
          if (op.state === "in_flight") op.state = "pending";
        });
    }
    if (claims.length > 0) {
      await db.outbox
        .where("id")
        .anyOf([...claims])
        .modify((op) => {
          if (op.state !== "pending") return;
          op.state = "in_flight";
          // From now on its request may reach the server: it can no longer be cancelled (actions.ts).
          op.claimed = true;
          claimed.add(op.id);
        });
    }
    await recordDone(sent);
  });
  return claimed;
}

/** Inside recordProgress's transaction. */
async function recordDone(sent: readonly SentOperation[]): Promise<void> {
  const last = sent.at(-1);
  if (!last) return;
  const orderIds = new Set<number>();
  for (const { op, answer } of sent) {
    const data = (answer as { data?: unknown } | undefined)?.data;
    const carried =
      op.kind === "dispatch" ? { order: data as Order | undefined } : op.kind === "add-checkpoint" ? { checkpoint: data as Checkpoint | undefined } : {};
    await db.outbox.delete(op.id);
    const refused = refusedInAnswer(op, answer);
    if (op.template) await confirmTemplateOperation(op, answer);
    else if (refused.length > 0) await recordPartialDispatch(op, refused);
    else await confirmOperation(op, carried);
    op.orderIds.forEach((id) => orderIds.add(id));
  }
  // Once per order, after all its confirmed operations have left the queue.
  await reapplyOrders([...orderIds]);
  await writeDeviceKey(DEVICE_KEYS.outboxLastSyncAt, new Date(last.at).toISOString());
}

export async function recordRetry(
  op: OutboxOperation,
  verdict: Extract<AnswerClass, { kind: "retry" }>,
  error: unknown,
  clock: { now: number; random: () => number },
): Promise<void> {
  // Offline, a send reaches nothing: the attempts the user sees stay as they are (issue 14).
  const attempts = verdict.unreached ? op.attempts : op.attempts + 1;
  const unreachedSends = (op.unreachedSends ?? 0) + (verdict.unreached ? 1 : 0);
  const delay = backoffDelay(attempts + unreachedSends, clock.random, verdict.retryAfterSeconds);
  const messages = error instanceof Error && error.message ? [error.message] : [];
  await db.outbox.update(op.id, { state: "pending", attempts, unreachedSends, nextAttemptAt: clock.now + delay, lastError: { status: verdict.status, messages } });
}

/** 401: not the operation's fault, so no attempt is counted; the whole queue waits for a sign-in. */
export async function recordPause(op: OutboxOperation): Promise<void> {
  await db.transaction("rw", db.outbox, DEVICE_STORE_TABLE, async () => {
    await db.outbox.update(op.id, { state: "pending" });
    await writeDeviceKey(DEVICE_KEYS.outboxPausedForLogin, true);
  });
}

export async function recordNeedsAttention(op: OutboxOperation, verdict: Extract<AnswerClass, { kind: "needs-attention" }>): Promise<void> {
  await db.transaction("rw", OVERLAY_TABLES(), async () => {
    // A refused dispatch is decided per order and rolled back on the device at once.
    if (isDispatchKind(op)) return recordRefusedDispatch(op, verdict.status, verdict.messages, refusedInBody(op, verdict.body));
    await db.outbox.update(op.id, { state: "needs_attention", lastError: { status: verdict.status, messages: verdict.messages } });
    // A refused template shows "Not saved" with the server's words where it is listed.
    if (op.template) await reconcileTemplate(op.template);
  });
}

/**
 * Too old to send (lifetime.ts): it needs attention without having been sent, and later operations
 * on its orders wait, as after a refusal. The screen says what to check (the device's words, not
 * the server's: `reason`).
 */
export async function recordTooOld(op: OutboxOperation): Promise<void> {
  await db.transaction("rw", OVERLAY_TABLES(), async () => {
    await db.outbox.update(op.id, { state: "needs_attention", lastError: { messages: [], reason: "too-old" } });
    if (op.template) await reconcileTemplate(op.template);
  });
}
