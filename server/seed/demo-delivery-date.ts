import type { OrderStatusName } from "../../src/domain/order-status";
import { estimatedDeliveryDate } from "../orders/delivery-date";

/** Working days from today a carrier gives as the new estimate of a late shipment still on its way. */
const REESTIMATE_WORKING_DAYS = 3;
/** Where a shipment ends: nothing more is expected, so its estimate may lie in the past. */
const FINAL_STATUSES: readonly OrderStatusName[] = ["DELIVERED", "DELIVERED_FAILED", "PARTIAL_DELIVERY_FAILED"];

/**
 * The estimate a new order gets (server/orders/delivery-date.ts: the contract's working days from
 * creation). A shipment still on its way past that day has been re-estimated by its carrier from
 * today, so no open shipment shows an estimate in the past, whatever day the demo is seeded.
 */
export function demoDeliveryDate(status: OrderStatusName, createdAt: Date, now: Date, deliveryTime: number): string {
  const estimated = estimatedDeliveryDate(createdAt, deliveryTime);
  if (FINAL_STATUSES.includes(status)) return estimated;
  const today = now.toISOString().slice(0, 10);
  return estimated >= today ? estimated : estimatedDeliveryDate(now, REESTIMATE_WORKING_DAYS);
}
