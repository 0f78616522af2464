import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { LoginResponse } from "../../src/api/schemas/auth";
import { ErrorBody } from "../../src/api/schemas/common";
import { RemovedUserResponse, SellerUserListResponse, SellerUserResponse, USER_MESSAGES } from "../../src/api/schemas/seller-users";
import { WRONG_CREDENTIALS } from "../auth/sign-in";
import { TERMS_VERSION } from "../../src/domain/terms";
import { DEMO_PASSWORD } from "../seed/demo";
import { purgeExpiredRecords } from "../maintenance";
import { INVITATION_MAIL_SUBJECT, INVITATION_TTL_MS } from "../users/invitations";
import { type DemoUserKey, serverPerTest } from "../testing/test-server";

const server = serverPerTest();

const GROUP = { admin: 1, operation: 2, viewer: 3 } as const;
const NEW_PASSWORD = "a-new-long-password";

const messagesOf = (json: unknown) => v.parse(ErrorBody, json).messages;
const signIn = (email: string, password = DEMO_PASSWORD) => server.request("POST", "/v1/login", { body: { email, password, platform: "nb" } });

async function invite(token: string, body: Record<string, unknown> = {}) {
  return server.request("POST", "/v1/users", { token, body: { name: "Nina New", email: "nina@example.com", group_id: GROUP.operation, ...body } });
}

/** The token of the newest mail to that address, as the user reads it from the link. */
async function mailedToken(recipient: string): Promise<{ token: string; subject: string }> {
  const mail = await server.db.selectFrom("mail_outbox").select(["body", "subject"]).where("recipient", "=", recipient).orderBy("id", "desc").executeTakeFirstOrThrow();
  return { token: /token=([A-Za-z0-9_-]+)/.exec(mail.body)![1]!, subject: mail.subject };
}

const choosePassword = (token: string, password = NEW_PASSWORD) =>
  server.request("POST", "/v1/reset_password/confirm", { body: { token, password, password_confirmation: password } });

const update = (token: string, id: number, body: Record<string, unknown>) => server.request("PUT", `/v1/users/${id}`, { token, body });

describe("GET /v1/users", () => {
  it("lists the seller's users by name, for every group of the seller, never another seller's", async () => {
    for (const key of ["admin", "operation", "viewer"] as const) {
      const answer = await server.request("GET", "/v1/users", { token: await server.login(key) });
      expect(answer.status).toBe(200);
      const list = v.parse(SellerUserListResponse, answer.json).data;
      expect(list.elements.map((u) => u.name)).toEqual(["Ana Admin", "Bruno Blocked", "Nina Newcomer", "Otto Operation", "Vera Viewer"]);
      expect(list.count).toBe(5);
      // Who accepted the current terms (decision 053): every demo user but the newcomer.
      expect(list.elements.filter((u) => u.terms_accepted_at === null).map((u) => u.name)).toEqual(["Nina Newcomer"]);
    }
    const other = v.parse(SellerUserListResponse, (await server.request("GET", "/v1/users", { token: await server.login("otherAdmin") })).json).data;
    expect(other.elements.map((u) => u.email)).toEqual(["admin@other.example.com"]);
  });

  it("filters by name, e-mail, group and blocked, and pages", async () => {
    const token = await server.login("viewer");
    const names = async (query: string) => v.parse(SellerUserListResponse, (await server.request("GET", `/v1/users?${query}`, { token })).json).data;
    expect((await names("name=OTTO")).elements.map((u) => u.name)).toEqual(["Otto Operation"]);
    expect((await names("email=viewer@")).elements.map((u) => u.name)).toEqual(["Vera Viewer"]);
    expect((await names(`group_id=${GROUP.operation}`)).elements.map((u) => u.name)).toEqual(["Bruno Blocked", "Otto Operation"]);
    expect((await names("blocked=true")).elements.map((u) => u.name)).toEqual(["Bruno Blocked"]);
    const page = await names("limit=2&offset=3");
    expect(page.elements.map((u) => u.name)).toEqual(["Otto Operation", "Vera Viewer"]);
    expect(page.count).toBe(5);
    expect(page.ids).toHaveLength(5);
    expect((await server.request("GET", "/v1/users?blocked=maybe", { token })).status).toBe(422);
  });

  it("shows one user of the seller; another seller's user is 404", async () => {
    const token = await server.login("operation");
    const viewer = v.parse(SellerUserResponse, (await server.request("GET", `/v1/users/${await server.userId("viewer")}`, { token })).json).data;
    expect(viewer).toMatchObject({ name: "Vera Viewer", email: "viewer@example.com", group: "seller-viewer", blocked: false, can_overpack: expect.any(Boolean), invitation_pending: false });
    expect((await server.request("GET", `/v1/users/${await server.userId("otherAdmin")}`, { token })).status).toBe(404);
  });
});

describe("the role matrix on the writes", () => {
  it("refuses Seller Operation and Seller Viewer every write with 403, changing nothing", async () => {
    const viewerId = await server.userId("viewer");
    for (const key of ["operation", "viewer"] as const) {
      const token = await server.login(key);
      expect((await invite(token)).status).toBe(403);
      expect((await update(token, viewerId, { blocked: true })).status).toBe(403);
      expect((await update(token, viewerId, { name: "Changed" })).status).toBe(403);
      expect((await server.request("DELETE", `/v1/users/${viewerId}`, { token })).status).toBe(403);
      expect((await server.request("POST", `/v1/users/${viewerId}/invitation`, { token })).status).toBe(403);
    }
    const row = await server.db.selectFrom("users").select(["name", "blocked", "removed_at"]).where("id", "=", viewerId).executeTakeFirstOrThrow();
    expect(row).toEqual({ name: "Vera Viewer", blocked: 0, removed_at: null });
    expect(await server.db.selectFrom("users").select("id").where("email", "=", "nina@example.com").execute()).toHaveLength(0);
  });

  it("answers an admin of another seller 404 on each of this seller's users, changing nothing", async () => {
    const token = await server.login("otherAdmin");
    const viewerId = await server.userId("viewer");
    expect((await update(token, viewerId, { blocked: true })).status).toBe(404);
    expect((await server.request("DELETE", `/v1/users/${viewerId}`, { token })).status).toBe(404);
    expect((await server.request("POST", `/v1/users/${viewerId}/invitation`, { token })).status).toBe(404);
    expect((await signIn("viewer@example.com")).status).toBe(200);
  });

  it("lets the admin edit another user: name, group and can_overpack; the sign-in e-mail only of an invited user, who gets a new invitation", async () => {
    const token = await server.login("admin");
    const id = await server.userId("operation");
    const answer = await update(token, id, { name: "Otto Renamed", email: "operation@example.com", group_id: GROUP.viewer, can_overpack: false });
    expect(answer.status).toBe(200);
    expect(v.parse(SellerUserResponse, answer.json).data).toMatchObject({ name: "Otto Renamed", email: "operation@example.com", group: "seller-viewer", group_id: GROUP.viewer, can_overpack: false });
    const session = v.parse(LoginResponse, (await signIn("operation@example.com")).json).data.user;
    expect(session).toMatchObject({ group: "seller-viewer", can_overpack: false });

    // A colleague's sign-in e-mail: only through their own profile (decision 068).
    const moved = await update(token, id, { email: "Otto@Example.com" });
    expect(moved.status).toBe(422);
    expect(messagesOf(moved.json)).toEqual([{ email: [USER_MESSAGES.ownEmailOnly] }]);
    expect((await signIn("otto@example.com")).status).toBe(401);

    // An invited user's address is corrected, and the invitation goes to the new one only.
    const invited = v.parse(SellerUserResponse, (await invite(token, { email: "nina@exmaple.com" })).json).data;
    const old = await mailedToken("nina@exmaple.com");
    const fixed = await update(token, invited.id, { email: "Nina@Example.com" });
    expect(fixed.status).toBe(200);
    expect(v.parse(SellerUserResponse, fixed.json).data.email).toBe("nina@example.com");
    expect((await choosePassword(old.token)).status).toBe(422);
    expect((await choosePassword((await mailedToken("nina@example.com")).token)).status).toBe(200);
  });

  it("refuses an e-mail another user has and a group that does not exist", async () => {
    const token = await server.login("admin");
    const id = await server.userId("operation");
    const invited = v.parse(SellerUserResponse, (await invite(token)).json).data;
    const taken = await update(token, invited.id, { email: "admin@other.example.com" });
    expect(taken.status).toBe(422);
    expect(messagesOf(taken.json)).toEqual([{ email: [USER_MESSAGES.emailTaken] }]);
    const group = await update(token, id, { group_id: 99 });
    expect(group.status).toBe(422);
    expect(messagesOf(group.json)).toEqual([{ group_id: [USER_MESSAGES.unknownGroup] }]);
    expect((await invite(token, { email: "viewer@example.com" })).status).toBe(422);
  });
});

describe("the last admin and oneself", () => {
  it("refuses demoting the seller's last active admin, in words the app translates", async () => {
    const token = await server.login("admin");
    const adminId = await server.userId("admin");
    const demote = await update(token, adminId, { group_id: GROUP.operation });
    expect(demote.status).toBe(422);
    expect(messagesOf(demote.json)).toEqual([{ base: [USER_MESSAGES.lastAdmin] }]);
    expect((await server.request("GET", "/v1/current-user-group", { token })).status).toBe(200);
    const row = await server.db.selectFrom("users").select("group_id").where("id", "=", adminId).executeTakeFirstOrThrow();
    expect(row.group_id).toBe(GROUP.admin);
  });

  it("lets an admin step down once another active admin exists, and then that one is the last", async () => {
    const token = await server.login("admin");
    const adminId = await server.userId("admin");
    const operationId = await server.userId("operation");
    expect((await update(token, operationId, { group_id: GROUP.admin })).status).toBe(200);
    expect((await update(token, adminId, { group_id: GROUP.operation })).status).toBe(200);
    // Ana is no admin any more: her next write is refused.
    expect((await update(token, operationId, { group_id: GROUP.viewer })).status).toBe(403);
    const otto = await server.login("operation");
    const refused = await server.request("DELETE", `/v1/users/${operationId}`, { token: otto });
    expect(refused.status).toBe(422);
    expect(messagesOf(refused.json)).toEqual([{ base: [USER_MESSAGES.selfRemove] }]);
  });

  it("lets only one of two admins demoting each other at the same moment through", async () => {
    const ana = await server.login("admin");
    const adminId = await server.userId("admin");
    const operationId = await server.userId("operation");
    expect((await update(ana, operationId, { group_id: GROUP.admin })).status).toBe(200);
    const otto = await server.login("operation");
    const answers = await Promise.all([update(ana, operationId, { group_id: GROUP.viewer }), update(otto, adminId, { group_id: GROUP.viewer })]);
    // One wins. The other is refused as the last admin (422), or, when the winner's change is
    // already committed before its request is even signed in, as no admin any more (403).
    const [won, lost] = answers.map((a) => a.status).sort();
    expect(won).toBe(200);
    expect([403, 422]).toContain(lost);
    const admins = await server.db.selectFrom("users").select("id").where("seller_id", "=", 1).where("group_id", "=", GROUP.admin).execute();
    expect(admins).toHaveLength(1);
  });

  it("does not count an invited admin who has not chosen a password, nor a blocked one", async () => {
    const token = await server.login("admin");
    const created = v.parse(SellerUserResponse, (await invite(token, { group_id: GROUP.admin })).json).data;
    expect(created.invitation_pending).toBe(true);
    const answer = await update(token, await server.userId("admin"), { group_id: GROUP.viewer });
    expect(answer.status).toBe(422);
    expect(messagesOf(answer.json)).toEqual([{ base: [USER_MESSAGES.lastAdmin] }]);
  });

  it("refuses an admin blocking or removing themself", async () => {
    const token = await server.login("admin");
    const adminId = await server.userId("admin");
    await update(token, await server.userId("operation"), { group_id: GROUP.admin });
    const block = await update(token, adminId, { blocked: true });
    expect(block.status).toBe(422);
    expect(messagesOf(block.json)).toEqual([{ base: [USER_MESSAGES.selfBlock] }]);
    const remove = await server.request("DELETE", `/v1/users/${adminId}`, { token });
    expect(remove.status).toBe(422);
    expect(messagesOf(remove.json)).toEqual([{ base: [USER_MESSAGES.selfRemove] }]);
    expect((await server.request("GET", "/v1/users", { token })).status).toBe(200);
  });
});

describe("blocking and unblocking", () => {
  it("ends the blocked user's sessions at once; signing in is refused as a wrong password; unblocking restores it", async () => {
    const admin = await server.login("admin");
    const viewerToken = await server.login("viewer");
    const viewerId = await server.userId("viewer");
    expect((await server.request("GET", "/v1/users", { token: viewerToken })).status).toBe(200);

    const blocked = await update(admin, viewerId, { blocked: true });
    expect(v.parse(SellerUserResponse, blocked.json).data.blocked).toBe(true);
    expect((await server.request("GET", "/v1/users", { token: viewerToken })).status).toBe(401);
    // Answered as a wrong password (decision 068): nobody learns that the password was right.
    const refused = await signIn("viewer@example.com");
    expect(refused.status).toBe(401);
    expect(messagesOf(refused.json)).toEqual([WRONG_CREDENTIALS]);

    expect((await update(admin, viewerId, { blocked: false })).status).toBe(200);
    const again = await signIn("viewer@example.com");
    expect(again.status).toBe(200);
    // The old session stays ended: unblocking gives no token back.
    expect((await server.request("GET", "/v1/users", { token: viewerToken })).status).toBe(401);
  });

  it("lets an admin block another admin, and then refuses demoting the one left", async () => {
    // Oscar, the other seller's only admin, invites a second admin, who then blocks Oscar.
    const oscar = await server.login("otherAdmin");
    const created = v.parse(SellerUserResponse, (await invite(oscar, { email: "second@other.example.com", group_id: GROUP.admin })).json).data;
    const { token } = await mailedToken("second@other.example.com");
    expect((await choosePassword(token)).status).toBe(200);
    const second = v.parse(LoginResponse, (await signIn("second@other.example.com", NEW_PASSWORD)).json).data.user.auth_token;
    // A new user accepts the terms before anything else (decision 068).
    expect((await server.request("POST", "/v1/terms/acceptance", { token: second, body: { version: TERMS_VERSION } })).status).toBe(200);
    expect((await update(second, await server.userId("otherAdmin"), { blocked: true })).status).toBe(200);
    const last = await update(second, created.id, { group_id: GROUP.viewer });
    expect(last.status).toBe(422);
    expect(messagesOf(last.json)).toEqual([{ base: [USER_MESSAGES.lastAdmin] }]);
  });
});

describe("invitations", () => {
  it("invites a new user by mail; they cannot sign in until they choose a password through the single-use link", async () => {
    const admin = await server.login("admin");
    const answer = await invite(admin, { can_overpack: true });
    expect(answer.status).toBe(201);
    const created = v.parse(SellerUserResponse, answer.json).data;
    expect(created).toMatchObject({ name: "Nina New", email: "nina@example.com", group: "seller-operation", can_overpack: true, blocked: false, invitation_pending: true });

    const { token, subject } = await mailedToken("nina@example.com");
    expect(subject).toBe(INVITATION_MAIL_SUBJECT);
    const link = await server.db.selectFrom("password_resets").select("expires_at").where("user_id", "=", created.id).executeTakeFirstOrThrow();
    expect(link.expires_at).toBe(new Date(server.now().getTime() + INVITATION_TTL_MS).toISOString());

    // No password yet: every password is wrong, with the answer an unknown address gets.
    const before = await signIn("nina@example.com", "invited");
    expect(before.status).toBe(401);
    expect(messagesOf(before.json)).toEqual([WRONG_CREDENTIALS]);

    // Days later (within the week) the link still works, once.
    server.advance(3 * 24 * 60 * 60 * 1000);
    expect((await choosePassword(token)).status).toBe(200);
    expect((await choosePassword(token, "another-long-password")).status).toBe(422);
    const signedIn = await signIn("nina@example.com", NEW_PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(v.parse(LoginResponse, signedIn.json).data.user).toMatchObject({ name: "Nina New", group: "seller-operation", can_overpack: true });
    const shown = v.parse(SellerUserResponse, (await server.request("GET", `/v1/users/${created.id}`, { token: admin })).json).data;
    expect(shown.invitation_pending).toBe(false);
  });

  it("resends an invitation with a new link that replaces the old one, and refuses it once accepted", async () => {
    const admin = await server.login("admin");
    const created = v.parse(SellerUserResponse, (await invite(admin)).json).data;
    const first = await mailedToken("nina@example.com");
    const resent = await server.request("POST", `/v1/users/${created.id}/invitation`, { token: admin });
    expect(resent.status).toBe(200);
    const second = await mailedToken("nina@example.com");
    expect(second.token).not.toBe(first.token);
    expect((await choosePassword(first.token)).status).toBe(422);
    expect((await choosePassword(second.token)).status).toBe(200);
    const again = await server.request("POST", `/v1/users/${created.id}/invitation`, { token: admin });
    expect(again.status).toBe(409);
    expect(messagesOf(again.json)).toEqual([USER_MESSAGES.notPending]);
  });

  it("lets an invitation expire after a week, and its mail (the link in clear text) is deleted then, not before", async () => {
    const admin = await server.login("admin");
    await invite(admin);
    const { token } = await mailedToken("nina@example.com");
    const invitationMails = async () => (await server.db.selectFrom("mail_outbox").select("id").where("subject", "=", INVITATION_MAIL_SUBJECT).execute()).length;
    server.advance(INVITATION_TTL_MS - 60_000);
    await purgeExpiredRecords(server.deps);
    expect(await invitationMails()).toBe(1);
    server.advance(60_000 + 1000);
    expect((await choosePassword(token)).status).toBe(422);
    await purgeExpiredRecords(server.deps);
    expect(await invitationMails()).toBe(0);
  });
});

describe("DELETE /v1/users/{id}", () => {
  it("removes a user softly: signed out, not listed, cannot sign in; the row stays for the history; the address can be invited again", async () => {
    const admin = await server.login("admin");
    const otto = await server.login("operation");
    const ottoId = await server.userId("operation");
    const answer = await server.request("DELETE", `/v1/users/${ottoId}`, { token: admin });
    expect(answer.status).toBe(200);
    expect(v.parse(RemovedUserResponse, answer.json).data).toEqual({ id: ottoId });

    expect((await server.request("GET", "/v1/users", { token: otto })).status).toBe(401);
    expect((await signIn("operation@example.com")).status).toBe(401);
    expect((await server.request("GET", `/v1/users/${ottoId}`, { token: admin })).status).toBe(404);
    const list = v.parse(SellerUserListResponse, (await server.request("GET", "/v1/users", { token: admin })).json).data;
    expect(list.elements.map((u) => u.name)).not.toContain("Otto Operation");
    // The row stays for the history.
    const row = await server.db.selectFrom("users").select(["name", "removed_email", "removed_at"]).where("id", "=", ottoId).executeTakeFirstOrThrow();
    expect(row).toEqual({ name: "Otto Operation", removed_email: "operation@example.com", removed_at: server.now().toISOString() });
    expect((await server.request("DELETE", `/v1/users/${ottoId}`, { token: admin })).status).toBe(404);
    expect((await invite(admin, { email: "operation@example.com" })).status).toBe(201);
  });
});

describe("the role matrix, route by route", () => {
  const cases: { key: DemoUserKey; reads: number; writes: number }[] = [
    { key: "admin", reads: 200, writes: 200 },
    { key: "operation", reads: 200, writes: 403 },
    { key: "viewer", reads: 200, writes: 403 },
    { key: "otherAdmin", reads: 404, writes: 404 },
  ];
  for (const { key, reads, writes } of cases) {
    it(`answers ${key}: reading a user ${reads}, changing one ${writes}`, async () => {
      const token = await server.login(key);
      const viewerId = await server.userId("viewer");
      expect((await server.request("GET", `/v1/users/${viewerId}`, { token })).status).toBe(reads);
      expect((await update(token, viewerId, { can_overpack: true })).status).toBe(writes);
    });
  }
});
