import { getSessionUser } from "../../api/session";
import { db } from "../db";
import { DEVICE_KEYS } from "../device/device-keys";
import { readDeviceKey, removeDeviceKeys } from "../device/device-store";
import { makePendingDue } from "./actions";
import { Bookkeeping } from "./bookkeeping";
import { classifyAnswer } from "./classify";
import { refusedInAnswer } from "./dispatch-refusals";
import { type Progress, claimable, startable } from "./lanes";
import { isTooOld } from "./lifetime";
import { OUTBOX_LOCK, type OutboxOperation } from "./operations";
import { recordNeedsAttention, recordPause, recordRetry, recordTooOld, releaseOrphans } from "./record";

/**
 * The outbox sender: sends queued operations, each with its own id as Idempotency-Key, holding the
 * "portal-outbox" Web Lock so that one tab sends at a time.
 *
 * Ordering (lanes.ts): one order's operations (one template's, one unknown code's) reach the
 * server one after another in the order they were made; operations of different orders are sent
 * side by side, at most SEND_CONCURRENCY at once. An operation waits while an earlier one on one
 * of its orders is not done (being sent, in backoff, needing attention, another user's), so other
 * orders go on. Sends are back to back: nothing is delayed on purpose after a success, and the
 * sender's writes (in-flight marks, successes) are gathered into few transactions
 * (bookkeeping.ts), all on disk before the lock is released. If the page dies before a success is
 * written, the op is sent again with its key and the server replays it.
 *
 * Dependencies are injected so tests can drive two senders, a fake lock and a fixed clock.
 */
export interface SenderDeps {
  now: () => number;
  random: () => number;
  /** navigator.locks, or undefined where the API is missing (then this tab is the only sender). */
  locks: Pick<LockManager, "request"> | undefined;
  /** Sends one operation; resolves with the parsed answer, throws ApiError otherwise. */
  send: (op: OutboxOperation) => Promise<unknown>;
  /** Runs `run` after `ms`; returns a cancel function. */
  schedule: (run: () => void, ms: number) => () => void;
}

/** "partial": done, but the server refused some orders of the batch; they now wait as their own dispatches. */
type SendOutcome = "done" | "partial" | "waits" | "paused";

/**
 * Operations in flight at once (of different orders). A few hide the round trip and the server's
 * work behind each other. Measured with scripts/bench-outbox-drain.mjs (decision 027): 6 (with the
 * claims and batches below) spent less CPU per drained operation than 4. Each send is short, so a
 * screen's own request waits at most for one of them if the browser's six connections per host are
 * all taken.
 */
export const SEND_CONCURRENCY = 6;

/**
 * Operations claimed (marked in flight) per write, ahead of their send. A write costs the browser
 * more than a request, so claiming one at a time halved the drain's speed; claimed too far ahead,
 * operations would show "Sending…" (and refuse a discard) long before they are sent. Four sends'
 * worth ahead, measured with the concurrency above.
 */
export const CLAIM_AHEAD = 24;

export class OutboxSender {
  private draining: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private cancelTimer: (() => void) | undefined;
  /** The token that got the 401: the pause ends when a session with another token exists. */
  private tokenAtPause: string | undefined;
  private readonly books = new Bookkeeping();
  /** Set by kick({ dueNow }); taken by the next drain under the lock. */
  private dueNow = false;

  constructor(private readonly deps: SenderDeps) {}

  /**
   * Drains soon. `dueNow`: the connection is back, so operations waiting out a backoff for want of
   * a network are sent at once (their attempts are kept), not after up to a minute.
   */
  kick(options: { dueNow?: boolean } = {}): void {
    if (options.dueNow) this.dueNow = true;
    void this.drain();
  }

  /** Drains what can be sent now; concurrent calls share one run (which then goes round again). */
  drain(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.draining) {
      this.again = true;
      return this.draining;
    }
    this.draining = this.run();
    return this.draining;
  }

  stop(): void {
    this.stopped = true;
    this.cancelTimer?.();
  }

  private async run(): Promise<void> {
    try {
      do {
        this.again = false;
        await this.withLock(() => this.drainUnderLock());
      } while (this.again && !this.stopped);
    } catch (error) {
      // Storage trouble: keep everything queued and come back on the next trigger.
      console.error("Outbox drain failed", error);
    } finally {
      this.draining = null;
    }
    if (!this.stopped) await this.scheduleNext().catch(() => undefined);
  }

  private async withLock(work: () => Promise<void>): Promise<void> {
    if (!this.deps.locks) return work();
    await this.deps.locks.request(OUTBOX_LOCK, work);
  }

  private async drainUnderLock(): Promise<void> {
    try {
      await this.drainRounds();
    } finally {
      await this.books.flush();
    }
  }

  private async drainRounds(): Promise<void> {
    await releaseOrphans();
    if (this.dueNow) {
      this.dueNow = false;
      await makePendingDue();
    }
    if (!(await this.resumeIfSignedIn())) return;
    for (;;) {
      const user = getSessionUser();
      if (!user || this.stopped) return;
      // The queue read next must not show a success as still to send.
      await this.books.flush();
      const queue = await db.outbox.orderBy("seq").toArray();
      if (!(await this.sendRound(queue, user.id))) return;
    }
  }

  /**
   * Sends what can go from this reading of the queue, up to SEND_CONCURRENCY at a time, starting
   * the next ones as each answer comes. Nothing is sent before its claim (its in-flight mark) is
   * on disk; claims are written CLAIM_AHEAD at a time. Returns only once nothing it sent is in
   * flight (so the lock is never released under a send), with the claims it did not use given
   * back. True when something was sent and nothing stopped the round: the queue is then read
   * again (new operations, and ones that waited for those sent).
   */
  private async sendRound(queue: readonly OutboxOperation[], userId: number): Promise<boolean> {
    const progress = new Map<string, Progress>();
    const claimed = new Set<string>();
    const running = new Set<Promise<void>>();
    let sent = false;
    let halted = false;
    let failure: unknown;
    const ready = (op: OutboxOperation) => op.state === "pending" && op.userId === userId && op.nextAttemptAt <= this.deps.now();
    const start = (op: OutboxOperation) => {
      progress.set(op.id, "sending");
      const task: Promise<void> = this.sendOne(op)
        .then(
          (outcome) => {
            // A partial dispatch holds its orders back for the rest of this round: the refused ones
            // need attention now, which the next reading of the queue shows.
            progress.set(op.id, outcome === "done" ? "done" : "waits");
            if (outcome === "done" || outcome === "partial") sent = true;
            // A 401: the whole queue waits for a sign-in; what is in flight still finishes.
            if (outcome === "paused") halted = true;
          },
          (error: unknown) => {
            progress.set(op.id, "waits");
            failure ??= error;
            halted = true;
          },
        )
        .finally(() => running.delete(task));
      running.add(task);
    };
    const claim = async (first: readonly OutboxOperation[]) => {
      const ops = new Map([...first, ...claimable(queue, progress, ready, claimed, CLAIM_AHEAD)].map((op) => [op.id, op]));
      const applied = await this.books.claim([...ops.values()]);
      // Not applied: discarded since the queue was read. It is gone, so it holds nothing back.
      for (const id of ops.keys()) if (applied.has(id)) claimed.add(id);
      else progress.set(id, "done");
    };
    try {
      for (;;) {
        if (this.stopped || getSessionUser()?.id !== userId) halted = true;
        if (!halted) {
          const next = startable(queue, progress, ready, SEND_CONCURRENCY - running.size);
          const unclaimed = next.filter((op) => !claimed.has(op.id));
          if (unclaimed.length > 0) {
            // Answers that come meanwhile are taken into account when it looks again.
            await claim(unclaimed).catch((error: unknown) => {
              failure ??= error;
              halted = true;
            });
            continue;
          }
          next.forEach(start);
        }
        if (running.size === 0) break;
        await Promise.race(running);
      }
    } finally {
      this.books.release([...claimed].filter((id) => !progress.has(id)));
    }
    if (failure !== undefined) throw failure;
    return sent && !halted;
  }

  /** False while a 401 holds the queue and nobody has signed in since. */
  private async resumeIfSignedIn(): Promise<boolean> {
    if (!(await readDeviceKey(DEVICE_KEYS.outboxPausedForLogin))) return true;
    const user = getSessionUser();
    if (!user || user.auth_token === this.tokenAtPause) return false;
    this.tokenAtPause = undefined;
    await removeDeviceKeys(DEVICE_KEYS.outboxPausedForLogin);
    return true;
  }

  private async sendOne(op: OutboxOperation): Promise<SendOutcome> {
    if (isTooOld(op, this.deps.now())) {
      await recordTooOld(op);
      return "waits";
    }
    const token = getSessionUser()?.auth_token;
    let answer: unknown;
    let error: unknown;
    try {
      answer = await this.deps.send(op);
    } catch (thrown) {
      error = thrown ?? new Error("Send failed");
    }
    const verdict = classifyAnswer(error);
    if (verdict.kind === "done") {
      this.books.recordDone({ op, answer, at: this.deps.now() });
      // A template's answer is written before its template's next send: an edit queued behind its
      // create is sent to the id that answer carries (templates/template-sync.ts, writeToSend).
      if (op.template) await this.books.flush();
      if (refusedInAnswer(op, answer).length > 0) {
        await this.books.flush();
        return "partial";
      }
      return "done";
    }
    switch (verdict.kind) {
      case "retry":
        await recordRetry(op, verdict, error, { now: this.deps.now(), random: this.deps.random });
        return "waits";
      case "paused-for-login":
        this.tokenAtPause = token;
        await recordPause(op);
        return "paused";
      case "needs-attention":
        await recordNeedsAttention(op, verdict);
        return "waits";
    }
  }

  /** A timer for the earliest operation in backoff (those due now were just tried). */
  private async scheduleNext(): Promise<void> {
    this.cancelTimer?.();
    this.cancelTimer = undefined;
    const user = getSessionUser();
    if (!user || (await readDeviceKey(DEVICE_KEYS.outboxPausedForLogin))) return;
    const now = this.deps.now();
    const pending = await db.outbox.where("state").equals("pending").toArray();
    const later = pending.filter((op) => op.userId === user.id && op.nextAttemptAt > now).map((op) => op.nextAttemptAt);
    if (later.length === 0 || this.stopped) return;
    this.cancelTimer = this.deps.schedule(() => this.kick(), Math.min(...later) - now);
  }
}
