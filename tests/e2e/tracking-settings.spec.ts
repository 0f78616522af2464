import type { Page } from "@playwright/test";
import type { TrackingBranding, TrackingSettings } from "../../src/api/schemas/tracking-settings";
import { bearer, expect, test } from "./fixtures";
import { TrackingPage, trackableOrder } from "./tracking-fixtures";

/**
 * A seller's change on /settings/tracking shows on the public page (issue 7): the admin of seller 1
 * changes the footer text and the main colour, saves, and a visitor who looks up one of that
 * seller's parcels sees both. The settings are put back through the API afterwards, so the other
 * specs see the seed's branding whatever the outcome.
 */

const SETTINGS_PATH = "/settings/tracking";
const ORDER = trackableOrder("OUT_FOR_DELIVERY");

const hexToRgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

/** Whether any element of the page is painted with this colour (text, background or border). */
function pageUsesColour(page: Page, rgb: string): Promise<boolean> {
  return page.evaluate((wanted) => {
    for (const element of Array.from(document.querySelectorAll("body *"))) {
      const style = getComputedStyle(element);
      if ([style.color, style.backgroundColor, style.borderTopColor, style.borderBottomColor, style.fill].includes(wanted)) return true;
    }
    return false;
  }, rgb);
}

test.describe("tracking page settings", () => {
  test("a new footer text and main colour, saved by the seller admin, show on the public result page", async ({ page, browser, baseURL, request, signIn, apiLogin, demoUsers }) => {
    const sellerId = demoUsers.admin.sellerId;
    expect(ORDER.sellerId).toBe(sellerId);
    const token = await apiLogin(request, "admin");
    const before = await request.get(`/v1/tracking_settings/${sellerId}`, { headers: bearer(token) });
    expect(before.status()).toBe(200);
    // Read as the types say, not parsed: only footer and foreground matter here.
    const original = ((await before.json()) as { data: TrackingSettings }).data;

    const footer = `Footer set by the e2e run ${Date.now()}`;
    const colour = original.foreground === "#1f6f43" ? "#8a2be2" : "#1f6f43";
    try {
      await signIn(page, "admin", { intended: SETTINGS_PATH });
      await expect(page.getByRole("heading", { level: 1, name: "Tracking page", exact: true })).toBeVisible();
      const footerBox = page.getByRole("textbox", { name: "Footer text", exact: true });
      // The form shows the saved settings once they have arrived.
      await expect(footerBox).toHaveValue(original.footer ?? "");
      await footerBox.fill(footer);
      await page.getByLabel("Main colour", { exact: true }).fill(colour);
      await expect(page.getByRole("link", { name: "Open the public tracking page", exact: true })).toHaveAttribute("href", "/trackings");

      const saved = page.waitForResponse((r) => r.request().method() === "PUT" && new URL(r.url()).pathname === `/v1/tracking_settings/${sellerId}`);
      await page.getByRole("button", { name: "Save", exact: true }).click();
      expect((await saved).status()).toBe(200);
      await expect(page.getByText("Tracking page saved", { exact: true })).toBeVisible();

      // The server's public branding has both.
      const branding = ((await (await request.get(`/v1/trackings/branding/${sellerId}`)).json()) as { data: TrackingBranding }).data;
      expect(branding.footer).toBe(footer);
      expect(branding.foreground).toBe(colour);

      // A visitor (a context of its own, signed out) looks up one of the seller's parcels.
      const visitor = await browser.newContext({ baseURL, locale: "en-US", serviceWorkers: "block" });
      try {
        const publicPage = await visitor.newPage();
        const tracking = new TrackingPage(publicPage);
        await tracking.gotoForm();
        await tracking.track(ORDER.reference, ORDER.taxId);
        await expect(tracking.resultHeading(ORDER.reference)).toBeVisible();
        await expect(publicPage.getByRole("contentinfo")).toContainText(footer);
        await expect.poll(() => pageUsesColour(publicPage, hexToRgb(colour)), { message: `some element painted ${colour}` }).toBe(true);
      } finally {
        await visitor.close();
      }
    } finally {
      const restored = await request.put(`/v1/tracking_settings/${sellerId}`, {
        headers: bearer(token),
        data: { footer: original.footer, foreground: original.foreground },
      });
      expect(restored.status(), "settings put back").toBe(200);
    }
  });
});
