import { describe, expect, it } from "vitest";
import { Suspense } from "react";
import { render, screen } from "@testing-library/react";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { activateLocale } from "../i18n";
import { Providers } from "../providers";
import { lazyScreen } from "./lazy-screen";
import { RouteErrorBoundary } from "./route-error-boundary";

const ADD_BOX_TEMPLATE = msg`Add box template`; // locales/{locale}/features/settings.po

function show(element: React.ReactNode, pathname = "/settings") {
  return (
    <Providers>
      <RouteErrorBoundary pathname={pathname}>
        <Suspense fallback={<p>Waiting</p>}>{element}</Suspense>
      </RouteErrorBoundary>
    </Providers>
  );
}

describe("a lazily loaded screen", () => {
  it("renders only once both its code and its texts are there: never untranslated", async () => {
    await activateLocale("pt_BR");
    const rendered: string[] = [];
    function SettingsScreen() {
      const { i18n } = useLingui();
      const text = i18n._(ADD_BOX_TEMPLATE);
      rendered.push(text);
      return <h1>{text}</h1>;
    }
    // The code is there at once; the catalog takes a moment to load.
    const Screen = lazyScreen({ catalogs: ["settings"], load: async () => SettingsScreen });
    render(show(<Screen />));
    expect(await screen.findByRole("heading", { name: "Adicionar modelo de caixa" })).toBeVisible();
    expect(new Set(rendered)).toEqual(new Set(["Adicionar modelo de caixa"]));
  });

  it("says when it cannot load, and tries again on the next visit", async () => {
    await activateLocale("en");
    let offline = true;
    const Screen = lazyScreen({
      catalogs: [],
      load: async () => {
        if (offline) throw new TypeError("Failed to fetch dynamically imported module: /assets/settings.js");
        return () => <h1>Settings</h1>;
      },
    });
    const view = render(show(<Screen />));
    expect(await screen.findByRole("heading", { name: "This screen could not be opened" })).toBeVisible();
    expect(screen.getByText("Check your internet connection and try again.")).toBeVisible();
    // The user goes elsewhere, then, back online, comes back.
    view.rerender(show(<p>Home</p>, "/"));
    offline = false;
    expect(screen.getByText("Home")).toBeVisible();
    view.rerender(show(<Screen />, "/settings"));
    expect(await screen.findByRole("heading", { name: "Settings" })).toBeVisible();
  });

  it("as a screen of the registry, waits for the registry, and a registry that could not load is tried again on the next visit", async () => {
    await activateLocale("en");
    let offline = true;
    // What registeredScreen(id) does: the registry's chunk first, then the screen's own.
    const Screen = lazyScreen(async () => {
      if (offline) throw new TypeError("Failed to fetch dynamically imported module: /assets/screen-registry.js");
      return { catalogs: [], load: async () => () => <h1>Archives</h1> };
    });
    const view = render(show(<Screen />, "/archives"));
    expect(await screen.findByRole("heading", { name: "This screen could not be opened" })).toBeVisible();
    view.rerender(show(<p>Home</p>, "/"));
    offline = false;
    view.rerender(show(<Screen />, "/archives"));
    expect(await screen.findByRole("heading", { name: "Archives" })).toBeVisible();
  });
});
