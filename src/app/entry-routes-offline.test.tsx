import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import { stubFetch } from "../../tests/setup/fetch-stub";
import { EntryRoutes } from "./entry-routes";
import { activateLocale } from "./i18n";
import { Providers } from "./providers";

/** Whether the router's chunk can be fetched: offline before the service worker cached it, or not. */
const network = vi.hoisted(() => ({ offline: false }));
vi.mock("./router", async (importOriginal) => {
  if (network.offline) throw new TypeError("Failed to fetch dynamically imported module: /assets/routes.js");
  return importOriginal();
});

describe("the page's start when the router cannot load", () => {
  it("says so instead of a blank page, and the next address tries again", async () => {
    stubFetch({});
    await activateLocale("en");
    network.offline = true;
    const router = createMemoryRouter([{ path: "*", element: <EntryRoutes /> }], { initialEntries: ["/no-such-page"] });
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(await screen.findByRole("heading", { name: "This screen could not be opened" })).toBeVisible();
    network.offline = false;
    await router.navigate("/another-page");
    expect(await screen.findByRole("heading", { name: "Page not found" }, { timeout: 15_000 })).toBeVisible();
  }, 30_000);
});
