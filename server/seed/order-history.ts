import type { OrderStatusName } from "../../src/domain/order-status";

/** How a demo order came to its status: the checkpoints on the way, and their messages. */

const DELIVERY_ROUTE: OrderStatusName[] = ["READY_TO_SHIP", "PICKUP", "SHIPPED", "IN_TRANSIT", "OUT_FOR_DELIVERY"];

/** Checkpoint history that leads to each status, oldest first (empty for NEW: not dispatched). */
export const HISTORY: Record<OrderStatusName, OrderStatusName[]> = {
  NEW: [],
  READY_TO_SHIP: DELIVERY_ROUTE.slice(0, 1),
  PICKUP: DELIVERY_ROUTE.slice(0, 2),
  SHIPPED: DELIVERY_ROUTE.slice(0, 3),
  IN_TRANSIT: DELIVERY_ROUTE.slice(0, 4),
  OUT_FOR_DELIVERY: DELIVERY_ROUTE,
  FAILED_ATTEMP: [...DELIVERY_ROUTE, "FAILED_ATTEMP"],
  DELIVERED: [...DELIVERY_ROUTE, "DELIVERED"],
  DELIVERED_FAILED: [...DELIVERY_ROUTE, "FAILED_ATTEMP", "OUT_FOR_DELIVERY", "DELIVERED_FAILED"],
  PARTIAL_DELIVERY: [...DELIVERY_ROUTE, "PARTIAL_DELIVERY"],
  PARTIAL_DELIVERY_FAILED: [...DELIVERY_ROUTE, "PARTIAL_DELIVERY", "PARTIAL_DELIVERY_FAILED"],
};

export const CHECKPOINT_MESSAGES: Record<OrderStatusName, string> = {
  NEW: "Order information received.",
  READY_TO_SHIP: "Order dispatched and ready to ship.",
  PICKUP: "Picked up by the first-mile carrier.",
  SHIPPED: "Shipped from the origin hub.",
  IN_TRANSIT: "In transit to the destination country.",
  OUT_FOR_DELIVERY: "Out for delivery.",
  FAILED_ATTEMP: "Delivery attempt failed: nobody was at the address.",
  DELIVERED: "Delivered to the receiver.",
  DELIVERED_FAILED: "Delivery failed after the last attempt; returning to the sender.",
  PARTIAL_DELIVERY: "Some of the volumes were delivered.",
  PARTIAL_DELIVERY_FAILED: "The remaining volumes could not be delivered.",
};

/** Progress along the route; older orders tend to be further on. */
export const PROGRESS: Record<OrderStatusName, number> = {
  NEW: 0,
  READY_TO_SHIP: 1,
  PICKUP: 2,
  SHIPPED: 3,
  IN_TRANSIT: 4,
  OUT_FOR_DELIVERY: 5,
  FAILED_ATTEMP: 6,
  DELIVERED: 7,
  DELIVERED_FAILED: 7,
  PARTIAL_DELIVERY: 7,
  PARTIAL_DELIVERY_FAILED: 7,
};
/** How much the status order may disagree with the age order (in progress steps). */
export const PROGRESS_NOISE = 2.5;
