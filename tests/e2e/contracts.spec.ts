import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { type CatalogLocale, expect, expectNoSeriousAxeViolations, signIn, test, uiText } from "./fixtures";

/**
 * Contracts and price tables (issue 22): the contracts with their terms, a contract downloaded as
 * CSV and PDF, the refusal to delete a contract orders use (in English and Portuguese); a price
 * table change sent by operation to the admin, who approves it; a viewer reads and sends nothing.
 */

const DESKTOP = { width: 1280, height: 800 };
test.use({ viewport: DESKTOP });

async function useLanguage(page: Page, locale: CatalogLocale) {
  if (locale !== "en") await page.evaluate((chosen) => localStorage.setItem("language", chosen), locale);
}

test("the contracts show their terms and download as CSV and PDF", async ({ page }, testInfo) => {
  await signIn(page, "admin");
  await page.goto("/accounts/contracts");
  const express = page.getByRole("article", { name: "Express" });
  await expect(express.getByText("Connected", { exact: true })).toBeVisible();
  await expect(express.getByText("Formal")).toBeVisible();
  await expect(express.getByText("Andes Air Courier")).toBeVisible();
  await expect(page.getByRole("article", { name: "Economy" }).getByText("Dec 31, 2026")).toBeVisible();

  const [csv] = await Promise.all([page.waitForEvent("download"), express.getByRole("button", { name: "Download Express as CSV" }).click()]);
  expect(csv.suggestedFilename()).toBe("contract-1-express.csv");
  const text = (await readFile(await csv.path())).toString("utf8");
  expect(text.split("\r\n")[1]).toMatch(/^Express,Andes Air Courier,DDP DDU,formal,2025-03-01,2027-02-28,BR,5,yes,60,17,2,0.5,18.90$/);

  const [pdf] = await Promise.all([page.waitForEvent("download"), express.getByRole("button", { name: "Download Express as PDF" }).click()]);
  expect(pdf.suggestedFilename()).toBe("contract-1-express.pdf");
  expect((await readFile(await pdf.path())).subarray(0, 4).toString()).toBe("%PDF");
  await expectNoSeriousAxeViolations(page, testInfo, "/accounts/contracts");
});

for (const locale of ["en", "pt_BR"] as const) {
  test(`deleting a contract that orders use is refused with the spec's words (${locale})`, async ({ page }) => {
    const text = uiText(locale);
    await signIn(page, "operation");
    await useLanguage(page, locale);
    await page.goto("/accounts/contracts");
    const standard = page.getByRole("article", { name: "Standard" });
    await standard.getByRole("button", { name: text("Delete {0}", { 0: "Standard" }) }).click();
    const dialog = page.getByRole("dialog", { name: text("Delete contract {0}?", { 0: "Standard" }) });
    await dialog.getByRole("button", { name: text("Delete"), exact: true }).click();
    await expect(page.getByText(text("Contract CAN'T be deleted!"))).toBeVisible();
    await expect(standard).toBeVisible();
  });
}

test("a price table change goes to the chosen admin, who approves it", async ({ page }, testInfo) => {
  const change = `First 0.5 kg to 10.90 (${Date.now()})`;
  await signIn(page, "operation");
  await page.goto("/integrations/price_tables");
  const standard = page.getByRole("article", { name: "Standard to Brazil" });
  await standard.getByText("Freight by weight").click();
  await expect(standard.getByRole("table", { name: "Freight by weight, Standard" }).getByRole("row", { name: "1.0 kg 14.70" })).toBeVisible();

  const form = page.getByRole("form", { name: "Request a change" });
  await form.getByRole("combobox", { name: "Contract" }).selectOption({ label: "Standard" });
  await form.getByRole("combobox", { name: /Send for approval to/ }).selectOption({ label: "Ana Admin (administrator)" });
  await form.getByRole("textbox", { name: /What to change/ }).fill(change);
  await form.getByRole("textbox", { name: /Why/ }).fill("A competitor offers less on this lane");
  await form.getByRole("button", { name: "Send for approval" }).click();
  await expect(page.getByText("Your request was sent for approval.")).toBeVisible();
  const row = page.getByRole("table", { name: "Change requests" }).getByRole("row").filter({ hasText: change });
  await expect(row.getByText("Pending")).toBeVisible();
  await expectNoSeriousAxeViolations(page, testInfo, "/integrations/price_tables");

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, "admin");
  await page.goto("/integrations/price_tables");
  const mine = page.getByRole("table", { name: "Change requests" }).getByRole("row").filter({ hasText: change });
  await mine.getByRole("button", { name: "Approve the change to Standard" }).click();
  await expect(mine.getByText("Approved")).toBeVisible();
});

test("a viewer reads the price tables and contracts and can change nothing", async ({ page }) => {
  await signIn(page, "viewer");
  await page.goto("/integrations/price_tables");
  await expect(page.getByRole("article", { name: "Express to Brazil" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Change requests" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Request a change" })).toHaveCount(0);
  await page.goto("/accounts/contracts");
  await expect(page.getByRole("article", { name: "Express" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete Express" })).toHaveCount(0);
});
