import { createHmac } from "node:crypto";
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import * as v from "valibot";
import { ErrorBody } from "../../src/api/schemas/common";
import { NOTIFICATION_SETTINGS_MESSAGES as M, NotificationSettingsResponse, ResendVerificationResponse, WebhookTestResponse } from "../../src/api/schemas/notification-settings";
import { openSetting } from "../notifications/sealed-settings";
import { VERIFICATION_MAIL_SUBJECT } from "../notifications/verification-mail";
import { sealingKey } from "../secrets/sealing-key";
import { serverPerTest } from "../testing/test-server";

/** The DNS stand-in: TXT records by name, filled by each test. */
const txtRecords = new Map<string, string[][]>();
const server = serverPerTest({
  deps: {
    webhooksAllowPrivate: true,
    resolveTxt: async (name) => {
      const records = txtRecords.get(name);
      if (!records) throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: "ENOTFOUND" });
      return records;
    },
  },
});
afterEach(() => txtRecords.clear());

const PATH = "/v1/notification_settings/1";
const settingsOf = (answer: { json: unknown }) => v.parse(NotificationSettingsResponse, answer.json).data;
const messagesOf = (answer: { json: unknown }) => v.parse(ErrorBody, answer.json).messages;

async function put(body: unknown, who: "admin" | "operation" | "viewer" | "otherAdmin" = "admin", path = PATH) {
  return server.request("PUT", path, { token: await server.login(who), body });
}
async function post(suffix: string, who: "admin" | "operation" | "viewer" | "otherAdmin" = "admin", path = PATH) {
  return server.request("POST", `${path}/${suffix}`, { token: await server.login(who) });
}

const receivers: Server[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((s) => new Promise((done) => s.close(done))));
});

/** A receiver on 127.0.0.1 that checks the signature itself with `secretOf()` and says whether it held. */
async function startReceiver(secretOf: () => string) {
  const seen: { headers: Record<string, string | string[] | undefined>; valid: boolean; path: string }[] = [];
  const receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      const key = Buffer.from(secretOf().replace(/^whsec_/, ""), "base64");
      const expected = `v1,${createHmac("sha256", key).update(`${String(req.headers["webhook-id"])}.${String(req.headers["webhook-timestamp"])}.${body}`).digest("base64")}`;
      const valid = req.headers["webhook-signature"] === expected;
      seen.push({ headers: req.headers, valid, path: req.url ?? "" });
      res.writeHead(valid ? 200 : 401, { "content-type": "text/plain" });
      res.end(valid ? "signature ok" : "bad signature");
    });
  });
  receivers.push(receiver);
  await new Promise<void>((done) => receiver.listen(0, "127.0.0.1", done));
  return { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`, seen };
}

describe("GET and PUT /v1/notification_settings/{id}", () => {
  it("answers the defaults before the first save, to every role of the seller", async () => {
    const answer = await server.request("GET", PATH, { token: await server.login("viewer") });
    expect(answer.status).toBe(200);
    expect(settingsOf(answer)).toMatchObject({ sender_email: null, sms_enabled: false, whatsapp_enabled: false, webhook_url: null, webhook_method: "POST", webhook_secret_set: false, updated_at: null });
  });

  it("saves a sender e-mail, gives the TXT record to publish and queues the verification mail", async () => {
    const saved = settingsOf(await put({ sender_email: " Notify@Lumen-Shop.example " }));
    expect(saved).toMatchObject({ sender_email: "notify@lumen-shop.example", sender_domain: "lumen-shop.example", domain_verified_at: null });
    expect(saved.txt_record?.name).toBe("_portal-verification.lumen-shop.example");
    expect(saved.txt_record?.value).toMatch(/^portal-verification=[0-9a-f]{32}$/);
    const mails = await server.db.selectFrom("mail_outbox").selectAll().where("subject", "=", VERIFICATION_MAIL_SUBJECT).execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: "notify@lumen-shop.example" });
    expect(mails[0]!.body).toContain(saved.txt_record!.value);
  });

  it("refuses a malformed address or a free-mail domain with the spec's message, and keeps what was saved", async () => {
    await put({ sender_email: "notify@lumen-shop.example" });
    for (const email of ["not-an-email", "shop@gmail.com", "loja@uol.com.br", "shop@QQ.com", "x@hotmail.com"]) {
      const answer = await put({ sender_email: email });
      expect(answer.status, email).toBe(422);
      expect(messagesOf(answer)).toEqual([{ sender_email: [M.emailNotAllowed] }]);
    }
    expect(settingsOf(await server.request("GET", PATH, { token: await server.login("admin") })).sender_email).toBe("notify@lumen-shop.example");
  });

  it("turns SMS or WhatsApp on only with confirm_cost, and records who confirmed and when", async () => {
    const refused = await put({ sms_enabled: true, whatsapp_enabled: true });
    expect(refused.status).toBe(422);
    expect(messagesOf(refused)).toEqual([{ sms_enabled: [M.confirmCost], whatsapp_enabled: [M.confirmCost] }]);

    const saved = settingsOf(await put({ sms_enabled: true, confirm_cost: true }, "operation"));
    expect(saved.sms_enabled).toBe(true);
    expect(saved.whatsapp_enabled).toBe(false);
    expect(saved.sms_cost_confirmation).toEqual({ at: server.now().toISOString(), by: "Otto Operation" });

    // Turning off needs no confirmation; the last confirmation stays on record.
    const off = settingsOf(await put({ sms_enabled: false }));
    expect(off).toMatchObject({ sms_enabled: false, sms_cost_confirmation: { by: "Otto Operation" } });
  });

  it("refuses a webhook URL that is not http(s) and an endpoint that is not a path", async () => {
    const answer = await put({ webhook_url: "ftp://hooks.example.com" });
    expect(answer.status).toBe(422);
    expect(messagesOf(answer)).toEqual([{ webhook_url: [M.webhookNotHttps] }]);
    expect((await put({ webhook_url: "https://hooks.example.com", webhook_endpoint: "no-slash" })).status).toBe(422);
  });

  it("makes the signing secret on the first save of a URL, shows it once, never in GET, and keeps the auth key write-only", async () => {
    const first = settingsOf(
      await put({ webhook_url: "https://hooks.lumen.example", webhook_endpoint: "/tracking", webhook_method: "PUT", webhook_auth_header: "X-Api-Key", webhook_auth_key: "key-0123456789-abcd", webhook_headers: [{ name: "X-Shop", value: "lumen" }] }),
    );
    expect(first.webhook_secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    // The key's hint shows none of its characters (decision 069).
    expect(first).toMatchObject({ webhook_secret_set: true, webhook_auth_key_hint: "••••", webhook_method: "PUT", webhook_headers: [{ name: "X-Shop", value: "lumen" }] });

    const read = await server.request("GET", PATH, { token: await server.login("admin") });
    expect(settingsOf(read).webhook_secret).toBeUndefined();
    expect(read.text).not.toContain(first.webhook_secret!);
    expect(read.text).not.toContain("key-0123456789-abcd");

    // A later save keeps the secret (not shown again) and the key when the key is left out.
    const later = settingsOf(await put({ webhook_endpoint: "/events" }));
    expect(later.webhook_secret).toBeUndefined();
    expect(later.webhook_auth_key_hint).toBe("••••");
    // Both kept sealed (decision 069): neither is in the table in clear, and the server's key opens them.
    const row = await server.db.selectFrom("notification_settings").select(["webhook_secret", "webhook_auth_key"]).where("seller_id", "=", 1).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(first.webhook_secret!.slice("whsec_".length));
    expect(JSON.stringify(row)).not.toContain("abcd");
    const key = await sealingKey(server.db);
    expect(openSetting(key, 1, "webhook_secret", row.webhook_secret)).toBe(first.webhook_secret);
    expect(openSetting(key, 1, "webhook_auth_key", row.webhook_auth_key)).toBe("key-0123456789-abcd");
  });

  it("refuses headers the server sets itself, and header values that would start another header", async () => {
    const answer = await put({ webhook_headers: [{ name: "Webhook-Signature", value: "forged" }, { name: "X-Ok", value: "a\r\nInjected: 1" }] });
    expect(answer.status).toBe(422);
    expect(messagesOf(answer)).toEqual([{ "webhook_headers.0.name": [M.reservedHeader], "webhook_headers.1.value": [M.headerValue] }]);
  });

  it("refuses header values and auth keys a request cannot carry: accents, other scripts", async () => {
    const answer = await put({ webhook_auth_header: "X-Api-Key", webhook_auth_key: "chave-ção", webhook_headers: [{ name: "X-Shop", value: "Loja São João" }, { name: "X-Shop-Cn", value: "商店" }] });
    expect(answer.status).toBe(422);
    expect(messagesOf(answer)).toEqual([{ webhook_auth_key: [M.headerValue], "webhook_headers.0.value": [M.headerValue], "webhook_headers.1.value": [M.headerValue] }]);
    expect(await server.db.selectFrom("notification_settings").selectAll().execute()).toEqual([]);
  });
});

describe("sender domain verification", () => {
  it("verifies the domain once the TXT record is published, not before", async () => {
    const saved = settingsOf(await put({ sender_email: "notify@lumen-shop.example" }));
    const early = await post("verify-domain");
    expect(early.status).toBe(422);
    expect(messagesOf(early)).toEqual([{ sender_domain: [M.recordNotFound] }]);

    txtRecords.set(saved.txt_record!.name, [["v=spf1 -all"], [saved.txt_record!.value.slice(0, 20), saved.txt_record!.value.slice(20)]]);
    const verified = settingsOf(await post("verify-domain"));
    expect(verified.domain_verified_at).toBe(server.now().toISOString());

    // Another domain needs its own proof.
    const moved = settingsOf(await put({ sender_email: "notify@other-shop.example" }));
    expect(moved.domain_verified_at).toBeNull();
    expect(moved.txt_record!.value).not.toBe(saved.txt_record!.value);
  });

  it("resends the verification mail with the spec's message, at most once a minute", async () => {
    await put({ sender_email: "notify@lumen-shop.example" });
    const tooSoon = await post("resend-verification");
    expect(tooSoon.status).toBe(429);
    server.advance(61_000);
    const answer = await post("resend-verification", "operation");
    expect(answer.status).toBe(200);
    const body = v.parse(ResendVerificationResponse, answer.json);
    expect(body.message).toBe("verification email resent");
    expect(body.data.verification_email_sent_at).toBe(server.now().toISOString());
    const mails = await server.db.selectFrom("mail_outbox").select("recipient").where("subject", "=", VERIFICATION_MAIL_SUBJECT).execute();
    expect(mails).toHaveLength(2);
  });

  it("asks for a sender e-mail before verifying or resending", async () => {
    for (const suffix of ["verify-domain", "resend-verification"]) {
      const answer = await post(suffix);
      expect(answer.status).toBe(422);
      expect(messagesOf(answer)).toEqual([{ sender_email: [M.noSenderEmail] }]);
    }
  });
});

describe("webhook secret and test event", () => {
  it("sends a signed test event the receiver verifies, and after a rotation only the new secret verifies", async () => {
    let receiverSecret = "";
    const receiver = await startReceiver(() => receiverSecret);
    const saved = settingsOf(await put({ webhook_url: receiver.url, webhook_endpoint: "/hooks", webhook_auth_header: "Authorization", webhook_auth_key: "Bearer s3cret-token-1" }));
    receiverSecret = saved.webhook_secret!;

    const tested = v.parse(WebhookTestResponse, (await post("webhook-test")).json).data;
    expect(tested).toEqual({ ok: true, status: 200, body: "signature ok", error: null });
    expect(receiver.seen[0]).toMatchObject({ valid: true, path: "/hooks", headers: { authorization: "Bearer s3cret-token-1" } });

    const rotated = settingsOf(await post("webhook-secret/rotate"));
    expect(rotated.webhook_secret).toMatch(/^whsec_/);
    expect(rotated.webhook_secret).not.toBe(receiverSecret);
    // The receiver still holds the old secret: the next event fails its check, and the seller sees its answer.
    expect(v.parse(WebhookTestResponse, (await post("webhook-test")).json).data).toEqual({ ok: false, status: 401, body: "bad signature", error: null });
    receiverSecret = rotated.webhook_secret!;
    expect(v.parse(WebhookTestResponse, (await post("webhook-test")).json).data.ok).toBe(true);
  });

  it("answers why a receiver could not be reached", async () => {
    const receiver = await startReceiver(() => "");
    const url = receiver.url;
    await new Promise((done) => receivers.pop()!.close(done));
    await put({ webhook_url: url });
    const result = v.parse(WebhookTestResponse, (await post("webhook-test")).json).data;
    expect(result).toMatchObject({ ok: false, status: null });
    expect(result.error).toMatch(/^Could not reach the receiver/);
  });

  it("answers a test with the reason, not a 500, when a header saved before the check cannot be sent", async () => {
    const receiver = await startReceiver(() => "");
    await put({ webhook_url: receiver.url });
    await server.db.updateTable("notification_settings").set({ webhook_headers: JSON.stringify([{ name: "X-Shop", value: "商店" }]) }).where("seller_id", "=", 1).execute();
    const answer = await post("webhook-test");
    expect(answer.status).toBe(200);
    expect(v.parse(WebhookTestResponse, answer.json).data).toEqual({ ok: false, status: null, body: "", error: M.webhookBadHeader });
    expect(receiver.seen).toEqual([]);
  });

  it("asks for a webhook URL before a test or a rotation", async () => {
    for (const suffix of ["webhook-test", "webhook-secret/rotate"]) {
      const answer = await post(suffix);
      expect(answer.status).toBe(422);
      expect(messagesOf(answer)).toEqual([{ webhook_url: [M.noWebhook] }]);
    }
  });
});

describe("roles and tenancy", () => {
  it("refuses every write of a viewer and changes nothing", async () => {
    expect((await put({ sms_enabled: true, confirm_cost: true }, "viewer")).status).toBe(403);
    for (const suffix of ["verify-domain", "resend-verification", "webhook-secret/rotate", "webhook-test"]) expect((await post(suffix, "viewer")).status, suffix).toBe(403);
    expect(await server.db.selectFrom("notification_settings").selectAll().execute()).toEqual([]);
  });

  it("answers 404 for another seller's settings, to read or to write", async () => {
    await put({ sender_email: "notify@lumen-shop.example" });
    expect((await server.request("GET", PATH, { token: await server.login("otherAdmin") })).status).toBe(404);
    expect((await put({ sender_email: "x@other.example" }, "otherAdmin")).status).toBe(404);
    expect((await post("webhook-secret/rotate", "otherAdmin")).status).toBe(404);
    const mine = settingsOf(await server.request("GET", "/v1/notification_settings/2", { token: await server.login("otherAdmin") }));
    expect(mine.sender_email).toBeNull();
  });
});
