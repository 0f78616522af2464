import { type ComponentType, lazy } from "react";
import { loadCatalogs } from "../i18n";
import type { CatalogArea } from "../i18n";
import type { Screen } from "./route-table";
import type { ScreenId } from "./screen-registry";

/** A screen of the route table (route-table.ts): its code, a chunk of its own, and its catalogs. */
export const screen = (catalogs: readonly CatalogArea[], load: () => Promise<ComponentType>): Screen => ({ catalogs, load });

/**
 * The screen registry (screen-registry.ts): every screen but home, a chunk of its own that the
 * shell's first load does not include (decision 049). Loaded once the shell has rendered
 * (offline-screens.ts), at start beside the router for an address other than home
 * (entry-routes.tsx), or when a screen asks for it.
 */
export const loadScreenRegistry = () => import("./screen-registry");

/** A screen of the registry, found once the registry has loaded. */
export const registeredScreen = (id: ScreenId) => () => loadScreenRegistry().then((registry) => registry.SCREENS[id]);

export type LazyScreen = ComponentType & {
  /** Starts loading now (at start, in parallel with the language), so the first render waits less. */
  preload: () => void;
};

/**
 * A screen as a component: its code and its texts load together on first render, and it renders
 * only when both are there, so it never shows untranslated. Meanwhile the Suspense above shows
 * "Loading…", or, during a navigation, keeps the previous screen (React Router navigates in a
 * transition). A screen of the registry (`registeredScreen`) first waits for the registry, which
 * is normally there already. A failed load (offline before the chunk was cached) reaches the error boundary
 * and is not remembered: the next visit tries again.
 */
export function lazyScreen(screen: Screen | (() => Promise<Screen>)): LazyScreen {
  let loaded: ComponentType | undefined;
  let pending: Promise<{ default: ComponentType }> | undefined;
  const found = () => (typeof screen === "function" ? screen() : Promise.resolve(screen));
  const start = () =>
    (pending ??= found().then((s) => Promise.all([s.load(), loadCatalogs(s.catalogs)])).then(
      ([Component]) => {
        loaded = Component;
        return { default: Component };
      },
      (error: unknown) => {
        pending = undefined;
        Loading = lazy(start);
        throw error;
      },
    ));
  let Loading = lazy(start);
  function Screen() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Loading />;
  }
  return Object.assign(Screen, { preload: () => void start().catch(() => undefined) });
}
