import type { Kysely } from "kysely";
import * as v from "valibot";
import { JOB_MESSAGES } from "../../src/api/schemas/jobs";
import { OrderInput, SenderInput } from "../../src/api/schemas/order-create";
import { type ImportMessage, ImportRow, type ImportTotals, ORDER_IMPORT_MESSAGES } from "../../src/api/schemas/order-import";
import { GROUP_NAMES, type GroupName, can } from "../../src/domain/groups";
import { IMPORT_DATA_SOURCE, type ImportProblem, type ImportedOrder } from "../../src/domain/order-import/types";
import { dialectOf } from "../db/portable";
import type { Database } from "../db/schema";
import type { AuthUser, ServerDeps } from "../deps";
import { flag } from "../http/answers";
import { type JobContext, type JobHandler, type JobQueue, PermanentJobError } from "../jobs/job-types";
import { createOrder } from "../orders/create-order";
import { checkImport, importProblemText } from "../../src/domain/order-import";
import { buildImportContext } from "./import-context";
import { type LogEntry, importLogCsv, logFileName } from "./import-log";
import { refusalMessages, schemaMessages } from "./order-refusals";
import { recordRejection, rejectedFirstLines } from "./rejections";
import { OrdersImportJobPayload } from "./start-import";

/**
 * The job of an import (kind orders-import, decision 040). It runs the domain check of the file
 * again with the seller's data (nothing the device decided is trusted), then creates each valid
 * order WHOLE in its own transaction through createOrder, so that every rule runs once more and a
 * number taken meanwhile is refused by the unique index, never doubled. Every order not created
 * is recorded with its cells and messages (order_import_rejections). The job's file is the log.
 *
 * Exactly once, across crashes and retries: each order's transaction also writes
 * `order_import_created` (job, number). An attempt after a crash reads those, does not count their
 * numbers as taken, and skips them; a rejection is recorded once per order of a job (unique key).
 */

/** Progress is stored every this many orders (each report is a write), and at the end. */
const PROGRESS_EVERY_ORDERS = 100;
/**
 * Orders created side by side, each in its own transaction, on PostgreSQL: there an order's dozen
 * statements wait for a round trip each, and a few connections of the pool (10 by default) keep
 * the server busy meanwhile. SQLite has one connection per process: one order at a time.
 */
const POSTGRES_LANES = 4;
/** At most this many of the file's problems are named in the failed job's message. */
const FILE_PROBLEMS_SHOWN = 3;

const ImportInput = v.object({ file_name: v.string(), columns: v.array(v.string()), rows: v.array(ImportRow), sender: v.nullable(SenderInput) });
type ImportInput = v.InferOutput<typeof ImportInput>;

async function loadInput(db: Kysely<Database>, jobId: string, sellerId: number): Promise<ImportInput> {
  const row = await db.selectFrom("order_imports").selectAll().where("job_id", "=", jobId).where("seller_id", "=", sellerId).executeTakeFirst();
  if (!row) throw new PermanentJobError(JOB_MESSAGES.badInput);
  const parsed = v.safeParse(ImportInput, {
    file_name: row.file_name,
    columns: JSON.parse(row.columns) as unknown,
    rows: JSON.parse(row.rows) as unknown,
    sender: row.sender === null ? null : (JSON.parse(row.sender) as unknown),
  });
  if (!parsed.success) throw new PermanentJobError(JOB_MESSAGES.badInput);
  return parsed.output;
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

/** Orders this job created in earlier attempts: number → first line. */
async function createdByJob(db: Kysely<Database>, jobId: string): Promise<Map<string, number>> {
  const rows = await db.selectFrom("order_import_created").select(["order_number", "first_line"]).where("job_id", "=", jobId).execute();
  return new Map(rows.map((row) => [row.order_number, row.first_line]));
}

const problemMessage = (problem: ImportProblem): ImportMessage => ({ ...problem, text: importProblemText(problem) });

export interface ImportJobDeps {
  db: Kysely<Database>;
  now: () => Date;
  /** Where the new orders' notifications are queued (decision 060); default the table queue. */
  jobs?: JobQueue;
  /** Reads the seller's data for the check (default buildImportContext; tests wrap it to change the data meanwhile). */
  buildContext?: typeof buildImportContext;
  /** The strict tax-id check's provider (decision 064); without it, the local stand-in. */
  taxIdCheck?: ServerDeps["taxIdCheck"];
}

/** One attempt of one import. */
class ImportRun {
  private readonly log: LogEntry[] = [];
  private created = 0;
  private products = 0;

  constructor(
    private readonly deps: ImportJobDeps,
    private readonly job: JobContext,
    private readonly input: ImportInput,
    private readonly user: AuthUser,
    private readonly createdBefore: ReadonlyMap<string, number>,
    private readonly rejectedBefore: ReadonlySet<number>,
  ) {}

  private rowsOf(lines: readonly number[]): ImportRow[] {
    const wanted = new Set(lines);
    return this.input.rows.filter((row) => wanted.has(row.line));
  }

  private countCreated(orderNumber: string, lines: readonly number[]) {
    this.created += 1;
    this.products += lines.length;
    this.log.push({ line: lines[0] ?? null, orderNumber, outcome: "created", message: "" });
  }

  private async reject(orderNumber: string, lines: readonly number[], messages: readonly ImportMessage[]) {
    if (!this.rejectedBefore.has(lines[0] ?? 0)) {
      await recordRejection(this.deps.db, {
        sellerId: this.job.sellerId,
        userId: this.job.userId,
        jobId: this.job.id,
        fileName: this.input.file_name,
        orderNumber,
        lines,
        columns: this.input.columns,
        rows: this.rowsOf(lines),
        messages,
        createdAt: this.deps.now().toISOString(),
      });
    }
    for (const message of messages) this.log.push({ line: message.line ?? lines[0] ?? null, orderNumber, outcome: "rejected", message: message.text });
  }

  /** Creates one checked order whole, or records why the server refused it. */
  async createOne({ order_number, lines, order }: ImportedOrder): Promise<void> {
    if (this.createdBefore.has(order_number)) return this.countCreated(order_number, lines);
    const firstLine = lines[0] ?? null;
    const parsed = v.safeParse(OrderInput, order);
    if (!parsed.success) return this.reject(order_number, lines, schemaMessages(parsed.issues, firstLine, v.getDotPath));
    const server: ServerDeps = { db: this.deps.db, now: this.deps.now, trustProxy: false, jobs: this.deps.jobs, ...(this.deps.taxIdCheck ? { taxIdCheck: this.deps.taxIdCheck } : {}) };
    try {
      await this.deps.db.transaction().execute(async (trx) => {
        const id = await createOrder(trx, server, this.user, parsed.output, { dataSource: IMPORT_DATA_SOURCE });
        await trx.insertInto("order_import_created").values({ job_id: this.job.id, order_number, order_id: id, first_line: firstLine ?? 0 }).execute();
      });
      this.countCreated(order_number, lines);
    } catch (error) {
      const messages = refusalMessages(error, firstLine);
      if (!messages) throw error;
      // Another attempt of this very job may have created it while this one ran (its lease was
      // taken over): then it is created, not rejected.
      if ((await createdByJob(this.deps.db, this.job.id)).has(order_number)) return this.countCreated(order_number, lines);
      await this.reject(order_number, lines, messages);
    }
  }

  async run() {
    const { sellerId, progress, signal } = this.job;
    const { columns, rows, file_name, sender } = this.input;
    const context = await (this.deps.buildContext ?? buildImportContext)(this.deps.db, { sellerId, columns, rows, sender, createdBefore: new Set(this.createdBefore.keys()), now: this.deps.now() });
    const check = checkImport(columns, rows, context);
    if (check.problems.length > 0) {
      const named = check.problems.slice(0, FILE_PROBLEMS_SHOWN).map(importProblemText).join("; ");
      throw new PermanentJobError(`${ORDER_IMPORT_MESSAGES.failed}: ${named}`);
    }
    const total = check.orders.length + check.rejected.length;
    let done = 0;
    for (const rejected of check.rejected) {
      // An order this job created before cannot be rejected now (its number was not taken then).
      if (this.createdBefore.has(rejected.order_number)) this.countCreated(rejected.order_number, rejected.lines);
      else await this.reject(rejected.order_number, rejected.lines, rejected.problems.map(problemMessage));
      done += 1;
    }
    progress(done, total);
    // Lanes take the next order until none is left; a failure stops every lane after its order
    // under way (each is whole or absent), then fails the attempt.
    let next = 0;
    let failure: { error: unknown } | undefined;
    const lane = async () => {
      while (next < check.orders.length && !failure) {
        const order = check.orders[next++]!;
        try {
          signal.throwIfAborted();
          await this.createOne(order);
        } catch (error) {
          failure ??= { error };
          return;
        }
        done += 1;
        if (done % PROGRESS_EVERY_ORDERS === 0) progress(done, total);
      }
    };
    const lanes = dialectOf(this.deps.db) === "postgres" ? POSTGRES_LANES : 1;
    await Promise.all(Array.from({ length: lanes }, lane));
    if (failure) throw failure.error;
    progress(total, total);
    this.log.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    const result: ImportTotals = { products: this.products, orders: total, valid: this.created, rejected: total - this.created };
    return { file: { name: logFileName(file_name), contentType: "text/csv; charset=utf-8", bytes: importLogCsv(this.log) }, result };
  }
}

export function ordersImportJob(deps: ImportJobDeps): JobHandler {
  return {
    async run(job) {
      if (!v.safeParse(OrdersImportJobPayload, job.payload).success) throw new PermanentJobError(JOB_MESSAGES.badInput);
      const input = await loadInput(deps.db, job.id, job.sellerId);
      const user = await importingUser(deps.db, job.sellerId, job.userId);
      const [createdBefore, rejectedBefore] = await Promise.all([createdByJob(deps.db, job.id), rejectedFirstLines(deps.db, job.id)]);
      return new ImportRun(deps, job, input, user, createdBefore, rejectedBefore).run();
    },
  };
}
