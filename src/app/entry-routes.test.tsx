import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import { json, stubFetch } from "../../tests/setup/fetch-stub";
import { watchForMissingTexts } from "../../tests/setup/missing-texts";
import { preloadSignedInScreens } from "../../tests/setup/render-app";
import { demoSessionUser } from "../../tests/setup/session-fixture";
import { EntryRoutes } from "./entry-routes";
import { activateLocale } from "./i18n";
import { Providers } from "./providers";
import { queryClient } from "./query-client";
import { showsSignIn } from "./routes/sign-in-screen";

/** Time for a chunk's first transformation in a test (the router's, the shell's). */
const LOAD_MS = 15_000;

/** The page's start as main.tsx renders it: the sign-in page on its own, the router for the rest. */
async function renderEntry(path: string) {
  queryClient.clear();
  watchForMissingTexts();
  await activateLocale("en");
  const router = createMemoryRouter([{ path: "*", element: <EntryRoutes /> }], { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe("which addresses the start shows the sign-in page at, without the router", () => {
  it.each(["/nb-login", "/nb-login/", "/NB-LOGIN", "/login", "/shein-login", "/shein-anything", "/shein-login-test"])("%s", (path) => {
    expect(showsSignIn(path)).toBe(true);
  });

  it.each(["/", "/orders", "/csat-login", "/nb-login-tests", "/reset-password", "/trackings", "/unknown"])("not %s", (path) => {
    expect(showsSignIn(path)).toBe(false);
  });
});

describe("the page's start", () => {
  beforeAll(preloadSignedInScreens, 120_000);
  afterEach(() => vi.unstubAllGlobals());

  it("shows the sign-in page, and after signing in the page the user was going to", async () => {
    stubFetch({
      "POST /v1/login": () => json({ data: { user: demoSessionUser() } }),
      "GET /v1/my_notifications": () => json({ data: { elements: [], count: 0, ids: [] } }),
    });
    const router = await renderEntry("/nb-login?intended=%2Fnotifications%2Fnotifications_list");
    await userEvent.type(await screen.findByRole("textbox", { name: "Email" }, { timeout: LOAD_MS }), "admin@example.com");
    await userEvent.type(screen.getByLabelText("Password", { exact: false }), "demo-password");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("heading", { name: "Notifications", level: 1 }, { timeout: LOAD_MS })).toBeVisible();
    expect(router.state.location.pathname).toBe("/notifications/notifications_list");
  }, 40_000);

  it("loads the router for any other address: a signed-out visitor of a private page goes to sign in", async () => {
    stubFetch({});
    const router = await renderEntry("/orders?page=2");
    await waitFor(() => expect(router.state.location.pathname).toBe("/nb-login"), { timeout: LOAD_MS });
    expect(router.state.location.search).toBe("?intended=%2Forders%3Fpage%3D2");
    expect(await screen.findByRole("button", { name: "Sign in" }, { timeout: LOAD_MS })).toBeVisible();
  }, 40_000);

  it("keeps the spec's login redirect and the page for an unknown address", async () => {
    stubFetch({});
    const router = await renderEntry("/csat-login");
    await waitFor(() => expect(router.state.location.pathname).toBe("/shein-login"), { timeout: LOAD_MS });
    await router.navigate("/no-such-page");
    expect(await screen.findByRole("heading", { name: "Page not found" }, { timeout: LOAD_MS })).toBeVisible();
  }, 40_000);
});
