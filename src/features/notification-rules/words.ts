import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { NotificationChannel } from "../../domain/notification-rule-scope";
import type { TrackingEvent, TrackingZoneCode } from "../../domain/tracking-events";

/**
 * The words of tracking notification rules in the user's language. The API keeps the spec's
 * spellings (sms_customer, "Destination Country", is_any_of); these are what people read.
 * Channel and zone names follow locales/GLOSSARY.md. Conditions are the shipping rules' own words
 * (src/ui/shipping-rule-text.ts), so both kinds of rule read the same.
 */

export const CHANNEL_LABELS: Record<NotificationChannel, MessageDescriptor> = {
  sms_customer: msg`SMS to customer`,
  whats_customer: msg`WhatsApp to customer`,
  mail_customer: msg`E-mail to customer`,
  mail_seller: msg`E-mail to seller`,
  webhook_seller: msg`Seller webhook`,
  webhook_admin: msg`Administrator webhook`,
};

/** The six zones in the tracking page's words (src/tracking/zone-labels.ts), so both say the same. */
export const ZONE_LABELS: Record<TrackingZoneCode, MessageDescriptor> = {
  1: msg`First mile`,
  2: msg`Pickup`,
  3: msg`International freight`,
  4: msg`Customs clearance`,
  5: msg`Last mile`,
  6: msg`Reverse`,
};

const EVENT_LABELS: Record<string, MessageDescriptor> = {
  ORDER_CREATED: msg`Order created`,
  READY_TO_SHIP: msg`Dispatched, ready to ship`,
  PICKED_UP: msg`Picked up by the carrier`,
  SHIPPED: msg`Left the origin country`,
  IN_TRANSIT: msg`In transit`,
  CUSTOMS_STARTED: msg`Customs clearance started`,
  CUSTOMS_RELEASED: msg`Released by customs`,
  CUSTOMS_HELD: msg`Held by customs`,
  OUT_FOR_DELIVERY: msg`Out for delivery`,
  FAILED_ATTEMPT: msg`Delivery attempt failed`,
  DELIVERED: msg`Delivered`,
  PARTIAL_DELIVERY: msg`Partially delivered`,
  DELIVERY_FAILED: msg`Delivery failed, returning to sender`,
  PARTIAL_DELIVERY_FAILED: msg`Partial delivery failed, returning to sender`,
};

/** An event's title by its tracking_code; an event added later without a label shows its English title. */
export const eventLabel = (event: Pick<TrackingEvent, "tracking_code" | "title">, i18n: I18n): string => {
  const label = EVENT_LABELS[event.tracking_code];
  return label ? i18n._(label) : event.title;
};
