import type { Expression, Kysely, SqlBool } from "kysely";
import type * as v from "valibot";
import { MAX_PAGE_SIZE } from "../../src/api/schemas/common";
import type { Overpack, OverpackDetail, OverpacksQuery } from "../../src/api/schemas/overpacks";
import { containsFolded } from "../db/portable";
import type { Database } from "../db/schema";
import { HttpError, notFound } from "../http/errors";
import { overpackAnswers, overpackOrders, overpacksOfSeller, readOverpackRows } from "./overpack-answers";

type Db = Kysely<Database>;
type Query = v.InferOutput<typeof OverpacksQuery>;

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

/** One page of the seller's overpacks, newest first, with every matching id (select-all). */
export async function listOverpacks(db: Db, sellerId: number, query: Query): Promise<{ elements: Overpack[]; count: number; ids: number[] }> {
  // Dates are checked before any query runs, so a day that does not exist is a 422, not a 500.
  const from = query.dispatch_start_date ? dayStart("dispatch_start_date", query.dispatch_start_date) : undefined;
  const until = query.dispatch_end_date ? nextDay(dayStart("dispatch_end_date", query.dispatch_end_date)) : undefined;
  const filtered = overpacksOfSeller(db, sellerId).where((eb) => {
    const conditions: Expression<SqlBool>[] = [];
    if (query.reference) conditions.push(containsFolded("overpacks.reference", query.reference));
    if (query.country) conditions.push(eb("overpacks.destination_country", "=", query.country));
    if (typeof query.contract === "number") conditions.push(eb("overpacks.contract_id", "=", query.contract));
    if (typeof query.dispatched === "boolean") conditions.push(eb("overpacks.dispatched", "=", query.dispatched ? 1 : 0));
    if (from) conditions.push(eb("overpacks.dispatched_at", ">=", from));
    if (until) conditions.push(eb("overpacks.dispatched_at", "<", until));
    return eb.and(conditions);
  });
  // Newest first; the id breaks ties so that pages never repeat or skip a row.
  const sorted = filtered.orderBy("overpacks.created_at", "desc").orderBy("overpacks.id", "desc");
  const [page, total, ids] = await Promise.all([
    sorted.select("overpacks.id").limit(query.limit).offset(query.offset).execute(),
    filtered.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
    sorted.select("overpacks.id").limit(MAX_PAGE_SIZE).execute(),
  ]);
  const byId = new Map((await readOverpackRows(db, sellerId, page.map((row) => row.id))).map((row) => [row.id, row]));
  const rows = page.map((row) => byId.get(row.id)!);
  return { elements: await overpackAnswers(db, sellerId, rows), count: Number(total.count), ids: ids.map((row) => row.id) };
}

/** One overpack of the seller with its orders, or 404 (another seller's too). */
export async function findOverpack(db: Db | Parameters<typeof readOverpackRows>[0], sellerId: number, id: number): Promise<OverpackDetail> {
  const [row] = await readOverpackRows(db, sellerId, [id]);
  if (!row) throw notFound();
  const [answer] = await overpackAnswers(db, sellerId, [row]);
  return { ...answer!, orders: await overpackOrders(db, sellerId, id) };
}
