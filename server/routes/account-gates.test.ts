import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { LoginResponse, SIGN_IN_MESSAGES } from "../../src/api/schemas/auth";
import { ErrorBody } from "../../src/api/schemas/common";
import { NOTIFICATION_SETTINGS_MESSAGES } from "../../src/api/schemas/notification-settings";
import { TERMS_NOT_ACCEPTED, TERMS_NOT_ACCEPTED_MESSAGE } from "../../src/api/schemas/terms";
import { TERMS_VERSION } from "../../src/domain/terms";
import { PENDING_INVITATION_SUBJECT } from "../auth/password-reset";
import { reserveDailyAttempt } from "../auth/sign-in-slots";
import { MAILS_PER_USER } from "../limits/mail-limit";
import { DEMO_PASSWORD } from "../seed/demo";
import { serverPerTest } from "../testing/test-server";

/**
 * The account's gates of decision 068, through the whole server: the day's slots with the owner's
 * device token, the terms accepted before the API answers, a reset request that leaves an
 * invitation alone, and the limit on verification mails to typed addresses.
 */

const server = serverPerTest();
const messagesOf = (json: unknown) => v.parse(ErrorBody, json).messages;
const signIn = (email: string, extra: Record<string, unknown> = {}) =>
  server.request("POST", "/v1/login", { body: { email, password: DEMO_PASSWORD, platform: "nb", ...extra }, address: "198.51.100.200" });

describe("the owner's known browser and the day's slots", () => {
  it("gives a browser a device token; after a day of strangers' failures that token still lets the right password in, while an unknown browser waits", async () => {
    const first = v.parse(LoginResponse, (await signIn("admin@example.com")).json).data;
    expect(first.device_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only its hash is stored.
    const stored = await server.db.selectFrom("sign_in_devices").select("token_hash").execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(first.device_token);

    // Strangers fail 40 times today (each a place kept in the day's count, as a wrong password keeps it).
    for (let i = 0; i < 40; i += 1) await reserveDailyAttempt(server.deps, "admin@example.com", undefined).catch(() => undefined);

    const unknown = await signIn("admin@example.com");
    expect(unknown.status).toBe(429);
    expect(messagesOf(unknown.json)).toEqual([SIGN_IN_MESSAGES.accountResting]);
    expect(Number(unknown.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);

    const owner = await signIn("admin@example.com", { device: first.device_token });
    expect(owner.status).toBe(200);
    // The browser keeps its token: no new one.
    expect(v.parse(LoginResponse, owner.json).data.device_token).toBeUndefined();
    // Another account's token is no key to this one.
    const viewerDevice = v.parse(LoginResponse, (await signIn("viewer@example.com")).json).data.device_token;
    expect((await signIn("admin@example.com", { device: viewerDevice })).status).toBe(429);
  });
});

describe("the terms of service, held by the API", () => {
  it("refuses a user who has not accepted them every call but the terms, their own calls and sign-out, with 403 and a code; accepted, all answer", async () => {
    const token = await server.login("newcomer");
    for (const path of ["/v1/orders", "/v1/users", "/v1/pickups", "/v1/groups"]) {
      const refused = await server.request("GET", path, { token });
      expect(refused.status, path).toBe(403);
      expect(refused.json, path).toEqual({ code: TERMS_NOT_ACCEPTED, messages: [TERMS_NOT_ACCEPTED_MESSAGE] });
    }
    for (const path of ["/v1/terms/acceptance", "/v1/current-user-group", "/v1/current-seller", "/v1/measure"]) {
      expect((await server.request("GET", path, { token })).status, path).toBe(200);
    }
    expect((await server.request("POST", "/v1/terms/acceptance", { token, body: { version: TERMS_VERSION } })).status).toBe(200);
    expect((await server.request("GET", "/v1/orders", { token })).status).toBe(200);
  });

  it("lets sign-out through before acceptance, and never holds users of the platform that hides the terms", async () => {
    const token = await server.login("newcomer");
    expect((await server.request("POST", "/v1/logout", { token })).status).toBe(200);
    const hidden = v.parse(LoginResponse, (await signIn("newcomer@example.com", { platform: "tiendamia" })).json).data.user.auth_token;
    expect((await server.request("GET", "/v1/orders", { token: hidden })).status).toBe(200);
  });
});

describe("a reset request for an invited user", () => {
  it("leaves the invitation link working and mails no reset link", async () => {
    const admin = await server.login("admin");
    expect((await server.request("POST", "/v1/users", { token: admin, body: { name: "Ines Invited", email: "ines@example.com", group_id: 2 } })).status).toBe(201);
    const invitation = await server.db.selectFrom("mail_outbox").select("body").where("recipient", "=", "ines@example.com").executeTakeFirstOrThrow();
    const token = /token=([A-Za-z0-9_-]+)/.exec(invitation.body)![1]!;

    expect((await server.request("POST", "/v1/reset_password", { body: { email: "ines@example.com" } })).status).toBe(200);
    const mails = await server.db.selectFrom("mail_outbox").select(["subject", "body"]).where("recipient", "=", "ines@example.com").orderBy("id").execute();
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe(PENDING_INVITATION_SUBJECT);
    expect(mails[1]!.body).not.toMatch(/token=/);

    const chosen = await server.request("POST", "/v1/reset_password/confirm", { body: { token, password: "ines-new-password", password_confirmation: "ines-new-password" } });
    expect(chosen.status).toBe(200);
    expect((await server.request("POST", "/v1/login", { body: { email: "ines@example.com", password: "ines-new-password", platform: "nb" } })).status).toBe(200);
  });
});

describe("verification mails to a typed sender address", () => {
  it("are limited per user: past the limit the save is 429 with Retry-After and nothing more is mailed", async () => {
    const token = await server.login("admin");
    const statuses: number[] = [];
    for (let i = 0; i <= MAILS_PER_USER; i += 1) {
      const answer = await server.request("PUT", "/v1/notification_settings/1", { token, body: { sender_email: `notify@shop-${i}.example` } });
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(messagesOf(answer.json)).toEqual([NOTIFICATION_SETTINGS_MESSAGES.tooManyVerificationMails]);
        expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([...Array<number>(MAILS_PER_USER).fill(200), 429]);
    expect(await server.db.selectFrom("mail_outbox").select("id").where("recipient", "=", `notify@shop-${MAILS_PER_USER}.example`).execute()).toEqual([]);
    // Saving the same address again mails nothing and is not counted.
    expect((await server.request("PUT", "/v1/notification_settings/1", { token, body: { sender_email: `notify@shop-${MAILS_PER_USER - 1}.example` } })).status).toBe(200);
  });

  it("are limited per address, whoever asks", async () => {
    const statuses: number[] = [];
    for (const [key, seller] of [["admin", 1], ["otherAdmin", 2], ["admin", 1], ["otherAdmin", 2], ["admin", 1]] as const) {
      const token = await server.login(key);
      // Back and forth, so that each save names a new address for its seller.
      await server.request("PUT", `/v1/notification_settings/${seller}`, { token, body: { sender_email: null } });
      statuses.push((await server.request("PUT", `/v1/notification_settings/${seller}`, { token, body: { sender_email: "victim@target.example" } })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});
