import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { expect, expectNoSeriousAxeViolations, signIn, test } from "./fixtures";

/**
 * A PDF of many orders is a durable job (issue 16): the seeded seller 1 has 300 orders, far above
 * the 50 a request answers itself. The orders list shows the job's progress and downloads the PDF
 * when the server's worker (in the server process) has made it; a user who reloads the page finds
 * the job again and downloads its file from there.
 */

const MEDIA_BOX_4X6 = "/MediaBox [0 0 288 432]";
const pageCount = (pdf: string) => pdf.match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;

/** Selects every order of the seller and asks for one PDF of labels; answers how many orders. */
async function askForAllLabels(page: Page): Promise<number> {
  await page.goto("/orders");
  const selectAll = page.getByRole("button", { name: /^Select all \d+ matching orders$/ });
  await expect(selectAll).toBeVisible();
  const count = Number((await selectAll.textContent())?.match(/\d+/)?.[0]);
  expect(count).toBeGreaterThan(50);
  await selectAll.click();
  await expect(page.getByText(`${count} selected`)).toBeVisible();
  await page.getByRole("combobox", { name: "Documents" }).selectOption({ label: "Labels" });
  await page.getByRole("button", { name: "Download PDF" }).click();
  return count;
}

async function pdfText(download: Download): Promise<string> {
  return (await readFile(await download.path())).toString("latin1");
}

test.beforeEach(async ({ page }) => {
  await signIn(page, "admin");
});

test("300 orders: the job's progress shows, then its PDF downloads by itself", async ({ page }, testInfo) => {
  const downloaded = page.waitForEvent("download", { timeout: 90_000 });
  const count = await askForAllLabels(page);
  const files = page.getByRole("region", { name: "PDF files" });
  await expect(files.getByRole("progressbar", { name: new RegExp(`^Preparing labels: [\\d,]+ of ${count.toLocaleString("en-US")} orders$`) })).toBeVisible();

  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^label-${count}-orders-\\d{4}-\\d{2}-\\d{2}\\.pdf$`));
  const text = await pdfText(download);
  expect(text.startsWith("%PDF")).toBe(true);
  // At least one page per order (one per box), all in one file.
  expect(pageCount(text)).toBeGreaterThanOrEqual(count);
  expect(text).toContain(MEDIA_BOX_4X6);
  await expect(files.getByRole("status")).toContainText(`Ready: labels for ${count.toLocaleString("en-US")} orders`);
  await expect(files.getByRole("progressbar")).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, testInfo, "the PDF files on /orders");
});

test("a user who reloads while the job runs finds it again and downloads its file", async ({ page }) => {
  const count = await askForAllLabels(page);
  const files = page.getByRole("region", { name: "PDF files" });
  await expect(files.getByRole("listitem").first()).toContainText(`labels`);
  await page.reload();

  // The newest job first: under way or already made, then ready with its file.
  const newest = page.getByRole("region", { name: "PDF files" }).getByRole("listitem").first();
  await expect(newest.getByRole("status")).toHaveText(`Ready: labels for ${count.toLocaleString("en-US")} orders`, { timeout: 90_000 });
  const [download] = await Promise.all([page.waitForEvent("download"), newest.getByRole("button", { name: "Download file" }).click()]);
  const text = await pdfText(download);
  expect(pageCount(text)).toBeGreaterThanOrEqual(count);
});
