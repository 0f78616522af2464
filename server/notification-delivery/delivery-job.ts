import type { Kysely } from "kysely";
import * as v from "valibot";
import { JOB_MESSAGES } from "../../src/api/schemas/jobs";
import { MAX_LAST_ANSWER_CHARS } from "../../src/api/schemas/notification-deliveries";
import { trackingEventOf } from "../../src/domain/tracking-events";
import type { Database } from "../db/schema";
import { type JobHandler, PermanentJobError } from "../jobs/job-types";
import { loadNotificationSettings } from "../notifications/settings-store";
import { statusOf } from "../orders/order-answers";
import { type DeliveryFacts, type SendDeps, type SendResult, sendDelivery } from "./send-delivery";

/**
 * The job `notification-delivery` (decision 060): one attempt sends one delivery and writes the
 * attempt into its log row (recipient, attempts, last answer, status). A failure another attempt
 * may mend throws, so the queue tries again with its backoff (decision 030: 3 attempts, 5 s then
 * 10 s); the row stays `pending` until the last attempt, then `failed`. A delivery already sent
 * or failed is never sent again, whatever redelivers its job.
 */

const DeliveryJobPayload = v.object({ delivery_id: v.number() });

export const DELIVERY_GONE = "This notification no longer exists.";
/** A removed rule's deliveries already queued still go: the seller asked for them when it was written. */
const REMOVED_RULE_NAME = "(removed rule)";

async function deliveryFacts(db: Kysely<Database>, deliveryId: number, sellerId: number): Promise<{ channel: string; status: string; facts: DeliveryFacts } | undefined> {
  const row = await db
    .selectFrom("notification_deliveries as d")
    .innerJoin("orders", "orders.id", "d.order_id")
    .innerJoin("sellers", "sellers.id", "d.seller_id")
    .innerJoin("checkpoints", "checkpoints.id", "d.checkpoint_id")
    .leftJoin("notification_rules", "notification_rules.id", "d.rule_id")
    .select([
      "d.id",
      "d.channel",
      "d.status as delivery_status",
      "orders.id as order_id",
      "orders.order_number",
      "orders.reference",
      "orders.customer_full_name",
      "orders.customer_email",
      "orders.customer_phone",
      "orders.customer_country",
      "sellers.name as seller_name",
      "sellers.email as seller_email",
      "checkpoints.status_code",
      "checkpoints.event_code",
      "checkpoints.message",
      "checkpoints.created_at",
      "notification_rules.name as rule_name",
    ])
    .where("d.id", "=", deliveryId)
    .where("d.seller_id", "=", sellerId)
    .executeTakeFirst();
  if (!row) return undefined;
  const event = trackingEventOf(row);
  if (!event) return undefined;
  return {
    channel: row.channel,
    status: row.delivery_status,
    facts: {
      deliveryId: row.id,
      orderId: row.order_id,
      orderNumber: row.order_number,
      trackingCode: row.reference,
      brand: row.seller_name,
      receiverName: row.customer_full_name,
      receiverEmail: row.customer_email,
      receiverPhone: row.customer_phone,
      receiverCountry: row.customer_country,
      sellerEmail: row.seller_email,
      ruleName: row.rule_name ?? REMOVED_RULE_NAME,
      event,
      at: row.created_at,
      status: statusOf(row.status_code),
      message: row.message,
    },
  };
}

export function notificationDeliveryJob(deps: SendDeps): JobHandler {
  return {
    async run(job) {
      const payload = v.safeParse(DeliveryJobPayload, job.payload);
      if (!payload.success) throw new PermanentJobError(JOB_MESSAGES.badInput);
      const deliveryId = payload.output.delivery_id;
      const loaded = await deliveryFacts(deps.db, deliveryId, job.sellerId);
      if (!loaded) throw new PermanentJobError(DELIVERY_GONE);
      if (loaded.status !== "pending") return { result: { status: loaded.status } };

      const settings = await loadNotificationSettings(deps.db, job.sellerId);
      // Whatever goes wrong in an attempt is written into the row as its answer: a delivery never
      // stays "pending" past its last attempt because the attempt threw instead of answering.
      const sent = await sendDelivery(deps, loaded.channel, settings, loaded.facts).catch(
        (error: unknown): SendResult => ({ recipient: null, ok: false, answer: `Could not send: ${error instanceof Error ? error.message : String(error)}`, permanent: false }),
      );
      const final = sent.ok || sent.permanent || job.attempt >= job.maxAttempts;
      const status = sent.ok ? "sent" : final ? "failed" : "pending";
      const at = deps.now().toISOString();
      await deps.db
        .updateTable("notification_deliveries")
        .set((eb) => ({
          status,
          attempts: eb("attempts", "+", 1),
          recipient: sent.recipient,
          last_answer: sent.answer.slice(0, MAX_LAST_ANSWER_CHARS),
          job_id: job.id,
          updated_at: at,
          sent_at: sent.ok ? at : null,
        }))
        .where("id", "=", deliveryId)
        .where("status", "=", "pending")
        .execute();
      if (sent.ok) return { result: { status } };
      if (sent.permanent) throw new PermanentJobError(sent.answer);
      throw new Error(`Notification ${deliveryId} (${loaded.channel}): ${sent.answer}`);
    },
  };
}
