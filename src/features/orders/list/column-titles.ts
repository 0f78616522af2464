import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The translated title of each order-list column (keys of DEFAULT_TABLE_COLUMNS.orders). */
export const COLUMN_TITLES: Record<string, MessageDescriptor> = {
  order_number: msg`Order number`,
  reference: msg`Tracking reference`,
  customer_full_name: msg`Customer`,
  customer_country: msg`Country`,
  customer_city: msg`City`,
  customer_postal_code: msg`Postal code`,
  sales_channel_name: msg`Sales channel`,
  current_status: msg`Status`,
  total_value: msg`Total value`,
  last_mile_tracking_number: msg`Last-mile tracking number`,
  created_at: msg`Registered`,
  dispatched: msg`Dispatched`,
};

/** A column's title; an unknown key (a column the server added later) shows as it is. */
export function columnTitle(key: string, i18n: I18n): string {
  const title = COLUMN_TITLES[key];
  return title ? i18n._(title) : key;
}
