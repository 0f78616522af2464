import { FISCAL_PAYMENT_STATUSES, type FiscalPaymentsQuery } from "../../api/schemas/fiscal-payments";

/**
 * The list's filters live in the URL (a filtered list can be bookmarked, and Back undoes a
 * filter). These turn the address's parameters into the call's query and the form's values into
 * parameters. Pure, so the rules are tested without a screen.
 */

/** Slips per page (the spec's default page size). */
export const FISCAL_PAGE_SIZE = 20;

export const FILTER_FIELDS = [
  "status",
  "start_payment_date",
  "end_payment_date",
  "start_created_date",
  "end_created_date",
  "start_dir_date",
  "end_dir_date",
  "start_value",
  "end_value",
] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];
export type FilterValues = Record<FilterField, string>;

export const EMPTY_FILTERS: FilterValues = Object.fromEntries(FILTER_FIELDS.map((field) => [field, ""])) as FilterValues;

/** The form's values as the address has them. */
export function filtersOf(params: URLSearchParams): FilterValues {
  return Object.fromEntries(FILTER_FIELDS.map((field) => [field, params.get(field) ?? ""])) as FilterValues;
}

export const pageOf = (params: URLSearchParams) => Math.max(1, Math.floor(Number(params.get("page"))) || 1);

/**
 * An amount as a person types it in either convention ("1.234,50", "1,234.50", "96,3", "96.3")
 * to the dot-decimal the server reads; the last "," or "." followed by one or two digits is the
 * decimal mark, every other separator is a thousands mark. Anything else is passed on as typed,
 * for the server to refuse with its message.
 */
export function amountParam(typed: string): string {
  const text = typed.trim().replace(/\s/g, "");
  const match = /^([\d.,]*?)[.,](\d{1,2})$/.exec(text);
  if (match) return `${match[1]!.replace(/[.,]/g, "")}.${match[2]}`;
  return /^[\d.,]+$/.test(text) ? text.replace(/[.,]/g, "") : text;
}

/** The address for these filters and page: empty filters and the first page are left out. */
export function searchOf(values: FilterValues, pageNumber = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of FILTER_FIELDS) {
    const value = values[field].trim();
    if (value) params.set(field, value);
  }
  if (pageNumber > 1) params.set("page", String(pageNumber));
  return params;
}

/** The call's query for the address: only the filters given, amounts in the server's notation. */
export function queryOf(params: URLSearchParams): FiscalPaymentsQuery {
  const values = filtersOf(params);
  const query: FiscalPaymentsQuery = { limit: String(FISCAL_PAGE_SIZE), offset: String((pageOf(params) - 1) * FISCAL_PAGE_SIZE) };
  for (const field of FILTER_FIELDS) {
    const value = values[field].trim();
    if (!value) continue;
    query[field] = field === "start_value" || field === "end_value" ? amountParam(value) : value;
  }
  // An unknown status in a hand-edited address would only earn a 422: it means "any".
  if (query.status && !(FISCAL_PAYMENT_STATUSES as readonly string[]).includes(query.status)) delete query.status;
  return query;
}

export const hasFilters = (params: URLSearchParams) => FILTER_FIELDS.some((field) => (params.get(field) ?? "").trim() !== "");

/** Each range as its start and end fields. */
export const RANGES = [
  ["start_payment_date", "end_payment_date"],
  ["start_created_date", "end_created_date"],
  ["start_dir_date", "end_dir_date"],
  ["start_value", "end_value"],
] as const satisfies readonly (readonly [FilterField, FilterField])[];

/**
 * The ranges whose end comes before their start, by their end field: checked on the device so
 * the user reads why in their language instead of an empty list or the server's English. Dates
 * compare as YYYY-MM-DD text; amounts as the numbers they read as. An amount that is not one is
 * left to the server.
 */
export function backwardsRanges(values: FilterValues): FilterField[] {
  const backwards: FilterField[] = [];
  for (const [start, end] of RANGES) {
    const from = values[start].trim();
    const to = values[end].trim();
    if (!from || !to) continue;
    if (start === "start_value") {
      const low = Number(amountParam(from));
      const high = Number(amountParam(to));
      if (Number.isFinite(low) && Number.isFinite(high) && high < low) backwards.push(end);
    } else if (to < from) backwards.push(end);
  }
  return backwards;
}
