import { ORDER_SORT_FIELDS, type OrderSortField, type OrdersQuery } from "../../../api/schemas/orders";
import { ORDER_STATUSES } from "../../../domain/order-status";
import type { SortState } from "../../../ui/table/sort";

/**
 * The order list's state in the URL (CONVENTIONS.md point 3): filters, sort and page, so a
 * reload or a shared link shows the same list. Names are the /v1 query parameters (spec
 * section 3, order list filters). The page size is the user's, kept per table in local storage.
 */
export const FILTER_KEYS = [
  "order_number",
  "customer_full_name",
  "customer_country",
  "sales_channel",
  "sales_channel_order_number",
  "reference",
  "last_mile_tracking_number",
  "current_status",
  "contain_battery",
  "dangerous_good",
  "start_registration_date",
  "end_registration_date",
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
/** Filter values as the URL and the form hold them (text); absent = no filter. */
export type OrderFilters = Partial<Record<FilterKey, string>>;
export type OrderSort = SortState<OrderSortField>;

export interface OrdersListState {
  filters: OrderFilters;
  sort?: OrderSort;
  page: number;
}

const STATUS_CODES = new Set(Object.values(ORDER_STATUSES).map(String));
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const BOOLEAN = /^(true|false)$/;

/** A hand-edited or stale link must not turn into a 400: values the server would refuse are dropped. */
const VALID: Partial<Record<FilterKey, (value: string) => boolean>> = {
  customer_country: (value) => /^[A-Za-z]{2}$/.test(value),
  sales_channel: (value) => /^\d{1,9}$/.test(value),
  current_status: (value) => STATUS_CODES.has(value),
  contain_battery: (value) => BOOLEAN.test(value),
  dangerous_good: (value) => BOOLEAN.test(value),
  start_registration_date: (value) => DATE.test(value),
  end_registration_date: (value) => DATE.test(value),
};
/** The server's limit for text filters (OrdersQuery). */
const MAX_FILTER_TEXT = 120;

export function cleanFilters(raw: OrderFilters): OrderFilters {
  const filters: OrderFilters = {};
  for (const key of FILTER_KEYS) {
    const value = raw[key]?.trim();
    if (!value || value.length > MAX_FILTER_TEXT) continue;
    if (VALID[key] && !VALID[key](value)) continue;
    filters[key] = key === "customer_country" ? value.toUpperCase() : value;
  }
  return filters;
}

export function readListState(params: URLSearchParams): OrdersListState {
  const filters = cleanFilters(Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? undefined])));
  const sortKey = params.get("sort");
  const direction: OrderSort["direction"] = params.get("direction") === "desc" ? "desc" : "asc";
  const sort = (ORDER_SORT_FIELDS as readonly string[]).includes(sortKey ?? "") ? { key: sortKey as OrderSortField, direction } : undefined;
  const page = Math.max(1, Math.floor(Number(params.get("page"))) || 1);
  return { filters, sort, page };
}

export function listSearchParams({ filters, sort, page }: OrdersListState): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(cleanFilters(filters))) params.set(key, value);
  if (sort) {
    params.set("sort", sort.key);
    params.set("direction", sort.direction);
  }
  if (page > 1) params.set("page", String(page));
  return params;
}

/** The GET /v1/orders query of a list state: offset = (page - 1) * limit (spec section 7). */
export function ordersQuery({ filters, sort }: OrdersListState, limit: number, offset: number): OrdersQuery {
  // cleanFilters (readListState) left only values the query schema accepts.
  return { ...filters, sort: sort?.key, direction: sort?.direction, limit: String(limit), offset: String(offset) } as OrdersQuery;
}

export const hasFilters = (filters: OrderFilters) => Object.keys(cleanFilters(filters)).length > 0;
