/**
 * The service worker (vite-plugin-pwa, strategy injectManifest; built to dist/sw.js).
 *
 * - Precaches the app shell (scripts, styles, index.html, translation catalogs, the manifest and
 *   its icons) so that the app starts and reloads offline.
 * - Answers navigations with the precached index.html: the app's router owns every page path;
 *   except /trackings and below, which get the public tracking page (tracking.html).
 * - Never answers /v1: the API's data belongs to TanStack Query and Dexie in the page, which know
 *   who is signed in. A cached answer here could show one user's data to the next one.
 * - Updates are a prompt: a new worker waits until the page sends {type: "SKIP_WAITING"}
 *   (src/app/service-worker.ts, after the user accepts in src/app/update-prompt.tsx).
 */
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";

declare const self: ServiceWorkerGlobalScope;

// The build replaces self.__WB_MANIFEST with the list of files to precache, each with a revision
// (or a hash in its name), and serves them cache-first. Only **/*.{js,css,html,wasm} plus the
// manifest and its icons (vite.plugins.ts); never anything under /v1.
precacheAndRoute(self.__WB_MANIFEST);

// Remove precaches left by older Workbox versions (a different cache format).
cleanupOutdatedCaches();

// Page loads (mode "navigate") of any path get the precached index.html, online or offline, so
// a deep link or a reload works without the network. /v1 is denied: a navigation to the API
// (a link to a download, a typed URL) goes to the server and gets its real answer.
// The public tracking page is a page of its own (tracking.html, decision 022), precached too.
const TRACKING_PAGE = /^\/trackings(\/|$)/;
registerRoute(new NavigationRoute(createHandlerBoundToURL("tracking.html"), { allowlist: [TRACKING_PAGE] }));
registerRoute(
  new NavigationRoute(createHandlerBoundToURL("index.html"), {
    denylist: [/^\/v1\//, /^\/v1$/, TRACKING_PAGE],
  }),
);

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const isApi = (url: URL) => url.pathname === "/v1" || url.pathname.startsWith("/v1/");

/** Cache-first for files that never change under the same name, kept within bounds. */
const cacheFirst = (cacheName: string, maxEntries: number, maxAgeDays: number) =>
  new CacheFirst({
    cacheName,
    plugins: [
      new ExpirationPlugin({
        maxEntries,
        maxAgeSeconds: maxAgeDays * 24 * 60 * 60,
        // If the browser runs short of storage, these caches go first; the precache stays.
        purgeOnQuotaError: true,
      }),
    ],
  });

// Brand assets of the white-label platforms (logos, favicons under /brands/): served from this
// origin, one small set per platform, so they show offline after the first visit. 14 platforms
// with a few files each fit in 100 entries.
registerRoute(({ url }) => sameOrigin(url) && !isApi(url) && url.pathname.startsWith("/brands/"), cacheFirst("brands", 100, 30));

// Country flags (/flags/, a local copy, never an external image service): a few hundred small
// images at most, looked at again and again in order lists.
registerRoute(({ url }) => sameOrigin(url) && !isApi(url) && url.pathname.startsWith("/flags/"), cacheFirst("flags", 300, 60));

// App icons (/icons/): the manifest's icons are precached; this covers the others, such as
// apple-touch-icon.png and the favicon variants.
registerRoute(({ url }) => sameOrigin(url) && !isApi(url) && url.pathname.startsWith("/icons/"), cacheFirst("icons", 30, 60));

// Web fonts of this origin (hashed under /assets/ by the build, so a name never changes its
// content). Not precached: only the fonts a page really uses are fetched, then kept.
registerRoute(({ request, url }) => sameOrigin(url) && !isApi(url) && request.destination === "font", cacheFirst("fonts", 30, 365));

// Nothing else is routed: /v1 and anything unknown go to the network as if there were no worker.

// The prompt flow: a new version installs, then waits. The page posts SKIP_WAITING when the user
// accepts; the worker activates and the page reloads on "controlling".
self.addEventListener("message", (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

// Take control of open pages when this worker activates: on the first install (nothing controlled
// them, and the page already runs this version), or after SKIP_WAITING above. A waiting update is
// never activated by this line alone.
clientsClaim();
