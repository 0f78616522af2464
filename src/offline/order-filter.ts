import type { OrderListRow, OrderSortField, OrdersQuery, SortDirection } from "../api/schemas/orders";

/**
 * The server's order filters and sort (GET /v1/orders; spec, operational area, section 3),
 * applied to cached rows when offline and by the 10,000-row benchmark. Text filters match a part,
 * ignoring case; the country is a code; the status a code; dates are inclusive UTC days of
 * created_at; without a sort the newest orders come first. Values may be as in the URL ("true",
 * "300") or already typed.
 */
export type OrderFilters = Omit<
  Partial<Record<keyof OrdersQuery, string | number | boolean | undefined>>,
  "sort" | "direction" | "limit" | "offset"
> & { sort?: OrderSortField; direction?: SortDirection };

export interface OrderSort {
  field: OrderSortField;
  direction: SortDirection;
}

/** The table's sort state (src/ui/table/sort.ts) names the field `key`; both are taken. */
export type OrderSortInput = OrderSort | { key: OrderSortField; direction: SortDirection };

const TEXT_FILTERS = [
  "order_number",
  "customer_full_name",
  "sales_channel_order_number",
  "reference",
  "last_mile_tracking_number",
] as const satisfies readonly (keyof OrderListRow)[];

const BOOLEAN_FILTERS = ["contain_battery", "dangerous_good", "dispatched"] as const satisfies readonly (keyof OrderListRow)[];

const present = (value: unknown): value is string | number | boolean => value !== undefined && value !== null && value !== "";
const asBoolean = (value: string | number | boolean) => value === true || value === "true";
/** The UTC day of an ISO time; the server writes UTC ("...Z"), whose day is its first 10 characters. */
const utcDay = (iso: string) => (iso.endsWith("Z") ? iso.slice(0, 10) : new Date(iso).toISOString().slice(0, 10));

type Test = (row: OrderListRow) => boolean;

function buildTests(filters: OrderFilters): Test[] {
  const tests: Test[] = [];
  for (const field of TEXT_FILTERS) {
    const value = filters[field];
    if (!present(value) || String(value).trim() === "") continue;
    const needle = String(value).trim().toLowerCase();
    tests.push((row) => (row[field] ?? "").toLowerCase().includes(needle));
  }
  for (const field of BOOLEAN_FILTERS) {
    const value = filters[field];
    if (!present(value)) continue;
    const wanted = asBoolean(value);
    tests.push((row) => row[field] === wanted);
  }
  if (present(filters.customer_country)) {
    const country = String(filters.customer_country).toUpperCase();
    tests.push((row) => row.customer_country.toUpperCase() === country);
  }
  if (present(filters.sales_channel)) {
    const channel = Number(filters.sales_channel);
    tests.push((row) => row.sales_channel_id === channel);
  }
  if (present(filters.current_status)) {
    const code = Number(filters.current_status);
    tests.push((row) => row.current_status_id === code);
  }
  const start = present(filters.start_registration_date) ? String(filters.start_registration_date) : undefined;
  const end = present(filters.end_registration_date) ? String(filters.end_registration_date) : undefined;
  if (start || end) {
    tests.push((row) => {
      const day = utcDay(row.created_at);
      return (!start || day >= start) && (!end || day <= end);
    });
  }
  return tests;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function comparator(sort: OrderSort | undefined): (a: OrderListRow, b: OrderListRow) => number {
  if (!sort) {
    // Newest first; the id breaks ties as the server's does.
    return (a, b) => byText(b.created_at, a.created_at) || b.id - a.id;
  }
  const sign = sort.direction === "desc" ? -1 : 1;
  if (sort.field === "total_value") return (a, b) => sign * (a.total_value - b.total_value) || a.id - b.id;
  return (a, b) => sign * byText(a.order_number, b.order_number) || a.id - b.id;
}

const normalise = (sort: OrderSortInput | null): OrderSort | undefined =>
  sort ? { field: "field" in sort ? sort.field : sort.key, direction: sort.direction } : undefined;

/**
 * Filters and sorts without changing `rows`. `sort` wins over `filters.sort`/`direction`; pass
 * `null` for the default order (newest first).
 */
export function filterAndSortOrders<T extends OrderListRow>(rows: readonly T[], filters: OrderFilters = {}, sort?: OrderSortInput | null): T[] {
  const tests = buildTests(filters);
  const chosen = sort === undefined ? (filters.sort ? { field: filters.sort, direction: filters.direction ?? "asc" } : undefined) : normalise(sort);
  const kept = tests.length === 0 ? [...rows] : rows.filter((row) => tests.every((test) => test(row)));
  return kept.sort(comparator(chosen));
}
