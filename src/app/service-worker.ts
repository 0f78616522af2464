import { Workbox } from "workbox-window";
import { setUpdateAvailable } from "./service-worker-state";

/**
 * Registers the service worker (sw/sw.ts, built to /sw.js) and tells the app when a new version
 * is waiting. Production builds only: `npm run dev` and the tests run without a worker.
 *
 * main.tsx loads this module after the first render and calls registerServiceWorker(). The
 * update prompt reads service-worker-state.ts, which this module updates: the shell then paints
 * without downloading workbox-window. Updates are a prompt: a new version waits until
 * `applyUpdate()`, which the user triggers from <UpdatePrompt/>. Nothing here ever reloads the
 * page by itself.
 */

const SCRIPT_URL = "/sw.js";
const SCOPE = "/";
/** A tab left open for days still learns about new versions. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let workbox: Workbox | undefined;
let reloading = false;

/** True when a worker is waiting while another one controls this page: an update to offer. */
async function checkWaiting(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration(SCOPE);
  if (registration?.waiting && navigator.serviceWorker.controller) setUpdateAvailable(true);
}

/** Registers /sw.js once (production builds with service worker support only). */
export function registerServiceWorker(): void {
  if (workbox || !import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const wb = new Workbox(SCRIPT_URL, { scope: SCOPE });
  workbox = wb;
  // A new version has installed and waits (also when it was already waiting at page load, or
  // was installed by another tab). The first install never waits: it takes control at once.
  wb.addEventListener("waiting", () => setUpdateAvailable(true));
  wb.register().catch((error: unknown) => console.error("Service worker registration failed:", error));
  // The browser checks for a new /sw.js on navigations; a single-page app rarely navigates.
  // Workbox stops reporting updates found after the first one, so read the registration too.
  setInterval(() => {
    wb.update()
      .then(checkWaiting)
      .catch(() => {
        // Offline or the server is away: the next check will do.
      });
  }, UPDATE_CHECK_INTERVAL_MS);
}

/**
 * Activates the waiting version and reloads once it controls the page. Only call this after the
 * user has asked for it (and confirmed losing unsaved changes): the reload drops page state.
 */
export async function applyUpdate(): Promise<void> {
  if (!workbox || reloading) return;
  const registration = await navigator.serviceWorker.getRegistration(SCOPE);
  const reload = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  if (!registration?.waiting) {
    // Another tab has already activated the new version: this page only needs to load it.
    reload();
    return;
  }
  workbox.addEventListener("controlling", reload);
  workbox.messageSkipWaiting(); // posts {type: "SKIP_WAITING"} to the waiting worker
}

