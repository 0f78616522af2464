import type { OrdersQuery } from "../../api/schemas/orders";

/** Query keys of the orders screens (CONVENTIONS.md point 8). */
export const orderQueries = {
  all: () => ["orders"] as const,
  lists: () => [...orderQueries.all(), "list"] as const,
  list: (query: OrdersQuery) => [...orderQueries.lists(), query] as const,
  details: () => [...orderQueries.all(), "detail"] as const,
  detail: (id: number) => [...orderQueries.details(), id] as const,
  columns: () => [...orderQueries.all(), "columns"] as const,
  /** An order's notification delivery log (GET /v1/notification_deliveries?order_id=). */
  notifications: (id: number) => [...orderQueries.detail(id), "notifications"] as const,
  /** The user's recent PDF jobs (GET /v1/jobs?kind=order_documents&mine=true). */
  documentJobs: () => [...orderQueries.all(), "document-jobs"] as const,
  /** The global search's orders (order-search.ts); apart from lists, whose invalidation it need not follow. */
  search: (text: string) => [...orderQueries.all(), "search", text] as const,
};
