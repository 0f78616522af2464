import * as v from "valibot";
import { Envelope } from "./common";

/**
 * The seller's dashboard figures (issue 19, decision 055):
 *   GET /v1/sellers/{id}/analytics   the user's own seller only (another id: 404); every group reads.
 * The period is the last 30 UTC days, today included, by the server's clock; the previous period
 * is the 30 days before it. Orders have different currencies, so every value is a list of totals,
 * one per currency, summed in cents by the server and given in the currency's units.
 */

export const CurrencyTotal = v.object({
  /** ISO 4217, as the orders carry it. */
  currency: v.string(),
  value: v.number(),
  orders: v.number(),
});
export type CurrencyTotal = v.InferOutput<typeof CurrencyTotal>;

export const StatusCount = v.object({
  /** A status code of src/domain/order-status.ts. */
  status_id: v.number(),
  orders: v.number(),
});

export const TopCustomer = v.object({
  name: v.string(),
  /** ISO 3166-1 alpha-2. */
  country: v.string(),
  orders: v.number(),
  totals: v.array(CurrencyTotal),
});
export type TopCustomer = v.InferOutput<typeof TopCustomer>;

export const TrendDay = v.object({
  /** YYYY-MM-DD (UTC). */
  date: v.string(),
  orders: v.number(),
  totals: v.array(CurrencyTotal),
});
export type TrendDay = v.InferOutput<typeof TrendDay>;

const Period = v.object({
  /** First and last day (YYYY-MM-DD, UTC), both included. */
  from: v.string(),
  to: v.string(),
  /** Orders created in the period, and of them those dispatched, delivered and in exception now. */
  created: v.number(),
  dispatched: v.number(),
  delivered: v.number(),
  in_exception: v.number(),
  totals: v.array(CurrencyTotal),
  /** One entry per day of the period, oldest first; a day without orders has 0. */
  days: v.array(TrendDay),
});
export type AnalyticsPeriod = v.InferOutput<typeof Period>;

export const SellerAnalytics = v.object({
  period: Period,
  previous_period: Period,
  /** Orders of the period by their status now; statuses without orders are left out. */
  by_status: v.array(StatusCount),
  /** By number of orders, then value (in cents, whatever the currency), then name. */
  top_customers: v.array(TopCustomer),
});
export type SellerAnalytics = v.InferOutput<typeof SellerAnalytics>;

export const SellerAnalyticsResponse = Envelope(SellerAnalytics);
