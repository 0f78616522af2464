import { render, screen, waitFor } from "@testing-library/react";
import { expect } from "vitest";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import { activateLocale } from "../../src/app/i18n";
import { Providers } from "../../src/app/providers";
import { queryClient } from "../../src/app/query-client";
import { AppRoutes } from "../../src/app/router";
import type { Locale } from "../../src/domain/languages";
import { watchForMissingTexts } from "./missing-texts";

/**
 * Loads the lazily imported shell and screens (the sign-in page too) ahead of a test that navigates into them: their
 * first transformation can take seconds on a busy machine, longer than a test should wait.
 */
export async function preloadSignedInScreens() {
  await Promise.all([
    import("../../src/app/shell/app-shell"),
    import("../../src/app/routes/login-route"),
    import("../../src/app/routes/home-route"),
    import("../../src/features/notifications/notifications-page"),
  ]);
}

/** Time for a screen's code and texts to load in a test, its first transformation included. */
const SCREEN_LOAD_MS = 10_000;

/**
 * Renders the real app routes at `path`, as a user opening that address would see them: once the
 * screen's code and texts have loaded ("Loading…" is gone).
 */
export async function renderApp(path: string, locale: Locale = "en") {
  queryClient.clear();
  watchForMissingTexts();
  await activateLocale(locale);
  // The app's own routes inside a memory router whose state the tests can read and drive.
  const router = createMemoryRouter([{ path: "*", element: <AppRoutes /> }], { initialEntries: [path] });
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  await waitFor(() => expect(screen.queryAllByRole("status").filter((status) => status.getAttribute("aria-busy") === "true")).toEqual([]), { timeout: SCREEN_LOAD_MS });
  return { ...view, router };
}
