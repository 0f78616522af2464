import { render } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import { activateLocale } from "../../src/app/i18n";
import { Providers } from "../../src/app/providers";
import { queryClient } from "../../src/app/query-client";
import { routes } from "../../src/app/router";
import type { Locale } from "../../src/domain/languages";

/**
 * Loads the lazily imported shell and screens ahead of a test that navigates into them: their
 * first transformation can take seconds on a busy machine, longer than a test should wait.
 */
export async function preloadSignedInScreens() {
  await Promise.all([
    import("../../src/app/shell/app-shell"),
    import("../../src/app/routes/home-route"),
    import("../../src/features/notifications/notifications-page"),
  ]);
}

/** Renders the real app routes at `path`, as a user opening that address would see them. */
export async function renderApp(path: string, locale: Locale = "en") {
  queryClient.clear();
  await activateLocale(locale);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}
