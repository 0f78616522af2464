import type { OverpacksQuery } from "../../api/schemas/overpacks";

/**
 * The overpack list's filters live in the URL (a filtered list can be shared, and Back undoes a
 * filter). Pure, so the rules are tested without a screen.
 */

/** Overpacks per page (the spec's default page size). */
export const OVERPACK_PAGE_SIZE = 20;

export const FILTER_FIELDS = ["reference", "country", "contract", "dispatched", "dispatch_start_date", "dispatch_end_date"] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];
export type FilterValues = Record<FilterField, string>;

export const EMPTY_FILTERS: FilterValues = Object.fromEntries(FILTER_FIELDS.map((field) => [field, ""])) as FilterValues;

/** The form's values as the address has them; a dispatched filter other than true/false is "any". */
export function filtersOf(params: URLSearchParams): FilterValues {
  const values = Object.fromEntries(FILTER_FIELDS.map((field) => [field, params.get(field)?.trim() ?? ""])) as FilterValues;
  if (values.dispatched !== "true" && values.dispatched !== "false") values.dispatched = "";
  values.country = values.country.toUpperCase();
  return values;
}

export const pageOf = (params: URLSearchParams) => Math.max(1, Math.floor(Number(params.get("page"))) || 1);

export const hasFilters = (params: URLSearchParams) => Object.values(filtersOf(params)).some((value) => value !== "");

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

/** The call's query for the address: only the filters given, the page as limit and offset. */
export function queryOf(params: URLSearchParams): OverpacksQuery {
  const values = filtersOf(params);
  const query: Record<string, string> = { limit: String(OVERPACK_PAGE_SIZE), offset: String((pageOf(params) - 1) * OVERPACK_PAGE_SIZE) };
  for (const field of FILTER_FIELDS) if (values[field]) query[field] = values[field];
  return query as OverpacksQuery;
}
