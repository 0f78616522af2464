import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ORDER_STATUSES, type OrderStatusName } from "../domain/order-status";

/**
 * The words for each status (spec, operational area, section 4), shared by the orders screens and
 * the outbox screen. The code names (FAILED_ATTEMP...) are never shown.
 */
const STATUS_LABELS: Record<OrderStatusName, MessageDescriptor> = {
  NEW: msg({ context: "order status", message: "New" }),
  READY_TO_SHIP: msg`Ready to ship`,
  PICKUP: msg`Pick up`,
  SHIPPED: msg`Shipped`,
  IN_TRANSIT: msg`In transit`,
  OUT_FOR_DELIVERY: msg`Out for delivery`,
  FAILED_ATTEMP: msg`Failed attempt`,
  DELIVERED: msg`Delivered`,
  DELIVERED_FAILED: msg`Delivery failed`,
  PARTIAL_DELIVERY: msg`Partial delivery`,
  PARTIAL_DELIVERY_FAILED: msg`Partial delivery failed`,
};

const isStatusName = (name: string): name is OrderStatusName => Object.hasOwn(ORDER_STATUSES, name);

/** The translated name of a status ("IN_TRANSIT" -> "In transit"); an unknown name as it came. */
export function statusLabel(name: string, i18n: I18n): string {
  return isStatusName(name) ? i18n._(STATUS_LABELS[name]) : name;
}
