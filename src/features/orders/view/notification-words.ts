import { ORDER_STATUSES, type OrderStatusName } from "../../../domain/order-status";
import { TRACKING_EVENTS, type TrackingEvent } from "../../../domain/tracking-events";

/**
 * The tracking events a new checkpoint may name (decision 060). Their words, and those of
 * channels and delivery states, are shared with the notification rules' screens in
 * src/ui/notification-delivery-labels.ts.
 */

/** The events a checkpoint of this status may record, the status's own first. */
export const eventsOfStatus = (status: OrderStatusName): TrackingEvent[] => TRACKING_EVENTS.filter((event) => event.status_code === ORDER_STATUSES[status]);
