import { msg, plural } from "@lingui/core/macro";
import { type I18n, i18n as activeI18n } from "@lingui/core";
import { type DateInput, toDate } from "./date";
import { intlLocale } from "./locale";

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;
/** The Gregorian mean year, so that long spans do not drift by leap days. */
const YEAR_MS = 365.2425 * DAY_MS;
const MONTH_MS = YEAR_MS / 12;
const CENTURY_MS = 100 * YEAR_MS;

/** Largest unit first: the first one the span reaches is used. Below a minute, seconds. */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", YEAR_MS],
  ["month", MONTH_MS],
  ["week", WEEK_MS],
  ["day", DAY_MS],
  ["hour", HOUR_MS],
  ["minute", MINUTE_MS],
];

/**
 * How long ago (or how far ahead) `date` is from `now`, in the active locale: "now", "5 minutes
 * ago", "yesterday", "in 2 weeks", "last year" (Intl.RelativeTimeFormat, numeric "auto").
 * Spec section 9: "Relative time runs from seconds up to centuries". Intl has no centuries, so
 * from 100 years on the words come from our catalog. Counts are whole units, rounded toward zero:
 * 250 years is "2 centuries ago", 59 minutes is never "1 hour ago".
 */
export function formatRelativeTime(date: DateInput, now: DateInput = Date.now(), i18n: I18n = activeI18n): string {
  const span = toDate(date).getTime() - toDate(now).getTime();
  if (!Number.isFinite(span)) return "";
  const size = Math.abs(span);
  if (size >= CENTURY_MS) return centuries(Math.trunc(span / CENTURY_MS), i18n);
  const [unit, unitMs] = UNITS.find(([, ms]) => size >= ms) ?? ["second", SECOND_MS];
  // `+ 0` turns -0 (a past span under one unit) into 0, which "auto" words as "now".
  return new Intl.RelativeTimeFormat(intlLocale(i18n), { numeric: "auto" }).format(Math.trunc(span / unitMs) + 0, unit);
}

function centuries(signed: number, i18n: I18n): string {
  const count = Math.abs(signed);
  return signed < 0
    ? i18n._(msg({ message: plural(count, { one: "# century ago", other: "# centuries ago" }) }))
    : i18n._(msg({ message: plural(count, { one: "in # century", other: "in # centuries" }) }));
}
