import { ORDER_STATUSES, type OrderStatusName, statusName } from "./order-status";

/**
 * What the public tracking page shows of a shipment (spec, operational area, sections 2 and 4):
 * the five-step status bar and the zone of each checkpoint. Pure: the server builds the lookup
 * answer with it, the page may use the same names for its labels.
 */

/** Spec: "On a host dedicated to tracking" — any host name containing the word. */
export const isTrackingHost = (host: string) => host.toLowerCase().includes("tracking");

/** The public tracking page's paths: the form, the not-found page and a result. */
export const TRACKING_PATH = "/trackings";
export const isTrackingPath = (path: string) => path === TRACKING_PATH || path.startsWith(`${TRACKING_PATH}/`);

export const STATUS_BAR_STEPS = ["created", "shipped", "in_transit", "out_for_delivery", "delivered"] as const;
export type StatusBarStep = (typeof STATUS_BAR_STEPS)[number];

export interface StatusBarPosition {
  step: StatusBarStep;
  /** A failed attempt or delivery: the bar stays where it was and the page marks a problem. */
  problem: boolean;
}

/**
 * Each status's place on the bar. PICKUP still counts as "created": the parcel has left the
 * seller but not yet entered the carrier's network (that is SHIPPED). A partial delivery has not
 * brought everything yet, so it stays at out_for_delivery.
 */
const BAR_OF_STATUS: Record<OrderStatusName, StatusBarPosition> = {
  NEW: { step: "created", problem: false },
  READY_TO_SHIP: { step: "created", problem: false },
  PICKUP: { step: "created", problem: false },
  SHIPPED: { step: "shipped", problem: false },
  IN_TRANSIT: { step: "in_transit", problem: false },
  OUT_FOR_DELIVERY: { step: "out_for_delivery", problem: false },
  FAILED_ATTEMP: { step: "out_for_delivery", problem: true },
  DELIVERED: { step: "delivered", problem: false },
  DELIVERED_FAILED: { step: "out_for_delivery", problem: true },
  PARTIAL_DELIVERY: { step: "out_for_delivery", problem: false },
  PARTIAL_DELIVERY_FAILED: { step: "out_for_delivery", problem: true },
};

/** The bar for a status code; an unknown code (newer server data) shows as just created. */
export function statusBarOf(code: number): StatusBarPosition {
  const name = statusName(code);
  return name ? BAR_OF_STATUS[name] : { step: "created", problem: false };
}

/** Checkpoint zones in the order the page lists them (configuration area, section 3). */
export const TRACKING_ZONES = {
  FIRST_MILE: 1,
  PICKUP: 2,
  FREIGHT_INTERNATIONAL: 3,
  CUSTOMS_CLEARANCE: 4,
  LAST_MILE: 5,
  REVERSE: 6,
} as const;
export type TrackingZoneName = keyof typeof TRACKING_ZONES;
export type TrackingZone = (typeof TRACKING_ZONES)[TrackingZoneName];
export const TRACKING_ZONE_NUMBERS = Object.values(TRACKING_ZONES) as TrackingZone[];

/**
 * Carriers report customs events as ordinary transit statuses; only the text tells them apart,
 * in any of the three languages (accents ignored: "alfândega" is often typed "alfandega").
 */
const CUSTOMS_WORDS = /customs|alfandega|aduana|海关|清关/i;

const withoutAccents = (text: string) => text.normalize("NFD").replace(/\p{Diacritic}/gu, "");

export const mentionsCustoms = (message: string) => CUSTOMS_WORDS.test(withoutAccents(message));

/**
 * The zone of one checkpoint. No status marks a reverse shipment yet: zone 6 is reserved for
 * the reverse volumes to come.
 */
export function zoneOf(code: number, message: string): TrackingZone {
  if (code <= ORDER_STATUSES.READY_TO_SHIP) return TRACKING_ZONES.FIRST_MILE;
  if (code === ORDER_STATUSES.PICKUP) return TRACKING_ZONES.PICKUP;
  if (code === ORDER_STATUSES.SHIPPED || code === ORDER_STATUSES.IN_TRANSIT) {
    return mentionsCustoms(message) ? TRACKING_ZONES.CUSTOMS_CLEARANCE : TRACKING_ZONES.FREIGHT_INTERNATIONAL;
  }
  return TRACKING_ZONES.LAST_MILE;
}

/**
 * Whether the tax id a visitor typed is the receiver's document. Brazilian documents are typed
 * masked or not ("123.456.789-09"), so only digits count; elsewhere spaces, dots and dashes are
 * ignored and letters compared without case.
 */
export function sameTaxId(country: string, typed: string, stored: string): boolean {
  const normalize = country.toUpperCase() === "BR" ? (s: string) => s.replace(/\D/g, "") : (s: string) => s.replace(/[\s.\-/]/g, "").toUpperCase();
  const a = normalize(typed);
  return a !== "" && a === normalize(stored);
}
