import { intlLocale } from "./i18n";

/**
 * Dates in the page's language and the visitor's time zone, through Intl only: no format is
 * written by hand.
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(), { dateStyle: "medium", timeStyle: "short" }).format(date);
}

/** A calendar day ("2026-12-03") is shown as that day, not shifted by the time zone. */
export function formatDay(value: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(intlLocale(), { dateStyle: "medium" }).format(date);
}

/** A country code as its name in the page's language ("BR" -> "Brasil"), else the code itself. */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames([intlLocale()], { type: "region" }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
