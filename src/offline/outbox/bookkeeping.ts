import { type SentOperation, recordProgress } from "./record";

/**
 * Successes waiting for a write before one is started for them alone: the top bar's count lags by
 * at most this many while a long queue drains.
 */
const RECORD_BATCH = 20;

/**
 * The sender's own writes while it drains, gathered (decision 027): the in-flight marks and the
 * successes noted since the last write go to disk in ONE transaction, and the next write starts
 * when that one has committed. While answers come faster than a transaction commits, each write
 * takes more of them instead of more writes queueing up; the screens' live queries re-run once per
 * write, not once per operation. Writes happen in the order they were asked for.
 *
 * A failed write is logged, not thrown: its operations stay in the queue (in flight or pending),
 * the next drain sends them again with their keys, and the server replays its answers.
 */
export class Bookkeeping {
  private marks: string[] = [];
  private sent: SentOperation[] = [];
  /** The write that will take what is noted next, if it has not started yet. */
  private upcoming: Promise<void> | null = null;
  private latest: Promise<void> = Promise.resolve();

  /** Resolves once the mark is on disk (or its write failed). */
  markInFlight(id: string): Promise<void> {
    this.marks.push(id);
    return this.write();
  }

  /** Written with the next write, or by a write of its own once RECORD_BATCH successes wait. */
  recordDone(sent: SentOperation): void {
    this.sent.push(sent);
    if (this.sent.length >= RECORD_BATCH) void this.write();
  }

  /** Resolves once everything noted so far is on disk. */
  flush(): Promise<void> {
    return this.marks.length > 0 || this.sent.length > 0 ? this.write() : this.latest;
  }

  private write(): Promise<void> {
    if (this.upcoming) return this.upcoming;
    const write = this.latest.then(() => {
      this.upcoming = null;
      const marks = this.marks;
      const sent = this.sent;
      this.marks = [];
      this.sent = [];
      if (marks.length === 0 && sent.length === 0) return;
      return recordProgress(marks, sent).catch((failure: unknown) => console.error("Outbox: recording sent operations failed", failure));
    });
    this.upcoming = write;
    this.latest = write;
    return write;
  }
}
