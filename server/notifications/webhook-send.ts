import { createHmac, randomBytes } from "node:crypto";
import { lookup as dnsLookup } from "node:dns";
import { request as httpRequest, type IncomingMessage, validateHeaderName, validateHeaderValue } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import { isIP } from "node:net";
import { NOTIFICATION_SETTINGS_MESSAGES } from "../../src/api/schemas/notification-settings";
import { isLocalHostName, isPrivateAddress } from "./private-address";

/**
 * Signed webhooks (issue 21, decision 058), as the Standard Webhooks convention writes them
 * (https://www.standardwebhooks.com): the headers `webhook-id`, `webhook-timestamp` (seconds) and
 * `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, keyed with the secret's
 * bytes (the base64 after "whsec_"). A receiver recomputes the HMAC over the body it received
 * (README, "Checking a webhook's signature").
 *
 * Sent with node:http(s), which follows no redirect at all: a 3xx is the receiver's answer, never
 * a second request to an address nobody checked. The address is checked where the socket is
 * opened (the `lookup` below), so a host name that resolves to a public address for the check and
 * a private one for the connection (DNS rebinding) is still refused.
 */

export const WEBHOOK_SECRET_PREFIX = "whsec_";
/** Standard Webhooks recommends 24 to 64 bytes of secret. */
const SECRET_BYTES = 24;
/** A receiver that has not answered in this time is a failure (the delivery job retries later). */
export const WEBHOOK_TIMEOUT_MS = 5_000;
/** Only this much of the receiver's answer is kept and shown: enough to read an error. */
export const WEBHOOK_BODY_LIMIT = 2_048;

/** English, shown to the seller (the app translates them: src/api/schemas/notification-settings.ts). */
export const WEBHOOK_MESSAGES = {
  notHttps: NOTIFICATION_SETTINGS_MESSAGES.webhookNotHttps,
  privateAddress: NOTIFICATION_SETTINGS_MESSAGES.webhookPrivateAddress,
  badUrl: NOTIFICATION_SETTINGS_MESSAGES.webhookBadUrl,
  timeout: NOTIFICATION_SETTINGS_MESSAGES.webhookTimeout,
  badHeader: NOTIFICATION_SETTINGS_MESSAGES.webhookBadHeader,
} as const;

/** Where a webhook goes: the full URL (url + endpoint), method, headers (auth and extra) and the secret. */
export interface WebhookTarget {
  url: string;
  method: "POST" | "PUT";
  /** Sent as they are (the authentication header, the seller's extra headers). */
  headers: Readonly<Record<string, string>>;
  /** "whsec_<base64>". */
  secret: string;
}

/** One event. `id` is the same on every retry of one delivery, so a receiver can drop repeats. */
export interface WebhookMessage {
  id: string;
  /** "tracking.checkpoint", "test"... */
  type: string;
  timestamp: Date;
  data: unknown;
}

export interface WebhookSendOptions {
  /** Let the URL reach loopback and private addresses, and plain http (server config WEBHOOKS_ALLOW_PRIVATE). */
  allowPrivate: boolean;
  /** Default WEBHOOK_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Default node:dns lookup; tests give their own to play a host name's answers. */
  lookup?: LookupFunction;
}

/**
 * The name of the first header that node:http cannot send (a character outside Latin-1, a
 * control character, a line break), or undefined. The settings refuse such headers when saved;
 * this catches the ones saved before that check, so a send is a recorded failure, never a throw.
 */
export function unsendableHeader(headers: Readonly<Record<string, string>>): string | undefined {
  for (const [name, value] of Object.entries(headers)) {
    try {
      validateHeaderName(name);
      validateHeaderValue(name, value);
    } catch {
      return name;
    }
  }
  return undefined;
}

/** The receiver's answer (ok: a 2xx), or why no answer came (`error`, English, shown to the seller). */
export type WebhookResult = { ok: boolean; status: number; body: string } | { ok: false; status: null; error: string };

/** A new signing secret in the Standard Webhooks form. */
export function newWebhookSecret(): string {
  return WEBHOOK_SECRET_PREFIX + randomBytes(SECRET_BYTES).toString("base64");
}

/** `v1,<base64 HMAC>` of `id.timestamp.body` (timestamp in whole seconds). */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith(WEBHOOK_SECRET_PREFIX) ? secret.slice(WEBHOOK_SECRET_PREFIX.length) : secret, "base64");
  return `v1,${createHmac("sha256", key).update(`${id}.${timestampSeconds}.${body}`).digest("base64")}`;
}

/** The JSON body of a message (Standard Webhooks' payload: type, timestamp, data). */
export function webhookBody(message: WebhookMessage): string {
  return JSON.stringify({ type: message.type, timestamp: message.timestamp.toISOString(), data: message.data });
}

/**
 * Why a URL may not receive webhooks, or undefined when it may: https (or, with allowPrivate,
 * http), and a host that is not literally loopback or private. Host names are checked again
 * when sending, against what they resolve to.
 */
export function webhookUrlProblem(url: string, allowPrivate: boolean): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return WEBHOOK_MESSAGES.badUrl;
  }
  if (parsed.protocol !== "https:" && !(allowPrivate && parsed.protocol === "http:")) return WEBHOOK_MESSAGES.notHttps;
  if (parsed.username !== "" || parsed.password !== "") return WEBHOOK_MESSAGES.badUrl;
  if (!allowPrivate && (isLocalHostName(parsed.hostname) || isPrivateAddress(parsed.hostname))) return WEBHOOK_MESSAGES.privateAddress;
  return undefined;
}

class PrivateAddressError extends Error {}

/** node:dns lookup that refuses any answer that is not public (the connection never opens). */
function publicOnly(lookup: LookupFunction): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const list = Array.isArray(addresses) ? addresses : [{ address: addresses, family: isIP(addresses) }];
      const first = list[0];
      if (!first) return callback(new Error(`No address for ${hostname}`), "", 0);
      if (list.some((a) => isPrivateAddress(a.address))) return callback(new PrivateAddressError(WEBHOOK_MESSAGES.privateAddress), "", 0);
      // The caller asked for one address or all, as node:net does depending on autoSelectFamily.
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      callback(null, first.address, first.family);
    });
  };
}

async function readLimited(response: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    const buffer = chunk as Buffer;
    chunks.push(buffer);
    size += buffer.length;
    // Stop reading a long answer: the first 2 KB say what went wrong.
    if (size >= WEBHOOK_BODY_LIMIT) break;
  }
  response.destroy();
  return Buffer.concat(chunks).subarray(0, WEBHOOK_BODY_LIMIT).toString("utf8");
}

/**
 * Signs `message` for `target` and sends it once. Never throws: a refused URL, a network error or
 * a time-out comes back as `{ ok: false, status: null, error }`, a receiver's answer (any status)
 * as `{ ok: status is 2xx, status, body }`.
 */
export async function sendSignedWebhook(target: WebhookTarget, message: WebhookMessage, options: WebhookSendOptions): Promise<WebhookResult> {
  const problem = webhookUrlProblem(target.url, options.allowPrivate);
  if (problem) return { ok: false, status: null, error: problem };
  const badHeader = unsendableHeader(target.headers);
  if (badHeader !== undefined) return { ok: false, status: null, error: WEBHOOK_MESSAGES.badHeader };
  const url = new URL(target.url);
  const body = webhookBody(message);
  const timestamp = Math.floor(message.timestamp.getTime() / 1000);
  const headers: Record<string, string> = {
    ...target.headers,
    "content-type": "application/json",
    "content-length": String(Buffer.byteLength(body)),
    "user-agent": "portal-webhooks/1",
    "webhook-id": message.id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": signWebhook(target.secret, message.id, timestamp, body),
  };
  const lookup = options.lookup ?? (dnsLookup as LookupFunction);
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;

  return new Promise<WebhookResult>((resolve) => {
    let settled = false;
    const finish = (result: WebhookResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const req = send(url, { method: target.method, headers, lookup: options.allowPrivate ? lookup : publicOnly(lookup) }, (response) => {
      const status = response.statusCode ?? 0;
      readLimited(response).then(
        (text) => finish({ ok: status >= 200 && status < 300, status, body: text }),
        (error: unknown) => finish({ ok: false, status: null, error: error instanceof Error ? error.message : String(error) }),
      );
    });
    // The whole exchange, not each socket read: a receiver dribbling bytes is as late as a silent one.
    const timer = setTimeout(() => {
      req.destroy();
      finish({ ok: false, status: null, error: WEBHOOK_MESSAGES.timeout });
    }, timeoutMs);
    req.on("error", (error) => finish({ ok: false, status: null, error: error instanceof PrivateAddressError ? error.message : `Could not reach the receiver: ${error.message}` }));
    req.end(body);
  });
}
