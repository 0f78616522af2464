import { ORDER_STATUSES, type OrderStatusName } from "./order-status";

/**
 * What the dashboard counts (issue 19; spec operational area, sections 2 and 9; decision 055).
 * The server computes it (server/analytics/), the screen shows it; both read these.
 */

/** The dashboard's period: the last 30 UTC days, today included (spec section 9). */
export const ANALYTICS_PERIOD_DAYS = 30;

/** How many customers the top list shows (spec section 9). */
export const TOP_CUSTOMERS = 5;

/** An order "delivered": delivered in full. A partial delivery is still under way. */
export const DELIVERED_STATUSES: readonly OrderStatusName[] = ["DELIVERED"];

/**
 * An order "in exception": its last event is a failure that needs someone to act (a new attempt,
 * a call to the customer, a return). Of the statuses of src/domain/order-status.ts these are the
 * three failures; the others are either steps forward or a delivery.
 */
export const EXCEPTION_STATUSES: readonly OrderStatusName[] = ["FAILED_ATTEMP", "DELIVERED_FAILED", "PARTIAL_DELIVERY_FAILED"];

export const DELIVERED_CODES: readonly number[] = DELIVERED_STATUSES.map((name) => ORDER_STATUSES[name]);
export const EXCEPTION_CODES: readonly number[] = EXCEPTION_STATUSES.map((name) => ORDER_STATUSES[name]);

const DAY_MS = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD of a UTC day. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The UTC day `days` after (or before, if negative) the day `day` (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS));
}

/**
 * The period ending today (UTC) and the one before it, as first and last days (both included).
 * Orders count in a period when their creation time falls on one of its days.
 */
export function analyticsPeriods(now: Date, days = ANALYTICS_PERIOD_DAYS) {
  const to = utcDay(now);
  const from = addDays(to, -(days - 1));
  return { from, to, previousFrom: addDays(from, -days), previousTo: addDays(from, -1) };
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
