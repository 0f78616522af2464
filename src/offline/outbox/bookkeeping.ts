import { type ClaimRef, type SentOperation, recordProgress } from "./record";

/**
 * Successes waiting for a write before one is started for them alone: the top bar's count lags by
 * at most this many while a long queue drains.
 */
const RECORD_BATCH = 40;

/**
 * The sender's own writes while it drains, gathered (decision 027). What is noted between two
 * writes goes to disk in ONE transaction, and the next write starts when that one has committed:
 * - claims (operations marked in flight before they are sent), written at once;
 * - releases (claimed operations the round did not send, back to pending);
 * - successes, in batches (each changes the count the top bar shows, so batches also spare the
 *   screens a render per operation), or with any write that happens anyway.
 * Each transaction costs the browser more than the request it records, so fewer of them is most of
 * what makes a long queue drain fast. Writes happen in the order they were asked for.
 *
 * A failed write of successes or releases is logged, not thrown: those operations stay in the
 * queue, the next drain sends them again with their keys, and the server replays its answers. A
 * failed claim is thrown: nothing may be sent without its claim on disk.
 */
export class Bookkeeping {
  private claims: ClaimRef[] = [];
  private releases: string[] = [];
  private sent: SentOperation[] = [];
  /** The write that will take what is noted next, if it has not started yet. */
  private upcoming: Promise<ReadonlySet<string>> | null = null;
  private latest: Promise<unknown> = Promise.resolve();

  /** Marks these operations in flight; resolves with those that were still pending (the others are gone: discarded). */
  claim(ops: readonly ClaimRef[]): Promise<ReadonlySet<string>> {
    this.claims.push(...ops);
    return this.write();
  }

  /** Claimed operations that were not sent go back to pending with the next write. */
  release(ids: readonly string[]): void {
    this.releases.push(...ids);
  }

  recordDone(sent: SentOperation): void {
    this.sent.push(sent);
    if (this.sent.length >= RECORD_BATCH) this.flush().catch(() => undefined);
  }

  /** Resolves once everything noted so far is on disk. */
  async flush(): Promise<void> {
    if (this.claims.length > 0 || this.releases.length > 0 || this.sent.length > 0) {
      await this.write();
    } else await this.latest;
  }

  private write(): Promise<ReadonlySet<string>> {
    if (this.upcoming) return this.upcoming;
    const write = this.latest.then(async () => {
      this.upcoming = null;
      const claims = this.claims;
      const releases = this.releases;
      const sent = this.sent;
      this.claims = [];
      this.releases = [];
      this.sent = [];
      if (claims.length === 0 && releases.length === 0 && sent.length === 0) return new Set<string>();
      try {
        return await recordProgress({ claims, releases, sent });
      } catch (failure) {
        console.error("Outbox: recording the sender's progress failed", failure);
        if (claims.length > 0) throw failure;
        return new Set<string>();
      }
    });
    this.upcoming = write;
    this.latest = write.catch(() => undefined);
    return write;
  }
}
