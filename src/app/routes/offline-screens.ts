import { loadCatalogs } from "../i18n";
import { loadScreenRegistry } from "./lazy-screen";

/**
 * Loads the screen registry (every screen's loader, decision 049: a later click on the menu then
 * goes straight to the screen's chunk) and the screens needed offline (code evaluated, so the
 * chunks they import are fetched too, and their texts): a driver who opens the outbox with no
 * network finds it even when the service worker has not cached the app yet. Called once the
 * shell has rendered, not in its first load. Not tried offline: the browser remembers a module
 * that failed to load until the page reloads, so a try without a network would spoil the
 * screen's later, online, opening.
 */
export function preloadOfflineScreens(): void {
  if (!navigator.onLine) return;
  void loadScreenRegistry().then(({ SCREENS, OFFLINE_SCREENS }) =>
    Promise.all(OFFLINE_SCREENS.map((id) => Promise.all([SCREENS[id].load(), loadCatalogs(SCREENS[id].catalogs)]))),
  ).catch(() => undefined);
}
