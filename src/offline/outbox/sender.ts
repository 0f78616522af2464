import { getSessionUser } from "../../api/session";
import { db, deleteMeta, getMeta } from "../db";
import { classifyAnswer } from "./classify";
import { OUTBOX_LOCK, OUTBOX_META, type OutboxOperation } from "./operations";
import { type SentOperation, markInFlight, recordDone, recordNeedsAttention, recordPause, recordRetry, releaseOrphans } from "./record";

/**
 * The outbox sender: sends queued operations one at a time in seq order, each with its own id as
 * Idempotency-Key, holding the "portal-outbox" Web Lock so that one tab sends at a time.
 *
 * Ordering: an operation waits when any earlier operation on one of its orders is waiting
 * (backoff, needs attention, another user's), so one order's operations reach the server in the
 * order they were made while other orders go on. Sends are back to back: nothing is delayed
 * on purpose after a success, and a success is written down while the next op is already on its
 * way (the writes stay in order; the lock is released only once they are done). If the page dies
 * before a success is written, the op is sent again with its key and the server replays it.
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

type SendOutcome = "done" | "waits" | "paused";

/**
 * Successes written per transaction while a long queue drains: fewer commits and fewer re-runs of
 * the screens' live queries; the top bar's count lags by at most this many.
 */
const RECORD_BATCH = 20;

export class OutboxSender {
  private draining: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private cancelTimer: (() => void) | undefined;
  /** The token that got the 401: the pause ends when a session with another token exists. */
  private tokenAtPause: string | undefined;
  /** Successes not yet written, and the writes under way; both settled before the queue is read again and before unlocking. */
  private unrecorded: SentOperation[] = [];
  private writes: Promise<void> = Promise.resolve();

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
    try {
      await this.drainRounds();
    } finally {
      await this.recordSent();
    }
  }

  private async drainRounds(): Promise<void> {
    await releaseOrphans();
    if (!(await this.resumeIfSignedIn())) return;
    for (;;) {
      const user = getSessionUser();
      if (!user || this.stopped) return;
      await this.recordSent();
      const ops = await db.outbox.orderBy("seq").toArray();
      const blocked = new Set<number>();
      // Templates are ordered like orders: by their device id (src/offline/templates/).
      const blockedTemplates = new Set<string>();
      let sent = false;
      for (const op of ops) {
        if (this.stopped) return;
        const waits =
          op.state !== "pending" ||
          op.userId !== user.id ||
          op.nextAttemptAt > this.deps.now() ||
          op.orderIds.some((id) => blocked.has(id)) ||
          (op.template !== undefined && blockedTemplates.has(op.template.localId));
        const outcome: SendOutcome = waits ? "waits" : await this.sendOne(op);
        if (outcome === "paused") return;
        if (outcome === "done") sent = true;
        else {
          op.orderIds.forEach((id) => blocked.add(id));
          if (op.template) blockedTemplates.add(op.template.localId);
        }
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

  private async sendOne(op: OutboxOperation): Promise<SendOutcome> {
    const marking = markInFlight(op.id);
    const token = getSessionUser()?.auth_token;
    let answer: unknown;
    let error: unknown;
    try {
      answer = await this.deps.send(op);
    } catch (thrown) {
      error = thrown ?? new Error("Send failed");
    }
    await marking;
    const verdict = classifyAnswer(error);
    switch (verdict.kind) {
      case "done":
        this.unrecorded.push({ op, answer, at: this.deps.now() });
        // A template's answer is written before the next send: an edit queued behind its create
        // is sent to the id that answer carries (templates/template-sync.ts, templateRequest).
        if (op.template) await this.recordSent();
        else if (this.unrecorded.length >= RECORD_BATCH) void this.recordSent();
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

  /**
   * Writes the successes so far in one transaction, after the writes before it. A failure leaves
   * those ops in flight: the next drain sends them again and the server replays its answers.
   */
  private recordSent(): Promise<void> {
    const batch = this.unrecorded;
    this.unrecorded = [];
    if (batch.length > 0) {
      this.writes = this.writes
        .then(() => recordDone(batch))
        .catch((failure: unknown) => console.error("Outbox: recording sent operations failed", failure));
    }
    return this.writes;
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
