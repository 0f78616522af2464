import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { DeliveryStatus } from "../../../api/schemas/notification-deliveries";
import { ORDER_STATUSES, type OrderStatusName } from "../../../domain/order-status";
import { TRACKING_EVENTS, type TrackingEvent } from "../../../domain/tracking-events";

/**
 * The order view's words for notifications (decision 060): the tracking events a checkpoint may
 * name, the channels and the delivery states. The same English texts as the notification rules'
 * screens (src/features/notification-rules/words.ts), so each has one translation everywhere.
 */

const EVENT_LABELS: Record<string, MessageDescriptor> = {
  IN_TRANSIT: msg`In transit`,
  CUSTOMS_STARTED: msg`Customs clearance started`,
  CUSTOMS_RELEASED: msg`Released by customs`,
  CUSTOMS_HELD: msg`Held by customs`,
};

/** An event's title by its tracking_code; one without a label here shows its English title. */
export const eventLabel = (event: Pick<TrackingEvent, "tracking_code" | "title">, i18n: I18n): string => {
  const label = EVENT_LABELS[event.tracking_code];
  return label ? i18n._(label) : event.title;
};

/** The events a checkpoint of this status may record, the status's own first. */
export const eventsOfStatus = (status: OrderStatusName): TrackingEvent[] => TRACKING_EVENTS.filter((event) => event.status_code === ORDER_STATUSES[status]);

const CHANNEL_LABELS: Record<string, MessageDescriptor> = {
  sms_customer: msg`SMS to customer`,
  whats_customer: msg`WhatsApp to customer`,
  mail_customer: msg`E-mail to customer`,
  mail_seller: msg`E-mail to seller`,
  webhook_seller: msg`Seller webhook`,
  webhook_admin: msg`Administrator webhook`,
};

export const channelLabel = (channel: string, i18n: I18n) => {
  const label = CHANNEL_LABELS[channel];
  return label ? i18n._(label) : channel;
};

const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, MessageDescriptor> = {
  pending: msg({ message: "Pending", context: "notification delivery" }),
  sent: msg({ message: "Sent", context: "notification delivery" }),
  failed: msg({ message: "Failed", context: "notification delivery" }),
};

export const deliveryStatusLabel = (status: DeliveryStatus, i18n: I18n) => i18n._(DELIVERY_STATUS_LABELS[status]);
