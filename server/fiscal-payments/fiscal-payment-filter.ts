import type { Expression, ExpressionBuilder, SqlBool } from "kysely";
import { FISCAL_PAYMENT_MESSAGES, type FiscalPaymentsFilter } from "../../src/api/schemas/fiscal-payments";
import type { Database } from "../db/schema";
import { toCents } from "../db/money";
import { HttpError } from "../http/errors";

/**
 * The list filters of GET /v1/fiscal_payments as SQL. Each range has a start and an end, both
 * included; either may be left out. Payment and DIR dates are days (YYYY-MM-DD text, compared as
 * text on both databases); the created date is a whole UTC day of the created_at instant; values
 * are reais, compared in cents.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

type Messages = Record<string, string[]>;

/** A YYYY-MM-DD that names a real day (the schema checked the shape only: 2026-02-30 is not one). */
const isRealDay = (day: string) => {
  const start = new Date(`${day}T00:00:00.000Z`);
  return !Number.isNaN(start.getTime()) && start.toISOString().slice(0, 10) === day;
};

const RANGES = [
  ["start_payment_date", "end_payment_date"],
  ["start_created_date", "end_created_date"],
  ["start_dir_date", "end_dir_date"],
  ["start_value", "end_value"],
] as const;

/**
 * Refuses, all at once and by field, days that do not exist and ranges whose end comes before
 * their start (which would list nothing without saying why), before any query runs.
 */
export function checkFiscalPaymentFilter(filter: FiscalPaymentsFilter): void {
  const messages: Messages = {};
  for (const [start, end] of RANGES) {
    for (const field of [start, end]) {
      const value = filter[field];
      if (typeof value === "string" && !isRealDay(value)) messages[field] = [FISCAL_PAYMENT_MESSAGES.date];
    }
    const from = filter[start];
    const to = filter[end];
    if (from !== undefined && to !== undefined && !messages[start] && !messages[end] && to < from) messages[end] = [FISCAL_PAYMENT_MESSAGES.endBeforeStart];
  }
  if (Object.keys(messages).length > 0) throw new HttpError(422, [messages]);
}

const nextDay = (day: string) => new Date(new Date(`${day}T00:00:00.000Z`).getTime() + DAY_MS).toISOString();

export function fiscalPaymentConditions(eb: ExpressionBuilder<Database, "fiscal_payments">, filter: FiscalPaymentsFilter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.status) conditions.push(eb("status", "=", filter.status));
  if (filter.start_payment_date) conditions.push(eb("payment_date", ">=", filter.start_payment_date));
  if (filter.end_payment_date) conditions.push(eb("payment_date", "<=", filter.end_payment_date));
  if (filter.start_dir_date) conditions.push(eb("dir_date", ">=", filter.start_dir_date));
  if (filter.end_dir_date) conditions.push(eb("dir_date", "<=", filter.end_dir_date));
  if (filter.start_created_date) conditions.push(eb("created_at", ">=", `${filter.start_created_date}T00:00:00.000Z`));
  if (filter.end_created_date) conditions.push(eb("created_at", "<", nextDay(filter.end_created_date)));
  if (filter.start_value !== undefined) conditions.push(eb("value_cents", ">=", toCents(filter.start_value)));
  if (filter.end_value !== undefined) conditions.push(eb("value_cents", "<=", toCents(filter.end_value)));
  return eb.and(conditions);
}
