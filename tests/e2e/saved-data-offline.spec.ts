import type { APIRequestContext, Page } from "@playwright/test";
import { type CatalogLocale, apiLogin, bearer, escapeRegExp, expect, signIn, test, translated, waitForServiceWorkerControl } from "./fixtures";

/**
 * Issue 15, the card's persister: a screen of small server state opens offline after a reload
 * with the last answer this device saw and says how old it is; signing out leaves nothing of it
 * on the device. /settings/advanced reads only the seller's settings (no Dexie copy), so what it
 * shows offline can only come from the saved queries.
 */

// The reload offline needs the service worker, which playwright.config.ts blocks for other specs.
test.use({ serviceWorkers: "allow" });

const SAVED_QUERIES_PREFIX = "saved-queries:";
const SYSTEM_LABELS = { metric: "Metric (cm, kg)", imperial: "Imperial (in, lb)" } as const;

async function serverMeasurementSystem(request: APIRequestContext): Promise<keyof typeof SYSTEM_LABELS> {
  const token = await apiLogin(request, "admin");
  const seller = await request.get("/v1/current-seller", { headers: bearer(token) });
  const { id } = ((await seller.json()) as { data: { id: number } }).data;
  const settings = await request.get(`/v1/seller_settings/${id}`, { headers: bearer(token) });
  return ((await settings.json()) as { data: { measurement_system: keyof typeof SYSTEM_LABELS } }).data.measurement_system;
}

/** The saved entries on this device, by key: what localStorage holds under the persister's prefix. */
const savedEntries = (page: Page) =>
  page.evaluate((prefix) => Object.keys(localStorage).filter((key) => key.startsWith(prefix)).map((key) => [key, localStorage.getItem(key) ?? ""] as const), SAVED_QUERIES_PREFIX);

for (const locale of ["en", "pt_BR"] as const satisfies CatalogLocale[]) {
  /** The built app's words for an English message in this test's language. */
  const t = (message: string, values: Record<string, string> = {}) => (locale === "en" ? message.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "") : translated(locale, message, values));

  test(`${locale}: settings open offline after a reload with their last data and its age; sign-out clears them`, async ({ page, context, request }) => {
    test.setTimeout(120_000);
    const system = await serverMeasurementSystem(request);
    await signIn(page, "admin");
    await waitForServiceWorkerControl(page);
    await page.evaluate((language) => localStorage.setItem("language", language), locale);

    await page.goto("/settings/advanced");
    const form = page.getByRole("form", { name: t("Advanced settings") });
    const radio = form.getByRole("radio", { name: t(SYSTEM_LABELS[system]) });
    await expect(radio).toBeChecked();
    const notice = page.getByRole("main").getByRole("status").filter({ hasText: t("Offline: showing data saved on this device") });
    await expect(notice, "online, the screen shows the server's answer and no notice").toHaveCount(0);
    // The persister has written the seller's settings (its writes are throttled, so wait for them).
    await expect.poll(async () => (await savedEntries(page)).some(([, value]) => value.includes('"queryKey":["seller-settings",')), { message: "the seller settings saved in localStorage" }).toBe(true);

    await context.setOffline(true);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker(), "the reload offline came from the service worker").toBe(true);
    await expect(page.getByRole("heading", { level: 1, name: t("Advanced") })).toBeVisible();
    await expect(radio).toBeChecked();
    await expect(notice).toBeVisible();
    // "Last refreshed 3 seconds ago": the age of what is shown, in the user's language.
    await expect(notice.locator("time")).toHaveText(new RegExp(`^${escapeRegExp(t("Last refreshed {when}", { when: "" }))}\\S`));
    await expect(notice.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);

    await context.setOffline(false);
    await expect(notice, "back online, the notice goes").toHaveCount(0);
    await page.getByRole("banner").getByRole("button", { name: t("User menu"), exact: true }).click();
    await page.getByRole("menuitem", { name: t("Log out") }).click();
    await expect(page).toHaveURL(/\/nb-login/);
    await expect.poll(async () => (await savedEntries(page)).length, { message: "no saved queries left after sign-out" }).toBe(0);
  });
}
