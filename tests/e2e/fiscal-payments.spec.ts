import { type CatalogLocale, expect, expectNoSeriousAxeViolations, signIn, test, uiText, waitForServiceWorkerControl } from "./fixtures";
import { FiscalPaymentsScreen } from "./pages/fiscal-payments-screen";

/**
 * Fiscal payments (issue 18): the demo slips of the seller show with their statuses, a filter
 * narrows them, a slip's line is copied in one tap with a visible confirmation, and in
 * Portuguese the labels are Portuguese and the values are written the Brazilian way.
 */

test.use({ viewport: { width: 1280, height: 800 }, permissions: ["clipboard-read", "clipboard-write"] });

/** Seller 1's demo slips (server/seed/fiscal-payments.ts): 8, of which 2 in error. */
const SELLER_1_SLIPS = 8;
const SELLER_1_ERRORS = 2;
/** The newest of them: the fine of 560 reais created a day before the seed, still processing. */
const NEWEST = { reference: "FP-2026006", value: { en: "R$560.00", pt_BR: "R$ 560,00" } };

for (const locale of ["en", "pt_BR"] as const satisfies readonly CatalogLocale[]) {
  test(`the seller's slips show, narrow by status and value, and a line copies in one tap (${locale})`, async ({ page }, testInfo) => {
    const t = uiText(locale);
    await signIn(page, "viewer");
    if (locale !== "en") await page.evaluate((chosen) => localStorage.setItem("language", chosen), locale);
    const screen = new FiscalPaymentsScreen(page, t);
    await screen.goto();
    await expect(screen.heading).toBeVisible();
    await expect(screen.rows).toHaveCount(SELLER_1_SLIPS);

    const newest = screen.row(NEWEST.reference);
    await expect(newest).toContainText(t("Processing"));
    // Intl writes a no-break space after R$ in Portuguese.
    await expect(newest.getByRole("cell", { name: NEWEST.value[locale].replace(" ", "\u00a0") })).toBeVisible();
    // The 48-digit line in its four printed blocks.
    await expect(newest.getByText(/^\d{11}-\d$/)).toHaveCount(4);

    await newest.getByRole("button", { name: t("Copy barcode of {reference}", { reference: NEWEST.reference }) }).click();
    await expect(newest.getByRole("status")).toHaveText(t("Copied"));
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^8\d{47}$/);
    const blocks = await newest.getByText(/^\d{11}-\d$/).allTextContents();
    expect(copied).toBe(blocks.join("").replace(/-/g, ""));

    await screen.status.selectOption({ label: t("Error") });
    await screen.filter.click();
    await expect(page).toHaveURL(/status=error/);
    await expect(screen.rows).toHaveCount(SELLER_1_ERRORS);
    for (const row of await screen.rows.all()) await expect(row).toContainText(t("Error"));

    // A value range typed the user's way: only the 3,400-real fine is 1,000 reais or more.
    await screen.rangeBox("Value (R$)", "From").fill(locale === "en" ? "1,000.00" : "1.000,00");
    await screen.filter.click();
    await expect(screen.rows).toHaveCount(1);
    await expect(screen.rows.first()).toContainText(locale === "en" ? "R$3,400.00" : "R$\u00a03.400,00");

    await page.getByRole("button", { name: t("Clear filters") }).click();
    await expect(screen.rows).toHaveCount(SELLER_1_SLIPS);
    await expectNoSeriousAxeViolations(page, testInfo, "/orders/fiscal_payments");
  });
}

test("another seller sees only its own slips", async ({ page }) => {
  await signIn(page, "otherAdmin");
  const screen = new FiscalPaymentsScreen(page);
  await screen.goto();
  await expect(screen.rows).toHaveCount(3);
  await expect(screen.row(NEWEST.reference)).toHaveCount(0);
});

test.describe("offline", () => {
  // The reload offline needs the service worker, which playwright.config.ts blocks for other specs.
  test.use({ serviceWorkers: "allow" });

  test("the list's first page opens offline after a reload, as this device last saw it, with the saved-data notice", async ({ page, context }) => {
    test.setTimeout(120_000);
    await signIn(page, "viewer");
    await waitForServiceWorkerControl(page);
    const screen = new FiscalPaymentsScreen(page);
    await screen.goto();
    await expect(screen.rows).toHaveCount(SELLER_1_SLIPS);
    // The persister's writes are throttled: wait until the page is in localStorage.
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith("saved-queries:") && (localStorage.getItem(key) ?? "").includes('"queryKey":["fiscal-payments",'))))
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(screen.heading).toBeVisible();
    await expect(screen.rows).toHaveCount(SELLER_1_SLIPS);
    await expect(screen.row(NEWEST.reference)).toContainText(NEWEST.value.en);
    await expect(page.getByRole("main").getByRole("status").filter({ hasText: "Offline: showing data saved on this device" })).toBeVisible();

    // A filter needs the server: it says so rather than showing the unfiltered copy as filtered.
    await screen.status.selectOption({ label: "Error" });
    await screen.filter.click();
    await expect(page.getByText("You are offline. These fiscal payments show when the connection returns.")).toBeVisible();
    await context.setOffline(false);
    await expect(screen.rows).toHaveCount(SELLER_1_ERRORS);
  });
});
