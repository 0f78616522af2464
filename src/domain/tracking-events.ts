import { ORDER_STATUSES, type OrderStatusCode } from "./order-status";

/**
 * The tracking events a notification rule can be about (configuration area section 3, "Tracking
 * notification rule settings": a checkpoint has an id, a tracking_code, a title and a zone_code).
 * A written checkpoint carries a status code; most statuses are one event, but the customs zone
 * ("Desembaraco") has events of its own while the parcel's status stays IN_TRANSIT, so a
 * checkpoint may name its event (`event_code`) and otherwise is its status's default event.
 *
 * Ids and tracking codes are stored in rules: never renumber or rename one, only add.
 */

/** Zones of the journey, in the order a parcel goes through them (zone_code). */
export const TRACKING_ZONES = {
  1: "First Mile",
  2: "Pickup",
  3: "Freight International",
  4: "Desembaraco",
  5: "Last Mile",
  6: "Reverse",
} as const;

export type TrackingZoneCode = keyof typeof TRACKING_ZONES;

export interface TrackingEvent {
  id: number;
  tracking_code: string;
  /** English title; screens translate by tracking_code. */
  title: string;
  zone_code: TrackingZoneCode;
  /** The order status a checkpoint of this event records. */
  status_code: OrderStatusCode;
}

export const TRACKING_EVENTS: readonly TrackingEvent[] = [
  { id: 1, tracking_code: "ORDER_CREATED", title: "Order created", zone_code: 1, status_code: ORDER_STATUSES.NEW },
  { id: 2, tracking_code: "READY_TO_SHIP", title: "Dispatched, ready to ship", zone_code: 1, status_code: ORDER_STATUSES.READY_TO_SHIP },
  { id: 3, tracking_code: "PICKED_UP", title: "Picked up by the carrier", zone_code: 2, status_code: ORDER_STATUSES.PICKUP },
  { id: 4, tracking_code: "SHIPPED", title: "Left the origin country", zone_code: 3, status_code: ORDER_STATUSES.SHIPPED },
  { id: 5, tracking_code: "IN_TRANSIT", title: "In transit", zone_code: 3, status_code: ORDER_STATUSES.IN_TRANSIT },
  { id: 6, tracking_code: "CUSTOMS_STARTED", title: "Customs clearance started", zone_code: 4, status_code: ORDER_STATUSES.IN_TRANSIT },
  { id: 7, tracking_code: "CUSTOMS_RELEASED", title: "Released by customs", zone_code: 4, status_code: ORDER_STATUSES.IN_TRANSIT },
  { id: 8, tracking_code: "CUSTOMS_HELD", title: "Held by customs", zone_code: 4, status_code: ORDER_STATUSES.IN_TRANSIT },
  { id: 9, tracking_code: "OUT_FOR_DELIVERY", title: "Out for delivery", zone_code: 5, status_code: ORDER_STATUSES.OUT_FOR_DELIVERY },
  { id: 10, tracking_code: "FAILED_ATTEMPT", title: "Delivery attempt failed", zone_code: 5, status_code: ORDER_STATUSES.FAILED_ATTEMP },
  { id: 11, tracking_code: "DELIVERED", title: "Delivered", zone_code: 5, status_code: ORDER_STATUSES.DELIVERED },
  { id: 12, tracking_code: "PARTIAL_DELIVERY", title: "Partially delivered", zone_code: 5, status_code: ORDER_STATUSES.PARTIAL_DELIVERY },
  { id: 13, tracking_code: "DELIVERY_FAILED", title: "Delivery failed, returning to sender", zone_code: 6, status_code: ORDER_STATUSES.DELIVERED_FAILED },
  { id: 14, tracking_code: "PARTIAL_DELIVERY_FAILED", title: "Partial delivery failed, returning to sender", zone_code: 6, status_code: ORDER_STATUSES.PARTIAL_DELIVERY_FAILED },
];

const BY_CODE = new Map(TRACKING_EVENTS.map((event) => [event.tracking_code, event]));
const BY_ID = new Map(TRACKING_EVENTS.map((event) => [event.id, event]));

export const trackingEventByCode = (code: string): TrackingEvent | undefined => BY_CODE.get(code);
export const trackingEventById = (id: number): TrackingEvent | undefined => BY_ID.get(id);

/** The event a checkpoint of this status is when it names none: the first event of that status. */
export function defaultTrackingEvent(statusCode: number): TrackingEvent | undefined {
  return TRACKING_EVENTS.find((event) => event.status_code === statusCode);
}

/** The event of a written checkpoint: the one it names if that event records its status, else its status's default. */
export function trackingEventOf(checkpoint: { status_code: number; event_code?: string | null }): TrackingEvent | undefined {
  const named = checkpoint.event_code ? BY_CODE.get(checkpoint.event_code) : undefined;
  if (named && named.status_code === checkpoint.status_code) return named;
  return defaultTrackingEvent(checkpoint.status_code);
}

/** The events of one zone, in journey order. */
export const eventsOfZone = (zone: TrackingZoneCode): TrackingEvent[] => TRACKING_EVENTS.filter((event) => event.zone_code === zone);
