import type { Kysely, Transaction } from "kysely";
import * as v from "valibot";
import { JOB_MESSAGES } from "../../src/api/schemas/jobs";
import { OrderInput, SenderInput } from "../../src/api/schemas/order-create";
import { type ImportMessage, type ImportRow, type ImportTotals, ORDER_IMPORT_MESSAGES } from "../../src/api/schemas/order-import";
import { GROUP_NAMES, type GroupName, can } from "../../src/domain/groups";
import { IMPORT_DATA_SOURCE } from "../../src/domain/order-import/types";
import { dialectOf } from "../db/portable";
import type { Database } from "../db/schema";
import type { AuthUser, ServerDeps } from "../deps";
import { flag } from "../http/answers";
import { type JobContext, type JobHandler, type JobQueue, PermanentJobError } from "../jobs/job-types";
import { type SliceSize, underSavepoint, writeInTimeSlices } from "../jobs/time-slices";
import { createOrder } from "../orders/create-order";
import { buildImportContext } from "./import-context";
import { type LogEntry, importLogCsv, logFileName } from "./import-log";
import { checkImportOffLoop, importCellsOffLoop } from "./import-pool";
import type { ImportStep, StoredImport } from "./import-task";
import { refusalMessages, schemaMessages } from "./order-refusals";
import { recordRejection, rejectedFirstLines } from "./rejections";
import { OrdersImportJobPayload } from "./start-import";

/**
 * The job of an import (kind orders-import, decision 040). It runs the domain check of the file
 * again with the seller's data (nothing the device decided is trusted), then creates each valid
 * order WHOLE through createOrder, so that every rule runs once more and a number taken meanwhile
 * is refused by the unique index, never doubled. Every order not created is recorded with its
 * cells and messages (order_import_rejections). The job's file is the log.
 *
 * The server goes on answering meanwhile (decision 066): the rows are read and checked in the
 * import pool's thread (import-task.ts), and the orders are written a few milliseconds of
 * transactions at a time with a turn of the event loop between two (jobs/time-slices.ts), each
 * order under a savepoint of its slice, so a refused one is undone alone.
 *
 * Exactly once, across crashes and retries: each order's savepoint also writes
 * `order_import_created` (job, number), committed with the order or not at all. An attempt after a
 * crash reads those, does not count their numbers as taken, and skips them; a rejection is
 * recorded once per order of a job (unique key). A slice cut short by a crash commits nothing, so
 * the marks are the cursor the next attempt resumes from.
 */

/** Progress is stored every this many orders (each report is a write), and at the end. */
const PROGRESS_EVERY_ORDERS = 100;
/**
 * Orders written side by side, each lane in transactions of its own, on PostgreSQL: there an
 * order's dozen statements wait for a round trip each, and a few connections of the pool (10 by
 * default) keep the server busy meanwhile. SQLite has one connection per process: one lane.
 */
const POSTGRES_LANES = 4;
/** At most this many of the file's problems are named in the failed job's message. */
const FILE_PROBLEMS_SHOWN = 3;

const SenderJson = v.nullable(SenderInput);

/** The import as its request stored it: text, read and checked in the import's thread. */
async function loadStored(db: Kysely<Database>, jobId: string, sellerId: number): Promise<StoredImport> {
  const row = await db.selectFrom("order_imports").select(["file_name", "columns", "rows", "sender"]).where("job_id", "=", jobId).where("seller_id", "=", sellerId).executeTakeFirst();
  if (!row) throw new PermanentJobError(JOB_MESSAGES.badInput);
  return row;
}

/** The sender the request named (a few hundred bytes: read here). */
function storedSender(stored: StoredImport) {
  try {
    const parsed = v.safeParse(SenderJson, stored.sender === null ? null : JSON.parse(stored.sender));
    if (parsed.success) return parsed.output;
  } catch {
    // Unreadable: as bad as any other unreadable input, below.
  }
  throw new PermanentJobError(JOB_MESSAGES.badInput);
}

/**
 * The user who queued the import, as createOrder needs them, still allowed to create orders: a
 * user blocked or made a viewer since then stops the job (their orders are theirs to create).
 */
async function importingUser(db: Kysely<Database>, sellerId: number, userId: number): Promise<AuthUser> {
  const row = await db
    .selectFrom("users")
    .innerJoin("groups", "groups.id", "users.group_id")
    .select(["users.id", "users.seller_id", "users.name", "users.email", "users.blocked", "users.can_overpack", "users.language", "groups.name as group"])
    .where("users.id", "=", userId)
    .where("users.seller_id", "=", sellerId)
    .executeTakeFirst();
  const group = row?.group as GroupName | undefined;
  if (!row || row.blocked === 1 || !group || !GROUP_NAMES.includes(group) || !can(group, "seller:write")) {
    throw new PermanentJobError(ORDER_IMPORT_MESSAGES.notAllowed);
  }
  return { id: row.id, seller_id: row.seller_id, group, name: row.name, email: row.email, can_overpack: flag(row.can_overpack), language: row.language, session_id: 0 };
}

type Db = Kysely<Database> | Transaction<Database>;

/** Orders this job created in earlier attempts: number → first line. */
async function createdByJob(db: Db, jobId: string): Promise<Map<string, number>> {
  const rows = await db.selectFrom("order_import_created").select(["order_number", "first_line"]).where("job_id", "=", jobId).execute();
  return new Map(rows.map((row) => [row.order_number, row.first_line]));
}

/** The check's steps, parsed from their JSON one slice at a time as the lanes take them. */
function stepReader(slices: readonly string[]): () => ImportStep | undefined {
  let slice = 0;
  let steps: ImportStep[] = [];
  let next = 0;
  return () => {
    while (next >= steps.length) {
      if (slice >= slices.length) return undefined;
      steps = JSON.parse(slices[slice++]!) as ImportStep[];
      next = 0;
    }
    return steps[next++];
  };
}

export interface ImportJobDeps {
  db: Kysely<Database>;
  now: () => Date;
  /** Where the new orders' notifications are queued (decision 060); default the table queue. */
  jobs?: JobQueue;
  /** Reads the seller's data for the check (default buildImportContext; tests wrap it to change the data meanwhile). */
  buildContext?: typeof buildImportContext;
  /** The strict tax-id check's provider (decision 064); without it, the local stand-in. */
  taxIdCheck?: ServerDeps["taxIdCheck"];
  /** The writes per transaction (default TIME_SLICE_MS of them; tests set a number of orders). */
  slice?: SliceSize;
}

/** One attempt of one import. */
class ImportRun {
  private readonly log: LogEntry[] = [];
  private created = 0;
  private products = 0;
  private columns: readonly string[] = [];

  constructor(
    private readonly deps: ImportJobDeps,
    private readonly job: JobContext,
    private readonly stored: StoredImport,
    private readonly user: AuthUser,
    private readonly createdBefore: ReadonlyMap<string, number>,
    private readonly rejectedBefore: ReadonlySet<number>,
  ) {}

  private countCreated(orderNumber: string, lines: readonly number[]) {
    this.created += 1;
    this.products += lines.length;
    this.log.push({ line: lines[0] ?? null, orderNumber, outcome: "created", message: "" });
  }

  private async reject(trx: Transaction<Database>, orderNumber: string, lines: readonly number[], rows: readonly ImportRow[], messages: readonly ImportMessage[]) {
    if (!this.rejectedBefore.has(lines[0] ?? 0)) {
      await recordRejection(trx, {
        sellerId: this.job.sellerId,
        userId: this.job.userId,
        jobId: this.job.id,
        fileName: this.stored.file_name,
        orderNumber,
        lines,
        columns: this.columns,
        rows,
        messages,
        createdAt: this.deps.now().toISOString(),
      });
    }
    for (const message of messages) this.log.push({ line: message.line ?? lines[0] ?? null, orderNumber, outcome: "rejected", message: message.text });
  }

  /** One step in the slice's transaction: an order created whole, or recorded with why it was not. */
  private async write(trx: Transaction<Database>, step: ImportStep): Promise<void> {
    const { order_number, lines, rows } = step;
    // An order this job created before is done, and cannot be rejected now (its number was not taken then).
    if (this.createdBefore.has(order_number)) return this.countCreated(order_number, lines);
    if (step.kind === "reject") return this.reject(trx, order_number, lines, rows, step.messages);
    const firstLine = lines[0] ?? null;
    const parsed = v.safeParse(OrderInput, step.order);
    if (!parsed.success) return this.reject(trx, order_number, lines, rows, schemaMessages(parsed.issues, firstLine, v.getDotPath));
    const server: ServerDeps = { db: this.deps.db, now: this.deps.now, trustProxy: false, jobs: this.deps.jobs, ...(this.deps.taxIdCheck ? { taxIdCheck: this.deps.taxIdCheck } : {}) };
    try {
      await underSavepoint(trx, async () => {
        const id = await createOrder(trx, server, this.user, parsed.output, { dataSource: IMPORT_DATA_SOURCE });
        await trx.insertInto("order_import_created").values({ job_id: this.job.id, order_number, order_id: id, first_line: firstLine ?? 0 }).execute();
      });
      this.countCreated(order_number, lines);
    } catch (error) {
      const messages = refusalMessages(error, firstLine);
      if (!messages) throw error;
      // Another attempt of this very job may have created it while this one ran (its lease was
      // taken over): then it is created, not rejected.
      if ((await createdByJob(trx, this.job.id)).has(order_number)) return this.countCreated(order_number, lines);
      await this.reject(trx, order_number, lines, rows, messages);
    }
  }

  async run() {
    const { sellerId, progress, signal } = this.job;
    const sender = storedSender(this.stored);
    const cells = await importCellsOffLoop(this.stored);
    if (!cells.ok) throw new PermanentJobError(JOB_MESSAGES.badInput);
    const context = await (this.deps.buildContext ?? buildImportContext)(this.deps.db, {
      sellerId,
      orderNumbers: cells.orderNumbers,
      hsCodes: cells.hsCodes,
      sender,
      createdBefore: new Set(this.createdBefore.keys()),
      now: this.deps.now(),
    });
    const check = await checkImportOffLoop(this.stored, context, signal);
    if (!check.ok) {
      if (check.fileProblems === null) throw new PermanentJobError(JOB_MESSAGES.badInput);
      throw new PermanentJobError(`${ORDER_IMPORT_MESSAGES.failed}: ${check.fileProblems.slice(0, FILE_PROBLEMS_SHOWN).join("; ")}`);
    }
    this.columns = check.columns;
    const { total } = check;
    let done = 0;
    progress(done, total);
    // Lanes take the next step until none is left; a failure stops every lane after its slice
    // under way (each slice is whole or absent), then fails the attempt.
    const stopped = new AbortController();
    const next = stepReader(check.stepSlices);
    const lane = () =>
      writeInTimeSlices(this.deps.db, {
        next,
        write: (trx, step) => this.write(trx, step),
        committed: (steps) => {
          const before = done;
          done += steps;
          if (Math.floor(done / PROGRESS_EVERY_ORDERS) > Math.floor(before / PROGRESS_EVERY_ORDERS)) progress(done, total);
        },
        signal: AbortSignal.any([signal, stopped.signal]),
        ...(this.deps.slice ? { slice: this.deps.slice } : {}),
      }).catch((error: unknown) => {
        stopped.abort();
        throw error;
      });
    const lanes = dialectOf(this.deps.db) === "postgres" ? POSTGRES_LANES : 1;
    const ends = await Promise.allSettled(Array.from({ length: lanes }, lane));
    const failure = ends.find((end): end is PromiseRejectedResult => end.status === "rejected" && !(stopped.signal.aborted && end.reason === stopped.signal.reason));
    if (failure) throw failure.reason;
    progress(total, total);
    this.log.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    const result: ImportTotals = { products: this.products, orders: total, valid: this.created, rejected: total - this.created };
    return { file: { name: logFileName(this.stored.file_name), contentType: "text/csv; charset=utf-8", bytes: importLogCsv(this.log) }, result };
  }
}

export function ordersImportJob(deps: ImportJobDeps): JobHandler {
  return {
    async run(job) {
      if (!v.safeParse(OrdersImportJobPayload, job.payload).success) throw new PermanentJobError(JOB_MESSAGES.badInput);
      const stored = await loadStored(deps.db, job.id, job.sellerId);
      const user = await importingUser(deps.db, job.sellerId, job.userId);
      const [createdBefore, rejectedBefore] = await Promise.all([createdByJob(deps.db, job.id), rejectedFirstLines(deps.db, job.id)]);
      return new ImportRun(deps, job, stored, user, createdBefore, rejectedBefore).run();
    },
  };
}
