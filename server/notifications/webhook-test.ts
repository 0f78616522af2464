import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { NOTIFICATION_SETTINGS_MESSAGES, type WebhookTestResult } from "../../src/api/schemas/notification-settings";
import type { Database } from "../db/schema";
import { HttpError } from "../http/errors";
import { sealingKey } from "../secrets/sealing-key";
import { loadNotificationSettings, webhookTargetOf } from "./settings-store";
import { sendSignedWebhook } from "./webhook-send";

export const TEST_EVENT_TYPE = "test";

/**
 * POST .../webhook-test: a test event, signed with the stored secret and sent to the stored URL
 * as a real one would be, so the seller sees what their receiver answers (status and body) or
 * why it could not be reached.
 */
export async function sendTestEvent(db: Kysely<Database>, sellerId: number, now: Date, allowPrivate: boolean): Promise<WebhookTestResult> {
  const target = webhookTargetOf(await loadNotificationSettings(db, sellerId), await sealingKey(db));
  if (!target) throw new HttpError(422, [{ webhook_url: [NOTIFICATION_SETTINGS_MESSAGES.noWebhook] }]);
  const result = await sendSignedWebhook(
    target,
    { id: `msg_${randomUUID()}`, type: TEST_EVENT_TYPE, timestamp: now, data: { seller_id: sellerId, message: "A test event from the notification settings" } },
    { allowPrivate },
  );
  return result.status === null ? { ok: false, status: null, body: "", error: result.error } : { ok: result.ok, status: result.status, body: result.body, error: null };
}
