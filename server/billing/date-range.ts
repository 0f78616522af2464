import { BILLING_MESSAGES, type DateRange } from "../../src/api/schemas/billing";
import { HttpError } from "../http/errors";

/**
 * The range of an event list: whole UTC days, both ends included. Without an end, today; without
 * a start, `defaultDays` before the end. `meta` answers the range actually used, so the screen
 * shows what it lists. Days are checked here (the schema checked the shape only).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const isRealDay = (day: string) => {
  const start = new Date(`${day}T00:00:00.000Z`);
  return !Number.isNaN(start.getTime()) && start.toISOString().slice(0, 10) === day;
};

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

export interface ResolvedRange extends DateRange {
  /** Instants for SQL: created_at >= from and created_at < until. */
  from: string;
  until: string;
}

export function resolveRange(query: { start_date?: string; end_date?: string }, now: Date, defaultDays: number): ResolvedRange {
  const messages: Record<string, string[]> = {};
  for (const field of ["start_date", "end_date"] as const) {
    const day = query[field];
    if (day !== undefined && !isRealDay(day)) messages[field] = [BILLING_MESSAGES.date];
  }
  if (Object.keys(messages).length > 0) throw new HttpError(422, [messages]);
  const end_date = query.end_date ?? dayOf(now);
  const start_date = query.start_date ?? dayOf(new Date(new Date(`${end_date}T00:00:00.000Z`).getTime() - (defaultDays - 1) * DAY_MS));
  if (end_date < start_date) throw new HttpError(422, [{ end_date: [BILLING_MESSAGES.endBeforeStart] }]);
  const from = `${start_date}T00:00:00.000Z`;
  const until = new Date(new Date(`${end_date}T00:00:00.000Z`).getTime() + DAY_MS).toISOString();
  return { start_date, end_date, from, until };
}
