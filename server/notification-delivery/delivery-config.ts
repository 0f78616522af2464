import * as v from "valibot";

/**
 * Where notification deliveries go (decision 060), read from the environment at start:
 *   SMTP_URL              smtp:// or smtps:// (user and password in the URL); unset: mails go to
 *                         the server's mail outbox table, as every other mail of the server today
 *   MAIL_FROM             the sender when the seller has no verified sender (default below)
 *   ADMIN_WEBHOOK_URL     the platform administrator's webhook (channel webhook_admin), with
 *   ADMIN_WEBHOOK_SECRET  its signing secret "whsec_<base64>"
 *   SMS_PROVIDER_URL      an HTTP SMS provider shaped like Twilio's Messages API (base URL), with
 *   SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM (and WHATSAPP_FROM for WhatsApp)
 */

export const DEFAULT_MAIL_FROM = "notifications@localhost";

export interface AdminWebhook {
  url: string;
  secret: string;
}

export interface SmsProviderConfig {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  smsFrom: string;
  /** Null: WhatsApp messages fail with a clear answer. */
  whatsappFrom: string | null;
}

export interface DeliveryConfig {
  smtpUrl: string | null;
  mailFrom: string;
  adminWebhook: AdminWebhook | null;
  sms: SmsProviderConfig | null;
}

export const NO_DELIVERY_CONFIG: DeliveryConfig = { smtpUrl: null, mailFrom: DEFAULT_MAIL_FROM, adminWebhook: null, sms: null };

const optionalText = v.optional(v.pipe(v.string(), v.trim()));
const Environment = v.object({
  SMTP_URL: v.optional(v.union([v.literal(""), v.pipe(v.string(), v.regex(/^smtps?:\/\/\S+$/, "SMTP_URL must be an smtp:// or smtps:// URL"))])),
  MAIL_FROM: v.optional(v.union([v.literal(""), v.pipe(v.string(), v.email("MAIL_FROM must be an e-mail address"))])),
  ADMIN_WEBHOOK_URL: v.optional(v.union([v.literal(""), v.pipe(v.string(), v.regex(/^https?:\/\/\S+$/, "ADMIN_WEBHOOK_URL must be an http(s) URL"))])),
  ADMIN_WEBHOOK_SECRET: optionalText,
  SMS_PROVIDER_URL: v.optional(v.union([v.literal(""), v.pipe(v.string(), v.regex(/^https?:\/\/\S+$/, "SMS_PROVIDER_URL must be an http(s) URL"))])),
  SMS_ACCOUNT_SID: optionalText,
  SMS_AUTH_TOKEN: optionalText,
  SMS_FROM: optionalText,
  WHATSAPP_FROM: optionalText,
});

/** The delivery settings of the environment; a half-given provider or admin webhook is an error, not a silent no. */
export function loadDeliveryConfig(env: NodeJS.ProcessEnv): DeliveryConfig {
  const result = v.safeParse(Environment, env);
  const invalid = (problems: string[]) => new Error(`Invalid server configuration:\n  ${problems.join("\n  ")}`);
  if (!result.success) throw invalid(result.issues.map((issue) => `${v.getDotPath(issue) ?? "?"}: ${issue.message}`));
  const e = result.output;
  if (e.ADMIN_WEBHOOK_URL && !e.ADMIN_WEBHOOK_SECRET) throw invalid(["ADMIN_WEBHOOK_SECRET: needed with ADMIN_WEBHOOK_URL"]);
  if (e.SMS_PROVIDER_URL && !(e.SMS_ACCOUNT_SID && e.SMS_AUTH_TOKEN && e.SMS_FROM)) throw invalid(["SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM: needed with SMS_PROVIDER_URL"]);
  return {
    smtpUrl: e.SMTP_URL || null,
    mailFrom: e.MAIL_FROM || DEFAULT_MAIL_FROM,
    adminWebhook: e.ADMIN_WEBHOOK_URL && e.ADMIN_WEBHOOK_SECRET ? { url: e.ADMIN_WEBHOOK_URL, secret: e.ADMIN_WEBHOOK_SECRET } : null,
    sms:
      e.SMS_PROVIDER_URL && e.SMS_ACCOUNT_SID && e.SMS_AUTH_TOKEN && e.SMS_FROM
        ? { baseUrl: e.SMS_PROVIDER_URL, accountSid: e.SMS_ACCOUNT_SID, authToken: e.SMS_AUTH_TOKEN, smsFrom: e.SMS_FROM, whatsappFrom: e.WHATSAPP_FROM || null }
        : null,
  };
}
