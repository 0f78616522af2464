import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { getSessionUser, storeSessionUser } from "../../api/session";
import { activateLocale } from "../i18n";
import { outboxOperation, seedOutbox } from "../../features/sync/testing";
import { ShellProviders, queryClient } from "../../../tests/setup/test-providers";
import { UserMenu } from "./user-menu";

/** `pendingOperations` really wait in the (fake) IndexedDB outbox, as the menu reads them there. */
async function renderMenu(pendingOperations = 0) {
  await seedOutbox(Array.from({ length: pendingOperations }, () => outboxOperation()));
  storeSessionUser(demoSessionUser());
  queryClient.clear();
  await activateLocale("en");
  const router = createMemoryRouter(
    [
      { path: "/", element: <UserMenu /> },
      { path: "/nb-login", element: <p>Sign-in page</p> },
      { path: "/user_profile", element: <p>Profile page</p> },
    ],
    { initialEntries: ["/"] },
  );
  render(
    <ShellProviders>
      <RouterProvider router={router} />
    </ShellProviders>,
  );
  return router;
}

const menuButton = () => screen.getByRole("button", { name: "User menu" });

async function openByKeyboard() {
  await userEvent.tab();
  expect(menuButton()).toHaveFocus();
  await userEvent.keyboard("{Enter}");
  return screen.findByRole("menu");
}

describe("the user menu", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the user's name and opens by keyboard with every item", async () => {
    stubFetch({});
    await renderMenu();
    expect(menuButton()).toHaveTextContent("Ana Admin");
    expect(menuButton()).toHaveAccessibleDescription("Ana Admin");
    const menu = await openByKeyboard();
    const items = within(menu).getAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual(["My profile", "My company", "My contracts", "Terms of service", "Log out", "Version 1.2.5"]);
    expect(within(menu).getByRole("menuitem", { name: "Version 1.2.5" })).toHaveAttribute("aria-disabled", "true");
    expect(within(menu).getByRole("menuitem", { name: "My profile" })).toHaveAttribute("href", "/user_profile");
    expect(within(menu).getByRole("menuitem", { name: "My company" })).toHaveAttribute("href", "/company");
    expect(within(menu).getByRole("menuitem", { name: "My contracts" })).toHaveAttribute("href", "/accounts/contracts");
  });

  it("goes to a page chosen with the arrow keys and Enter", async () => {
    stubFetch({});
    const router = await renderMenu();
    await openByKeyboard();
    await userEvent.keyboard("{Home}{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/user_profile"));
    expect(screen.getByText("Profile page")).toBeVisible();
  });

  it("closes with Escape and gives the focus back to its button", async () => {
    stubFetch({});
    await renderMenu();
    await openByKeyboard();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    expect(menuButton()).toHaveFocus();
  });

  it("opens the terms of service with Close and Download, and closes with Escape or Close", async () => {
    stubFetch({});
    await renderMenu();
    await userEvent.click(menuButton());
    await userEvent.click(await screen.findByRole("menuitem", { name: "Terms of service" }));
    const dialog = await screen.findByRole("dialog", { name: "Terms of service" });
    // The text has a catalog of its own that loads when the dialog opens: wait for it.
    expect(await within(dialog).findByText(/99\.5% availability/, {}, { timeout: 15_000 })).toBeVisible();
    const download = within(dialog).getByRole("link", { name: "Download" });
    expect(download).toHaveAttribute("href", "/terms/terms-of-service.pdf");
    expect(download).toHaveAttribute("download");
    expect(download).toHaveAttribute("target", "_blank");
    expect(within(dialog).getByRole("button", { name: "Close" })).toBeVisible();

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await userEvent.click(menuButton());
    await userEvent.click(await screen.findByRole("menuitem", { name: "Terms of service" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  }, 30_000);

  it("has no terms of service on the platform that hides them", async () => {
    stubFetch({});
    localStorage.setItem("platform", "tiendamia");
    await renderMenu();
    const menu = await openByKeyboard();
    expect(within(menu).queryByRole("menuitem", { name: "Terms of service" })).not.toBeInTheDocument();
    expect(within(menu).getByRole("menuitem", { name: "Log out" })).toBeVisible();
  });

  it("logs out: tells the server, forgets the user and goes to the platform's sign-in", async () => {
    const { calls } = stubFetch({ "POST /v1/logout": () => json({ data: { signed_out: true } }) });
    const router = await renderMenu();
    await userEvent.click(menuButton());
    await userEvent.click(await screen.findByRole("menuitem", { name: "Log out" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/nb-login"));
    expect(calls.map((c) => `${c.method} ${new URL(c.url).pathname}`)).toEqual(["POST /v1/logout"]);
    expect(calls[0]!.headers.get("Authorization")).toBe(`Bearer ${demoSessionUser().auth_token}`);
    expect(getSessionUser()).toBeNull();
    expect(localStorage.getItem("nb-user")).toBeNull();
  });

  it("still signs out on this device when the server cannot be reached", async () => {
    stubFetch({
      "POST /v1/logout": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    const router = await renderMenu();
    await userEvent.click(menuButton());
    await userEvent.click(await screen.findByRole("menuitem", { name: "Log out" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/nb-login"));
    expect(getSessionUser()).toBeNull();
  });

  it("asks first when changes are still waiting to be sent, and Cancel keeps the user signed in", async () => {
    const { calls } = stubFetch({ "POST /v1/logout": () => json({ data: { signed_out: true } }) });
    const router = await renderMenu(2);
    await userEvent.click(menuButton());
    await userEvent.click(await screen.findByRole("menuitem", { name: "Log out" }));
    const confirm = await screen.findByRole("dialog", { name: "Log out?" }, { timeout: 10_000 });
    // The truth about them: they are kept, and go out when this user signs in again.
    await waitFor(() =>
      expect(confirm).toHaveAccessibleDescription(
        "2 changes have not been sent yet. They stay on this device and are sent when you sign in here again with this account.",
      ),
    );
    expect(within(confirm).getByRole("button", { name: "Cancel" })).toHaveFocus();

    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls).toHaveLength(0);
    expect(getSessionUser()).not.toBeNull();
    expect(router.state.location.pathname).toBe("/");

    await userEvent.click(menuButton());
    await userEvent.click(await screen.findByRole("menuitem", { name: "Log out" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Log out" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/nb-login"));
    expect(calls).toHaveLength(1);
    expect(getSessionUser()).toBeNull();
  }, 30_000);

  it("says 1 change in the singular", async () => {
    stubFetch({});
    await renderMenu(1);
    await userEvent.click(menuButton());
    await userEvent.click(await screen.findByRole("menuitem", { name: "Log out" }));
    const confirm = await screen.findByRole("dialog", { name: "Log out?" }, { timeout: 10_000 });
    await waitFor(() =>
      expect(confirm).toHaveAccessibleDescription("1 change has not been sent yet. It stays on this device and is sent when you sign in here again with this account."),
    );
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(getSessionUser()).not.toBeNull();
  }, 30_000);

  it("does not ask for operations that need attention only (they are not waiting to be sent)", async () => {
    const { calls } = stubFetch({ "POST /v1/logout": () => json({ data: { signed_out: true } }) });
    const router = await renderMenu();
    await seedOutbox([outboxOperation({ state: "needs_attention", lastError: { status: 409, messages: ["Already dispatched"] } })]);
    await userEvent.click(menuButton());
    await userEvent.click(await screen.findByRole("menuitem", { name: "Log out" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/nb-login"));
    expect(calls).toHaveLength(1);
  }, 30_000);
});
