import type { Expression, Kysely, SqlBool } from "kysely";
import type * as v from "valibot";
import { MAX_PAGE_SIZE } from "../../src/api/schemas/common";
import { MAX_EXPECTED_PARCELS, type Pickup, type PickupsQuery } from "../../src/api/schemas/pickups";
import { ORDER_STATUSES } from "../../src/domain/order-status";
import { containsFolded } from "../db/portable";
import type { Database } from "../db/schema";
import { HttpError } from "../http/errors";
import { pickupAnswer } from "./find-scanned-order";

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

/** What a pickup or dropoff session expects (decision 032): dispatched, not handed over yet. */
export async function expectedParcels(db: Kysely<Database>, sellerId: number) {
  const awaiting = db
    .selectFrom("orders")
    .where("seller_id", "=", sellerId)
    .where("dispatched", "=", 1)
    .where("current_status_id", "<", ORDER_STATUSES.PICKUP);
  const [rows, total] = await Promise.all([
    awaiting
      .select(["id", "order_number", "reference", "last_mile_tracking_number"])
      .orderBy("order_number")
      .orderBy("id")
      .limit(MAX_EXPECTED_PARCELS)
      .execute(),
    awaiting.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { elements: rows, count: Number(total.count) };
}

/** One page of the seller's pickups and dropoffs, newest scan first, with every matching id. */
export async function listPickups(db: Kysely<Database>, sellerId: number, query: v.InferOutput<typeof PickupsQuery>): Promise<{ elements: Pickup[]; count: number; ids: number[] }> {
  // Dates are checked before any query runs, so a day that does not exist is a 422, not a 500.
  const from = query.start_date ? dayStart("start_date", query.start_date) : undefined;
  const until = query.end_date ? nextDay(dayStart("end_date", query.end_date)) : undefined;
  const filtered = db
    .selectFrom("pickups")
    .innerJoin("orders", "orders.id", "pickups.order_id")
    .where("pickups.seller_id", "=", sellerId)
    .where((eb) => {
      const conditions: Expression<SqlBool>[] = [];
      if (query.type) conditions.push(eb("pickups.type", "=", query.type));
      if (from) conditions.push(eb("pickups.scanned_at", ">=", from));
      if (until) conditions.push(eb("pickups.scanned_at", "<", until));
      if (query.order_number) conditions.push(containsFolded("orders.order_number", query.order_number));
      return eb.and(conditions);
    });
  // Newest scan first; the id breaks ties so that pages never repeat or skip a row.
  const sorted = filtered.orderBy("pickups.scanned_at", "desc").orderBy("pickups.id", "desc");
  const [rows, total, ids] = await Promise.all([
    sorted.selectAll("pickups").select("orders.order_number").limit(query.limit).offset(query.offset).execute(),
    filtered.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
    // Select-all takes every matching id at once, up to the spec's 1000 (section 9).
    sorted.select("pickups.id").limit(MAX_PAGE_SIZE).execute(),
  ]);
  return { elements: rows.map((row) => pickupAnswer(row, row.order_number)), count: Number(total.count), ids: ids.map((r) => r.id) };
}
