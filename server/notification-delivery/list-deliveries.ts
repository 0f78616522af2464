import type { Kysely } from "kysely";
import type * as v from "valibot";
import type { NotificationDeliveriesQuery, NotificationDelivery, NotificationDeliveryList } from "../../src/api/schemas/notification-deliveries";
import type { Database } from "../db/schema";

/** The seller's delivery log (GET /v1/notification_deliveries), newest first; another seller's rows are never read. */
export async function listNotificationDeliveries(db: Kysely<Database>, sellerId: number, query: v.InferOutput<typeof NotificationDeliveriesQuery>): Promise<NotificationDeliveryList> {
  let filtered = db.selectFrom("notification_deliveries as d").innerJoin("orders", "orders.id", "d.order_id").where("d.seller_id", "=", sellerId);
  if (query.rule_id !== undefined) filtered = filtered.where("d.rule_id", "=", query.rule_id);
  if (query.order_id !== undefined) filtered = filtered.where("d.order_id", "=", query.order_id);
  const [rows, total] = await Promise.all([
    filtered
      .select([
        "d.id",
        "d.rule_id",
        "d.order_id",
        "orders.order_number",
        "d.checkpoint_id",
        "d.event_code",
        "d.channel",
        "d.recipient",
        "d.status",
        "d.attempts",
        "d.last_answer",
        "d.created_at",
        "d.updated_at",
        "d.sent_at",
      ])
      .orderBy("d.created_at", "desc")
      .orderBy("d.id", "desc")
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow(),
  ]);
  const elements: NotificationDelivery[] = rows.map((row) => ({ ...row, attempts: Number(row.attempts) }));
  return { elements, count: Number(total.count), ids: elements.map((row) => row.id) };
}
