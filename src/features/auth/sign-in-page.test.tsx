import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { preloadSignedInScreens, renderApp } from "../../../tests/setup/render-app";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { getSessionUser } from "../../api/session";
import { SERVER_BUSY, SIGN_IN_MESSAGES } from "../../api/schemas/auth";
import type { Challenge } from "../../api/schemas/verification";
import { sha256Hex } from "../../domain/sha256";

const signedIn = demoSessionUser();

/** A login challenge as the server makes one, small so that the test solves it at once. */
function loginChallenge(number: number): Challenge {
  const salt = `00ff00ff00ff00ff00ff00ff?action=login&expires=${Math.floor(Date.now() / 1000) + 600}&`;
  return { algorithm: "SHA-256", challenge: sha256Hex(`${salt}${number}`), maxnumber: 50, salt, signature: "b".repeat(64) };
}

const needsCheck = () => json({ messages: [SIGN_IN_MESSAGES.verificationRequired] }, 429, { "Retry-After": "60" });

/** The page's own status line (the app's toast region is a status too). */
const statusSaying = (text: string) => screen.findAllByRole("status").then((all) => all.filter((s) => s.textContent === text));

async function fillAndSubmit(email = "admin@example.com", password = "demo-password") {
  await userEvent.type(screen.getByRole("textbox", { name: "Email" }), email);
  await userEvent.type(screen.getByLabelText("Password", { exact: false }), password);
  await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("the sign-in page", () => {
  beforeAll(preloadSignedInScreens, 120_000);
  afterEach(() => vi.unstubAllGlobals());

  it("asks for both fields before calling the server", async () => {
    stubFetch({});
    await renderApp("/nb-login");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(screen.getAllByText("Can't be blank")).toHaveLength(2);
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveFocus();
  });

  it("refuses a malformed e-mail", async () => {
    stubFetch({});
    await renderApp("/nb-login");
    await userEvent.type(screen.getByRole("textbox", { name: "Email" }), "admin@");
    await userEvent.type(screen.getByLabelText("Password", { exact: false }), "x");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(screen.getByText("Invalid E-mail")).toBeVisible();
  });

  it("says so on wrong credentials and keeps what was typed", async () => {
    stubFetch({ "POST /v1/login": () => json({ messages: ["Wrong e-mail or password."] }, 401) });
    await renderApp("/nb-login");
    await userEvent.type(screen.getByRole("textbox", { name: "Email" }), "admin@example.com");
    await userEvent.type(screen.getByLabelText("Password", { exact: false }), "wrong");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Wrong e-mail or password.");
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveValue("admin@example.com");
  });

  it("tells how long to wait when sign-ins are throttled", async () => {
    stubFetch({ "POST /v1/login": () => json({ messages: ["Too many"] }, 429, { "Retry-After": "42" }) });
    await renderApp("/nb-login");
    await userEvent.type(screen.getByRole("textbox", { name: "Email" }), "admin@example.com");
    await userEvent.type(screen.getByLabelText("Password", { exact: false }), "x");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please wait 42 seconds");
  });

  it("signs in with the platform and lands on the intended page", async () => {
    const { calls } = stubFetch({
      "POST /v1/login": () => json({ data: { user: signedIn } }),
      "GET /v1/my_notifications": () => json({ data: { elements: [], count: 0, ids: [] } }),
    });
    const { router } = await renderApp("/nb-login?intended=%2Fnotifications%2Fnotifications_list");
    await userEvent.type(screen.getByRole("textbox", { name: "Email" }), " admin@example.com ");
    await userEvent.type(screen.getByLabelText("Password", { exact: false }), "demo-password");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    // The shell is its own chunk: the first load in a test transforms it, which takes a while.
    expect(await screen.findByRole("heading", { name: "Notifications", level: 1 }, { timeout: 15_000 })).toBeVisible();
    expect(router.state.location.pathname).toBe("/notifications/notifications_list");
    expect(await calls[0]!.json()).toEqual({ email: "admin@example.com", password: "demo-password", platform: "nb" });
    expect(getSessionUser()?.auth_token).toBe(signedIn.auth_token);
  }, 30_000);

  it("sends a signed-out visitor of a private page to sign in, remembering the page", async () => {
    stubFetch({});
    const { router } = await renderApp("/notifications/notifications_list?page=2");
    await waitFor(() => expect(router.state.location.pathname).toBe("/nb-login"));
    expect(router.state.location.search).toBe("?intended=%2Fnotifications%2Fnotifications_list%3Fpage%3D2");
  });

  it("checks this device by itself when the server asks, says so meanwhile, and signs in", async () => {
    let releaseChallenge!: () => void;
    const challengeHeld = new Promise<void>((resolve) => (releaseChallenge = resolve));
    const logins: unknown[] = [];
    const challenge = loginChallenge(7);
    const { calls } = stubFetch({
      "POST /v1/login": async (request) => {
        const body = (await request.json()) as { verification?: string };
        logins.push(body);
        return body.verification ? json({ data: { user: signedIn } }) : needsCheck();
      },
      "GET /v1/challenge": async () => {
        await challengeHeld;
        return json(challenge);
      },
      "GET /v1/my_notifications": () => json({ data: { elements: [], count: 0, ids: [] } }),
    });
    const { router } = await renderApp("/nb-login?intended=%2Fnotifications%2Fnotifications_list");
    await fillAndSubmit();

    await waitFor(async () => expect(await statusSaying("Checking this device…")).toHaveLength(1));
    expect(screen.getByRole("button", { name: "Sign in" })).toBeDisabled();
    expect(screen.queryByRole("alert")).toBeNull();
    releaseChallenge();

    expect(await screen.findByRole("heading", { name: "Notifications", level: 1 }, { timeout: 15_000 })).toBeVisible();
    expect(router.state.location.pathname).toBe("/notifications/notifications_list");
    const challengeCall = calls.find((c) => new URL(c.url).pathname === "/v1/challenge")!;
    expect(new URL(challengeCall.url).searchParams.get("action")).toBe("login");
    expect(logins).toHaveLength(2);
    const solution = JSON.parse(atob((logins[1] as { verification: string }).verification));
    expect(solution).toEqual({ algorithm: "SHA-256", challenge: challenge.challenge, number: 7, salt: challenge.salt, signature: challenge.signature });
  }, 30_000);

  it("tries a fresh check once when a solution is refused, then says the device could not be checked", async () => {
    const { calls } = stubFetch({
      "POST /v1/login": async (request) =>
        ((await request.json()) as { verification?: string }).verification ? json({ messages: [SIGN_IN_MESSAGES.verificationFailed] }, 403) : needsCheck(),
      "GET /v1/challenge": () => json(loginChallenge(3)),
    });
    await renderApp("/nb-login");
    await fillAndSubmit();
    expect(await screen.findByRole("alert")).toHaveTextContent("This device could not be checked. Please try again.");
    expect(await statusSaying("Checking this device…")).toHaveLength(0);
    expect(calls.map((c) => `${c.method} ${new URL(c.url).pathname}`)).toEqual(["POST /v1/login", "GET /v1/challenge", "POST /v1/login", "GET /v1/challenge", "POST /v1/login"]);
  });

  it("says the server is busy and when to try again", async () => {
    stubFetch({ "POST /v1/login": () => json({ messages: [SERVER_BUSY] }, 503, { "Retry-After": "3" }) });
    await renderApp("/nb-login");
    await fillAndSubmit();
    expect(await screen.findByRole("alert")).toHaveTextContent("The server is busy. Please try again in 3 seconds.");
  });

  it("tells a Portuguese user what happens, in Portuguese", async () => {
    let releaseChallenge!: () => void;
    const challengeHeld = new Promise<void>((resolve) => (releaseChallenge = resolve));
    stubFetch({
      "POST /v1/login": async (request) =>
        ((await request.json()) as { verification?: string }).verification ? json({ messages: [SERVER_BUSY] }, 503, { "Retry-After": "4" }) : needsCheck(),
      "GET /v1/challenge": async () => {
        await challengeHeld;
        return json(loginChallenge(1));
      },
    });
    await renderApp("/nb-login", "pt_BR");
    await userEvent.type(screen.getByRole("textbox", { name: "E-mail" }), "admin@example.com");
    await userEvent.type(screen.getByLabelText("Senha", { exact: false }), "demo-password");
    await userEvent.click(screen.getByRole("button", { name: "Entrar" }));
    await waitFor(async () => expect(await statusSaying("Verificando este dispositivo…")).toHaveLength(1));
    releaseChallenge();
    expect(await screen.findByRole("alert")).toHaveTextContent("O servidor está ocupado. Tente novamente em 4 segundos.");
  });
});
