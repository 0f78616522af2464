import type { OrdersQuery } from "../../api/schemas/orders";
import type { OrderFilters, OrderSort } from "./list-search-params";

/** Query keys of the orders screens (CONVENTIONS.md point 8). */
export const orderQueries = {
  all: () => ["orders"] as const,
  lists: () => [...orderQueries.all(), "list"] as const,
  list: (query: OrdersQuery) => [...orderQueries.lists(), query] as const,
  /** The same list read from this device's cache, when the server cannot be reached. */
  cachedList: (filters: OrderFilters, sort: OrderSort | undefined) => [...orderQueries.lists(), "cached", filters, sort ?? null] as const,
  details: () => [...orderQueries.all(), "detail"] as const,
  detail: (id: number) => [...orderQueries.details(), id] as const,
  columns: () => [...orderQueries.all(), "columns"] as const,
  measure: () => ["me", "measure"] as const,
};
