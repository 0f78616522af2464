import { getSessionUser } from "../../api/session";
import { db, deleteMeta, getMeta } from "../db";
import { classifyAnswer } from "./classify";
import { OUTBOX_LOCK, OUTBOX_META, type OutboxOperation } from "./operations";
import { claimOperation, recordDone, recordNeedsAttention, recordPause, recordRetry, releaseOrphans } from "./record";

/**
 * The outbox sender: sends queued operations one at a time in seq order, each with its own id as
 * Idempotency-Key, holding the "portal-outbox" Web Lock so that one tab sends at a time.
 *
 * Ordering: an operation waits when any earlier operation on one of its orders is waiting
 * (backoff, needs attention, another user's), so one order's operations reach the server in the
 * order they were made while other orders go on. Sends are back to back: nothing is delayed
 * on purpose after a success.
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

type SendOutcome = "done" | "waits" | "paused" | "skipped";

export class OutboxSender {
  private draining: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private cancelTimer: (() => void) | undefined;
  /** The token that got the 401: the pause ends when a session with another token exists. */
  private tokenAtPause: string | undefined;

  constructor(private readonly deps: SenderDeps) {}

  kick(): void {
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
    await releaseOrphans();
    if (!(await this.resumeIfSignedIn())) return;
    for (;;) {
      const user = getSessionUser();
      if (!user || this.stopped) return;
      const ops = await db.outbox.orderBy("seq").toArray();
      const blocked = new Set<number>();
      let sent = false;
      for (const op of ops) {
        if (this.stopped) return;
        const waits =
          op.state !== "pending" ||
          op.userId !== user.id ||
          op.nextAttemptAt > this.deps.now() ||
          op.orderIds.some((id) => blocked.has(id));
        const outcome: SendOutcome = waits ? "waits" : await this.sendOne(op);
        if (outcome === "paused") return;
        if (outcome === "done") sent = true;
        else op.orderIds.forEach((id) => blocked.add(id));
        if (getSessionUser()?.id !== user.id) return;
      }
      if (!sent) return;
    }
  }

  /** False while a 401 holds the queue and nobody has signed in since. */
  private async resumeIfSignedIn(): Promise<boolean> {
    if (!(await getMeta<boolean>(OUTBOX_META.pausedForLogin))) return true;
    const user = getSessionUser();
    if (!user || user.auth_token === this.tokenAtPause) return false;
    this.tokenAtPause = undefined;
    await deleteMeta(OUTBOX_META.pausedForLogin);
    return true;
  }

  private async sendOne(queued: OutboxOperation): Promise<SendOutcome> {
    const op = await claimOperation(queued.id);
    if (!op) return "skipped";
    const token = getSessionUser()?.auth_token;
    let answer: unknown;
    let error: unknown;
    try {
      answer = await this.deps.send(op);
    } catch (thrown) {
      error = thrown ?? new Error("Send failed");
    }
    const verdict = classifyAnswer(error);
    switch (verdict.kind) {
      case "done":
        await recordDone(op, answer, this.deps.now());
        return "done";
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
    if (!user || (await getMeta<boolean>(OUTBOX_META.pausedForLogin))) return;
    const now = this.deps.now();
    const pending = await db.outbox.where("state").equals("pending").toArray();
    const later = pending.filter((op) => op.userId === user.id && op.nextAttemptAt > now).map((op) => op.nextAttemptAt);
    if (later.length === 0 || this.stopped) return;
    this.cancelTimer = this.deps.schedule(() => this.kick(), Math.min(...later) - now);
  }
}
