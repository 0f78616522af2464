import { NotificationSettingsResponse, ResendVerificationResponse, UpdateNotificationSettingsRequest, WebhookTestResponse } from "../../src/api/schemas/notification-settings";
import { type Operation, ok } from "./operation-parts";

/**
 * The notification settings' entries of the published contract (decision 058; operations.ts
 * spreads them in). Reads for every group of the seller, writes for admin and operation (viewer:
 * 403); another seller's: 404. No Idempotency-Key: answers may carry the webhook secret, which a
 * replay record must not keep.
 */
export const NOTIFICATION_SETTINGS_OPERATIONS: Record<string, Operation> = {
  "GET /v1/notification_settings/:id": {
    tag: "Settings",
    summary: "The seller's notification settings (the webhook secret and auth key are never answered)",
    answers: ok(NotificationSettingsResponse),
  },
  "PUT /v1/notification_settings/:id": {
    tag: "Settings",
    summary: "Change the notification settings (any subset of the fields)",
    description:
      "422 'email format invalid or not allowed' for a malformed or free-mail sender; 422 on sms_enabled/whatsapp_enabled turned on without confirm_cost: true; 422 for a webhook URL that is not https or points to a loopback or private address. The answer that first saves a webhook URL carries the new signing secret (webhook_secret) once.",
    body: UpdateNotificationSettingsRequest,
    answers: ok(NotificationSettingsResponse),
  },
  "POST /v1/notification_settings/:id/verify-domain": {
    tag: "Settings",
    summary: "Check the sender domain's DNS TXT record now (422 while it is not published)",
    answers: ok(NotificationSettingsResponse),
  },
  "POST /v1/notification_settings/:id/resend-verification": {
    tag: "Settings",
    summary: "Queue the verification e-mail again ('verification email resent'; 429 within a minute of the last)",
    answers: ok(ResendVerificationResponse),
  },
  "POST /v1/notification_settings/:id/webhook-secret/rotate": {
    tag: "Settings",
    summary: "Replace the webhook signing secret; the answer carries the new one once",
    answers: ok(NotificationSettingsResponse),
  },
  "POST /v1/notification_settings/:id/webhook-test": {
    tag: "Settings",
    summary: "Sign and send a test event to the webhook; answers the receiver's status and body (first 2 KB) or why it was not reached",
    answers: ok(WebhookTestResponse),
  },
};
