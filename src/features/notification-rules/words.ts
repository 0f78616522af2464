import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ConditionName, Operator } from "../../domain/shipping-rules/vocabulary";
import type { TrackingZoneCode } from "../../domain/tracking-events";

/**
 * The words of tracking notification rules in the user's language. The API keeps the spec's
 * spellings (sms_customer, "Destination Country", is_any_of); these are what people read.
 * Channel and zone names follow locales/GLOSSARY.md. The channels' and events' words are shared
 * with the delivery logs (src/ui/notification-delivery-labels.ts).
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

export const CONDITION_LABELS: Record<ConditionName, MessageDescriptor> = {
  "All Shipments": msg`All shipments`,
  "Contains Category": msg`Contains category`,
  "Destination Country": msg`Destination country`,
  "Destination State": msg`Destination state`,
  "Item SKU": msg`Item SKU`,
  "Number of Items": msg`Number of items`,
  // The spec shows this condition as the receiver's postal code.
  "Customer Postal Code": msg`Receiver postal code`,
  "Seller Price": msg`Seller price`,
  "Shipment Weight": msg`Shipment weight`,
  Channel: msg`Sales channel`,
};

export const OPERATOR_LABELS: Record<Operator, MessageDescriptor> = {
  shipment_contains: msg`contains`,
  shipment_does_not_contain: msg`does not contain`,
  shipment_only_contains: msg`only contains`,
  is_any_of: msg`is any of`,
  is_none_of: msg`is none of`,
  starts_with: msg`starts with`,
  greater_than: msg`greater than`,
  greater_than_or_equal_to: msg`greater than or equal to`,
  less_than: msg`less than`,
  less_than_or_equal_to: msg`less than or equal to`,
  equals_to: msg`equal to`,
};
