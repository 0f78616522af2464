import { apiRequest } from "../client";
import {
  type NotificationSettings,
  NotificationSettingsResponse,
  ResendVerificationResponse,
  type UpdateNotificationSettingsRequest,
  type WebhookTestResult,
  WebhookTestResponse,
} from "../schemas/notification-settings";

/**
 * The seller's notification settings (/notifications/settings; decision 058). No Idempotency-Key:
 * the server keeps no replay of these answers, which may carry the webhook secret.
 */

const base = (sellerId: number) => `notification_settings/${sellerId}`;

export const fetchNotificationSettings = async (sellerId: number, signal?: AbortSignal): Promise<NotificationSettings> =>
  (await apiRequest("get", base(sellerId), NotificationSettingsResponse, { signal })).data;

/** Any subset of the fields; the answer carries `webhook_secret` once when the save made it. */
export const saveNotificationSettings = async (sellerId: number, changes: UpdateNotificationSettingsRequest): Promise<NotificationSettings> =>
  (await apiRequest("put", base(sellerId), NotificationSettingsResponse, { json: changes })).data;

export const verifySenderDomain = async (sellerId: number): Promise<NotificationSettings> =>
  (await apiRequest("post", `${base(sellerId)}/verify-domain`, NotificationSettingsResponse)).data;

export const resendVerificationEmail = async (sellerId: number): Promise<NotificationSettings> =>
  (await apiRequest("post", `${base(sellerId)}/resend-verification`, ResendVerificationResponse)).data;

/** The answer carries the new secret once. */
export const rotateWebhookSecret = async (sellerId: number): Promise<NotificationSettings> =>
  (await apiRequest("post", `${base(sellerId)}/webhook-secret/rotate`, NotificationSettingsResponse)).data;

export const sendWebhookTestEvent = async (sellerId: number): Promise<WebhookTestResult> =>
  (await apiRequest("post", `${base(sellerId)}/webhook-test`, WebhookTestResponse)).data;
