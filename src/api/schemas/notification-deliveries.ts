import * as v from "valibot";
import { ListEnvelope, Pagination, QueryInteger } from "./common";

/**
 * The notification delivery log (issue 21, decision 060): every message a notification rule sent,
 * or tries to send, about a checkpoint, one per (checkpoint, rule, channel). Seller-scoped.
 *   GET /v1/notification_deliveries?rule_id=&order_id=&offset=&limit=   newest first
 * A delivery is `pending` while it waits for its first attempt or another one after a failure
 * (with backoff), then `sent` or `failed` for good.
 */

export const DELIVERY_STATUSES = ["pending", "sent", "failed"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** The job kind that sends one delivery; the server's own, never listed in /v1/jobs or /archives. */
export const NOTIFICATION_DELIVERY_JOB_KIND = "notification-delivery";

/** The most of a receiver's answer kept in `last_answer`. */
export const MAX_LAST_ANSWER_CHARS = 2048;

export const NotificationDelivery = v.object({
  id: v.number(),
  rule_id: v.number(),
  order_id: v.number(),
  order_number: v.string(),
  checkpoint_id: v.number(),
  /** The TRACKING_EVENTS tracking_code (src/domain/tracking-events.ts). */
  event_code: v.string(),
  /** A notification channel: sms_customer, whats_customer, mail_customer, mail_seller, webhook_seller, webhook_admin. */
  channel: v.string(),
  /** The e-mail address, phone number or webhook URL of the latest attempt; null before the first. */
  recipient: v.nullable(v.string()),
  status: v.picklist(DELIVERY_STATUSES),
  attempts: v.number(),
  /** The receiver's answer (or why there was none) at the latest attempt, in English. */
  last_answer: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
  sent_at: v.nullable(v.string()),
});
export type NotificationDelivery = v.InferOutput<typeof NotificationDelivery>;

export const NotificationDeliveryListResponse = ListEnvelope(NotificationDelivery);
export type NotificationDeliveryList = v.InferOutput<typeof NotificationDeliveryListResponse>["data"];

export const NotificationDeliveriesQuery = v.object({
  ...Pagination,
  rule_id: v.optional(QueryInteger),
  order_id: v.optional(QueryInteger),
});
export type NotificationDeliveriesQuery = v.InferInput<typeof NotificationDeliveriesQuery>;
