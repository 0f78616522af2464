import { type Kysely, sql } from "kysely";
import type { AnalyticsPeriod, CurrencyTotal, SellerAnalytics, TopCustomer } from "../../src/api/schemas/analytics";
import { DELIVERED_CODES, EXCEPTION_CODES, TOP_CUSTOMERS, addDays, analyticsPeriods, daysBetween } from "../../src/domain/order-analytics";
import { units } from "../db/money";
import type { Database } from "../db/schema";

/**
 * The dashboard's figures for one seller (issue 19, decision 055), in three grouped queries that
 * the index (seller_id, created_at, …) serves: one row per day, status, dispatch and currency of the
 * two periods (at most 60 × 11 × 2 × currencies rows, whatever the number of orders), then the top
 * customers of the period and their totals. Sums are of whole cents, so they stay exact; the
 * answer gives units (server/db/money.ts).
 */

/** created_at is ISO text (decision 029): its first ten characters are the UTC day. */
const createdDay = sql<string>`substr(${sql.ref("orders.created_at")}, 1, 10)`;
const startOf = (day: string) => `${day}T00:00:00.000Z`;

interface DayRow {
  day: string;
  status: number;
  dispatched: number;
  currency: string;
  orders: number;
  cents: number;
}

/** Money sums come back as text from PostgreSQL (bigint) and as numbers from SQLite. */
const count = (value: string | number | bigint | null) => Number(value ?? 0);

function sellerOrdersBetween(db: Kysely<Database>, sellerId: number, from: string, to: string) {
  return db
    .selectFrom("orders")
    .where("orders.seller_id", "=", sellerId)
    .where("orders.created_at", ">=", startOf(from))
    .where("orders.created_at", "<", startOf(addDays(to, 1)));
}

/** The grouped rows of the days from `from` to `to`; exported for the load test's plans. */
export function dayRowsQuery(db: Kysely<Database>, sellerId: number, from: string, to: string) {
  return sellerOrdersBetween(db, sellerId, from, to)
    .select((eb) => [
      createdDay.as("day"),
      "orders.current_status_id as status",
      "orders.dispatched",
      "orders.currency",
      eb.fn.countAll<string | number>().as("orders"),
      eb.fn.sum<string | number>("orders.total_value_cents").as("cents"),
    ])
    .groupBy([createdDay, "orders.current_status_id", "orders.dispatched", "orders.currency"]);
}

async function dayRows(db: Kysely<Database>, sellerId: number, from: string, to: string): Promise<DayRow[]> {
  const rows = await dayRowsQuery(db, sellerId, from, to).execute();
  return rows.map((row) => ({ ...row, dispatched: count(row.dispatched), orders: count(row.orders), cents: count(row.cents) }));
}

/** Totals per currency, in the order of the currencies' names (stable for the screen). */
function totalsOf(rows: readonly Pick<DayRow, "currency" | "orders" | "cents">[]): CurrencyTotal[] {
  const byCurrency = new Map<string, { orders: number; cents: number }>();
  for (const row of rows) {
    const total = byCurrency.get(row.currency) ?? { orders: 0, cents: 0 };
    byCurrency.set(row.currency, { orders: total.orders + row.orders, cents: total.cents + row.cents });
  }
  return [...byCurrency]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([currency, total]) => ({ currency, value: units(total.cents), orders: total.orders }));
}

function periodOf(rows: readonly DayRow[], from: string, to: string): AnalyticsPeriod {
  const inside = rows.filter((row) => row.day >= from && row.day <= to);
  const sum = (keep: (row: DayRow) => boolean) => inside.filter(keep).reduce((n, row) => n + row.orders, 0);
  return {
    from,
    to,
    created: sum(() => true),
    dispatched: sum((row) => row.dispatched === 1),
    delivered: sum((row) => DELIVERED_CODES.includes(row.status)),
    in_exception: sum((row) => EXCEPTION_CODES.includes(row.status)),
    totals: totalsOf(inside),
    days: daysBetween(from, to).map((date) => {
      const ofDay = inside.filter((row) => row.day === date);
      return { date, orders: ofDay.reduce((n, row) => n + row.orders, 0), totals: totalsOf(ofDay) };
    }),
  };
}

function byStatus(rows: readonly DayRow[], from: string) {
  const counts = new Map<number, number>();
  for (const row of rows) if (row.day >= from) counts.set(row.status, (counts.get(row.status) ?? 0) + row.orders);
  return [...counts].sort(([a], [b]) => a - b).map(([status_id, orders]) => ({ status_id, orders }));
}

/**
 * A customer is the receiver as the orders name them: full name and country. By number of orders,
 * then value in cents (currencies summed as numbers: only a tie-break), then name and country, so
 * that the list is the same on both databases.
 */
export function topCustomersQuery(db: Kysely<Database>, sellerId: number, from: string, to: string) {
  return sellerOrdersBetween(db, sellerId, from, to)
    .select((eb) => ["orders.customer_full_name as name", "orders.customer_country as country", eb.fn.countAll<string | number>().as("orders")])
    .groupBy(["orders.customer_full_name", "orders.customer_country"])
    .orderBy((eb) => eb.fn.countAll(), "desc")
    .orderBy((eb) => eb.fn.sum("orders.total_value_cents"), "desc")
    .orderBy("orders.customer_full_name")
    .orderBy("orders.customer_country")
    .limit(TOP_CUSTOMERS);
}

async function topCustomers(db: Kysely<Database>, sellerId: number, from: string, to: string): Promise<TopCustomer[]> {
  const top = await topCustomersQuery(db, sellerId, from, to).execute();
  if (top.length === 0) return [];
  const totals = await sellerOrdersBetween(db, sellerId, from, to)
    .where((eb) => eb.or(top.map((c) => eb.and([eb("orders.customer_full_name", "=", c.name), eb("orders.customer_country", "=", c.country)]))))
    .select((eb) => [
      "orders.customer_full_name as name",
      "orders.customer_country as country",
      "orders.currency",
      eb.fn.countAll<string | number>().as("orders"),
      eb.fn.sum<string | number>("orders.total_value_cents").as("cents"),
    ])
    .groupBy(["orders.customer_full_name", "orders.customer_country", "orders.currency"])
    .execute();
  return top.map((customer) => ({
    name: customer.name,
    country: customer.country,
    orders: count(customer.orders),
    totals: totalsOf(
      totals.filter((row) => row.name === customer.name && row.country === customer.country).map((row) => ({ currency: row.currency, orders: count(row.orders), cents: count(row.cents) })),
    ),
  }));
}

export async function sellerAnalytics(db: Kysely<Database>, sellerId: number, now: Date): Promise<SellerAnalytics> {
  const { from, to, previousFrom, previousTo } = analyticsPeriods(now);
  const [rows, top] = await Promise.all([dayRows(db, sellerId, previousFrom, to), topCustomers(db, sellerId, from, to)]);
  return {
    period: periodOf(rows, from, to),
    previous_period: periodOf(rows, previousFrom, previousTo),
    by_status: byStatus(rows, from),
    top_customers: top,
  };
}
