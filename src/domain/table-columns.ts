/**
 * The columns each customisable table offers, with their defaults. The server answers them from
 * GET /v1/columns/ and checks saved settings against them; the app falls back to them when
 * loading a user's settings fails (spec: "If loading column settings fails, default columns apply").
 */
export interface TableColumnDefinition {
  key: string;
  /** Shown by default. */
  show: boolean;
  /** False for columns a user may not hide (the row's identity). */
  isCustomizable: boolean;
}

export const TABLE_PAGES = ["orders"] as const;
export type TablePage = (typeof TABLE_PAGES)[number];

export const DEFAULT_TABLE_COLUMNS: Record<TablePage, readonly TableColumnDefinition[]> = {
  orders: [
    { key: "order_number", show: true, isCustomizable: false },
    { key: "reference", show: true, isCustomizable: true },
    { key: "customer_full_name", show: true, isCustomizable: true },
    { key: "customer_country", show: true, isCustomizable: true },
    { key: "customer_city", show: false, isCustomizable: true },
    { key: "customer_postal_code", show: false, isCustomizable: true },
    { key: "sales_channel_name", show: true, isCustomizable: true },
    { key: "current_status", show: true, isCustomizable: true },
    { key: "total_value", show: true, isCustomizable: true },
    { key: "last_mile_tracking_number", show: false, isCustomizable: true },
    { key: "created_at", show: true, isCustomizable: true },
    { key: "dispatched", show: true, isCustomizable: true },
  ],
};
