import type { SmsProviderConfig } from "./delivery-config";

/**
 * SMS and WhatsApp (decision 060) through a provider interface. The one provider here speaks the
 * shape of Twilio's Messages API, which many providers copy: a form-encoded POST of To, From and
 * Body to {base}/2010-04-01/Accounts/{AccountSid}/Messages.json with HTTP basic authentication
 * (account SID and token); WhatsApp is the same call with "whatsapp:" before both numbers.
 */

export type ShortMessageChannel = "sms" | "whatsapp";

export interface ShortMessage {
  channel: ShortMessageChannel;
  /** E.164 ("+5511987654321"). */
  to: string;
  body: string;
}

export interface ProviderAnswer {
  ok: boolean;
  /** The provider's status and the start of its answer, or why there was none. */
  answer: string;
  /** Another attempt cannot help (no sender number for WhatsApp, a 4xx refusal). */
  permanent: boolean;
}

export interface ShortMessageProvider {
  send(message: ShortMessage): Promise<ProviderAnswer>;
}

/** A provider that has not answered in this time is a failure; the delivery job retries. */
export const PROVIDER_TIMEOUT_MS = 5_000;
const ANSWER_LIMIT = 2_048;

export const NO_WHATSAPP_SENDER = "No WhatsApp sender number is configured (WHATSAPP_FROM)";

export function twilioShapedProvider(config: SmsProviderConfig, timeoutMs = PROVIDER_TIMEOUT_MS): ShortMessageProvider {
  const url = `${config.baseUrl.replace(/\/+$/, "")}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString("base64")}`;
  return {
    async send(message) {
      const whatsapp = message.channel === "whatsapp";
      if (whatsapp && !config.whatsappFrom) return { ok: false, answer: NO_WHATSAPP_SENDER, permanent: true };
      const from = whatsapp ? `whatsapp:${config.whatsappFrom}` : config.smsFrom;
      const form = new URLSearchParams({ To: whatsapp ? `whatsapp:${message.to}` : message.to, From: from, Body: message.body });
      try {
        const response = await fetch(url, {
          method: "POST",
          headers: { authorization, "content-type": "application/x-www-form-urlencoded" },
          body: form.toString(),
          redirect: "manual",
          signal: AbortSignal.timeout(timeoutMs),
        });
        const text = (await response.text()).slice(0, ANSWER_LIMIT);
        // 4xx is the provider refusing this message (a bad number, bad credentials): retrying sends the same.
        const permanent = response.status >= 400 && response.status < 500 && response.status !== 429;
        return { ok: response.ok, answer: `${response.status} ${text}`.trim(), permanent };
      } catch (error) {
        return { ok: false, answer: `Could not reach the SMS provider: ${error instanceof Error ? error.message : String(error)}`, permanent: false };
      }
    },
  };
}
