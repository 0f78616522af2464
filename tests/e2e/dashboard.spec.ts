import { type CatalogLocale, expect, expectNoSeriousAxeViolations, signIn, test, uiText, waitForServiceWorkerControl } from "./fixtures";
import { DashboardScreen } from "./pages/dashboard-screen";

/**
 * The dashboard (issue 19): opened from home, its cards and tables for the demo seller's last 30
 * days (the demo orders spread over 90 days before the server started), the sales trend by
 * keyboard, and its figures as a table; axe in the three languages.
 */

test.use({ viewport: { width: 1280, height: 800 } });

const DAYS = 30;
const CARDS = ["Orders created", "Dispatched", "Delivered", "In exception", "Total value"] as const;

for (const locale of ["en", "pt_BR", "zh_CN"] as const satisfies readonly CatalogLocale[]) {
  test(`opens from home, shows the last 30 days and the sales trend as a chart and a table (${locale})`, async ({ page }, testInfo) => {
    const t = uiText(locale);
    await signIn(page, "viewer");
    if (locale !== "en") {
      await page.evaluate((chosen) => localStorage.setItem("language", chosen), locale);
      await page.reload();
    }
    await page.getByRole("link", { name: t("See how your business is doing on the dashboard") }).click();
    const screen = new DashboardScreen(page, t);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(screen.heading).toBeVisible();

    await expect(screen.overviewTab).toHaveAttribute("aria-selected", "true");
    for (const title of CARDS) await expect(screen.card(t(title))).toBeVisible();
    // The demo seller has orders every few hours: the period is never empty.
    await expect(screen.card(t("Orders created")).getByText(/^[1-9][\d.,\s]*$/)).toBeVisible();
    await expect(screen.card(t("Total value"))).toContainText(/US\$|\$/);
    await expect(screen.rowsOf(screen.topCustomers)).toHaveCount(5);
    await expect(screen.rowsOf(screen.byStatus).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo, `/dashboard overview (${locale})`);

    // By keyboard: the selected tab is the one tab stop; the arrow selects the next.
    await screen.overviewTab.focus();
    await page.keyboard.press("ArrowRight");
    await expect(screen.trendTab).toBeFocused();
    await expect(screen.trendTab).toHaveAttribute("aria-selected", "true");
    await expect(screen.topCustomers).toHaveCount(0);
    await expect(screen.chart).toBeVisible();
    await expect(screen.chart).toHaveAttribute("aria-label", /.+/);
    await expect(screen.chart.locator("rect")).toHaveCount(DAYS);

    await screen.showTable.click();
    await expect(screen.rowsOf(screen.dayTable)).toHaveCount(DAYS);
    await expectNoSeriousAxeViolations(page, testInfo, `/dashboard sales trend (${locale})`);
  });
}

test.describe("offline", () => {
  // The reload offline needs the service worker, which playwright.config.ts blocks for other specs.
  test.use({ serviceWorkers: "allow" });

  test("opens offline after a reload with the figures this device last saw, and the saved-data notice", async ({ page, context }) => {
    test.setTimeout(120_000);
    await signIn(page, "viewer");
    await waitForServiceWorkerControl(page);
    const screen = new DashboardScreen(page);
    await screen.goto();
    const created = await screen.card("Orders created").getByRole("paragraph").first().textContent();
    await expect(screen.rowsOf(screen.topCustomers)).toHaveCount(5);
    // The persister's writes are throttled: wait until the figures are in localStorage.
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith("saved-queries:") && (localStorage.getItem(key) ?? "").includes('"queryKey":["analytics",'))))
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(screen.heading).toBeVisible();
    await expect(screen.card("Orders created").getByRole("paragraph").first()).toHaveText(created ?? "");
    await expect(screen.rowsOf(screen.topCustomers)).toHaveCount(5);
    await expect(page.getByRole("main").getByRole("status").filter({ hasText: "Offline: showing data saved on this device" })).toBeVisible();
  });
});
