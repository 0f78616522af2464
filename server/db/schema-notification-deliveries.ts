import type { Generated } from "kysely";

/** The log of notification deliveries (migration 027, decision 060). */

/** pending: queued or to be tried again; sent and failed are final. */
export type NotificationDeliveryStatus = "pending" | "sent" | "failed";

export interface NotificationDeliveriesTable {
  id: Generated<number>;
  seller_id: number;
  /** The notification rule (no foreign key: a removed rule's log stays). */
  rule_id: number;
  order_id: number;
  checkpoint_id: number;
  /** The tracking event's tracking_code (src/domain/tracking-events.ts). */
  event_code: string;
  /** sms_customer, whats_customer, mail_customer, mail_seller, webhook_seller or webhook_admin. */
  channel: string;
  recipient: string | null;
  status: Generated<NotificationDeliveryStatus>;
  attempts: Generated<number>;
  last_answer: string | null;
  /** The durable job that sends it (kind notification-delivery). */
  job_id: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
}
