import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { LoginResponse, PASSWORDS_DIFFER } from "../../src/api/schemas/auth";
import { ErrorBody } from "../../src/api/schemas/common";
import { ChangePasswordResponse, PROFILE_MESSAGES, ProfileResponse } from "../../src/api/schemas/profile";
import { TERMS_VERSION } from "../../src/domain/terms";
import { ACCOUNT_FAILURE_LIMIT } from "../auth/sign-in-limit";
import { CURRENT_PASSWORD_LIMIT } from "../profile/current-password";
import { MAILS_PER_RECIPIENT, MAILS_PER_USER } from "../limits/mail-limit";
import { NOTICE_MAIL_SUBJECT, TAKEN_MAIL_SUBJECT } from "../profile/email-change";
import { DEMO_PASSWORD } from "../seed/demo";
import { serverPerTest } from "../testing/test-server";

const server = serverPerTest();
const NEW_PASSWORD = "a-new-password-1";

const messagesOf = (json: unknown) => v.parse(ErrorBody, json).messages;
const signIn = (email: string, password: string) => server.request("POST", "/v1/login", { body: { email, password, platform: "nb" } });
const changePassword = (token: string, body: Record<string, string>) => server.request("PUT", "/v1/user_email_password", { token, body });
const saveProfile = (token: string, body: Record<string, unknown>) => server.request("PUT", "/v1/users", { token, body });
const confirm = (token: string) => server.request("POST", "/v1/email_change/confirm", { body: { token } });
const mailTo = async (recipient: string) =>
  server.db.selectFrom("mail_outbox").select(["subject", "body"]).where("recipient", "=", recipient).orderBy("id", "desc").executeTakeFirstOrThrow();
const tokenIn = (body: string) => /token=([A-Za-z0-9_-]+)/.exec(body)![1]!;
const userRow = async (key: "viewer" | "operation") =>
  server.db.selectFrom("users").select(["name", "email", "language"]).where("id", "=", await server.userId(key)).executeTakeFirstOrThrow();

describe("PUT /v1/users (the signed-in user's own profile)", () => {
  it("changes name and language at once; a new e-mail waits for the new address to confirm it, while the old one signs in", async () => {
    const token = await server.login("viewer");
    const id = await server.userId("viewer");
    const answer = await saveProfile(token, { name: "  Vera Vieira ", email: "Vera.Vieira@Example.com", language: 2, current_password: DEMO_PASSWORD });

    expect(answer.status).toBe(200);
    expect(v.parse(ProfileResponse, answer.json).data).toEqual({ id, name: "Vera Vieira", email: "viewer@example.com", language: 2, pending_email: "vera.vieira@example.com" });
    expect(await userRow("viewer")).toEqual({ name: "Vera Vieira", email: "viewer@example.com", language: 2 });
    expect((await signIn("vera.vieira@example.com", DEMO_PASSWORD)).status).toBe(401);
    expect((await signIn("viewer@example.com", DEMO_PASSWORD)).status).toBe(200);
    // The old address is told, through the server's mail outbox.
    expect((await mailTo("viewer@example.com")).subject).toBe(NOTICE_MAIL_SUBJECT);
    expect((await mailTo("viewer@example.com")).body).toContain("vera.vieira@example.com");

    const confirmed = await confirm(tokenIn((await mailTo("vera.vieira@example.com")).body));
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toEqual({ data: { email_changed: true, id, email: "vera.vieira@example.com" } });
    expect(await server.db.selectFrom("users").select(["name", "email", "language"]).where("id", "=", id).executeTakeFirstOrThrow()).toEqual({ name: "Vera Vieira", email: "vera.vieira@example.com", language: 2 });
    expect(v.parse(LoginResponse, (await signIn("vera.vieira@example.com", DEMO_PASSWORD)).json).data.user).toMatchObject({ name: "Vera Vieira", language: 2 });
    expect((await signIn("viewer@example.com", DEMO_PASSWORD)).status).toBe(401);
    // The link works once.
    expect((await confirm(tokenIn((await mailTo("vera.vieira@example.com")).body))).status).toBe(422);
  });

  it("needs the current password for a new e-mail: missing or wrong, nothing changes and nothing is mailed", async () => {
    const token = await server.login("viewer");
    const missing = await saveProfile(token, { name: "Vera", email: "vera@example.com", language: 0 });
    expect(missing.status).toBe(422);
    expect(messagesOf(missing.json)).toEqual([{ current_password: [PROFILE_MESSAGES.currentPasswordNeeded] }]);
    const wrong = await saveProfile(token, { name: "Vera", email: "vera@example.com", language: 0, current_password: "not-it" });
    expect(wrong.status).toBe(422);
    expect(messagesOf(wrong.json)).toEqual([{ current_password: [PROFILE_MESSAGES.wrongCurrentPassword] }]);
    expect(await userRow("viewer")).toEqual({ name: "Vera Viewer", email: "viewer@example.com", language: 0 });
    expect(await server.db.selectFrom("mail_outbox").select("id").where("recipient", "in", ["vera@example.com", "viewer@example.com"]).execute()).toEqual([]);
    expect(await server.db.selectFrom("email_changes").select("id").execute()).toEqual([]);
  });

  it("answers a taken e-mail (of another seller too) exactly like a free one; only the confirmation refuses it", async () => {
    const token = await server.login("viewer");
    const free = await saveProfile(token, { name: "Vera", email: "free@example.com", language: 0, current_password: DEMO_PASSWORD });
    const taken = await saveProfile(token, { name: "Vera", email: "ADMIN@other.example.com", language: 0, current_password: DEMO_PASSWORD });
    expect(taken.status).toBe(free.status);
    const { pending_email: freePending, ...freeRest } = v.parse(ProfileResponse, free.json).data;
    const { pending_email: takenPending, ...takenRest } = v.parse(ProfileResponse, taken.json).data;
    expect([freePending, takenPending]).toEqual(["free@example.com", "admin@other.example.com"]);
    expect(takenRest).toEqual(freeRest);
    // The taken address's mailbox is told, with no link; its account is untouched.
    const mail = await mailTo("admin@other.example.com");
    expect(mail.subject).toBe(TAKEN_MAIL_SUBJECT);
    expect(mail.body).not.toMatch(/token=/);
    expect((await signIn("admin@other.example.com", DEMO_PASSWORD)).status).toBe(200);

    // Taken by someone else between request and confirmation: 409, and nothing changes.
    const again = await saveProfile(token, { name: "Vera", email: "soon-taken@example.com", language: 0, current_password: DEMO_PASSWORD });
    expect(again.status).toBe(200);
    await server.db.updateTable("users").set({ email: "soon-taken@example.com" }).where("id", "=", await server.userId("operation")).execute();
    const late = await confirm(tokenIn((await mailTo("soon-taken@example.com")).body));
    expect(late.status).toBe(409);
    expect(messagesOf(late.json)).toEqual([{ email: [PROFILE_MESSAGES.emailTaken] }]);
    expect((await userRow("viewer")).email).toBe("viewer@example.com");
  });

  it("limits the confirmation mails per user and per address: probing addresses stops at 429 with Retry-After", async () => {
    const viewer = await server.login("viewer");
    const statuses: number[] = [];
    for (let i = 0; i < MAILS_PER_USER + 1; i += 1) {
      statuses.push((await saveProfile(viewer, { name: "Vera", email: `probe-${i}@example.com`, language: 0, current_password: DEMO_PASSWORD })).status);
    }
    expect(statuses).toEqual([...Array<number>(MAILS_PER_USER).fill(200), 429]);
    expect(await server.db.selectFrom("mail_outbox").select("id").where("recipient", "=", `probe-${MAILS_PER_USER}@example.com`).execute()).toEqual([]);

    // One address from several users: at most MAILS_PER_RECIPIENT mails.
    const users = ["operation", "admin", "otherAdmin", "newcomer"] as const;
    const toOne: number[] = [];
    for (const key of users) {
      const token = await server.login(key);
      // The newcomer accepts the terms first (decision 068).
      await server.request("POST", "/v1/terms/acceptance", { token, body: { version: TERMS_VERSION } });
      const answer = await saveProfile(token, { name: "Someone", email: "target@example.com", language: 0, current_password: DEMO_PASSWORD });
      toOne.push(answer.status);
      if (answer.status === 429) expect(Number(answer.headers.get("Retry-After"))).toBeGreaterThan(0);
    }
    expect(toOne).toEqual([...Array<number>(MAILS_PER_RECIPIENT).fill(200), 429]);
    expect(await server.db.selectFrom("mail_outbox").select("id").where("recipient", "=", "target@example.com").execute()).toHaveLength(MAILS_PER_RECIPIENT);
  });

  it("keeps the user's own e-mail, whatever its case", async () => {
    const token = await server.login("viewer");
    const answer = await server.request("PUT", "/v1/users", { token, body: { name: "Vera V.", email: "VIEWER@example.com", language: 1 } });
    expect(answer.status).toBe(200);
    expect(await userRow("viewer")).toEqual({ name: "Vera V.", email: "viewer@example.com", language: 1 });
  });

  it("refuses a blank name, a malformed e-mail and an unknown language, each on its field", async () => {
    const token = await server.login("viewer");
    const answer = await server.request("PUT", "/v1/users", { token, body: { name: "  ", email: "not-an-email", language: 7 } });
    expect(answer.status).toBe(422);
    expect(JSON.stringify(messagesOf(answer.json))).toContain("Can't be blank");
    expect(JSON.stringify(messagesOf(answer.json))).toContain("Invalid E-mail");
    expect(JSON.stringify(messagesOf(answer.json))).toContain("Must be 0, 1 or 2");
    expect(await userRow("viewer")).toEqual({ name: "Vera Viewer", email: "viewer@example.com", language: 0 });
  });

  it("needs a signed-in user", async () => {
    const answer = await server.request("PUT", "/v1/users", { body: { name: "X", email: "x@example.com", language: 0 } });
    expect(answer.status).toBe(401);
  });
});

describe("PUT /v1/user_email_password", () => {
  it("changes the password: the old one no longer signs in, the new one does; the user's other sessions end and this one goes on", async () => {
    const current = await server.login("operation");
    const other = await server.login("operation");
    const someoneElse = await server.login("viewer");

    const answer = await changePassword(current, { current_password: DEMO_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });

    expect(answer.status).toBe(200);
    expect(v.parse(ChangePasswordResponse, answer.json).data).toEqual({ password_changed: true, other_sessions_ended: 1 });
    expect((await server.request("GET", "/v1/current-seller", { token: current })).status).toBe(200);
    expect((await server.request("GET", "/v1/current-seller", { token: other })).status).toBe(401);
    expect((await server.request("GET", "/v1/current-seller", { token: someoneElse })).status).toBe(200);
    expect((await signIn("operation@example.com", DEMO_PASSWORD)).status).toBe(401);
    expect((await signIn("operation@example.com", NEW_PASSWORD)).status).toBe(200);
  });

  it("refuses a wrong current password on its field (not a 401: the user stays signed in) and keeps the old password", async () => {
    const token = await server.login("operation");
    const answer = await changePassword(token, { current_password: "not-my-password", password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(answer.status).toBe(422);
    expect(messagesOf(answer.json)).toEqual([{ current_password: [PROFILE_MESSAGES.wrongCurrentPassword] }]);
    expect((await server.request("GET", "/v1/current-seller", { token })).status).toBe(200);
    expect((await signIn("operation@example.com", DEMO_PASSWORD)).status).toBe(200);
  });

  it("refuses a confirmation that differs, and a new password shorter than a reset allows", async () => {
    const token = await server.login("operation");
    const differ = await changePassword(token, { current_password: DEMO_PASSWORD, password: NEW_PASSWORD, password_confirmation: `${NEW_PASSWORD}x` });
    expect(differ.status).toBe(422);
    expect(messagesOf(differ.json)).toEqual([{ password_confirmation: [PASSWORDS_DIFFER] }]);
    const short = await changePassword(token, { current_password: DEMO_PASSWORD, password: "short", password_confirmation: "short" });
    expect(short.status).toBe(422);
    expect(JSON.stringify(messagesOf(short.json))).toContain("Must have at least 8 characters");
    expect((await signIn("operation@example.com", DEMO_PASSWORD)).status).toBe(200);
  });

  it("limits wrong current passwords per user: past the limit it answers 429 with Retry-After, even for the right one", async () => {
    const token = await server.login("operation");
    const wrong = { current_password: "wrong-password", password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    for (let i = 0; i < CURRENT_PASSWORD_LIMIT; i += 1) expect((await changePassword(token, wrong)).status).toBe(422);

    const refused = await changePassword(token, { ...wrong, current_password: DEMO_PASSWORD });
    expect(refused.status).toBe(429);
    expect(messagesOf(refused.json)).toEqual([PROFILE_MESSAGES.tooManyWrongPasswords]);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);

    // The window passes: the right password works again.
    server.advance(15 * 60_000);
    expect((await changePassword(token, { ...wrong, current_password: DEMO_PASSWORD })).status).toBe(200);
  });

  it("is not blocked by strangers' failed sign-ins against the account", async () => {
    const token = await server.login("operation");
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT * 3; i += 1) {
      const failed = await server.request("POST", "/v1/login", { body: { email: "operation@example.com", password: `guess-${i}`, platform: "nb" }, address: `203.0.113.${i + 1}` });
      expect([401, 429]).toContain(failed.status);
    }
    const body = { current_password: DEMO_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    expect((await changePassword(token, body)).status).toBe(200);
    expect((await signIn("operation@example.com", NEW_PASSWORD)).status).not.toBe(401);
  });
});
