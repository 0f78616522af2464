import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { LoginResponse, LogoutResponse, RESET_PASSWORD_ANSWER, ResetPasswordResponse, SIGN_IN_MESSAGES } from "../../src/api/schemas/auth";
import { ErrorBody } from "../../src/api/schemas/common";
import { GroupResponse } from "../../src/api/schemas/users";
import { RESET_TOKEN_TTL_MS } from "../auth/password-reset";
import { verifyPassword } from "../auth/passwords";
import { purgeExpiredRecords } from "../maintenance";
import { hashToken } from "../auth/tokens";
import { DEMO_PASSWORD, DEMO_USERS } from "../seed/demo";
import { serverPerTest } from "../testing/test-server";

const ACCOUNT_NOT_ACTIVE = "Your account is not active, please contact the adminstrator.";
const WRONG_CREDENTIALS = "Wrong e-mail or password.";

const server = serverPerTest();

const loginBody = (email: string, password = DEMO_PASSWORD) => ({ email, password, platform: "nb" });

describe("POST /v1/login", () => {
  it("answers each active demo user with token, group, seller, overpack, columns and language", async () => {
    const active = DEMO_USERS.filter((u) => u.blocked === 0);
    expect(active.map((u) => u.key)).toEqual(["admin", "operation", "viewer", "otherAdmin", "newcomer"]);
    for (const demo of active) {
      const answer = await server.request("POST", "/v1/login", { body: loginBody(demo.email) });
      expect(answer.status, demo.key).toBe(200);
      const user = v.parse(LoginResponse, answer.json).data.user;
      expect(user).toEqual({
        id: await server.userId(demo.key),
        name: demo.name,
        email: demo.email,
        auth_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        group: demo.group,
        seller_id: demo.seller,
        can_overpack: demo.seller === 1,
        column_settings: {},
        language: 0,
      });
      // The token works at once and names the right group.
      const group = await server.request("GET", "/v1/current-user-group", { token: user.auth_token });
      expect(group.status).toBe(200);
      expect(v.parse(GroupResponse, group.json).data.name).toBe(demo.group);
    }
  });

  it("gives can_overpack true to seller 1 users and false to seller 2 users", async () => {
    const seller1 = await server.request("POST", "/v1/login", { body: loginBody("operation@example.com") });
    const seller2 = await server.request("POST", "/v1/login", { body: loginBody("admin@other.example.com") });
    expect(v.parse(LoginResponse, seller1.json).data.user.can_overpack).toBe(true);
    expect(v.parse(LoginResponse, seller2.json).data.user.can_overpack).toBe(false);
  });

  it("answers a new token on every sign-in", async () => {
    const first = await server.login("admin");
    const second = await server.login("admin");
    expect(first).not.toBe(second);
    const sessions = await server.db.selectFrom("sessions").select("id").where("user_id", "=", await server.userId("admin")).execute();
    expect(sessions).toHaveLength(2);
  });

  it("answers a blocked or removed account's right password exactly as a wrong password, and opens no session", async () => {
    const wrong = await server.request("POST", "/v1/login", { body: loginBody("admin@example.com", "not-the-password") });
    const blocked = await server.request("POST", "/v1/login", { body: loginBody("blocked@example.com") });
    const admin = await server.login("admin");
    const viewerId = await server.userId("viewer");
    expect((await server.request("DELETE", `/v1/users/${viewerId}`, { token: admin })).status).toBe(200);
    const removed = await server.request("POST", "/v1/login", { body: loginBody(`removed-user-${viewerId}@removed.invalid`) });
    for (const [what, answer] of [["blocked", blocked], ["removed", removed]] as const) {
      expect(answer.status, what).toBe(wrong.status);
      expect(answer.text, what).toBe(wrong.text);
      expect(answer.headers.get("content-type"), what).toBe(wrong.headers.get("content-type"));
    }
    expect(v.parse(ErrorBody, blocked.json).messages).toEqual([WRONG_CREDENTIALS]);
    for (const id of [await server.userId("blocked"), viewerId]) {
      const sessions = await server.db.selectFrom("sessions").select("id").where("user_id", "=", id).where("revoked_at", "is", null).execute();
      expect(sessions, String(id)).toHaveLength(0);
    }
  });

  it("refuses a session of a user blocked after signing in with 403", async () => {
    const token = await server.login("operation");
    await server.db.updateTable("users").set({ blocked: 1 }).where("email", "=", "operation@example.com").execute();
    const answer = await server.request("GET", "/v1/current-seller", { token });
    expect(answer.status).toBe(403);
    expect(v.parse(ErrorBody, answer.json).messages).toEqual([ACCOUNT_NOT_ACTIVE]);
  });

  it("answers a wrong password and an unknown e-mail alike with 401", async () => {
    const wrongPassword = await server.request("POST", "/v1/login", { body: loginBody("admin@example.com", "not-the-password") });
    const unknownEmail = await server.request("POST", "/v1/login", { body: loginBody("nobody@example.com") });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(v.parse(ErrorBody, wrongPassword.json).messages).toEqual([WRONG_CREDENTIALS]);
    expect(unknownEmail.json).toEqual(wrongPassword.json);
    expect(await server.db.selectFrom("sessions").select("id").execute()).toHaveLength(0);
  });

  it("compares e-mails case-insensitively and ignores surrounding spaces", async () => {
    const answer = await server.request("POST", "/v1/login", { body: loginBody("  AdMiN@Example.COM ") });
    expect(answer.status).toBe(200);
    const user = v.parse(LoginResponse, answer.json).data.user;
    expect(user.id).toBe(await server.userId("admin"));
    expect(user.email).toBe("admin@example.com");
  });

  it("is refused for a platform that does not exist", async () => {
    const answer = await server.request("POST", "/v1/login", { body: { ...loginBody("admin@example.com"), platform: "acme" } });
    expect(answer.status).toBe(422);
    expect(v.parse(ErrorBody, answer.json).messages).toEqual([{ platform: ["Unknown platform"] }]);
  });
});

describe("sessions and stored secrets", () => {
  it("logout revokes the token: the next call with it is 401", async () => {
    const token = await server.login("admin");
    const other = await server.login("admin");
    expect((await server.request("GET", "/v1/current-seller", { token })).status).toBe(200);

    const logout = await server.request("POST", "/v1/logout", { token });
    expect(logout.status).toBe(200);
    expect(v.parse(LogoutResponse, logout.json)).toEqual({ data: { signed_out: true } });

    const after = await server.request("GET", "/v1/current-seller", { token });
    expect(after.status).toBe(401);
    expect(v.parse(ErrorBody, after.json).messages).toEqual(["Please login again."]);
    expect((await server.request("POST", "/v1/logout", { token })).status).toBe(401);
    // Only that session ends; the user's other device stays signed in.
    expect((await server.request("GET", "/v1/current-seller", { token: other })).status).toBe(200);

    const row = await server.db.selectFrom("sessions").select("revoked_at").where("token_hash", "=", hashToken(token)).executeTakeFirstOrThrow();
    expect(row.revoked_at).toBe(server.now().toISOString());
  });

  it("ends a session after 30 days", async () => {
    const token = await server.login("viewer");
    server.advance(30 * 24 * 60 * 60 * 1000 - 1000);
    expect((await server.request("GET", "/v1/measure", { token })).status).toBe(200);
    server.advance(1000);
    const answer = await server.request("GET", "/v1/measure", { token });
    expect(answer.status).toBe(401);
    v.parse(ErrorBody, answer.json);
  });

  it("stores only the SHA-256 of a token", async () => {
    const token = await server.login("operation");
    const rows = await server.db.selectFrom("sessions").selectAll().execute();
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.token_hash).not.toBe(token);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.platform).toBe("nb");
  });

  it("stores passwords as salted scrypt hashes", async () => {
    const rows = await server.db.selectFrom("users").select(["email", "password_hash"]).execute();
    expect(rows).toHaveLength(DEMO_USERS.length);
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
      expect(row.password_hash).not.toContain(DEMO_PASSWORD);
      expect(await verifyPassword(DEMO_PASSWORD, row.password_hash)).toBe(true);
      expect(await verifyPassword("demo-passwore", row.password_hash)).toBe(false);
    }
    // The same password with different salts gives different hashes.
    expect(new Set(rows.map((r) => r.password_hash)).size).toBe(rows.length);
  });
});

describe("POST /v1/reset_password", () => {
  it("answers an existing and an unknown e-mail the same, and mails only the existing one", async () => {
    const existing = await server.request("POST", "/v1/reset_password", { body: { email: "Viewer@Example.com" } });
    const unknown = await server.request("POST", "/v1/reset_password", { body: { email: "nobody@example.com" } });
    expect(existing.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(v.parse(ResetPasswordResponse, existing.json)).toEqual({ data: { message: RESET_PASSWORD_ANSWER } });
    expect(unknown.json).toEqual(existing.json);

    const mail = await server.db.selectFrom("mail_outbox").selectAll().execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.recipient).toBe("viewer@example.com");
    expect(mail[0]!.created_at).toBe(server.now().toISOString());

    // The mail carries the token; the database only its hash, valid for one hour.
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail[0]!.body)?.[1];
    expect(token).toBeDefined();
    const resets = await server.db.selectFrom("password_resets").selectAll().execute();
    expect(resets).toHaveLength(1);
    expect(resets[0]!.user_id).toBe(await server.userId("viewer"));
    expect(resets[0]!.token_hash).toBe(hashToken(token!));
    expect(resets[0]!.expires_at).toBe(new Date(server.now().getTime() + 60 * 60 * 1000).toISOString());
  });

  it("sends no mail to a blocked account but answers the same", async () => {
    const answer = await server.request("POST", "/v1/reset_password", { body: { email: "blocked@example.com" } });
    expect(answer.status).toBe(200);
    expect(v.parse(ResetPasswordResponse, answer.json).data.message).toBe(RESET_PASSWORD_ANSWER);
    expect(await server.db.selectFrom("mail_outbox").select("id").execute()).toHaveLength(0);
  });
});

describe("POST /v1/reset_password/confirm", () => {
  /** Asks for a reset and reads the token from the mail, as the user would from the link. */
  async function mailedToken(email = "viewer@example.com"): Promise<string> {
    await server.request("POST", "/v1/reset_password", { body: { email } });
    const mail = await server.db.selectFrom("mail_outbox").select("body").orderBy("id", "desc").executeTakeFirstOrThrow();
    return /token=([A-Za-z0-9_-]+)/.exec(mail.body)![1]!;
  }
  const confirm = (token: string, password: string, password_confirmation = password) =>
    server.request("POST", "/v1/reset_password/confirm", { body: { token, password, password_confirmation } });

  it("sets the new password, signs the user out everywhere, and the link works once", async () => {
    const oldSession = await server.login("viewer");
    const token = await mailedToken();
    const answer = await confirm(token, "a-new-password");
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ data: { password_changed: true } });

    expect((await server.request("GET", "/v1/current-seller", { token: oldSession })).status).toBe(401);
    const withOld = await server.request("POST", "/v1/login", { body: loginBody("viewer@example.com", DEMO_PASSWORD) });
    expect(withOld.status).toBe(401);
    const withNew = await server.request("POST", "/v1/login", { body: loginBody("viewer@example.com", "a-new-password") });
    expect(withNew.status).toBe(200);

    const again = await confirm(token, "yet-another-password");
    expect(again.status).toBe(422);
    expect(again.json).toEqual({ messages: [{ base: ["This reset link is not valid or has expired. Ask for a new one."] }] });
  });

  it("refuses a confirmation that differs and a password that is too short, changing nothing", async () => {
    const token = await mailedToken();
    const differs = await confirm(token, "a-new-password", "another-password");
    expect(differs.status).toBe(422);
    expect(differs.json).toEqual({ messages: [{ password_confirmation: ["Password and confirmation must match"] }] });
    const short = await confirm(token, "short");
    expect(short.status).toBe(422);
    expect(short.json).toEqual({ messages: [{ password: ["Must have at least 8 characters"] }] });
    // The link still works after the refusals.
    expect((await confirm(token, "a-new-password")).status).toBe(200);
  });

  it("refuses a link older than one hour and an unknown one", async () => {
    const token = await mailedToken();
    server.advance(60 * 60 * 1000 + 1);
    expect((await confirm(token, "a-new-password")).status).toBe(422);
    expect((await confirm("x".repeat(43), "a-new-password")).status).toBe(422);
    const stillOld = await server.request("POST", "/v1/login", { body: loginBody("viewer@example.com", DEMO_PASSWORD) });
    expect(stillOld.status).toBe(200);
  });

  it("keeps one valid link per user: a new request replaces the open one", async () => {
    const first = await mailedToken();
    const second = await mailedToken();
    expect((await confirm(first, "a-new-password")).status).toBe(422);
    const open = await server.db.selectFrom("password_resets").select("id").where("used_at", "is", null).execute();
    expect(open).toHaveLength(1);
    expect((await confirm(second, "a-new-password")).status).toBe(200);
  });

  it("keeps one valid link when two requests race", async () => {
    await Promise.all([0, 1].map(() => server.request("POST", "/v1/reset_password", { body: { email: "viewer@example.com" } })));
    const mails = await server.db.selectFrom("mail_outbox").select("body").orderBy("id").execute();
    expect(mails).toHaveLength(2);
    const tokens = mails.map((m) => /token=([A-Za-z0-9_-]+)/.exec(m.body)![1]!);
    const statuses = [];
    for (const token of tokens) statuses.push((await confirm(token, "a-new-password")).status);
    expect(statuses.sort()).toEqual([200, 422]);
  });

  it("lets only one of two racing confirmations change the password, and the winner's password is the one", async () => {
    const token = await mailedToken();
    const [a, b] = await Promise.all([confirm(token, "password-of-a"), confirm(token, "password-of-b")]);
    expect([a.status, b.status].sort()).toEqual([200, 422]);
    const winner = a.status === 200 ? "password-of-a" : "password-of-b";
    const loser = a.status === 200 ? "password-of-b" : "password-of-a";
    expect((await server.request("POST", "/v1/login", { body: loginBody("viewer@example.com", loser) })).status).toBe(401);
    expect((await server.request("POST", "/v1/login", { body: loginBody("viewer@example.com", winner) })).status).toBe(200);
  });
});

describe("reset limits and purging", () => {
  it("refuses a sixth reset mail from one address within its minute with 429", async () => {
    for (let i = 0; i < 5; i++) expect((await server.request("POST", "/v1/reset_password", { body: { email: `nobody${i}@example.com` }, address: "203.0.113.30" })).status).toBe(200);
    const sixth = await server.request("POST", "/v1/reset_password", { body: { email: "viewer@example.com" }, address: "203.0.113.30" });
    expect(sixth.status).toBe(429);
    expect(v.parse(ErrorBody, sixth.json).messages).toEqual([SIGN_IN_MESSAGES.tooManyResets]);
    expect(await server.db.selectFrom("mail_outbox").select("id").execute()).toHaveLength(0);
  });

  it("deletes reset mails once their link has expired, with the other old rows", async () => {
    await server.request("POST", "/v1/reset_password", { body: { email: "viewer@example.com" } });
    server.advance(RESET_TOKEN_TTL_MS - 1000);
    await purgeExpiredRecords(server.deps);
    expect(await server.db.selectFrom("mail_outbox").select("id").execute()).toHaveLength(1);
    server.advance(1000);
    await purgeExpiredRecords(server.deps);
    expect(await server.db.selectFrom("mail_outbox").select("id").execute()).toHaveLength(0);
  });
});
