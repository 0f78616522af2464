import type { Kysely } from "kysely";
import type { RuleCheckpoint } from "../../src/api/schemas/notification-rules";
import { NOTIFICATION_CHANNELS, type NotificationChannel } from "../../src/domain/notification-rule-scope";
import { trackingEventById } from "../../src/domain/tracking-events";
import type { Database } from "../db/schema";
import { notFound } from "../http/errors";
import { ruleRowOf } from "./rule-answers";

/**
 * GET /v1/notification_configurations/{id}/checkpoint/{checkpointId}: which channels of the rule
 * fire on one tracking event (section 3: the checkpoint with a boolean per channel). An event id
 * that is not one of TRACKING_EVENTS is as unknown as a missing rule (404).
 */
export async function ruleCheckpoint(db: Kysely<Database>, sellerId: number, ruleId: number, checkpointId: number): Promise<RuleCheckpoint> {
  const event = trackingEventById(checkpointId);
  if (!event) throw notFound();
  const rule = await ruleRowOf(db, sellerId, ruleId);
  const ticked = await db.selectFrom("notification_rule_channels").select("channel").where("rule_id", "=", rule.id).where("event_id", "=", event.id).execute();
  const on = new Set(ticked.map((row) => row.channel));
  return {
    rule_id: rule.id,
    ruleName: rule.name,
    enabled: rule.enabled === 1,
    checkpoint: { id: event.id, tracking_code: event.tracking_code, title: event.title, zone_code: event.zone_code },
    channels: Object.fromEntries(NOTIFICATION_CHANNELS.map((channel) => [channel, on.has(channel)])) as Record<NotificationChannel, boolean>,
  };
}
