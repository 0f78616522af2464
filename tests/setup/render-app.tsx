import { render } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import { activateLocale } from "../../src/app/i18n";
import { Providers } from "../../src/app/providers";
import { queryClient } from "../../src/app/query-client";
import { routes } from "../../src/app/router";
import type { Locale } from "../../src/domain/languages";

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
