import { readFile } from "node:fs/promises";
import type { Download, Locator, Page } from "@playwright/test";
import { DEFAULT_PRINTING_SETTINGS } from "../../src/api/schemas/documents";
import { apiLogin, bearer, expect, expectNoSeriousAxeViolations, listAllOrders, signIn, test } from "./fixtures";

/**
 * Documents as the user gets them: a label from the order view is a real PDF download, in the
 * printing settings' paper; three selected orders become one PDF; changing the label format to
 * "Letter, full page" makes the next label letter size. Page sizes are read from the file's
 * MediaBox (PDF points: 4x6 in = 288 x 432, letter = 612 x 792).
 */

const MEDIA_BOX_4X6 = "/MediaBox [0 0 288 432]";
const MEDIA_BOX_LETTER = "/MediaBox [0 0 612 792]";
/** A real label (text, a barcode image, fonts) is far larger than an empty PDF. */
const MIN_LABEL_BYTES = 2_000;

/** Clicks `trigger` and returns the file the browser downloaded, as text (PDF syntax is ASCII). */
async function downloadFrom(page: Page, trigger: Locator): Promise<{ download: Download; text: string; bytes: number }> {
  const [download] = await Promise.all([page.waitForEvent("download"), trigger.click()]);
  const path = await download.path();
  const buffer = await readFile(path);
  return { download, text: buffer.toString("latin1"), bytes: buffer.length };
}

const pageCount = (pdf: string) => pdf.match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;

async function openOrder(page: Page, id: number, orderNumber: string) {
  await page.goto(`/orders/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  return page.getByRole("group", { name: "Documents" });
}

test.beforeEach(async ({ page }) => {
  await signIn(page, "admin");
});

// The printing settings belong to the seller: leave them as the seed made them for other specs.
test.afterEach(async ({ request }) => {
  const token = await apiLogin(request, "admin");
  const response = await request.put("/v1/printings/all", { data: DEFAULT_PRINTING_SETTINGS, headers: { ...bearer(token), "Idempotency-Key": crypto.randomUUID() } });
  expect(response.status(), "PUT /v1/printings/all (restore defaults)").toBe(200);
});

test("Download label on the order view gives a 4x6 PDF", async ({ page, request }) => {
  const [order] = await listAllOrders(request, await apiLogin(request, "admin"));
  const documents = await openOrder(page, order!.id, order!.order_number);
  await expect(documents.getByRole("combobox", { name: "Label format" })).toHaveValue("");
  const { download, text, bytes } = await downloadFrom(page, documents.getByRole("button", { name: "Download label" }));
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  expect(text.startsWith("%PDF")).toBe(true);
  expect(bytes).toBeGreaterThan(MIN_LABEL_BYTES);
  expect(text).toContain(MEDIA_BOX_4X6);
});

test("three selected orders make one PDF of labels", async ({ page, request }) => {
  const all = await listAllOrders(request, await apiLogin(request, "admin"));
  await page.goto("/orders");
  const table = page.getByRole("table", { name: "Orders" });
  const boxes = table.getByRole("checkbox", { name: /^Select order / });
  await expect(boxes.first()).toBeVisible();
  for (let index = 0; index < 3; index += 1) await boxes.nth(index).check();
  await expect(page.getByText("3 selected")).toBeVisible();
  await page.getByRole("combobox", { name: "Documents" }).selectOption({ label: "Labels" });
  const { text } = await downloadFrom(page, page.getByRole("button", { name: "Download PDF" }));
  expect(text.startsWith("%PDF")).toBe(true);
  // One page per box: at least one page for each of the three orders, all in one file.
  expect(pageCount(text)).toBeGreaterThanOrEqual(3);
  expect(text).toContain(MEDIA_BOX_4X6);
  expect(all.length).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole("progressbar")).toHaveCount(0);
});

test("after choosing Letter, full page in the printing settings the next label is letter size", async ({ page, request }, testInfo) => {
  const [order] = await listAllOrders(request, await apiLogin(request, "admin"));
  await page.goto("/settings/printing");
  await expect(page.getByRole("heading", { level: 1, name: "Printing" })).toBeVisible();
  const labelFormat = page.getByRole("combobox", { name: "Shipping label format" });
  await expect(labelFormat).toHaveValue("4x6");
  await expectNoSeriousAxeViolations(page, testInfo, "the printing settings");
  await labelFormat.selectOption({ label: "Letter, full page" });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Printing settings saved")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("combobox", { name: "Shipping label format" })).toHaveValue("letter_full");

  const documents = await openOrder(page, order!.id, order!.order_number);
  const { text } = await downloadFrom(page, documents.getByRole("button", { name: "Download label" }));
  expect(text.startsWith("%PDF")).toBe(true);
  expect(text).toContain(MEDIA_BOX_LETTER);
  expect(text).not.toContain(MEDIA_BOX_4X6);
});
