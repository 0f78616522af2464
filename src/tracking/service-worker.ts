/** Registers the tracking page's own small service worker (offline copy of the page). */
export function registerTrackingWorker(): void {
  // Filled in this round: sw/trackings-sw.ts.
}
