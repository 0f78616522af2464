/**
 * Whether the app can reach its server, as far as it knows.
 *
 * `navigator.onLine === false` is reliable: the device has no network. `true` only means "maybe":
 * a phone on a dead Wi-Fi, a captive portal, or a page opened offline from the service worker
 * (Chromium reports such a page as online) all say true. So the one HTTP client also reports what
 * its requests met: a request that could not reach the server makes the app offline until one
 * gets an answer. While unreachable, a light probe (`GET /v1/health`) asks again with a growing
 * pause, so screens that wait for the network (Create order, documents) come back by themselves.
 */

type Probe = () => Promise<boolean>;

const FIRST_PROBE_MS = 5_000;
const LONGEST_PROBE_MS = 60_000;

const listeners = new Set<() => void>();
let unreachable = false;
let probe: Probe | undefined;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let probePause = FIRST_PROBE_MS;

export function isOnline(): boolean {
  return (typeof navigator === "undefined" || navigator.onLine !== false) && !unreachable;
}

/** Called by the HTTP client after each request: `true` when the server answered (any status). */
export function reportServerReached(reached: boolean): void {
  if (unreachable === !reached) return;
  unreachable = !reached;
  if (unreachable) scheduleProbe();
  else stopProbing();
  notify();
}

/** How to ask the server whether it is there (set once by the HTTP client, replaced by tests). */
export function setReachabilityProbe(next: Probe | undefined): void {
  probe = next;
}

/** Listens to the browser's online and offline events and to what requests met. */
export function subscribeConnectivity(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== "undefined") {
    window.addEventListener("online", onBrowserOnline);
    window.addEventListener("offline", notify);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== "undefined") {
      window.removeEventListener("online", onBrowserOnline);
      window.removeEventListener("offline", notify);
    }
  };
}

/** For tests: back to "nothing known". */
export function resetConnectivity(): void {
  stopProbing();
  unreachable = false;
  notify();
}

function notify() {
  for (const listener of [...listeners]) listener();
}

/** The browser says the network is back: believe it until a request says otherwise. */
function onBrowserOnline() {
  if (unreachable) {
    unreachable = false;
    stopProbing();
  }
  notify();
}

function scheduleProbe() {
  if (probeTimer !== undefined || !probe) return;
  probeTimer = setTimeout(() => {
    probeTimer = undefined;
    const ask = probe;
    if (!ask || !unreachable) return;
    void ask()
      .catch(() => false)
      .then((reached) => {
        if (reached) return reportServerReached(true);
        probePause = Math.min(probePause * 2, LONGEST_PROBE_MS);
        scheduleProbe();
      });
  }, probePause);
}

function stopProbing() {
  if (probeTimer !== undefined) clearTimeout(probeTimer);
  probeTimer = undefined;
  probePause = FIRST_PROBE_MS;
}
