import type { Expression, Kysely, SqlBool } from "kysely";
import type * as v from "valibot";
import { MAX_PAGE_SIZE } from "../../src/api/schemas/common";
import type { VolumeReverse, VolumeReversesQuery } from "../../src/api/schemas/volume-reverses";
import { containsFolded } from "../db/portable";
import type { Database } from "../db/schema";
import { HttpError, notFound } from "../http/errors";
import { REVERSE_COLUMNS, reverseAnswer, reversesOfSeller } from "./reverse-answers";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Start of a YYYY-MM-DD day in UTC; the schema checked the shape, this checks the day exists. */
function dayStart(field: string, day: string): string {
  const start = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== day) {
    throw new HttpError(422, [{ [field]: ["Must be a date (YYYY-MM-DD)"] }]);
  }
  return start.toISOString();
}

const nextDay = (iso: string) => new Date(new Date(iso).getTime() + DAY_MS).toISOString();

type Query = v.InferOutput<typeof VolumeReversesQuery>;

/** One page of the seller's reverse volumes, newest first, with every matching id (select-all). */
export async function listVolumeReverses(db: Kysely<Database>, sellerId: number, query: Query): Promise<{ elements: VolumeReverse[]; count: number; ids: number[] }> {
  // Dates are checked before any query runs, so a day that does not exist is a 422, not a 500.
  const from = query.start_date ? dayStart("start_date", query.start_date) : undefined;
  const until = query.end_date ? nextDay(dayStart("end_date", query.end_date)) : undefined;
  const filtered = reversesOfSeller(db, sellerId).where((eb) => {
    const conditions: Expression<SqlBool>[] = [];
    if (query.reverse_number) conditions.push(containsFolded("volume_reverses.reverse_number", query.reverse_number));
    if (query.tracking_reference) conditions.push(containsFolded("volume_reverses.tracking_reference", query.tracking_reference));
    if (typeof query.sales_channel === "number") conditions.push(eb("orders.sales_channel_id", "=", query.sales_channel));
    if (query.order_id !== undefined) conditions.push(eb("volume_reverses.order_id", "=", query.order_id));
    if (from) conditions.push(eb("volume_reverses.created_at", ">=", from));
    if (until) conditions.push(eb("volume_reverses.created_at", "<", until));
    return eb.and(conditions);
  });
  // Newest first; the id breaks ties so that pages never repeat or skip a row.
  const sorted = filtered.orderBy("volume_reverses.created_at", "desc").orderBy("volume_reverses.id", "desc");
  const [rows, total, ids] = await Promise.all([
    sorted.select(REVERSE_COLUMNS).limit(query.limit).offset(query.offset).execute(),
    filtered.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
    sorted.select("volume_reverses.id").limit(MAX_PAGE_SIZE).execute(),
  ]);
  return { elements: rows.map(reverseAnswer), count: Number(total.count), ids: ids.map((r) => r.id) };
}

/** One reverse of the seller, or 404 (another seller's too). */
export async function findVolumeReverse(db: Kysely<Database>, sellerId: number, id: number): Promise<VolumeReverse> {
  const row = await reversesOfSeller(db, sellerId).where("volume_reverses.id", "=", id).select(REVERSE_COLUMNS).executeTakeFirst();
  if (!row) throw notFound();
  return reverseAnswer(row);
}
