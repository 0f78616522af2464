import { TRACKING_PATH } from "../domain/tracking";

/** The tracking page's own worker, built at a fixed name (sw/trackings-sw.ts, decision 023). */
export const TRACKING_WORKER_URL = "/trackings-sw.js";
/** Only the tracking page's paths: the portal (scope "/") keeps its own worker. */
export const TRACKING_WORKER_SCOPE = TRACKING_PATH;

/**
 * Registers the tracking page's own small service worker, which keeps the page and its files so
 * that the last result opens offline. After `load`, so it never competes with the page's own
 * downloads on a slow phone; production builds only (dev has no built worker). A failure is only
 * a warning: the page works without it, just not offline.
 */
export function registerTrackingWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(TRACKING_WORKER_URL, { scope: TRACKING_WORKER_SCOPE }).catch((error: unknown) => {
      console.warn("The tracking page's service worker was not registered; the page will not open offline.", error);
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
