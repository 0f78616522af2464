import { type I18n, i18n as activeI18n } from "@lingui/core";
import { intlLocale } from "./locale";

/** What the API sends (ISO 8601 strings), a Date, or milliseconds since the epoch. */
export type DateInput = Date | string | number;

export interface DateFormatOptions {
  /** IANA zone; by default the visitor's own (the browser's). Tests pass "UTC" to stay stable. */
  timeZone?: string;
}

export const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

function format(value: DateInput, style: Intl.DateTimeFormatOptions, options: DateFormatOptions, i18n: I18n): string {
  const date = toDate(value);
  // Intl throws on an invalid date; a broken value from the server must not break the screen.
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(intlLocale(i18n), { ...style, timeZone: options.timeZone }).format(date);
}

/** A calendar date in the active locale and the visitor's time zone: "Mar 5, 2025", "5 de mar. de 2025". */
export function formatDate(value: DateInput, options: DateFormatOptions = {}, i18n: I18n = activeI18n): string {
  return format(value, { dateStyle: "medium" }, options, i18n);
}

/** A date with hours and minutes in the active locale and the visitor's time zone. */
export function formatDateTime(value: DateInput, options: DateFormatOptions = {}, i18n: I18n = activeI18n): string {
  return format(value, { dateStyle: "medium", timeStyle: "short" }, options, i18n);
}
