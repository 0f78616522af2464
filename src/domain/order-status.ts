/**
 * Shipment status codes (spec, operational area, section 3). The code is the status's id in
 * every answer (`current_status.id`, `current_status_id`, a checkpoint's `status_code`); the
 * name (`current_status.name`, a checkpoint's `status`) is the constant below. Screens never
 * show the name: they translate it.
 */
export const ORDER_STATUSES = {
  NEW: 100,
  READY_TO_SHIP: 300,
  PICKUP: 400,
  SHIPPED: 500,
  IN_TRANSIT: 600,
  OUT_FOR_DELIVERY: 700,
  FAILED_ATTEMP: 800,
  DELIVERED: 900,
  DELIVERED_FAILED: 1000,
  PARTIAL_DELIVERY: 1300,
  PARTIAL_DELIVERY_FAILED: 1400,
} as const;

export type OrderStatusName = keyof typeof ORDER_STATUSES;
export type OrderStatusCode = (typeof ORDER_STATUSES)[OrderStatusName];

export const ORDER_STATUS_NAMES = Object.keys(ORDER_STATUSES) as OrderStatusName[];

export const statusCode = (name: OrderStatusName): OrderStatusCode => ORDER_STATUSES[name];

export function statusName(code: number): OrderStatusName | undefined {
  return ORDER_STATUS_NAMES.find((name) => ORDER_STATUSES[name] === code);
}

/** Dispatching puts an order into operation: it becomes ready to ship. */
export const STATUS_AFTER_DISPATCH: OrderStatusName = "READY_TO_SHIP";

/**
 * Statuses a person may record by hand as a checkpoint (after dispatch). NEW is where every order
 * starts and READY_TO_SHIP is what dispatch records, so neither is offered.
 */
export const MANUAL_CHECKPOINT_STATUSES: readonly OrderStatusName[] = ORDER_STATUS_NAMES.filter(
  (name) => name !== "NEW" && name !== "READY_TO_SHIP",
);
