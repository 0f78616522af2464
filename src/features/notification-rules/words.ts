import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { TrackingZoneCode } from "../../domain/tracking-events";

/**
 * The words of tracking notification rules in the user's language. The API keeps the spec's
 * spellings (sms_customer, "Destination Country", is_any_of); these are what people read.
 * Channel and zone names follow locales/GLOSSARY.md. The channels' and events' words are shared
 * with the delivery logs (src/ui/notification-delivery-labels.ts); conditions are the shipping
 * rules' own words (src/ui/shipping-rule-text.ts), so both kinds of rule read the same.
 */

export { CHANNEL_LABELS, eventLabel } from "../../ui/notification-delivery-labels";

/** The six zones in the tracking page's words (src/tracking/zone-labels.ts), so both say the same. */
export const ZONE_LABELS: Record<TrackingZoneCode, MessageDescriptor> = {
  1: msg`First mile`,
  2: msg`Pickup`,
  3: msg`International freight`,
  4: msg`Customs clearance`,
  5: msg`Last mile`,
  6: msg`Reverse`,
};
