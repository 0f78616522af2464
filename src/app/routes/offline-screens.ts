import { loadCatalogs } from "../i18n";
import { OFFLINE_SCREENS } from "./route-table";

/**
 * Loads the screens needed offline (code evaluated, so the chunks they import are fetched too,
 * and their texts): a driver who opens the outbox with no network finds it even when the service
 * worker has not cached the app yet. Called once the shell has rendered, not in its first load.
 * Not tried offline: the browser remembers a module that failed to load until the page reloads,
 * so a try without a network would spoil the screen's later, online, opening.
 */
export function preloadOfflineScreens(): void {
  if (!navigator.onLine) return;
  for (const screen of OFFLINE_SCREENS) void Promise.all([screen.load(), loadCatalogs(screen.catalogs)]).catch(() => undefined);
}
