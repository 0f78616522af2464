/**
 * The public tracking page's own service worker (decision 023), built to dist/trackings-sw.js
 * (fixed name, one script without imports: the build bundles sw/trackings-cache-rules.ts in) and
 * registered by src/tracking/service-worker.ts with the scope /trackings.
 *
 * Why not the portal's worker (sw/sw.ts): it precaches the whole portal, about 1.6 MB, far too
 * much for an end customer on a phone. This one keeps only the tracking page, so that the last
 * result (kept by the page in localStorage) shows offline:
 *
 * - install: fetch /trackings, cache it as "the page" and the /assets/ files its HTML loads;
 *   skipWaiting (the page has no unsaved input an update could lose).
 * - activate: delete this worker's caches of older versions and the asset entries the page no
 *   longer references; claim open pages.
 * - navigations under /trackings: network first (NAVIGATION_TIMEOUT_MS), the fresh page kept;
 *   else the cached page, which serves every /trackings path (the page routes itself).
 * - GET /assets/*: cache first, added on a miss (hashed names never change their content).
 * - GET /v1/trackings/branding/*: network first, the cache when offline.
 * - Anything else (the lookup POST, /v1/challenge, other origins) is not touched nor cached.
 */
import {
  BRANDING_CACHE,
  MAX_BRANDING_ENTRIES,
  NAVIGATION_TIMEOUT_MS,
  PAGE_CACHE,
  TRACKING_PAGE_URL,
  assetUrlsOf,
  isCacheableFile,
  isCacheablePage,
  outdatedCaches,
  overflowOf,
  staleAssetUrls,
  strategyOf,
} from "./trackings-cache-rules";

declare const self: ServiceWorkerGlobalScope;

// Hashed files and versioned images: a Vary header (Accept-Encoding) must not cause a miss.
const MATCH: CacheQueryOptions = { ignoreVary: true };

const cachedPage = async () => (await caches.open(PAGE_CACHE)).match(TRACKING_PAGE_URL, MATCH);

/** Adds the page's files that the cache lacks; rejects if one cannot be fetched. */
async function cacheAssets(cache: Cache, assetPaths: readonly string[]) {
  const missing: string[] = [];
  for (const path of assetPaths) if (!(await cache.match(path, MATCH))) missing.push(path);
  await cache.addAll(missing);
}

/** Removes the cached /assets/ files that the given page HTML does not load. */
async function pruneAssets(cache: Cache, html: string) {
  const referenced = assetUrlsOf(html, self.location.href);
  const stale = staleAssetUrls((await cache.keys()).map((request) => request.url), referenced);
  await Promise.all(stale.map((url) => cache.delete(url, MATCH)));
}

/**
 * Keeps a fresh copy of the page: its files first, then the page, so the cached page never
 * references a file the cache lacks. When the page changed (a deploy), the old files go.
 */
async function keepPage(response: Response) {
  const cache = await caches.open(PAGE_CACHE);
  const html = await response.clone().text();
  const previous = await cache.match(TRACKING_PAGE_URL, MATCH);
  const changed = !previous || (await previous.text()) !== html;
  await cacheAssets(cache, assetUrlsOf(html, self.location.href));
  await cache.put(TRACKING_PAGE_URL, response);
  if (changed) await pruneAssets(cache, html);
}

self.addEventListener("install", (event: ExtendableEvent) => {
  event.waitUntil(
    (async () => {
      // no-cache: revalidate with the server, so a new worker never keeps an old page.
      const response = await fetch(new Request(TRACKING_PAGE_URL, { headers: { Accept: "text/html" }, cache: "no-cache" }));
      if (!isCacheablePage(response)) throw new Error(`The tracking page answered ${response.status}: not cached`);
      await keepPage(response);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event: ExtendableEvent) => {
  event.waitUntil(
    (async () => {
      await Promise.all(outdatedCaches(await caches.keys()).map((name) => caches.delete(name)));
      const page = await cachedPage();
      if (page) await pruneAssets(await caches.open(PAGE_CACHE), await page.text());
      await self.clients.claim();
    })(),
  );
});

const timeout = (ms: number) => new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timeout")), ms));

/** Network first within NAVIGATION_TIMEOUT_MS, then the cached page; with no cached page, the network's own answer or error. */
async function pageFromNetworkFirst(event: FetchEvent): Promise<Response> {
  const network = fetch(event.request).then((response) => ({
    response,
    // The copy is taken before the browser reads the body.
    saved: isCacheablePage(response) ? keepPage(response.clone()) : Promise.resolve(),
  }));
  // Kept alive past the answer: a page that came after the timeout still refreshes the cache.
  event.waitUntil(network.then(({ saved }) => saved).catch(() => undefined));
  const fresh = network.then(({ response }) => response);
  try {
    return await Promise.race([fresh, timeout(NAVIGATION_TIMEOUT_MS)]);
  } catch {
    return (await cachedPage()) ?? fresh;
  }
}

/** Cache first; a miss is fetched and kept. */
async function fileFromCacheFirst(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(PAGE_CACHE);
  const cached = await cache.match(event.request, MATCH);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (isCacheableFile(response)) event.waitUntil(cache.put(event.request, response.clone()));
  return response;
}

/** Network first, kept within MAX_BRANDING_ENTRIES; the cached copy when the network fails. */
async function brandingFromNetworkFirst(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(BRANDING_CACHE);
  try {
    const response = await fetch(event.request);
    if (isCacheableFile(response)) {
      const copy = response.clone();
      event.waitUntil(
        (async () => {
          await cache.delete(event.request, MATCH); // re-added last: the newest entry
          await cache.put(event.request, copy);
          await Promise.all(overflowOf(await cache.keys(), MAX_BRANDING_ENTRIES).map((request) => cache.delete(request)));
        })(),
      );
    }
    return response;
  } catch (error) {
    const cached = await cache.match(event.request, MATCH);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener("fetch", (event: FetchEvent) => {
  switch (strategyOf(event.request, self.location.origin)) {
    case "page":
      event.respondWith(pageFromNetworkFirst(event));
      break;
    case "asset":
      event.respondWith(fileFromCacheFirst(event));
      break;
    case "branding":
      event.respondWith(brandingFromNetworkFirst(event));
      break;
    case "network":
      // Not answered: the browser fetches as if there were no worker, and nothing is cached.
      break;
  }
});
