import { readFile } from "node:fs/promises";
import { apiLogin, bearer, expect, expectNoSeriousAxeViolations, signIn, test, uiText } from "./fixtures";
import { validOrderInput } from "../fixtures/orders";
import { ChannelFilesScreen } from "./pages/channel-files-screen";

/**
 * Sales channel files (issue 17): the demo's Amazon report of ten orders to Brazil is listed,
 * downloads through its short-lived link, maps its SKUs to product templates (one SKU has none
 * until the user picks one), and imports its orders as an orders-import job whose result page
 * opens. Desktop width: the mapping is a back-office task.
 */

const DEMO_FILE = "amazon-unshipped-orders-2026-11-25.txt";
const UNMAPPED_SKU = "MUG-CER-350";
const UNMAPPED_ORDER = "703-9047715-1836624";

test.use({ viewport: { width: 1280, height: 900 } });

test("the list shows the demo report and downloads it through its link", async ({ page }, testInfo) => {
  await signIn(page, "viewer");
  const screen = new ChannelFilesScreen(page);
  await screen.open();
  const row = screen.row(DEMO_FILE);
  await expect(row).toContainText("Amazon");
  await expect(row).toContainText("10");
  // A viewer downloads but neither uploads nor imports.
  await expect(screen.uploadField).toHaveCount(0);
  await expect(row.getByRole("link", { name: `Import orders of ${DEMO_FILE}` })).toHaveCount(0);

  const downloaded = page.waitForEvent("download");
  await row.getByRole("button", { name: `Download ${DEMO_FILE}` }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(DEMO_FILE);
  const text = (await readFile(await download.path())).toString("utf8");
  expect(text.split("\r\n")[0]).toMatch(/^order-id\torder-item-id\tpurchase-date/);
  await expectNoSeriousAxeViolations(page, testInfo, "/amazon-import-files");
});

for (const locale of ["en", "pt_BR"] as const) {
  test(`a file that is not a text report is refused with a clear message, and nothing is listed (${locale})`, async ({ page }) => {
    const text = uiText(locale);
    await signIn(page, "operation");
    if (locale !== "en") await page.evaluate((chosen) => localStorage.setItem("language", chosen), locale);
    await page.goto("/amazon-import-files");
    await expect(page.getByRole("heading", { level: 1, name: text("Sales channel files") })).toBeVisible();
    const field = page.getByLabel(text("Order report file"));
    await field.setInputFiles({ name: "orders.txt", mimeType: "text/plain", buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08, 0x00]) });
    await expect(page.getByText(text("The file is not a text report. Upload the tab-separated order report as the channel exports it."))).toBeVisible();
    await expect(page.getByRole("table", { name: text("Sales channel files") }).getByRole("row")).toHaveCount(2);
  });
}

test("map the demo report's SKUs, import the valid orders and open the result", async ({ page, request }, testInfo) => {
  // A report has no sender: the import ships from the sender of the seller's latest order, and
  // the demo's orders have none, so this seller has shipped one order from the wizard's fields.
  const token = await apiLogin(request, "operation");
  const first = await request.post("/v1/orders", { headers: { ...bearer(token), "Idempotency-Key": `channel-e2e-${Date.now()}` }, data: validOrderInput(`CH-E2E-${Date.now()}`) });
  expect(first.status()).toBe(201);

  await signIn(page, "operation");
  const screen = new ChannelFilesScreen(page);
  await screen.open();
  await screen.openImport(DEMO_FILE);
  await expect(page.getByText(/^Orders ship from .+: the sender of your latest order\.$/)).toBeVisible();

  // One SKU has no product template: its order names it and is not ready.
  await expect(screen.orderRow(UNMAPPED_ORDER)).toContainText(`No product template for SKU ${UNMAPPED_SKU}`);
  await expect(screen.readyCount).toHaveText("Orders ready to import: 9 of 10");
  await expectNoSeriousAxeViolations(page, testInfo, "/orders/amazon-import");

  await screen.productTemplateFor(UNMAPPED_SKU).selectOption({ label: "BOOK-HC-01 · Hardcover novel" });
  await expect(screen.orderRow(UNMAPPED_ORDER)).toContainText("Ready to import");
  await expect(screen.readyCount).toHaveText("Orders ready to import: 10 of 10");

  await page.getByRole("button", { name: "Import valid orders" }).click();
  await expect(page).toHaveURL(/\/orders\/import_response\?job=[0-9a-f-]{36}$/);
  const jobId = new URL(page.url()).searchParams.get("job")!;

  // The server's job imports the ten orders through the same rules.
  await expect
    .poll(async () => {
      const answer = await request.get(`/v1/jobs/${jobId}`, { headers: bearer(token) });
      const job = (await answer.json()) as { data: { state: string; details: { result: { valid: number; rejected: number } | null } } };
      return job.data.state === "done" ? job.data.details.result : job.data.state;
    }, { timeout: 60_000 })
    .toMatchObject({ valid: 10, rejected: 0 });
  const orders = await request.get(`/v1/orders?limit=5&offset=0&order_number=${UNMAPPED_ORDER}`, { headers: bearer(token) });
  expect(JSON.stringify(await orders.json())).toContain(UNMAPPED_ORDER);

  // Back on the list, the file says its import started and links to the result.
  await screen.open();
  await expect(screen.row(DEMO_FILE)).toContainText("Import started");
  await expect(screen.row(DEMO_FILE).getByRole("link", { name: `Import result of ${DEMO_FILE}` })).toHaveAttribute("href", `/orders/import_response?job=${jobId}`);
});
