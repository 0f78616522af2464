import type { Checkpoint, Order } from "../../api/schemas/orders";
import { db } from "../db";
import { confirmTemplateOperation, reconcileTemplate } from "../templates/template-sync";
import { backoffDelay } from "./backoff";
import type { AnswerClass } from "./classify";
import { OUTBOX_META, type OutboxOperation } from "./operations";
import { OVERLAY_TABLES, confirmOperation } from "./reapply";

/**
 * The sender's writes to the queue, one per step of an operation's life. An operation is deleted
 * only in `recordDone`, after the server's answer; until then it stays on disk whatever happens.
 */

/**
 * Marks an op as being sent: the outbox screen shows "Sending…", and a reload mid-request finds
 * it in flight and sends it again with the same key. Only the lock holder sends, so nothing else
 * can be taking the op; the mark does not need to be read back before sending.
 */
export async function markInFlight(id: string): Promise<void> {
  await db.outbox.update(id, { state: "in_flight" });
}

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
 * Successes: each op leaves the queue and its effect becomes the cached server copy, all in one
 * transaction (the sender writes its successes in small batches while the next ops are sent).
 */
export async function recordDone(sent: readonly SentOperation[]): Promise<void> {
  const last = sent.at(-1);
  if (!last) return;
  await db.transaction("rw", [db.meta, ...OVERLAY_TABLES()], async () => {
    for (const { op, answer } of sent) {
      const data = (answer as { data?: unknown } | undefined)?.data;
      const carried =
        op.kind === "dispatch" ? { order: data as Order | undefined } : op.kind === "add-checkpoint" ? { checkpoint: data as Checkpoint | undefined } : {};
      await db.outbox.delete(op.id);
      if (op.template) await confirmTemplateOperation(op, answer);
      else await confirmOperation(op, carried);
    }
    await db.meta.put({ key: OUTBOX_META.lastSyncAt, value: new Date(last.at).toISOString() });
  });
}

export async function recordRetry(
  op: OutboxOperation,
  verdict: Extract<AnswerClass, { kind: "retry" }>,
  error: unknown,
  clock: { now: number; random: () => number },
): Promise<void> {
  const attempts = op.attempts + 1;
  const delay = backoffDelay(attempts, clock.random, verdict.retryAfterSeconds);
  const messages = error instanceof Error && error.message ? [error.message] : [];
  await db.outbox.update(op.id, { state: "pending", attempts, nextAttemptAt: clock.now + delay, lastError: { status: verdict.status, messages } });
}

/** 401: not the operation's fault, so no attempt is counted; the whole queue waits for a sign-in. */
export async function recordPause(op: OutboxOperation): Promise<void> {
  await db.transaction("rw", db.outbox, db.meta, async () => {
    await db.outbox.update(op.id, { state: "pending" });
    await db.meta.put({ key: OUTBOX_META.pausedForLogin, value: true });
  });
}

export async function recordNeedsAttention(op: OutboxOperation, verdict: Extract<AnswerClass, { kind: "needs-attention" }>): Promise<void> {
  await db.transaction("rw", OVERLAY_TABLES(), async () => {
    await db.outbox.update(op.id, { state: "needs_attention", lastError: { status: verdict.status, messages: verdict.messages } });
    // A refused template shows "Not saved" with the server's words where it is listed.
    if (op.template) await reconcileTemplate(op.template);
  });
}
