import type { Page } from "@playwright/test";
import { type CatalogLocale, apiLogin, bearer, expect, expectNoSeriousAxeViolations, signIn, test, translatedInContext, uiText } from "./fixtures";

/**
 * Integrations (issue 22): a courier connected through its form (a refused test first, with the
 * spec's words in English and Portuguese, then the demo credentials the local stand-in accepts),
 * its credentials shown masked and never sent back in clear, then disconnected; a viewer sees the
 * cards and can change nothing.
 */

const DESKTOP = { width: 1280, height: 800 };
test.use({ viewport: DESKTOP });

async function useLanguage(page: Page, locale: CatalogLocale) {
  if (locale !== "en") await page.evaluate((chosen) => localStorage.setItem("language", chosen), locale);
}

const CODE = "global-express";
const NAME = "Global Express Worldwide";

test.beforeEach(async ({ request }) => {
  // A run's database is shared by its specs: start from a disconnected integration.
  const token = await apiLogin(request, "admin");
  await request.delete(`/v1/integrations/${CODE}`, { headers: bearer(token) });
});

for (const locale of ["en", "pt_BR"] as const) {
  test(`a courier is connected with accepted credentials after a refused test, then disconnected (${locale})`, async ({ page, request }, testInfo) => {
    const text = uiText(locale);
    await signIn(page, "operation");
    await useLanguage(page, locale);
    await page.goto("/integrations/couriers");
    const card = page.getByRole("article", { name: NAME });
    await expect(card.getByText(text("Disconnected"), { exact: true })).toBeVisible();
    await card.getByRole("button", { name: text("Connect {0}", { 0: NAME }) }).click();
    const form = card.getByRole("form", { name: text("Credentials of {0}", { 0: NAME }) });
    await form.getByLabel(text("Site ID")).fill("demo-site-id");
    await form.getByLabel(text("Password")).fill("not-the-password");
    await form.getByLabel(text("Account number")).fill("demo-account-number");
    await form.getByRole("button", { name: text("Test connection") }).click();
    await expect(form.getByRole("status")).toHaveText(text("The connection could not be created, please try again later"));

    await form.getByLabel(text("Password")).fill("demo-password");
    await form.getByRole("button", { name: text("Test connection") }).click();
    await expect(form.getByRole("status")).toHaveText(text("Connection works: these credentials are accepted."));
    await form.getByRole("button", { name: translatedInContext(locale, "an integration", "Connect"), exact: true }).click();
    await expect(card.getByText(text("Connected"), { exact: true })).toBeVisible();
    // Each of the three credentials shown as the mask alone, none of its characters (decision 069).
    await expect(card.getByText("••••", { exact: true })).toHaveCount(3);
    if (locale === "en") await expectNoSeriousAxeViolations(page, testInfo, "/integrations/couriers");

    // What the server answers about it holds no credential in clear.
    const token = await apiLogin(request, "viewer");
    const listed = await (await request.get("/v1/integrations", { headers: bearer(token) })).text();
    expect(listed).toContain('"state":"connected"');
    for (const secret of ["demo-site-id", "demo-password", "demo-account-number"]) expect(listed).not.toContain(secret);

    await card.getByRole("button", { name: text("Manage {0}", { 0: NAME }) }).click();
    await card.getByRole("button", { name: text("Disconnect") }).click();
    await expect(card.getByText(text("Disconnected"), { exact: true })).toBeVisible();
  });
}

test("a viewer sees the channels and the new integrations with nothing to change", async ({ page }, testInfo) => {
  await signIn(page, "viewer");
  await page.goto("/integrations/channels");
  const erp = page.getByRole("article", { name: "Ledger ERP" });
  await expect(erp.getByText("ERP", { exact: true })).toBeVisible();
  await expect(erp.getByRole("button")).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, testInfo, "/integrations/channels");
  await page.goto("/integrations/new");
  await expect(page.getByRole("heading", { level: 1, name: "New integration" })).toBeVisible();
  await expect(page.getByRole("list", { name: "New integration" }).getByRole("article")).toHaveCount(20);
});

for (const locale of ["en", "zh_CN", "pt_BR"] as const) {
  test(`the integrations, contracts and price tables screens pass axe (${locale})`, async ({ page }, testInfo) => {
    const text = uiText(locale);
    await signIn(page, "admin");
    await useLanguage(page, locale);
    const screens: [string, string][] = [
      ["/integrations/couriers", "Courier integrations"],
      ["/integrations/channels", "Sales channel integrations"],
      ["/accounts/contracts", "Contracts"],
      ["/integrations/price_tables", "Price tables and delivery times"],
    ];
    for (const [path, title] of screens) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: text(title) })).toBeVisible();
      await expect(page.getByRole("article").first()).toBeVisible();
      await expectNoSeriousAxeViolations(page, testInfo, `${path} (${locale})`);
    }
  });
}
