import type { Flag } from "./schema";

/** One seller's notification settings (migration 026, decision 058); no row means the defaults. */
export interface NotificationSettingsTable {
  seller_id: number;
  /** Lower case; never a free-mail domain (src/domain/free-mail-domains.ts). */
  sender_email: string | null;
  /** The part of sender_email after "@", lower case: what the TXT record proves. */
  sender_domain: string | null;
  /** Random, made when the domain changes: the value of the TXT record to publish. */
  domain_token: string | null;
  domain_verified_at: string | null;
  verification_email_sent_at: string | null;
  sms_enabled: Flag;
  sms_cost_confirmed_at: string | null;
  sms_cost_confirmed_by: number | null;
  whatsapp_enabled: Flag;
  whatsapp_cost_confirmed_at: string | null;
  whatsapp_cost_confirmed_by: number | null;
  /** https://host[:port][/path]; the endpoint (a path) is appended when sending. */
  webhook_url: string | null;
  /** "POST" or "PUT". */
  webhook_method: string;
  webhook_auth_header: string | null;
  /** Sent as the value of webhook_auth_header; never answered back; sealed since migration 033d (server/notifications/sealed-settings.ts). */
  webhook_auth_key: string | null;
  /** JSON `{ name: string; value: string }[]`. */
  webhook_headers: string;
  webhook_endpoint: string | null;
  /** "whsec_<base64 of 24 random bytes>" (Standard Webhooks); never answered back after it is made; sealed since migration 033d. */
  webhook_secret: string | null;
  webhook_secret_created_at: string | null;
  updated_at: string;
  updated_by: number | null;
}
