import { describe, expect, it } from "vitest";
import {
  BRANDING_CACHE,
  PAGE_CACHE,
  assetUrlsOf,
  isCacheableFile,
  isCacheablePage,
  isInScope,
  outdatedCaches,
  overflowOf,
  staleAssetUrls,
  strategyOf,
} from "./trackings-cache-rules";

const ORIGIN = "https://tracking.example.com";
const get = (path: string, mode = "cors") => ({ method: "GET", mode, url: `${ORIGIN}${path}` });

describe("strategyOf", () => {
  it("sends navigations under /trackings to the page, others to the network", () => {
    expect(strategyOf(get("/trackings", "navigate"), ORIGIN)).toBe("page");
    expect(strategyOf(get("/trackings/ABC123?x=1", "navigate"), ORIGIN)).toBe("page");
    expect(strategyOf(get("/trackings?trackingNumber=AB", "navigate"), ORIGIN)).toBe("page");
    expect(strategyOf(get("/trackingsfoo", "navigate"), ORIGIN)).toBe("network");
    expect(strategyOf(get("/orders", "navigate"), ORIGIN)).toBe("network");
  });

  it("serves this origin's /assets/ from the cache and branding from the network first", () => {
    expect(strategyOf(get("/assets/tracking-D03dnJJf.js"), ORIGIN)).toBe("asset");
    expect(strategyOf(get("/v1/trackings/branding/7"), ORIGIN)).toBe("branding");
    expect(strategyOf(get("/v1/trackings/branding/7/ad?v=3", "no-cors"), ORIGIN)).toBe("branding");
    expect(strategyOf(get("/v1/trackings/branding/7/logo?v=1", "no-cors"), ORIGIN)).toBe("branding");
  });

  it("never handles POSTs, the challenge, lookups, other /v1 calls or other origins", () => {
    expect(strategyOf({ method: "POST", mode: "cors", url: `${ORIGIN}/v1/trackings/lookup` }, ORIGIN)).toBe("network");
    expect(strategyOf({ method: "POST", mode: "navigate", url: `${ORIGIN}/trackings` }, ORIGIN)).toBe("network");
    expect(strategyOf(get("/v1/challenge?action=tracking"), ORIGIN)).toBe("network");
    expect(strategyOf(get("/v1/trackings/lookup"), ORIGIN)).toBe("network");
    expect(strategyOf(get("/v1/health"), ORIGIN)).toBe("network");
    expect(strategyOf(get("/icons/icon.svg"), ORIGIN)).toBe("network");
    expect(strategyOf({ method: "GET", mode: "cors", url: "https://cdn.example.net/assets/x.js" }, ORIGIN)).toBe("network");
    expect(strategyOf({ method: "GET", mode: "navigate", url: "https://other.example.net/trackings" }, ORIGIN)).toBe("network");
  });

  it("knows the scope's edges", () => {
    expect(isInScope("/trackings")).toBe(true);
    expect(isInScope("/trackings/")).toBe(true);
    expect(isInScope("/trackings/404")).toBe(true);
    expect(isInScope("/tracking")).toBe(false);
    expect(isInScope("/trackingsX")).toBe(false);
  });
});

describe("assetUrlsOf", () => {
  // As Vite writes tracking.html (dist/), with a few variations a rebuild could bring.
  const html = `<!doctype html>
<html lang="en"><head>
  <link rel="icon" href="/icons/icon.svg" type="image/svg+xml" />
  <script type="module" crossorigin src="/assets/tracking-D03dnJJf.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/dist-CKEAfeke.js">
  <link rel=stylesheet href='/assets/tracking-Ab12.css'>
  <LINK REL="modulepreload" HREF="/assets/dist-CKEAfeke.js">
  <link href="/assets/late-1.js" data-x="a>b" rel="modulepreload">
  <link rel="preload" as="font" href="/assets/font-1.woff2">
  <link rel="manifest" href="/manifest.webmanifest">
  <script src="https://cdn.example.net/assets/other.js"></script>
  <script>inline()</script>
</head><body><div id="root"></div></body></html>`;

  it("lists the scripts, module preloads and stylesheets under /assets/, once each, in order", () => {
    expect(assetUrlsOf(html, `${ORIGIN}/trackings`)).toEqual([
      "/assets/tracking-D03dnJJf.js",
      "/assets/dist-CKEAfeke.js",
      "/assets/tracking-Ab12.css",
      "/assets/late-1.js",
    ]);
  });

  it("resolves relative references against the page and ignores the rest", () => {
    expect(assetUrlsOf(`<script type="module" src="./assets/a.js"></script><link rel="modulepreload" href="assets/b.js">`, `${ORIGIN}/trackings`)).toEqual([
      "/assets/a.js",
      "/assets/b.js",
    ]);
    expect(assetUrlsOf(`<p>no scripts</p>`, `${ORIGIN}/trackings`)).toEqual([]);
  });
});

describe("cleanup", () => {
  it("deletes only this worker's caches of older versions", () => {
    const names = ["workbox-precache-v2-https://x/", "brands", "trackings-page-v0", "trackings-branding-v0", PAGE_CACHE, BRANDING_CACHE];
    expect(outdatedCaches(names)).toEqual(["trackings-page-v0", "trackings-branding-v0"]);
  });

  it("drops the /assets/ entries the page no longer loads, never the page itself", () => {
    const cached = [`${ORIGIN}/trackings`, `${ORIGIN}/assets/old-1.js`, `${ORIGIN}/assets/new-2.js`, `${ORIGIN}/assets/dist-3.js`];
    expect(staleAssetUrls(cached, ["/assets/new-2.js", "/assets/dist-3.js"])).toEqual([`${ORIGIN}/assets/old-1.js`]);
    expect(staleAssetUrls(cached, [])).toEqual([`${ORIGIN}/assets/old-1.js`, `${ORIGIN}/assets/new-2.js`, `${ORIGIN}/assets/dist-3.js`]);
  });

  it("trims the oldest branding entries beyond the limit", () => {
    expect(overflowOf(["a", "b", "c", "d"], 3)).toEqual(["a"]);
    expect(overflowOf(["a", "b"], 3)).toEqual([]);
  });
});

describe("what is kept", () => {
  const response = (status: number, contentType: string, more: { redirected?: boolean; type?: string } = {}) => ({
    status,
    redirected: more.redirected ?? false,
    type: more.type ?? "basic",
    headers: new Headers({ "content-type": contentType }),
  });

  it("keeps only a plain 200 HTML page", () => {
    expect(isCacheablePage(response(200, "text/html; charset=UTF-8"))).toBe(true);
    expect(isCacheablePage(response(200, "application/json"))).toBe(false);
    expect(isCacheablePage(response(500, "text/html"))).toBe(false);
    expect(isCacheablePage(response(200, "text/html", { redirected: true }))).toBe(false);
    expect(isCacheablePage(response(200, "text/html", { type: "opaque" }))).toBe(false);
  });

  it("keeps complete same-origin files, not partial or failed ones", () => {
    expect(isCacheableFile(response(200, "text/javascript"))).toBe(true);
    expect(isCacheableFile(response(206, "image/png"))).toBe(false);
    expect(isCacheableFile(response(404, "application/json"))).toBe(false);
    expect(isCacheableFile(response(0, "", { type: "opaque" }))).toBe(false);
  });
});
