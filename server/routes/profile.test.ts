import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { LoginResponse, PASSWORDS_DIFFER } from "../../src/api/schemas/auth";
import { ErrorBody } from "../../src/api/schemas/common";
import { ChangePasswordResponse, PROFILE_MESSAGES, ProfileResponse } from "../../src/api/schemas/profile";
import { ACCOUNT_FAILURE_LIMIT } from "../auth/sign-in-limit";
import { DEMO_PASSWORD } from "../seed/demo";
import { serverPerTest } from "../testing/test-server";

const server = serverPerTest();
const NEW_PASSWORD = "a-new-password-1";

const messagesOf = (json: unknown) => v.parse(ErrorBody, json).messages;
const signIn = (email: string, password: string) => server.request("POST", "/v1/login", { body: { email, password, platform: "nb" } });
const changePassword = (token: string, body: Record<string, string>) => server.request("PUT", "/v1/user_email_password", { token, body });
const userRow = async (key: "viewer" | "operation") =>
  server.db.selectFrom("users").select(["name", "email", "language"]).where("id", "=", await server.userId(key)).executeTakeFirstOrThrow();

describe("PUT /v1/users (the signed-in user's own profile)", () => {
  it("changes the user's own name, e-mail (kept lower-cased) and language, and sign-in then uses the new e-mail", async () => {
    const token = await server.login("viewer");
    const id = await server.userId("viewer");
    const answer = await server.request("PUT", "/v1/users", { token, body: { name: "  Vera Vieira ", email: "Vera.Vieira@Example.com", language: 2 } });

    expect(answer.status).toBe(200);
    expect(v.parse(ProfileResponse, answer.json).data).toEqual({ id, name: "Vera Vieira", email: "vera.vieira@example.com", language: 2 });
    const row = await server.db.selectFrom("users").select(["name", "email", "language"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toEqual({ name: "Vera Vieira", email: "vera.vieira@example.com", language: 2 });
    const again = await signIn("vera.vieira@example.com", DEMO_PASSWORD);
    expect(v.parse(LoginResponse, again.json).data.user).toMatchObject({ name: "Vera Vieira", language: 2 });
  });

  it("refuses an e-mail another account uses (of another seller too), on the field, and changes nothing", async () => {
    const token = await server.login("viewer");
    for (const email of ["operation@example.com", "ADMIN@other.example.com"]) {
      const answer = await server.request("PUT", "/v1/users", { token, body: { name: "Vera", email, language: 0 } });
      expect(answer.status).toBe(422);
      expect(messagesOf(answer.json)).toEqual([{ email: [PROFILE_MESSAGES.emailTaken] }]);
    }
    expect(await userRow("viewer")).toEqual({ name: "Vera Viewer", email: "viewer@example.com", language: 0 });
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

  it("counts wrong current passwords with failed sign-ins: past the limit it answers 429 with Retry-After, even for the right one", async () => {
    const token = await server.login("operation");
    const wrong = { current_password: "wrong-password", password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i += 1) expect((await changePassword(token, wrong)).status).toBe(422);

    const refused = await changePassword(token, { ...wrong, current_password: DEMO_PASSWORD });
    expect(refused.status).toBe(429);
    expect(messagesOf(refused.json)).toEqual([PROFILE_MESSAGES.tooManyWrongPasswords]);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);

    // The window passes: the right password works again.
    server.advance(15 * 60_000);
    expect((await changePassword(token, { ...wrong, current_password: DEMO_PASSWORD })).status).toBe(200);
  });
});
