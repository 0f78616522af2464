/**
 * The rules of the tracking page's own service worker (sw/trackings-sw.ts, decision 023), kept
 * pure so that they are tested in Node: which request goes to which strategy, which files the
 * page needs, which caches and entries are left over. No worker globals and no imports here: the
 * build bundles this file into dist/trackings-sw.js, one script without imports.
 */

/** The worker's scope and the one URL under which the page is cached (it serves every /trackings path). */
export const TRACKINGS_SCOPE = "/trackings";
export const TRACKING_PAGE_URL = "/trackings";

/** Every cache of this worker starts with this prefix; the portal's worker uses other names. */
export const CACHE_PREFIX = "trackings-";
/** Bump when the caches' layout changes: activation then deletes the caches of older versions. */
export const CACHE_VERSION = 1;
/** The page and its hashed files (/assets/...). */
export const PAGE_CACHE = `${CACHE_PREFIX}page-v${CACHE_VERSION}`;
/** The sellers' public branding (JSON, logo, ad image), fetched again whenever the network answers. */
export const BRANDING_CACHE = `${CACHE_PREFIX}branding-v${CACHE_VERSION}`;
export const CURRENT_CACHES: readonly string[] = [PAGE_CACHE, BRANDING_CACHE];

/** A page load waits this long for the network before the cached page is shown (slow phones). */
export const NAVIGATION_TIMEOUT_MS = 4_000;
/**
 * Branding entries kept: a visitor follows parcels of a few sellers, each with its JSON and up to
 * two images. The oldest go first.
 */
export const MAX_BRANDING_ENTRIES = 30;

const ASSETS_PREFIX = "/assets/";
const BRANDING_PREFIX = "/v1/trackings/branding/";

/** What the worker does with a request. "network": nothing, the browser fetches as without a worker. */
export type Strategy = "page" | "asset" | "branding" | "network";

/** The parts of a Request the rules look at (a plain object in tests). */
export interface RequestFacts {
  method: string;
  mode: string;
  url: string;
}

/** `/trackings`, `/trackings/` and below; not `/trackingsfoo`. */
export const isInScope = (pathname: string) => pathname === TRACKINGS_SCOPE || pathname.startsWith(`${TRACKINGS_SCOPE}/`);

/**
 * The strategy of a request seen by the worker, from its origin (`self.location.origin`).
 * Only GETs of this origin are handled: a POST (the lookup), /v1/challenge and every other /v1
 * call go to the network and are never cached, as are other origins.
 */
export function strategyOf(request: RequestFacts, origin: string): Strategy {
  if (request.method !== "GET") return "network";
  const url = new URL(request.url);
  if (url.origin !== origin) return "network";
  if (request.mode === "navigate") return isInScope(url.pathname) ? "page" : "network";
  if (url.pathname.startsWith(ASSETS_PREFIX)) return "asset";
  if (url.pathname.startsWith(BRANDING_PREFIX)) return "branding";
  return "network";
}

// A script or link tag; a ">" inside a quoted attribute value does not end it.
const TAG = /<(script|link)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

/** The link relations whose files the page needs to start. */
const NEEDED_RELS = new Set(["modulepreload", "stylesheet"]);

/**
 * The same-origin /assets/ files the page's HTML loads to start: script src, and the href of
 * modulepreload and stylesheet links. Returned as paths (`/assets/x-123.js`), without duplicates,
 * in document order. `pageUrl` resolves relative references.
 */
export function assetUrlsOf(html: string, pageUrl: string): string[] {
  const page = new URL(pageUrl);
  const found = new Set<string>();
  for (const match of html.matchAll(TAG)) {
    const attributes = attributesOf(match[2] ?? "");
    let reference: string | undefined;
    if (match[1]!.toLowerCase() === "script") reference = attributes.get("src");
    else {
      const rels = (attributes.get("rel") ?? "").toLowerCase().split(/\s+/);
      if (rels.some((rel) => NEEDED_RELS.has(rel))) reference = attributes.get("href");
    }
    if (!reference) continue;
    const url = new URL(reference, page);
    if (url.origin === page.origin && url.pathname.startsWith(ASSETS_PREFIX)) found.add(url.pathname);
  }
  return [...found];
}

/** The caches of this worker from older versions (never the portal's caches). */
export const outdatedCaches = (cacheNames: readonly string[]) =>
  cacheNames.filter((name) => name.startsWith(CACHE_PREFIX) && !CURRENT_CACHES.includes(name));

/**
 * The cached /assets/ entries (full URLs, as `cache.keys()` gives them) that the page no longer
 * references. The page entry itself and anything outside /assets/ are kept.
 */
export function staleAssetUrls(cachedUrls: readonly string[], referencedPaths: readonly string[]): string[] {
  const referenced = new Set(referencedPaths);
  return cachedUrls.filter((cached) => {
    const { pathname } = new URL(cached);
    return pathname.startsWith(ASSETS_PREFIX) && !referenced.has(pathname);
  });
}

/** The parts of a Response the rules look at. */
export interface ResponseFacts {
  status: number;
  redirected: boolean;
  type: string;
  headers: { get(name: string): string | null };
}

/**
 * A page answer worth keeping: a 200, same-origin, unredirected HTML page. (A redirect,
 * e.g. a tracking host sending an unknown path to /trackings, or an error page is not the page.)
 */
export const isCacheablePage = (response: ResponseFacts) =>
  response.status === 200 && !response.redirected && response.type === "basic" && (response.headers.get("content-type") ?? "").includes("text/html");

/** A file or branding answer worth keeping: complete (no partial 206) and same-origin. */
export const isCacheableFile = (response: ResponseFacts) => response.status === 200 && response.type === "basic" && !response.redirected;

/** The oldest entries beyond `max` (cache.keys() lists entries in insertion order). */
export const overflowOf = <T>(keys: readonly T[], max: number): T[] => keys.slice(0, Math.max(0, keys.length - max));
