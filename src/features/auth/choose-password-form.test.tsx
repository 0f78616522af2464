import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { renderApp } from "../../../tests/setup/render-app";

const TOKEN = "t0ken-from-the-mailed-link-0123456789ab";
const link = `/reset_password?token=${TOKEN}`;

/** Opens the link; the reset page is its own chunk, so wait for its heading. */
async function openLink() {
  await renderApp(link);
  await screen.findByRole("heading", { name: "Choose a new password" }, { timeout: 15_000 });
}

async function fill(password: string, confirmation: string) {
  await userEvent.type(screen.getByLabelText(/^New password/), password);
  await userEvent.type(screen.getByLabelText(/^Confirm the new password/), confirmation);
  await userEvent.click(screen.getByRole("button", { name: "Change password" }));
}

describe("choosing a new password from the mailed link", { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("checks the two fields before calling the server", async () => {
    stubFetch({});
    await openLink();
    await fill("short", "short");
    expect(screen.getByText("Must have at least 8 characters")).toBeVisible();
    await userEvent.clear(screen.getByLabelText(/^New password/));
    await fill("a-new-password", "x");
    expect(screen.getByText("Password and confirmation must match")).toBeVisible();
  });

  it("sends the token and the password, then offers to sign in", async () => {
    const { calls } = stubFetch({ "POST /v1/reset_password/confirm": () => json({ data: { password_changed: true } }) });
    await openLink();
    await fill("a-new-password", "a-new-password");
    expect(await screen.findByText(/Your password has been changed\./)).toHaveAttribute("role", "status");
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/nb-login");
    expect(await calls[0]!.json()).toEqual({ token: TOKEN, password: "a-new-password", password_confirmation: "a-new-password" });
  });

  it("says plainly when the link has expired or was used", async () => {
    stubFetch({
      "POST /v1/reset_password/confirm": () => json({ messages: [{ base: ["This reset link is not valid or has expired. Ask for a new one."] }] }, 422),
    });
    await openLink();
    await fill("a-new-password", "a-new-password");
    expect(await screen.findByRole("alert")).toHaveTextContent("This reset link is not valid or has expired.");
    expect(screen.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/reset_password");
  });

  it("greets an invitation (the same link with invitation=1) and says an expired one is the administrator's to resend", async () => {
    stubFetch({
      "POST /v1/reset_password/confirm": () => json({ messages: [{ base: ["This reset link is not valid or has expired. Ask for a new one."] }] }, 422),
    });
    await renderApp(`${link}&invitation=1`);
    await screen.findByRole("heading", { name: "Welcome! Choose your password" }, { timeout: 15_000 });
    await fill("a-new-password", "a-new-password");
    expect(await screen.findByRole("alert")).toHaveTextContent("This invitation link is not valid or has expired. Ask your administrator for a new one.");
  });

  it("says when the server is too busy to set the password, and when to try again", async () => {
    stubFetch({ "POST /v1/reset_password/confirm": () => json({ messages: ["The server is busy. Please try again in a few seconds."] }, 503, { "Retry-After": "2" }) });
    await openLink();
    await fill("a-new-password", "a-new-password");
    expect(await screen.findByRole("alert")).toHaveTextContent("The server is busy. Please try again in 2 seconds.");
  });
});
