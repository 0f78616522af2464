import type { Kysely, Selectable, Transaction } from "kysely";
import * as v from "valibot";
import { ImportMessage, type ImportRejection, ImportRow } from "../../src/api/schemas/order-import";
import type { Database, OrderImportRejectionsTable } from "../db/schema";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The orders imports did not create (table order_import_rejections, migration 014): recorded by
 * the import's job, listed by GET /v1/orders/import/errors, always within one seller.
 */

export interface NewRejection {
  sellerId: number;
  userId: number;
  jobId: string;
  fileName: string;
  orderNumber: string;
  lines: readonly number[];
  columns: readonly string[];
  rows: readonly ImportRow[];
  messages: readonly ImportMessage[];
  createdAt: string;
}

/**
 * Records a rejected order once: a job tried again records the same order (same job, same first
 * line) without a second row.
 */
export async function recordRejection(db: Db, rejection: NewRejection): Promise<void> {
  await db
    .insertInto("order_import_rejections")
    .values({
      seller_id: rejection.sellerId,
      user_id: rejection.userId,
      job_id: rejection.jobId,
      file_name: rejection.fileName,
      order_number: rejection.orderNumber,
      first_line: rejection.lines[0] ?? 0,
      lines: JSON.stringify(rejection.lines),
      columns: JSON.stringify(rejection.columns),
      rows: JSON.stringify(rejection.rows),
      messages: JSON.stringify(rejection.messages),
      created_at: rejection.createdAt,
    })
    .onConflict((conflict) => conflict.columns(["job_id", "first_line"]).doNothing())
    .execute();
}

/** First lines of the orders this job has already recorded as rejected (a retried job skips them). */
export async function rejectedFirstLines(db: Db, jobId: string): Promise<Set<number>> {
  const rows = await db.selectFrom("order_import_rejections").select("first_line").where("job_id", "=", jobId).execute();
  return new Set(rows.map((row) => row.first_line));
}

/** JSON text read back; a row this server wrote always parses, anything else reads as empty. */
function parsedArray<T extends v.GenericSchema>(schema: T, json: string): v.InferOutput<T>[] {
  try {
    const parsed = v.safeParse(v.array(schema), JSON.parse(json));
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
}

function rejectionAnswer(row: Selectable<OrderImportRejectionsTable>): ImportRejection {
  return {
    id: row.id,
    job_id: row.job_id,
    file_name: row.file_name,
    order_number: row.order_number,
    lines: parsedArray(v.number(), row.lines),
    columns: parsedArray(v.string(), row.columns),
    rows: parsedArray(ImportRow, row.rows),
    messages: parsedArray(ImportMessage, row.messages),
    created_at: row.created_at,
  };
}

/** The seller's rejected orders, newest first (GET /v1/orders/import/errors). */
export async function listRejections(db: Kysely<Database>, sellerId: number, page: { limit: number; offset: number }) {
  const seller = db.selectFrom("order_import_rejections").where("seller_id", "=", sellerId);
  const [rows, total] = await Promise.all([
    seller.selectAll().orderBy("created_at", "desc").orderBy("id", "desc").limit(page.limit).offset(page.offset).execute(),
    seller.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow(),
  ]);
  const elements = rows.map(rejectionAnswer);
  return { elements, count: Number(total.count), ids: elements.map((rejection) => rejection.id) };
}
