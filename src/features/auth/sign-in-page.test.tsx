import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { preloadSignedInScreens, renderApp } from "../../../tests/setup/render-app";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { getSessionUser } from "../../api/session";

const signedIn = demoSessionUser();

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
});
