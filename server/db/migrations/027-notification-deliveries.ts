import type { Kysely } from "kysely";
import { type Dialect, idColumn } from "../portable";

/**
 * Notification deliveries (issue 21, decision 060): the log of every message a notification rule
 * sent or tries to send about a checkpoint, one row per (checkpoint, rule, channel). The unique
 * key is what makes a checkpoint delivered once: the rows are written in the checkpoint's own
 * transaction with ON CONFLICT DO NOTHING, and each new row gets one durable job
 * (`notification-delivery`) that updates it at every attempt.
 *
 * rule_id has no foreign key: removing a rule is final (configuration area section 4) but its
 * past deliveries stay in the order's log. `checkpoints.event_code` names the tracking event of
 * a checkpoint when its status has several (the customs events while IN_TRANSIT); null is the
 * status's default event (src/domain/tracking-events.ts).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable("checkpoints").addColumn("event_code", "text").execute();

  await idColumn(dialect, db.schema.createTable("notification_deliveries"))
    .addColumn("seller_id", "integer", (c) => c.notNull().references("sellers.id"))
    .addColumn("rule_id", "integer", (c) => c.notNull())
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id"))
    .addColumn("checkpoint_id", "integer", (c) => c.notNull().references("checkpoints.id"))
    // The TRACKING_EVENTS tracking_code the checkpoint was matched as.
    .addColumn("event_code", "text", (c) => c.notNull())
    .addColumn("channel", "text", (c) => c.notNull())
    // Set when an attempt knows it (an e-mail address, a URL, a phone number); null before.
    .addColumn("recipient", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    // What the receiver (or the lack of one) answered at the latest attempt, at most 2 KB.
    .addColumn("last_answer", "text")
    .addColumn("job_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .addUniqueConstraint("notification_deliveries_once", ["checkpoint_id", "rule_id", "channel"])
    .execute();
  // The order view's log and the rule's log, newest first.
  await db.schema.createIndex("notification_deliveries_order").on("notification_deliveries").columns(["seller_id", "order_id", "created_at"]).execute();
  await db.schema.createIndex("notification_deliveries_rule").on("notification_deliveries").columns(["seller_id", "rule_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("notification_deliveries").execute();
  await db.schema.alterTable("checkpoints").dropColumn("event_code").execute();
}
