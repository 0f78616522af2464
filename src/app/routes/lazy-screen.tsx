import { type ComponentType, lazy } from "react";
import { loadCatalogs } from "../i18n";
import type { CatalogArea } from "../i18n";
import type { Screen } from "./route-table";

/** A screen of the route table (route-table.ts): its code, a chunk of its own, and its catalogs. */
export const screen = (catalogs: readonly CatalogArea[], load: () => Promise<ComponentType>): Screen => ({ catalogs, load });

export type LazyScreen = ComponentType & {
  /** Starts loading now (at start, in parallel with the language), so the first render waits less. */
  preload: () => void;
};

/**
 * A screen as a component: its code and its texts load together on first render, and it renders
 * only when both are there, so it never shows untranslated. Meanwhile the Suspense above shows
 * "Loading…", or, during a navigation, keeps the previous screen (React Router navigates in a
 * transition). A failed load (offline before the chunk was cached) reaches the error boundary
 * and is not remembered: the next visit tries again.
 */
export function lazyScreen(screen: Screen): LazyScreen {
  let loaded: ComponentType | undefined;
  let pending: Promise<{ default: ComponentType }> | undefined;
  const start = () =>
    (pending ??= Promise.all([screen.load(), loadCatalogs(screen.catalogs)]).then(
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
