import type { Expression, Kysely, SqlBool } from "kysely";
import type * as v from "valibot";
import { DEFAULT_EVENT_RANGE_DAYS, type EventPage, type EventsQuery, MAX_USAGE_EVENTS, USAGE_RANGE_DAYS, type Usage, type UsageQuery } from "../../src/api/schemas/billing";
import { units } from "../db/money";
import type { Database } from "../db/schema";
import { pathCategory } from "./categories";
import { resolveRange } from "./date-range";
import { EVENT_COLUMNS, eventAnswer, eventsOfSeller } from "./event-answers";

type Query = v.InferOutput<typeof EventsQuery>;

/**
 * One page of the seller's events in a date range, newest first (the Credits tab and the
 * statement), with the range used in `meta`. Filters: method (pre or post) and category.
 */
export async function listEvents(db: Kysely<Database>, sellerId: number, query: Query, now: Date): Promise<EventPage> {
  const range = resolveRange(query, now, DEFAULT_EVENT_RANGE_DAYS);
  const filtered = eventsOfSeller(db, sellerId).where((eb) => {
    const conditions: Expression<SqlBool>[] = [eb("e.created_at", ">=", range.from), eb("e.created_at", "<", range.until)];
    if (query.method) conditions.push(eb("e.method", "=", query.method));
    if (typeof query.category_id === "number") conditions.push(eb("e.category_id", "=", query.category_id));
    return eb.and(conditions);
  });
  const [rows, total] = await Promise.all([
    // The id breaks ties so that pages never repeat or skip an event.
    filtered.select(EVENT_COLUMNS).orderBy("e.created_at", "desc").orderBy("e.id", "desc").limit(query.limit).offset(query.offset).execute(),
    filtered.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return {
    seller_account_events: rows.map(eventAnswer),
    count: Number(total.count),
    meta: { start_date: range.start_date, end_date: range.end_date, offset: query.offset, limit: query.limit },
  };
}

/** View Usage: a category's events over the last 30 days by default, with their exact total. */
export async function categoryUsage(db: Kysely<Database>, sellerId: number, categoryId: number, query: v.InferOutput<typeof UsageQuery>, now: Date): Promise<Usage> {
  const category = await pathCategory(db, categoryId);
  const range = resolveRange(query, now, USAGE_RANGE_DAYS);
  const filtered = eventsOfSeller(db, sellerId).where("e.category_id", "=", categoryId).where("e.created_at", ">=", range.from).where("e.created_at", "<", range.until);
  const [rows, totals] = await Promise.all([
    filtered.select(EVENT_COLUMNS).orderBy("e.created_at", "desc").orderBy("e.id", "desc").limit(MAX_USAGE_EVENTS).execute(),
    filtered.select((eb) => [eb.fn.countAll<number | string>().as("count"), eb.fn.sum<number | string | null>("e.value_cents").as("cents")]).executeTakeFirstOrThrow(),
  ]);
  return {
    category,
    seller_account_events: rows.map(eventAnswer),
    count: Number(totals.count),
    total: units(Number(totals.cents ?? 0)),
    meta: { start_date: range.start_date, end_date: range.end_date },
  };
}
