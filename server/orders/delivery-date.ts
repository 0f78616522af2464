const DAY_MS = 24 * 60 * 60 * 1000;
const SATURDAY = 6;
const SUNDAY = 0;

/**
 * The date (YYYY-MM-DD, UTC) a parcel is expected: `workingDays` Mondays to Fridays after `from`.
 * Holidays differ per country and are not known here; the contract's time is an estimate anyway.
 */
export function estimatedDeliveryDate(from: Date, workingDays: number): string {
  let day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let left = Math.max(0, Math.round(workingDays));
  while (left > 0) {
    day = new Date(day.getTime() + DAY_MS);
    const weekday = day.getUTCDay();
    if (weekday !== SATURDAY && weekday !== SUNDAY) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}
