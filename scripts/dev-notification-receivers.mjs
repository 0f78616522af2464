#!/usr/bin/env node
// Local stand-ins for notification deliveries (decision 060), for development and demos: an SMTP
// server and a webhook receiver on 127.0.0.1 that print what arrives (the webhook with whether
// its signature holds). Start it, then the server with the printed SMTP_URL and
// WEBHOOKS_ALLOW_PRIVATE=1, and put the printed webhook URL and secret in /notifications/settings
// (or give them as ADMIN_WEBHOOK_URL / ADMIN_WEBHOOK_SECRET). Ctrl+C stops both.
// Environment: RECEIVER_WEBHOOK_SECRET (default: a new one, printed).
import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { register } from "tsx/esm/api";

register();
const { startSmtpReceiver, startWebhookReceiver } = await import(pathToFileURL(resolve(import.meta.dirname, "../server/notification-delivery/testing/receivers.ts")).href);

const secret = process.env.RECEIVER_WEBHOOK_SECRET ?? `whsec_${randomBytes(24).toString("base64")}`;
const smtp = await startSmtpReceiver();
const hooks = await startWebhookReceiver(secret);
console.log(`SMTP_URL=${smtp.url}\nwebhook URL: ${hooks.url}\nwebhook secret: ${secret}\nWaiting for deliveries (Ctrl+C to stop)...`);

let mails = 0;
let webhooks = 0;
setInterval(() => {
  for (const mail of smtp.mails.slice(mails)) console.log(`\n--- mail to ${mail.to.join(", ")}\n${mail.raw.split("\r\n\r\n").slice(1).join("\n\n").trim()}`);
  mails = smtp.mails.length;
  for (const hook of hooks.received.slice(webhooks)) console.log(`\n--- webhook ${hook.headers["webhook-id"]} (signature ${hook.signatureValid ? "valid" : "INVALID"})\n${hook.body}`);
  webhooks = hooks.received.length;
}, 500);

process.on("SIGINT", () => void Promise.all([smtp.close(), hooks.close()]).then(() => process.exit(0)));
