import type { Page } from "@playwright/test";
import { expect, signIn, test, waitForServiceWorkerControl } from "./fixtures";
import { TRACKING_FORM_PATH, TrackingPage, resultPath, trackableOrder } from "./tracking-fixtures";

/**
 * The public tracking page offline (decision 023): its own small worker (dist/trackings-sw.js,
 * scope /trackings) keeps the page and its files, the page keeps the last result in localStorage,
 * so a visitor's last parcel opens without a network, with the time it was fetched. A signed-in
 * portal user gets the same page from the portal's worker (sw/sw.ts).
 *
 * Each test has a fresh context, so the workers install anew in each.
 */

// playwright.config.ts blocks service workers for the rest of the suite; these tests need them.
test.use({ serviceWorkers: "allow" });

/** The page keeps its last result under this key (src/tracking/last-result.ts). */
const LAST_RESULT_KEY = "tracking:last";

/** The tracking page's worker has installed (its caches are filled before it activates). */
async function waitForTrackingWorker(page: Page): Promise<void> {
  await page.waitForFunction(
    async () => {
      const registration = await navigator.serviceWorker.getRegistration("/trackings");
      return registration?.active?.state === "activated" && new URL(registration.active.scriptURL).pathname === "/trackings-sw.js";
    },
    undefined,
    { timeout: 30_000, polling: 250 },
  );
}

/** Every URL held by the tracking page's caches (names "trackings-..."), and every cache name. */
function trackingCaches(page: Page): Promise<{ names: string[]; urls: string[] }> {
  return page.evaluate(async () => {
    const names = await caches.keys();
    const urls: string[] = [];
    for (const name of names.filter((n) => n.startsWith("trackings-"))) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname + new URL(request.url).search);
    }
    return { names, urls };
  });
}

/** "You are offline. This is the result from {time}." with the stored fetch time, as the page formats it (English). */
function offlineTextOfStoredResult(page: Page): Promise<string> {
  return page.evaluate((key) => {
    const stored = JSON.parse(localStorage.getItem(key) ?? "null") as { fetchedAt?: string } | null;
    if (!stored?.fetchedAt) throw new Error(`No stored result under ${key}`);
    const time = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" }).format(new Date(stored.fetchedAt));
    return `You are offline. This is the result from ${time}.`;
  }, LAST_RESULT_KEY);
}

test("the last tracked parcel opens offline from the tracking page's own worker, with its fetch time", async ({ page, context }) => {
  test.setTimeout(120_000);
  // Not the first order of its status: the other tracking specs look those up.
  const order = trackableOrder("IN_TRANSIT", 1);
  const tracking = new TrackingPage(page);

  await tracking.gotoForm();
  await tracking.track(order.reference, order.taxId);
  await expect(tracking.resultHeading(order.reference)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`${resultPath(order.reference)}$`));

  // Registered after load, installed (page + files cached), then claims the page; a reload
  // makes sure the page is controlled however the claim raced with the lookup.
  await waitForTrackingWorker(page);
  await page.reload();
  await expect(tracking.resultHeading(order.reference)).toBeVisible({ timeout: 30_000 });
  expect(new URL(await waitForServiceWorkerControl(page)).pathname).toBe("/trackings-sw.js");
  // The result is kept for reading offline, the tax id is not (it stays in the open page only).
  const stored = await page.evaluate((key) => localStorage.getItem(key), LAST_RESULT_KEY);
  expect(stored, "the stored last result").toContain(order.reference);
  expect(stored, "the stored last result").not.toContain(order.taxId);

  // Only the tracking page is kept: no portal precache, no /v1 answer but the public branding.
  const { names, urls } = await trackingCaches(page);
  expect(names.filter((name) => name.startsWith("workbox-precache")), "the portal's precache is never installed here").toEqual([]);
  expect(urls).toContain("/trackings");
  expect(urls.filter((url) => url.startsWith("/v1/") && !url.startsWith("/v1/trackings/branding/"))).toEqual([]);
  expect(urls.filter((url) => url.startsWith("/assets/")).length).toBeGreaterThan(0);
  expect(urls.filter((url) => !url.startsWith("/assets/") && !url.startsWith("/v1/trackings/branding/") && url !== "/trackings")).toEqual([]);

  await context.setOffline(true);
  try {
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker(), "the page came from the tracking page's worker").toBe(true);
    await expect(tracking.resultHeading(order.reference)).toBeVisible();
    await expect(tracking.statusBar()).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /^You are offline\./ })).toHaveText(await offlineTextOfStoredResult(page));

    // The form opens offline too (one cached page serves every /trackings path), and offers the last parcel.
    const form = await page.goto(TRACKING_FORM_PATH);
    expect(form?.fromServiceWorker()).toBe(true);
    await expect(tracking.formHeading).toBeVisible();
    await expect(tracking.trackingNumber).toBeVisible();
    await expect(page.getByRole("link", { name: `See your last tracked parcel (${order.reference})` })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test("a signed-in portal user offline opening /trackings gets the tracking page from the portal's worker", async ({ page, context }) => {
  test.setTimeout(120_000);
  await signIn(page, "operation");
  expect(new URL(await waitForServiceWorkerControl(page)).pathname).toBe("/sw.js");

  await context.setOffline(true);
  try {
    const opened = await page.goto(TRACKING_FORM_PATH);
    expect(opened?.fromServiceWorker(), "the page came from the portal's worker").toBe(true);
    const tracking = new TrackingPage(page);
    await expect(tracking.formHeading).toBeVisible();
    await expect(tracking.trackingNumber).toBeVisible();
    await expect(tracking.taxId).toBeVisible();
    await expect(tracking.trackButton).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});
