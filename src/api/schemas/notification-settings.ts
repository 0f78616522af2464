import * as v from "valibot";
import { domainOf, isFreeMailDomain } from "../../domain/free-mail-domains";
import { Envelope, MESSAGES } from "./common";

/**
 * Notification settings (/notifications/settings, configuration area sections 3 and 5; decision
 * 058), one per seller:
 * - GET /v1/notification_settings/{id} and PUT of the same (any subset of the fields; the answer
 *   that makes or rotates the webhook secret carries it once, as `webhook_secret`);
 * - POST .../{id}/verify-domain (checks the DNS TXT record), POST .../{id}/resend-verification
 *   (queues the mail again: 'verification email resent');
 * - POST .../{id}/webhook-secret/rotate; POST .../{id}/webhook-test (signs and sends a test event,
 *   answers the receiver's status and body).
 */

export const NOTIFICATION_SETTINGS_MESSAGES = {
  /** The spec's own text (section 8). */
  emailNotAllowed: "email format invalid or not allowed",
  /** The spec's own text (section 8). */
  verificationResent: "verification email resent",
  confirmCost: "Confirm the extra cost to turn this channel on",
  noSenderEmail: "Save a sender e-mail first",
  recordNotFound: "The TXT record was not found yet; DNS changes can take a few hours",
  resendTooSoon: "A verification email was sent a minute ago; wait before sending another",
  /** 429 with Retry-After: too many verification mails asked by this user or to this address within the hour (decision 068). */
  tooManyVerificationMails: "Too many verification emails were sent; wait before sending another",
  noWebhook: "Save a webhook URL first",
  headerName: "Must be a header name: letters, digits and -",
  reservedHeader: "This header is set by the server",
  headerValue: "Must be one line of plain ASCII text",
  endpoint: "Must be a path starting with /",
  /** The webhook URL's problems (server/notifications/webhook-send.ts). */
  webhookNotHttps: "The webhook URL must start with https://",
  webhookPrivateAddress: "The webhook URL must not point to a loopback or private address",
  webhookBadUrl: "The webhook URL is not a valid URL",
  webhookTimeout: "The receiver did not answer in time",
  /** A header saved before header values were checked holds characters no request can carry. */
  webhookBadHeader: "A webhook header holds characters that cannot be sent: save the headers again",
} as const;

export const WEBHOOK_METHODS = ["POST", "PUT"] as const;
export type WebhookMethod = (typeof WEBHOOK_METHODS)[number];
export const MAX_WEBHOOK_HEADERS = 20;
export const MAX_WEBHOOK_URL_LENGTH = 500;
export const MAX_HEADER_VALUE_LENGTH = 1000;
/** Sent by the server itself (body framing, the signature): a seller's header of that name would break or forge them. */
export const RESERVED_HEADERS: ReadonlySet<string> = new Set([
  "content-type",
  "content-length",
  "host",
  "connection",
  "transfer-encoding",
  "user-agent",
  "webhook-id",
  "webhook-timestamp",
  "webhook-signature",
]);

/** RFC 9110 token: what a header name may be made of. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}$/;
/**
 * One line of printable ASCII (and tabs): a CR or LF would start another header, and a header
 * cannot carry other characters (node:http refuses them, the send failed for ever).
 */
const HEADER_VALUE = /^[\t\x20-\x7e]*$/;
const ENDPOINT = /^\/[\x21-\x7e]{0,254}$/;

/** Whether an address may send the seller's notifications: well formed and not a free-mail domain. */
export function isAllowedSenderEmail(email: string): boolean {
  return v.is(v.pipe(v.string(), v.maxLength(254), v.email()), email) && !isFreeMailDomain(domainOf(email));
}

const optionalText = (max: number) =>
  v.optional(
    v.pipe(
      v.nullable(v.pipe(v.string(MESSAGES.mustBeText), v.trim(), v.maxLength(max, MESSAGES.tooLong(max)))),
      v.transform((value) => (value === null || value === "" ? null : value)),
    ),
  );

const HeaderName = v.pipe(
  v.string(MESSAGES.mustBeText),
  v.trim(),
  v.regex(HEADER_NAME, NOTIFICATION_SETTINGS_MESSAGES.headerName),
  v.check((name) => !RESERVED_HEADERS.has(name.toLowerCase()), NOTIFICATION_SETTINGS_MESSAGES.reservedHeader),
);

export const WebhookHeader = v.object({
  name: HeaderName,
  value: v.pipe(
    v.string(MESSAGES.mustBeText),
    v.trim(),
    v.maxLength(MAX_HEADER_VALUE_LENGTH, MESSAGES.tooLong(MAX_HEADER_VALUE_LENGTH)),
    v.regex(HEADER_VALUE, NOTIFICATION_SETTINGS_MESSAGES.headerValue),
  ),
});
export type WebhookHeader = v.InferOutput<typeof WebhookHeader>;

/** PUT /v1/notification_settings/{id}: a field left out keeps its value; null or "" clears a text. */
export const UpdateNotificationSettingsRequest = v.object({
  sender_email: v.optional(
    v.pipe(
      v.nullable(v.pipe(v.string(MESSAGES.mustBeText), v.trim(), v.toLowerCase())),
      v.transform((value) => (value === null || value === "" ? null : value)),
      v.check((value) => value === null || isAllowedSenderEmail(value), NOTIFICATION_SETTINGS_MESSAGES.emailNotAllowed),
    ),
  ),
  sms_enabled: v.optional(v.boolean("Must be true or false")),
  whatsapp_enabled: v.optional(v.boolean("Must be true or false")),
  /** Required (true) in the request that turns SMS or WhatsApp on: their messages cost extra. */
  confirm_cost: v.optional(v.boolean("Must be true or false")),
  webhook_url: optionalText(MAX_WEBHOOK_URL_LENGTH),
  webhook_method: v.optional(v.picklist(WEBHOOK_METHODS, "Must be POST or PUT")),
  webhook_auth_header: v.optional(
    v.pipe(
      v.nullable(v.pipe(v.string(MESSAGES.mustBeText), v.trim())),
      v.transform((value) => (value === null || value === "" ? null : value)),
      v.check((value) => value === null || (HEADER_NAME.test(value) && !RESERVED_HEADERS.has(value.toLowerCase())), NOTIFICATION_SETTINGS_MESSAGES.headerName),
    ),
  ),
  /** Write-only: left out keeps the stored key, null or "" removes it. */
  webhook_auth_key: v.optional(
    v.pipe(
      v.nullable(v.pipe(v.string(MESSAGES.mustBeText), v.maxLength(MAX_HEADER_VALUE_LENGTH, MESSAGES.tooLong(MAX_HEADER_VALUE_LENGTH)), v.regex(HEADER_VALUE, NOTIFICATION_SETTINGS_MESSAGES.headerValue))),
      v.transform((value) => (value === null || value.trim() === "" ? null : value.trim())),
    ),
  ),
  webhook_headers: v.optional(v.pipe(v.array(WebhookHeader), v.maxLength(MAX_WEBHOOK_HEADERS, `Can't be more than ${MAX_WEBHOOK_HEADERS} headers`))),
  webhook_endpoint: v.optional(
    v.pipe(
      v.nullable(v.pipe(v.string(MESSAGES.mustBeText), v.trim())),
      v.transform((value) => (value === null || value === "" ? null : value)),
      v.check((value) => value === null || ENDPOINT.test(value), NOTIFICATION_SETTINGS_MESSAGES.endpoint),
    ),
  ),
});
export type UpdateNotificationSettingsRequest = v.InferInput<typeof UpdateNotificationSettingsRequest>;
export type NotificationSettingsChanges = v.InferOutput<typeof UpdateNotificationSettingsRequest>;

/** Who confirmed a channel's extra cost, and when (null: never confirmed). */
export const CostConfirmation = v.nullable(v.object({ at: v.string(), by: v.nullable(v.string()) }));

export const NotificationSettings = v.object({
  seller_id: v.number(),
  sender_email: v.nullable(v.string()),
  sender_domain: v.nullable(v.string()),
  /** The DNS TXT record to publish on the sender domain (null without a sender e-mail). */
  txt_record: v.nullable(v.object({ name: v.string(), value: v.string() })),
  domain_verified_at: v.nullable(v.string()),
  verification_email_sent_at: v.nullable(v.string()),
  sms_enabled: v.boolean(),
  sms_cost_confirmation: CostConfirmation,
  whatsapp_enabled: v.boolean(),
  whatsapp_cost_confirmation: CostConfirmation,
  webhook_url: v.nullable(v.string()),
  webhook_method: v.picklist(WEBHOOK_METHODS),
  webhook_auth_header: v.nullable(v.string()),
  /** "••••" when an auth key is stored (none of its characters, decision 069), else null. */
  webhook_auth_key_hint: v.nullable(v.string()),
  webhook_headers: v.array(v.object({ name: v.string(), value: v.string() })),
  webhook_endpoint: v.nullable(v.string()),
  webhook_secret_set: v.boolean(),
  webhook_secret_created_at: v.nullable(v.string()),
  /** Only in the answer that made or rotated the secret: shown once, never again. */
  webhook_secret: v.optional(v.string()),
  updated_at: v.nullable(v.string()),
});
export type NotificationSettings = v.InferOutput<typeof NotificationSettings>;

export const NotificationSettingsResponse = Envelope(NotificationSettings);

/** POST .../resend-verification: the settings and the spec's 'verification email resent'. */
export const ResendVerificationResponse = v.object({ data: NotificationSettings, message: v.string() });

/** POST .../webhook-test: what the receiver answered (ok: a 2xx), or why no answer came. */
export const WebhookTestResult = v.object({
  ok: v.boolean(),
  status: v.nullable(v.number()),
  body: v.string(),
  error: v.nullable(v.string()),
});
export type WebhookTestResult = v.InferOutput<typeof WebhookTestResult>;
export const WebhookTestResponse = Envelope(WebhookTestResult);
