import { describe, expect, it, vi } from "vitest";
import { purgeExpiredRecords } from "../maintenance";
import { serverPerTest } from "../testing/test-server";
import { JOB_RETENTION_MS } from "./job-records";
import { FIRST_RETRY_DELAY_MS, MAX_JOB_ATTEMPTS, type JobContext, type JobHandler, type JobOutcome, PermanentJobError } from "./job-types";
import { JOB_FAILED_MESSAGE, JOB_STOPPED_MESSAGE } from "./run-attempt";
import { JOB_LEASE_MS, createTableJobQueue } from "./table-queue";

/**
 * The table-backed queue of SQLite (decision 030), with a clock the test moves: a job runs once,
 * a crashed worker's job is taken over after its lease, failures are tried again up to a limit,
 * progress is stored as it is reported, and a stopping worker gives its job back.
 */

const server = serverPerTest();

const outcome = (text: string): JobOutcome => ({ file: { name: `${text}.pdf`, contentType: "application/pdf", bytes: Buffer.from(text) }, result: { skipped: [] } });

/** A handler that waits until the test lets it finish, telling the test when it has started. */
function heldHandler() {
  const started: JobContext[] = [];
  const release: (() => void)[] = [];
  let announce: () => void = () => {};
  const handler: JobHandler = {
    run: (context) =>
      new Promise((resolve, reject) => {
        started.push(context);
        context.signal.addEventListener("abort", () => reject(new Error("stopped")));
        release.push(() => resolve(outcome(`attempt-${started.length}`)));
        announce();
      }),
  };
  const nextStart = () => new Promise<void>((resolve) => (announce = resolve));
  return { handler, started, release, nextStart };
}

async function enqueue(queue = server.jobs, total = 10) {
  const userId = await server.userId("admin");
  return queue.enqueue(server.db, { kind: "order_documents", sellerId: 1, userId, payload: { test: true }, total });
}

const row = (id: string) => server.db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const files = (id: string) => server.db.selectFrom("job_files").selectAll().where("job_id", "=", id).execute();

describe("the table-backed job queue", () => {
  it("runs a queued job once, storing its file and its done mark together", async () => {
    const run = vi.fn(async () => outcome("labels"));
    const id = await enqueue();
    expect(await row(id)).toMatchObject({ state: "queued", seller_id: 1, progress_done: 0, progress_total: 10, attempts: 0 });

    expect(await server.jobs.runNext({ order_documents: { run } })).toBe("done");
    expect(await server.jobs.runNext({ order_documents: { run } })).toBeUndefined();
    expect(run).toHaveBeenCalledTimes(1);
    const done = await row(id);
    expect(done).toMatchObject({ state: "done", progress_done: 10, attempts: 1, claim: null, error: null, finished_at: server.now().toISOString() });
    expect(done.expires_at).toBe(new Date(server.now().getTime() + JOB_RETENTION_MS).toISOString());
    const stored = await files(id);
    expect(stored.map((file) => [file.name, Buffer.from(file.bytes).toString()])).toEqual([["labels.pdf", "labels"]]);
  });

  it("gives a crashed worker's job to another once its lease has run out, and keeps only one result", async () => {
    const first = heldHandler();
    const crashed = createTableJobQueue({ db: server.db, now: server.now });
    const id = await enqueue();
    const started = first.nextStart();
    const abandoned = crashed.runNext({ order_documents: first.handler });
    await started;
    expect(await row(id)).toMatchObject({ state: "running", attempts: 1 });

    // Within the lease nobody else takes it.
    const second = createTableJobQueue({ db: server.db, now: server.now });
    const other = heldHandler();
    expect(await second.runNext({ order_documents: other.handler })).toBeUndefined();

    server.advance(JOB_LEASE_MS + 1);
    const takenOver = other.nextStart();
    const secondRun = second.runNext({ order_documents: other.handler });
    await takenOver;
    expect(await row(id)).toMatchObject({ state: "running", attempts: 2 });

    // The first worker was only slow, not dead: it finishes while the second one still works,
    // and nothing of it is stored; the second one's result is.
    first.release[0]!();
    expect(await abandoned).toBe("lost");
    expect(await row(id)).toMatchObject({ state: "running", attempts: 2 });
    expect(await files(id)).toEqual([]);
    other.release[0]!();
    expect(await secondRun).toBe("done");
    expect(await row(id)).toMatchObject({ state: "done", attempts: 2 });
    expect((await files(id)).map((file) => file.name)).toEqual(["attempt-1.pdf"]);
  });

  it("tries a failing job again after a delay, and fails it for good after the last attempt", async () => {
    const run = vi.fn(async (): Promise<JobOutcome> => {
      throw new Error("disk full");
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const id = await enqueue();
    const handlers = { order_documents: { run } };

    expect(await server.jobs.runNext(handlers)).toBe("retry");
    expect(await row(id)).toMatchObject({ state: "queued", attempts: 1, error: JOB_FAILED_MESSAGE });
    expect(await server.jobs.runNext(handlers)).toBeUndefined();

    for (let attempt = 2; attempt <= MAX_JOB_ATTEMPTS; attempt += 1) {
      server.advance(FIRST_RETRY_DELAY_MS * 2 ** (attempt - 2));
      expect(await server.jobs.runNext(handlers)).toBe(attempt < MAX_JOB_ATTEMPTS ? "retry" : "failed");
    }
    expect(run).toHaveBeenCalledTimes(MAX_JOB_ATTEMPTS);
    expect(await row(id)).toMatchObject({ state: "failed", attempts: MAX_JOB_ATTEMPTS, error: JOB_FAILED_MESSAGE, finished_at: server.now().toISOString() });
    server.advance(60 * 60_000);
    expect(await server.jobs.runNext(handlers)).toBeUndefined();
  });

  it("fails at once, with the handler's words, when another attempt cannot help", async () => {
    const run = vi.fn(async (): Promise<JobOutcome> => {
      throw new PermanentJobError("One of the orders no longer exists.");
    });
    const id = await enqueue();
    expect(await server.jobs.runNext({ order_documents: { run } })).toBe("failed");
    expect(await row(id)).toMatchObject({ state: "failed", attempts: 1, error: "One of the orders no longer exists." });
  });

  it("stops trying a job whose workers keep dying, and says so", async () => {
    const id = await enqueue();
    for (let attempt = 1; attempt <= MAX_JOB_ATTEMPTS; attempt += 1) {
      const held = heldHandler();
      const started = held.nextStart();
      void createTableJobQueue({ db: server.db, now: server.now }).runNext({ order_documents: held.handler });
      await started;
      server.advance(JOB_LEASE_MS + 1);
    }
    const run = vi.fn(async () => outcome("never"));
    expect(await server.jobs.runNext({ order_documents: { run } })).toBe("failed");
    expect(run).not.toHaveBeenCalled();
    expect(await row(id)).toMatchObject({ state: "failed", error: JOB_STOPPED_MESSAGE });
    expect(await files(id)).toEqual([]);
  });

  it("stores progress as the handler reports it, readable while the job runs", async () => {
    const held = heldHandler();
    const id = await enqueue(server.jobs, 40);
    const started = held.nextStart();
    const running = server.jobs.runNext({ order_documents: held.handler });
    await started;
    held.started[0]!.progress(25, 40);
    await vi.waitFor(async () => expect(await row(id)).toMatchObject({ progress_done: 25, progress_total: 40, state: "running" }));
    held.release[0]!();
    expect(await running).toBe("done");
    expect(await row(id)).toMatchObject({ progress_done: 40, progress_total: 40, state: "done" });
  });

  it("runs jobs in its own loop once started, and on stop gives back the job it could not finish in time", async () => {
    const queue = createTableJobQueue({ db: server.db, now: server.now, pollMs: 10, stopGraceMs: 50 });
    const held = heldHandler();
    const started = held.nextStart();
    await queue.start({ order_documents: held.handler });
    const id = await enqueue(queue);
    await started;
    expect(await row(id)).toMatchObject({ state: "running", attempts: 1 });

    await queue.stop();
    // Queued again at once, the attempt not counted: another worker starts it afresh.
    expect(await row(id)).toMatchObject({ state: "queued", attempts: 0, claim: null, run_after: server.now().toISOString() });
    expect(await server.jobs.runNext({ order_documents: { run: async () => outcome("after") } })).toBe("done");
  });

  it("on stop lets the job under way finish within the grace time", async () => {
    const queue = createTableJobQueue({ db: server.db, now: server.now, pollMs: 10, stopGraceMs: 30_000 });
    const held = heldHandler();
    const started = held.nextStart();
    await queue.start({ order_documents: held.handler });
    const id = await enqueue(queue);
    await started;
    const stopped = queue.stop();
    held.release[0]!();
    await stopped;
    expect(await row(id)).toMatchObject({ state: "done", attempts: 1 });
  });

  it("removes an ended job and its file once it has expired", async () => {
    const id = await enqueue();
    expect(await server.jobs.runNext({ order_documents: { run: async () => outcome("old") } })).toBe("done");
    const waiting = await enqueue();

    server.advance(JOB_RETENTION_MS - 1);
    await purgeExpiredRecords(server.deps);
    expect(await files(id)).toHaveLength(1);

    server.advance(2);
    await purgeExpiredRecords(server.deps);
    expect(await server.db.selectFrom("jobs").select("id").execute()).toEqual([{ id: waiting }]);
    expect(await files(id)).toEqual([]);
  });
});
