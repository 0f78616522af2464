import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { type CatalogLocale, SignInPage, expect, paths, shell, test, translated } from "./fixtures";

/**
 * The PWA: the web manifest and its icons, the service worker's precache, the app shell offline,
 * and /v1 never answered by the worker. Against the built app (dist/), as every e2e test.
 *
 * Each test has a fresh (incognito) context, so the worker installs anew in each; a test that
 * needs it waits until the worker controls the page (the first install claims open pages).
 */

// playwright.config.ts may block service workers for the rest of the suite; these tests need them.
test.use({ serviceWorkers: "allow" });

/** The precache list the build injected into dist/sw.js (workbox-build writes it as JSON). */
function builtPrecacheUrls(): string[] {
  const source = readFileSync(new URL("../../dist/sw.js", import.meta.url), "utf8");
  return [...source.matchAll(/\{"revision":(?:null|"[^"]*"),"url":"([^"]+)"\}/g)].map((match) => match[1]!);
}

/** Waits until a service worker controls the page, and returns its script URL. */
async function waitForServiceWorkerControl(page: Page): Promise<string> {
  const handle = await page.waitForFunction(() => navigator.serviceWorker?.controller?.scriptURL ?? false, undefined, { timeout: 30_000 });
  return (await handle.jsonValue()) as string;
}

/** The paths (without the revision query) held in Workbox's precache, read from the page. */
function precachedPaths(page: Page): Promise<{ cacheNames: string[]; paths: string[] }> {
  return page.evaluate(async () => {
    const cacheNames = await caches.keys();
    const precacheName = cacheNames.find((name) => name.startsWith("workbox-precache"));
    if (!precacheName) return { cacheNames, paths: [] };
    const requests = await (await caches.open(precacheName)).keys();
    return { cacheNames, paths: requests.map((request) => new URL(request.url).pathname) };
  });
}

test("the web manifest is served, installable, with a maskable PNG icon", async ({ page, request }) => {
  await page.goto(paths.login);
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href, "index.html links the manifest").toBeTruthy();

  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/(manifest\+)?json/);
  const manifest = (await response.json()) as {
    name?: string;
    short_name?: string;
    start_url?: string;
    scope?: string;
    display?: string;
    theme_color?: string;
    icons?: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: "Shipping management", short_name: "Shipping", start_url: "/", scope: "/", display: "standalone", theme_color: "#1f4fd1" });

  const icons = manifest.icons ?? [];
  const maskable = icons.find((icon) => (icon.purpose ?? "").split(/\s+/).includes("maskable"));
  expect(maskable, "an icon with purpose maskable").toBeDefined();
  expect(icons.some((icon) => icon.sizes === "192x192" && icon.type === "image/png")).toBe(true);
  expect(icons.some((icon) => icon.sizes === "512x512" && icon.type === "image/png")).toBe(true);

  for (const icon of icons) {
    const file = await request.get(new URL(icon.src, response.url()).href);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()["content-type"], icon.src).toContain(icon.type);
  }
  const maskableFile = await request.get(new URL(maskable!.src, response.url()).href);
  expect(maskableFile.headers()["content-type"]).toContain("image/png");

  // The icons named in index.html are served too (favicon, iOS home screen).
  for (const rel of ["icon", "apple-touch-icon"]) {
    const iconHref = await page.locator(`link[rel="${rel}"]`).getAttribute("href");
    expect((await request.get(iconHref!)).status(), rel).toBe(200);
  }
});

test("offline, a reload shows the app shell and the sign-in page", async ({ page, context }) => {
  const signInPage = new SignInPage(page);
  await signInPage.goto();
  expect(new URL(await waitForServiceWorkerControl(page)).pathname).toBe("/sw.js");

  await context.setOffline(true);
  try {
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker(), "the page came from the service worker").toBe(true);
    await signInPage.expectShown();
    await expect(signInPage.email).toBeVisible();

    // Another path of the app: the worker answers it with the same shell and the router renders
    // a page (not the browser's "no internet" error page, which would fail page.goto).
    const other = await page.goto("/orders");
    expect(other?.fromServiceWorker()).toBe(true);
    await expect(page.locator("#root")).not.toBeEmpty();
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

/**
 * Every language works offline: each catalog of each language is a file of its own
 * (src/app/i18n.ts), loaded with its screen or on a language switch, and all are precached.
 */
test.describe("offline in every language", () => {
  test("the sign-in page switches language offline and starts in it again", async ({ page, context }) => {
    const signInPage = new SignInPage(page);
    await signInPage.goto();
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    try {
      const languageSelect = (shownIn: CatalogLocale) => page.getByRole("combobox", { name: translated(shownIn, "Language"), exact: true });
      await languageSelect("en").selectOption("pt_BR");
      await expect(page.getByRole("button", { name: translated("pt_BR", "Sign in"), exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: translated("pt_BR", "Forgot your password?") })).toBeVisible();
      await page.reload();
      await expect(page.getByRole("button", { name: translated("pt_BR", "Sign in"), exact: true })).toBeVisible();
      await languageSelect("pt_BR").selectOption("zh_CN");
      await expect(page.getByRole("button", { name: translated("zh_CN", "Sign in"), exact: true })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });

  test("the shell and a screen switch language offline, their texts and the screen's together", async ({ page, context, signIn }) => {
    await signIn(page, "admin");
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    try {
      // The outbox screen works offline; its texts are the sync feature's catalog.
      await page.goto("/outbox");
      await expect(page.getByRole("button", { name: "Send now", exact: true })).toBeVisible();
      for (const [locale, languageName, shownIn] of [
        ["pt_BR", "Português (Brasil)", "en"],
        ["zh_CN", "中文", "pt_BR"],
      ] as const) {
        await shell.banner(page).getByRole("button", { name: translated(shownIn, "Language"), exact: true }).click();
        await page.getByRole("menuitem", { name: languageName, exact: true }).click();
        await expect(page.getByRole("button", { name: translated(locale, "Send now"), exact: true })).toBeVisible();
        await expect(page.getByRole("navigation", { name: translated(locale, "Main menu") })).toBeVisible();
        await page.reload();
        await expect(page.getByRole("button", { name: translated(locale, "Send now"), exact: true })).toBeVisible();
        await expect(page.getByRole("link", { name: translated(locale, "Skip to content") })).toBeAttached();
      }
    } finally {
      await context.setOffline(false);
    }
  });
});

test("the precache holds index.html and nothing from /v1", async ({ page }) => {
  const built = builtPrecacheUrls();
  expect(built).toContain("index.html");
  expect(built.filter((url) => /^\/?v1(\/|$)/.test(url))).toEqual([]);
  // Only the app shell (scripts, styles, the page, the manifest and its icons) and what must work
  // offline before it was ever shown: every platform's brand assets, the flags, the terms PDF.
  expect(built.filter((url) => !/\.(js|css|html|wasm|webmanifest|png|svg|pdf)$/.test(url))).toEqual([]);
  expect(built).toEqual(expect.arrayContaining(["brands/tiendamia/logo.svg", "flags/br.svg", "terms/terms-of-service.pdf"]));

  await page.goto(paths.login);
  await waitForServiceWorkerControl(page);
  const { cacheNames, paths: cached } = await precachedPaths(page);
  expect(cacheNames.some((name) => name.startsWith("workbox-precache")), `caches: ${cacheNames.join(", ")}`).toBe(true);
  expect(cached).toContain("/index.html");
  expect(cached.filter((path) => path === "/v1" || path.startsWith("/v1/"))).toEqual([]);
  expect([...cached].sort()).toEqual(built.map((url) => `/${url.replace(/^\//, "")}`).sort());
  // No runtime cache holds /v1 either.
  for (const name of cacheNames) {
    const urls = await page.evaluate(async (cacheName) => (await (await caches.open(cacheName)).keys()).map((r) => new URL(r.url).pathname), name);
    expect(urls.filter((path) => path.startsWith("/v1")), name).toEqual([]);
  }
});

test("/v1 is never answered by the service worker", async ({ page, context }) => {
  await page.goto(paths.login);
  await waitForServiceWorkerControl(page);

  // Online: the answer comes from the server, not from the worker.
  const [apiResponse] = await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === "/v1/health"),
    page.evaluate(() => fetch("/v1/health").then((response) => response.status)),
  ]);
  expect(apiResponse.status()).toBe(200);
  expect(apiResponse.fromServiceWorker()).toBe(false);

  // A navigation to /v1 is not given the app's index.html (the navigation fallback denies it).
  const navigation = await page.goto("/v1/health");
  expect(navigation?.fromServiceWorker()).toBe(false);
  expect(navigation?.headers()["content-type"]).toContain("application/json");
  await page.goto(paths.login);
  await waitForServiceWorkerControl(page);

  await context.setOffline(true);
  try {
    // Offline: nothing answers it, neither the worker nor a cache.
    const outcome = await page.evaluate(() =>
      fetch("/v1/health").then(
        (response) => `answered ${response.status}`,
        () => "failed",
      ),
    );
    expect(outcome).toBe("failed");
    await expect(page.goto("/v1/health")).rejects.toThrow();
  } finally {
    await context.setOffline(false);
  }
});
