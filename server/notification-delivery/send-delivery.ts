import type { Kysely } from "kysely";
import type { TrackingEvent } from "../../src/domain/tracking-events";
import type { Database } from "../db/schema";
import { type NotificationSettings, verifiedSenderOf, webhookTargetOf } from "../notifications/settings-store";
import { type WebhookTarget, sendSignedWebhook, unsendableHeader } from "../notifications/webhook-send";
import { sealingKey } from "../secrets/sealing-key";
import type { DeliveryConfig } from "./delivery-config";
import { sendMail } from "./mailer";
import { type ShortMessageProvider, twilioShapedProvider } from "./sms-provider";
import { type MessageFacts, buyerLanguageOf, buyerMail, buyerShortMessage, sellerMail } from "./texts";

/**
 * One attempt of one delivery over its channel (decision 060). Never throws for a receiver's
 * failure: the answer says what happened, and `permanent` whether another attempt could help
 * (nothing is set up to receive it) or not.
 */

export const DELIVERY_ANSWERS = {
  noReceiverEmail: "The order has no receiver e-mail",
  noReceiverPhone: "The order has no receiver phone",
  noSellerEmail: "The seller has no e-mail address",
  noSellerWebhook: "No webhook is set in the notification settings",
  noAdminWebhook: "No administrator webhook is configured (ADMIN_WEBHOOK_URL)",
  smsOff: "SMS is off in the notification settings",
  whatsappOff: "WhatsApp is off in the notification settings",
  noSmsProvider: "No SMS provider is configured (SMS_PROVIDER_URL)",
  unknownChannel: "This server does not know this channel",
} as const;

/** The webhook event type of a checkpoint's notification. */
export const CHECKPOINT_WEBHOOK_TYPE = "tracking.checkpoint";

export interface DeliveryFacts extends MessageFacts {
  deliveryId: number;
  orderId: number;
  ruleName: string;
  receiverEmail: string;
  receiverPhone: string;
  receiverCountry: string;
  sellerEmail: string | null;
  event: TrackingEvent;
  /** The checkpoint's status name and message, for webhooks. */
  status: string;
  message: string;
}

export interface SendDeps {
  db: Kysely<Database>;
  now: () => Date;
  config: DeliveryConfig;
  webhooksAllowPrivate: boolean;
  webhookTimeoutMs?: number;
  /** Default: the Twilio-shaped provider of config.sms. */
  smsProvider?: ShortMessageProvider | null;
}

export interface SendResult {
  recipient: string | null;
  ok: boolean;
  answer: string;
  permanent: boolean;
}

const refused = (answer: string, recipient: string | null = null): SendResult => ({ recipient, ok: false, answer, permanent: true });

/** The webhook body's data (Standard Webhooks' `data`): enough for a seller's system to act without calling back. */
export function webhookData(facts: DeliveryFacts) {
  return {
    order_id: facts.orderId,
    order_number: facts.orderNumber,
    tracking_code: facts.trackingCode,
    event: { id: facts.event.id, code: facts.event.tracking_code, title: facts.event.title },
    zone: facts.event.zone_code,
    status: facts.status,
    message: facts.message,
    occurred_at: facts.at,
  };
}

async function sendWebhook(deps: SendDeps, target: WebhookTarget, facts: DeliveryFacts): Promise<SendResult> {
  // One id per delivery, the same on every retry: a receiver drops a repeat (Standard Webhooks).
  const message = { id: `msg_delivery_${facts.deliveryId}`, type: CHECKPOINT_WEBHOOK_TYPE, timestamp: deps.now(), data: webhookData(facts) };
  const result = await sendSignedWebhook(target, message, { allowPrivate: deps.webhooksAllowPrivate, timeoutMs: deps.webhookTimeoutMs });
  const answer = result.status === null ? result.error : `${result.status} ${result.body}`.trim();
  // A header no request can carry fails every attempt alike: the delivery fails now, with the reason.
  return { recipient: target.url, ok: result.ok, answer, permanent: unsendableHeader(target.headers) !== undefined };
}

async function sendShort(deps: SendDeps, settings: NotificationSettings, facts: DeliveryFacts, channel: "sms" | "whatsapp"): Promise<SendResult> {
  const on = channel === "sms" ? settings.smsEnabled && settings.smsCostConfirmedAt !== null : settings.whatsappEnabled && settings.whatsappCostConfirmedAt !== null;
  if (!on) return refused(channel === "sms" ? DELIVERY_ANSWERS.smsOff : DELIVERY_ANSWERS.whatsappOff);
  const to = facts.receiverPhone.trim();
  if (!to) return refused(DELIVERY_ANSWERS.noReceiverPhone);
  const provider = deps.smsProvider !== undefined ? deps.smsProvider : deps.config.sms && twilioShapedProvider(deps.config.sms);
  if (!provider) return refused(DELIVERY_ANSWERS.noSmsProvider, to);
  const result = await provider.send({ channel, to, body: buyerShortMessage(facts, buyerLanguageOf(facts.receiverCountry)) });
  return { recipient: to, ...result };
}

export async function sendDelivery(deps: SendDeps, channel: string, settings: NotificationSettings, facts: DeliveryFacts): Promise<SendResult> {
  const from = verifiedSenderOf(settings) ?? deps.config.mailFrom;
  switch (channel) {
    case "mail_customer": {
      const to = facts.receiverEmail.trim();
      if (!to) return refused(DELIVERY_ANSWERS.noReceiverEmail);
      const sent = await sendMail(deps.db, deps.config.smtpUrl, { ...buyerMail(facts, buyerLanguageOf(facts.receiverCountry)), brand: facts.brand, from, to }, deps.now());
      return { recipient: to, ...sent, permanent: false };
    }
    case "mail_seller": {
      const to = facts.sellerEmail?.trim();
      if (!to) return refused(DELIVERY_ANSWERS.noSellerEmail);
      const sent = await sendMail(deps.db, deps.config.smtpUrl, { ...sellerMail(facts, facts.ruleName), brand: facts.brand, from, to }, deps.now());
      return { recipient: to, ...sent, permanent: false };
    }
    case "webhook_seller": {
      const target = webhookTargetOf(settings, await sealingKey(deps.db));
      return target ? sendWebhook(deps, target, facts) : refused(DELIVERY_ANSWERS.noSellerWebhook);
    }
    case "webhook_admin": {
      const admin = deps.config.adminWebhook;
      return admin ? sendWebhook(deps, { url: admin.url, method: "POST", headers: {}, secret: admin.secret }, facts) : refused(DELIVERY_ANSWERS.noAdminWebhook);
    }
    case "sms_customer":
      return sendShort(deps, settings, facts, "sms");
    case "whats_customer":
      return sendShort(deps, settings, facts, "whatsapp");
    default:
      return refused(DELIVERY_ANSWERS.unknownChannel);
  }
}
