import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { OrderStatusName } from "../domain/order-status";
import type { StatusBarStep } from "../domain/tracking";

/** Every status in the page's own catalog: the portal's catalog is never loaded here. */
const STATUS_LABELS: Record<OrderStatusName, MessageDescriptor> = {
  NEW: msg`New`,
  READY_TO_SHIP: msg`Ready to ship`,
  PICKUP: msg`Picked up`,
  SHIPPED: msg`Shipped`,
  IN_TRANSIT: msg`In transit`,
  FAILED_ATTEMP: msg`Failed attempt`,
  OUT_FOR_DELIVERY: msg`Out for delivery`,
  DELIVERED: msg`Delivered`,
  DELIVERED_FAILED: msg`Delivery failed`,
  PARTIAL_DELIVERY: msg`Partial delivery`,
  PARTIAL_DELIVERY_FAILED: msg`Partial delivery failed`,
};

const STEP_LABELS: Record<StatusBarStep, MessageDescriptor> = {
  created: msg`Created`,
  shipped: msg`Shipped`,
  in_transit: msg`In transit`,
  out_for_delivery: msg`Out for delivery`,
  delivered: msg`Delivered`,
};

export const statusLabel = (status: OrderStatusName): string => i18n._(STATUS_LABELS[status]);
export const stepLabel = (step: StatusBarStep): string => i18n._(STEP_LABELS[step]);
