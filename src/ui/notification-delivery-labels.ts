import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { DeliveryStatus } from "../api/schemas/notification-deliveries";
import type { NotificationChannel } from "../domain/notification-rule-scope";
import type { TrackingEvent } from "../domain/tracking-events";

/**
 * The words of notifications that several screens show (decision 060): the tracking events a
 * checkpoint names, the channels a rule notifies and the states of a delivery. One module, so the
 * order view's log, the rule's log and the rule screens say the same thing in every language.
 * In the labels catalog (lingui.config.ts, SCREEN_LABEL_MODULES).
 */

export const CHANNEL_LABELS: Record<NotificationChannel, MessageDescriptor> = {
  sms_customer: msg`SMS to customer`,
  whats_customer: msg`WhatsApp to customer`,
  mail_customer: msg`E-mail to customer`,
  mail_seller: msg`E-mail to seller`,
  webhook_seller: msg`Seller webhook`,
  webhook_admin: msg`Administrator webhook`,
};

/** A channel's name; one the app does not know yet shows as the API spells it. */
export const channelLabel = (channel: string, i18n: I18n) => {
  const label = (CHANNEL_LABELS as Record<string, MessageDescriptor | undefined>)[channel];
  return label ? i18n._(label) : channel;
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

const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, MessageDescriptor> = {
  pending: msg({ message: "Pending", context: "notification delivery" }),
  sent: msg({ message: "Sent", context: "notification delivery" }),
  failed: msg({ message: "Failed", context: "notification delivery" }),
};

export const deliveryStatusLabel = (status: DeliveryStatus, i18n: I18n) => i18n._(DELIVERY_STATUS_LABELS[status]);
