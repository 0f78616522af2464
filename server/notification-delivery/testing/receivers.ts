import { createHmac } from "node:crypto";
import { type IncomingHttpHeaders, type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * Real receivers for delivery tests (decision 060): an SMTP server (the `smtp-server` package)
 * that keeps every mail it accepts, and an HTTP webhook receiver that checks each request's
 * Standard Webhooks signature itself (its own HMAC, not the sender's code) and answers what the
 * test tells it. Both listen on 127.0.0.1 on a free port.
 */

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and body) as the SMTP client sent it. */
  raw: string;
}

export async function startSmtpReceiver() {
  const mails: ReceivedMail[] = [];
  const waiting: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const from = session.envelope.mailFrom === false ? "" : session.envelope.mailFrom.address;
        mails.push({ from, to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString("utf8") });
        waiting.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  /** Whether webhook-signature holds a v1 HMAC-SHA256 of "id.timestamp.body" under the secret. */
  signatureValid: boolean;
}

/** The check a receiver makes (README, "Checking a webhook's signature"). */
export function verifyStandardWebhook(secret: string, headers: IncomingHttpHeaders, body: string): boolean {
  const id = headers["webhook-id"];
  const timestamp = headers["webhook-timestamp"];
  const signatures = headers["webhook-signature"];
  if (typeof id !== "string" || typeof timestamp !== "string" || typeof signatures !== "string") return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64");
  return signatures.split(" ").some((signature) => signature === `v1,${expected}`);
}

export async function startWebhookReceiver(secret: string) {
  const received: ReceivedWebhook[] = [];
  let answer = { status: 200, body: "thanks" };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      received.push({ headers: request.headers, body, signatureValid: verifyStandardWebhook(secret, request.headers, body) });
      response.writeHead(answer.status, { "content-type": "text/plain" }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** What the receiver answers from now on. */
    answerWith(status: number, body: string) {
      answer = { status, body };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
