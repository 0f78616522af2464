import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { type CatalogLocale, apiLogin, bearer, expect, expectNoSeriousAxeViolations, listAllOrders, signIn, test, uiText } from "./fixtures";
import { ArchivesScreen, ProductImportScreen } from "./pages/archives-screen";

/**
 * The downloads archive and the product import (issue 17): a PDF of many orders made by a job
 * shows in /archives with until when it is kept and downloads from there; a products CSV with
 * one bad row, chosen on /settings/boxes-products, opens its log, which names the bad line in
 * the user's language, and the good products join the templates.
 */

const DESKTOP = { width: 1280, height: 800 };
test.use({ viewport: DESKTOP });

async function useLanguage(page: Page, locale: CatalogLocale) {
  if (locale !== "en") await page.evaluate((chosen) => localStorage.setItem("language", chosen), locale);
}

test("a bulk labels PDF made by a job appears in the archive, says until when it is kept, and downloads", async ({ page, request }, testInfo) => {
  // The operator's, not the admin's: the orders list shows its user's recent PDF jobs, and
  // document-jobs.spec.ts counts the admin's.
  const token = await apiLogin(request, "operation");
  // Above the 50 orders a request answers itself: the server makes a job.
  const ids = (await listAllOrders(request, token)).slice(0, 60).map((order) => order.id);
  const started = await request.post("/v1/orders/documents", { headers: bearer(token), data: { ids, kind: "label" } });
  expect(started.status()).toBe(202);
  const { data: job } = (await started.json()) as { data: { id: string } };

  await signIn(page, "operation");
  const archives = new ArchivesScreen(page);
  await archives.goto();
  await expect(archives.heading).toBeVisible();
  await expect(page.getByText(/Files are kept for 7 days after they are made/)).toBeVisible();
  const row = archives.table.getByRole("row").filter({ has: page.getByRole("button", { name: new RegExp(`^Download Labels PDF: label-60-orders-`) }) });
  // The page follows the job by itself until it is done.
  await expect(row).toHaveCount(1, { timeout: 90_000 });
  await expect(row.getByText(/^Available until /)).toBeVisible();
  await expect(row.getByRole("cell", { name: "Done" })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), row.getByRole("button", { name: /^Download Labels PDF/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^label-60-orders-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect((await readFile(await download.path())).subarray(0, 4).toString()).toBe("%PDF");
  expect(job.id).toMatch(/^[0-9a-f-]{36}$/);
  await expectNoSeriousAxeViolations(page, testInfo, "/archives");
});

for (const locale of ["en", "pt_BR"] as const) {
  test(`a products file with one bad row (${locale}): its log names the line, the good products join the templates`, async ({ page }, testInfo) => {
    const t = uiText(locale);
    const suffix = locale.toUpperCase().replace("_", "");
    const csv = [
      "sku;name;description;category;hsCode;origin country;unit price;unit weight",
      `E2E-MUG-${suffix};Stoneware mug;Blue;home decor;6912.00;CN;12,50;0,4`,
      `E2E-BAD-${suffix};Broken row;;spaceships;6912.00;CN;5;1`,
      `E2E-CAP-${suffix};Cotton cap;;fashion;;BR;9.90;0.1`,
    ].join("\r\n");
    await signIn(page, "admin");
    await useLanguage(page, locale);
    await page.goto("/settings/boxes-products");
    await page.getByLabel(t("Import products")).setInputFiles({ name: `catalogue-${suffix}.csv`, mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") });

    const log = new ProductImportScreen(page, t);
    await expect(page).toHaveURL(/\/products\/import\/[0-9a-f-]{36}$/);
    await expect(log.heading).toBeVisible();
    await expect(log.lines).toBeVisible({ timeout: 60_000 });
    await expect(log.line(3)).toContainText(`E2E-BAD-${suffix}`);
    await expect(log.line(3)).toContainText(`${t("Category")}: ${t("Choose a category from the list")}`);
    await expect(log.line(2).getByRole("listitem")).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, testInfo, "/products/import/{id}");

    await page.goto("/settings/boxes-products");
    const products = page.getByRole("region", { name: t("Product templates") });
    await expect(products.getByText(`E2E-MUG-${suffix} · Stoneware mug`)).toBeVisible();
    await expect(products.getByText(`E2E-CAP-${suffix} · Cotton cap`)).toBeVisible();
    await expect(products.getByText(`E2E-BAD-${suffix}`)).toHaveCount(0);

    // The import is in the archive too, with a link back to its log.
    const archives = new ArchivesScreen(page, t);
    await archives.goto();
    await expect(archives.rows(t("Product import")).first().getByRole("link", { name: `catalogue-${suffix}-log.csv` })).toBeVisible();
  });
}
