import type { ExpressionBuilder, Expression, SqlBool } from "kysely";
import type * as v from "valibot";
import type { OrdersQuery } from "../../src/api/schemas/orders";
import { containsFolded } from "../db/portable";
import type { Database } from "../db/schema";
import { HttpError } from "../http/errors";

/**
 * The list filters of GET /v1/orders (spec section 3) as SQL. Text filters match a part of the
 * value, case-insensitively for every letter ("joão" finds "JOÃO"), alike on SQLite and
 * PostgreSQL (casefold() on both sides: server/db/portable.ts). Dates are whole UTC days, both
 * ends included. The app's offline filter (src/offline/order-filter.ts) applies the same rules
 * to cached rows.
 */

export type OrdersFilter = v.InferOutput<typeof OrdersQuery>;

const TEXT_FILTERS = ["order_number", "customer_full_name", "sales_channel_order_number", "reference", "last_mile_tracking_number"] as const;
const FLAG_FILTERS = ["contain_battery", "dangerous_good", "dispatched"] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Start of a YYYY-MM-DD day in UTC; the schema checked the shape, this checks it is a real day. */
function dayStart(field: string, day: string): Date {
  const start = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== day) {
    throw new HttpError(422, [{ [field]: ["Must be a date (YYYY-MM-DD)"] }]);
  }
  return start;
}

/** Checks the date filters before any query runs, so a bad day is a 422, not a 500. */
export function checkFilterDates(filter: OrdersFilter): void {
  if (filter.start_registration_date) dayStart("start_registration_date", filter.start_registration_date);
  if (filter.end_registration_date) dayStart("end_registration_date", filter.end_registration_date);
}

export function orderFilters(eb: ExpressionBuilder<Database, "orders">, filter: OrdersFilter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  for (const field of TEXT_FILTERS) {
    const value = filter[field];
    // An empty box in the filter form arrives as "" and means "any".
    if (value) conditions.push(containsFolded(`orders.${field}`, value));
  }
  if (filter.customer_country) conditions.push(eb("orders.customer_country", "=", filter.customer_country));
  if (filter.sales_channel !== undefined) conditions.push(eb("orders.sales_channel_id", "=", filter.sales_channel));
  if (filter.current_status !== undefined) conditions.push(eb("orders.current_status_id", "=", filter.current_status));
  for (const field of FLAG_FILTERS) {
    const value = filter[field];
    if (value !== undefined) conditions.push(eb(`orders.${field}`, "=", value ? 1 : 0));
  }
  if (filter.start_registration_date) {
    conditions.push(eb("orders.created_at", ">=", dayStart("start_registration_date", filter.start_registration_date).toISOString()));
  }
  if (filter.end_registration_date) {
    const nextDay = new Date(dayStart("end_registration_date", filter.end_registration_date).getTime() + DAY_MS);
    conditions.push(eb("orders.created_at", "<", nextDay.toISOString()));
  }
  return eb.and(conditions);
}

const SORT_COLUMNS = { order_number: "orders.order_number", total_value: "orders.total_value_cents" } as const;

/**
 * ORDER BY terms: the chosen field and direction, else newest first; the id breaks ties in the
 * same direction so that pages never repeat or skip a row.
 */
export function orderSort(filter: OrdersFilter): { column: "orders.order_number" | "orders.total_value_cents" | "orders.created_at"; direction: "asc" | "desc" } {
  if (filter.sort) return { column: SORT_COLUMNS[filter.sort], direction: filter.direction };
  return { column: "orders.created_at", direction: "desc" };
}
