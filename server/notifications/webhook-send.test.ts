import { createHmac, timingSafeEqual } from "node:crypto";
import { type IncomingHttpHeaders, type Server, createServer } from "node:http";
import type { AddressInfo, LookupFunction } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { WEBHOOK_BODY_LIMIT, WEBHOOK_MESSAGES, type WebhookMessage, newWebhookSecret, sendSignedWebhook, webhookUrlProblem } from "./webhook-send";

/** What a receiver got, and whether the signature it checked itself (as the README shows) held. */
interface Received {
  method: string;
  headers: IncomingHttpHeaders;
  body: string;
  signatureValid: boolean;
}

/** The receiver's own check, written from the Standard Webhooks rules rather than with the sender's code. */
function verify(secret: string, headers: IncomingHttpHeaders, body: string): boolean {
  const id = String(headers["webhook-id"]);
  const timestamp = String(headers["webhook-timestamp"]);
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest();
  return String(headers["webhook-signature"])
    .split(" ")
    .some((entry) => {
      const [version, signature] = entry.split(",");
      const given = Buffer.from(signature ?? "", "base64");
      return version === "v1" && given.length === expected.length && timingSafeEqual(given, expected);
    });
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))));
});

/** A receiver on 127.0.0.1 and a free port that answers `status`/`answer` (or never, with hang). */
async function startReceiver(secret: string, reply: { status: number; answer: string; hang?: boolean; location?: string }) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      received.push({ method: req.method ?? "", headers: req.headers, body, signatureValid: verify(secret, req.headers, body) });
      if (reply.hang) return;
      res.writeHead(reply.status, reply.location ? { location: reply.location } : {});
      res.end(reply.answer);
    });
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks`, received };
}

const message: WebhookMessage = { id: "msg_test_1", type: "test", timestamp: new Date("2026-11-27T00:00:00Z"), data: { order_number: "A-1", checkpoint: "Delivered" } };

describe("sendSignedWebhook", () => {
  it("posts a body the receiver can verify with the secret, with its headers, and answers the receiver's status and body", async () => {
    const secret = newWebhookSecret();
    const receiver = await startReceiver(secret, { status: 202, answer: "queued" });
    const result = await sendSignedWebhook({ url: receiver.url, method: "POST", headers: { "X-Api-Key": "k-123", "X-Shop": "lumen" }, secret }, message, { allowPrivate: true });

    expect(result).toEqual({ ok: true, status: 202, body: "queued" });
    expect(receiver.received).toHaveLength(1);
    const got = receiver.received[0]!;
    expect(got.signatureValid).toBe(true);
    expect(got.method).toBe("POST");
    expect(got.headers).toMatchObject({ "webhook-id": "msg_test_1", "webhook-timestamp": String(Date.parse("2026-11-27T00:00:00Z") / 1000), "x-api-key": "k-123", "x-shop": "lumen" });
    expect(JSON.parse(got.body)).toEqual({ type: "test", timestamp: "2026-11-27T00:00:00.000Z", data: message.data });
  });

  it("is refused by a receiver holding another secret", async () => {
    const receiver = await startReceiver(newWebhookSecret(), { status: 200, answer: "" });
    await sendSignedWebhook({ url: receiver.url, method: "PUT", headers: {}, secret: newWebhookSecret() }, message, { allowPrivate: true });
    expect(receiver.received[0]).toMatchObject({ method: "PUT", signatureValid: false });
  });

  it("answers a receiver's error, keeping only the first 2 KB of its body", async () => {
    const secret = newWebhookSecret();
    const receiver = await startReceiver(secret, { status: 500, answer: "x".repeat(10_000) });
    const result = await sendSignedWebhook({ url: receiver.url, method: "POST", headers: {}, secret }, message, { allowPrivate: true });
    expect(result).toEqual({ ok: false, status: 500, body: "x".repeat(WEBHOOK_BODY_LIMIT) });
  });

  it("does not follow a redirect", async () => {
    const secret = newWebhookSecret();
    const elsewhere = await startReceiver(secret, { status: 200, answer: "should not be reached" });
    const receiver = await startReceiver(secret, { status: 302, answer: "", location: elsewhere.url });
    const result = await sendSignedWebhook({ url: receiver.url, method: "POST", headers: {}, secret }, message, { allowPrivate: true });
    expect(result).toMatchObject({ ok: false, status: 302 });
    expect(elsewhere.received).toHaveLength(0);
  });

  it("gives up on a receiver that does not answer in time", async () => {
    const secret = newWebhookSecret();
    const receiver = await startReceiver(secret, { status: 200, answer: "", hang: true });
    const result = await sendSignedWebhook({ url: receiver.url, method: "POST", headers: {}, secret }, message, { allowPrivate: true, timeoutMs: 200 });
    expect(result).toEqual({ ok: false, status: null, error: WEBHOOK_MESSAGES.timeout });
    expect(receiver.received).toHaveLength(1);
  });

  it("refuses loopback and plain http unless private addresses are allowed, without sending", async () => {
    const secret = newWebhookSecret();
    const receiver = await startReceiver(secret, { status: 200, answer: "" });
    expect(await sendSignedWebhook({ url: receiver.url, method: "POST", headers: {}, secret }, message, { allowPrivate: false })).toEqual({
      ok: false,
      status: null,
      error: WEBHOOK_MESSAGES.notHttps,
    });
    expect(await sendSignedWebhook({ url: "https://127.0.0.1:1/x", method: "POST", headers: {}, secret }, message, { allowPrivate: false })).toMatchObject({
      error: WEBHOOK_MESSAGES.privateAddress,
    });
    expect(receiver.received).toHaveLength(0);
  });

  it("refuses a host name that resolves to a private address when the socket opens (DNS rebinding)", async () => {
    const secret = newWebhookSecret();
    const rebinding: LookupFunction = (_host, _options, callback) =>
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: "10.0.0.7", family: 4 }]);
    const result = await sendSignedWebhook({ url: "https://hooks.example.com/x", method: "POST", headers: {}, secret }, message, { allowPrivate: false, lookup: rebinding });
    expect(result).toEqual({ ok: false, status: null, error: WEBHOOK_MESSAGES.privateAddress });
  });
});

describe("webhookUrlProblem", () => {
  it("takes public https URLs and refuses others", () => {
    expect(webhookUrlProblem("https://hooks.example.com/tracking", false)).toBeUndefined();
    expect(webhookUrlProblem("http://hooks.example.com/tracking", false)).toBe(WEBHOOK_MESSAGES.notHttps);
    expect(webhookUrlProblem("not a url", false)).toBe(WEBHOOK_MESSAGES.badUrl);
    for (const host of ["localhost", "127.0.0.1", "10.1.2.3", "192.168.0.10", "172.20.0.1", "169.254.169.254", "[::1]", "[fd00::1]", "[::ffff:127.0.0.1]", "0.0.0.0"]) {
      expect(webhookUrlProblem(`https://${host}/x`, false), host).toBe(WEBHOOK_MESSAGES.privateAddress);
      expect(webhookUrlProblem(`https://${host}/x`, true), host).toBeUndefined();
    }
    expect(webhookUrlProblem("https://user:pw@hooks.example.com/x", false)).toBe(WEBHOOK_MESSAGES.badUrl);
  });
});
