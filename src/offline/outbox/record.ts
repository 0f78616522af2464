import { ApiError } from "../../api/errors";
import type { Checkpoint, Order } from "../../api/schemas/orders";
import { db } from "../db";
import { DEVICE_KEYS } from "../device/device-keys";
import { DEVICE_STORE_TABLE, writeDeviceKey } from "../device/device-store";
import { confirmTemplateOperation, reconcileTemplate } from "../templates/template-sync";
import { backoffDelay } from "./backoff";
import { isDispatchKind, recordPartialDispatch, recordRefusedDispatch, refusedInAnswer, refusedInBody } from "./dispatch-refusals";
import type { AnswerClass } from "./classify";
import type { OutboxOperation } from "./operations";
import { SAME_SERVER_ERROR_LIMIT, sameServerErrorCount } from "./server-error-streak";
import { CachedOrders, OVERLAY_TABLES, reapplyOrders } from "./reapply";

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

/** An operation to claim: its id, and its seq to find it fast (readClaims). */
export type ClaimRef = Pick<OutboxOperation, "id" | "seq">;

/** How much wider than the claims their seq range may be and still be read at once (readClaims). */
const CLAIM_RANGE_SLACK = 4;

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
export async function recordProgress(progress: { claims: readonly ClaimRef[]; releases: readonly string[]; sent: readonly SentOperation[] }): Promise<ReadonlySet<string>> {
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
      const toClaim = (await readClaims(claims)).filter((op) => op.state === "pending");
      for (const op of toClaim) {
        op.state = "in_flight";
        // From now on its request may reach the server: it can no longer be cancelled (actions.ts).
        op.claimed = true;
        claimed.add(op.id);
      }
      await db.outbox.bulkPut(toClaim);
    }
    await recordDone(sent);
  });
  return claimed;
}

/**
 * A claim's operations as they are on disk now (those discarded since the queue was read are
 * gone). Claims are the next operations in seq order, so one read of their seq range usually
 * returns them and little else: far cheaper than one request each. A range much wider than the
 * claims (operations held back in between) is read one by one instead.
 */
async function readClaims(claims: readonly ClaimRef[]): Promise<OutboxOperation[]> {
  const wanted = new Set(claims.map((claim) => claim.id));
  const seqs = claims.map((claim) => claim.seq);
  const [low, high] = [Math.min(...seqs), Math.max(...seqs)];
  if (high - low < CLAIM_RANGE_SLACK * claims.length) {
    const inRange = await db.outbox.where("seq").between(low, high, true, true).toArray();
    return inRange.filter((op) => wanted.has(op.id));
  }
  return (await db.outbox.bulkGet([...wanted])).filter((op) => op !== undefined);
}

/**
 * Inside recordProgress's transaction. Plain successes (neither a template's nor a partial
 * dispatch) are confirmed together: their cached orders are read once, changed in memory, rebuilt
 * and written once (CachedOrders). The others keep their own steps, in their place in the batch.
 */
async function recordDone(sent: readonly SentOperation[]): Promise<void> {
  const last = sent.at(-1);
  if (!last) return;
  const orderIds = new Set<number>();
  let plain: SentOperation[] = [];
  for (const done of sent) {
    done.op.orderIds.forEach((id) => orderIds.add(id));
    const refused = refusedInAnswer(done.op, done.answer);
    if (!done.op.template && refused.length === 0) {
      plain.push(done);
      continue;
    }
    await confirmPlain(plain, { rebuild: false });
    plain = [];
    await db.outbox.delete(done.op.id);
    if (done.op.template) await confirmTemplateOperation(done.op, done.answer);
    else await recordPartialDispatch(done.op, refused);
  }
  if (plain.length === sent.length) await confirmPlain(plain, { rebuild: true });
  else {
    await confirmPlain(plain, { rebuild: false });
    // Once per order, after all its confirmed operations have left the queue.
    await reapplyOrders([...orderIds]);
  }
  await writeDeviceKey(DEVICE_KEYS.outboxLastSyncAt, new Date(last.at).toISOString());
}

/** Deletes these confirmed operations and takes their effects into the cached orders; `rebuild` when no other step follows. */
async function confirmPlain(sent: readonly SentOperation[], options: { rebuild: boolean }): Promise<void> {
  if (sent.length === 0) return;
  await db.outbox.bulkDelete(sent.map(({ op }) => op.id));
  const cached = await CachedOrders.read(sent.flatMap(({ op }) => op.orderIds));
  if (cached.isEmpty) return;
  for (const { op, answer } of sent) cached.confirm(op, carriedBy(op, answer));
  if (options.rebuild) await cached.rebuild();
  await cached.write();
}

/** What a success's answer carries for the cached order: a dispatch's order, a checkpoint's checkpoint. */
function carriedBy(op: OutboxOperation, answer: unknown): { order?: Order; checkpoint?: Checkpoint } {
  const data = (answer as { data?: unknown } | undefined)?.data;
  if (op.kind === "dispatch") return { order: data as Order | undefined };
  if (op.kind === "add-checkpoint") return { checkpoint: data as Checkpoint | undefined };
  return {};
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
  const messages = error instanceof ApiError ? error.messages : error instanceof Error && error.message ? [error.message] : [];
  const sameErrors = sameServerErrorCount(op.lastError, { ...verdict, messages });
  if (sameErrors !== undefined && sameErrors >= SAME_SERVER_ERROR_LIMIT) return recordServerFailure(op, attempts, { status: verdict.status, messages, sameErrors });
  await db.outbox.update(op.id, { state: "pending", attempts, unreachedSends, nextAttemptAt: clock.now + delay, lastError: { status: verdict.status, messages, sameErrors } });
}

/**
 * The server failed it the same way too many times in a row (server-error-streak.ts): it needs
 * attention, with the server's words, and later operations on its orders wait as after a refusal.
 */
async function recordServerFailure(op: OutboxOperation, attempts: number, lastError: { status?: number; messages: string[]; sameErrors: number }): Promise<void> {
  await db.transaction("rw", OVERLAY_TABLES(), async () => {
    await db.outbox.update(op.id, { state: "needs_attention", attempts, lastError: { ...lastError, reason: "server-error" } });
    if (op.template) await reconcileTemplate(op.template);
  });
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
    const refusal = op.kind === "overpack-add" ? overpackRefusalOf(verdict.body) : undefined;
    await db.outbox.update(op.id, { state: "needs_attention", lastError: { status: verdict.status, messages: verdict.messages, ...(refusal ? { refusal } : {}) } });
    // A refused template shows "Not saved" with the server's words where it is listed.
    if (op.template) await reconcileTemplate(op.template);
  });
}

/** Why the server refused a scan into an overpack (its 409 names one order): shown in the user's language. */
function overpackRefusalOf(body: unknown): { reason: string } | undefined {
  const refused = (body as { refused?: { reason?: unknown }[] } | undefined)?.refused;
  const reason = Array.isArray(refused) ? refused[0]?.reason : undefined;
  return typeof reason === "string" ? { reason } : undefined;
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
