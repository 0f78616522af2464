import type { Page } from "@playwright/test";
import { DEMO_ORDERS } from "../../server/seed/orders";
import { type ApiOrderRow, type CatalogLocale, apiLogin, expect, orderThroughApi, signIn, test, translated } from "./fixtures";
import { pluralText } from "./plural-text";
import { wedgeScan } from "./wedge-scanner";

/**
 * Issue 14, a warehouse tablet (820x1180) with a keyboard-wedge scanner: the scan field has focus
 * when /orders opens and after Back, and a scan made while an order page is open is caught there
 * too: it opens that order, or in selection mode adds it to the selection, so no scan is lost.
 * The scanner is a keyboard: its keys go wherever focus is, here never first put into a field.
 * Orders: DEMO_ORDERS.dispatchable from index 110 (warehouse-scan.spec.ts reads 100-102); read only.
 */

test.use({ viewport: { width: 820, height: 1180 } });

const WEDGE_FROM = 110;

/** A wedge scan as the scanner sends it: the code's keys a few milliseconds apart, then Enter. */
const wedge = wedgeScan;

async function warehouseOrders(request: Parameters<typeof apiLogin>[0], count: number): Promise<ApiOrderRow[]> {
  const token = await apiLogin(request, "admin");
  const refs = DEMO_ORDERS.dispatchable.slice(WEDGE_FROM, WEDGE_FROM + count);
  expect(refs, `DEMO_ORDERS.dispatchable ${WEDGE_FROM}..${WEDGE_FROM + count}`).toHaveLength(count);
  return Promise.all(refs.map((ref) => orderThroughApi(request, token, ref.id)));
}

function screens(page: Page, locale: CatalogLocale) {
  const t = (message: string) => translated(locale, message);
  return {
    t,
    scanField: page.getByRole("textbox", { name: t("Scan or type a code") }),
    listHeading: page.getByRole("heading", { level: 1, name: t("Order management") }),
    orderHeading: (number: string) => page.getByRole("heading", { level: 1, name: translated(locale, "Order {number}", { number }) }),
    topBarBack: page.getByRole("banner").getByRole("button", { name: t("Back"), exact: true }),
  };
}

test.beforeEach(async ({ page }) => {
  await signIn(page, "admin");
});

test("the wedge scan on an order page opens that order; the scan field has focus on open and after Back", async ({ page, request }) => {
  const [first, second, third] = await warehouseOrders(request, 3);
  const { scanField, listHeading, orderHeading, topBarBack } = screens(page, "en");

  await page.goto("/orders");
  await expect(listHeading).toBeVisible();
  await expect(scanField).toBeFocused();
  await wedge(page, first!.reference);
  await expect(page).toHaveURL(new RegExp(`/orders/${first!.id}$`));
  await expect(orderHeading(first!.order_number)).toBeVisible();

  // The top bar's Back: the list again, ready for the next scan.
  await topBarBack.click();
  await expect(listHeading).toBeVisible();
  await expect(scanField).toBeFocused();

  await wedge(page, second!.order_number.toLowerCase());
  await expect(orderHeading(second!.order_number)).toBeVisible();
  // On the order page there is no scan field: the scan is caught all the same, even with focus
  // on a button (its Enter must not press it).
  await page.getByRole("button", { name: "Clone" }).focus();
  await wedge(page, third!.reference);
  await expect(page).toHaveURL(new RegExp(`/orders/${third!.id}$`));
  await expect(orderHeading(third!.order_number)).toBeVisible();

  // A code that names no order says so where the worker is.
  await wedge(page, "NO-SUCH-CODE-14");
  await expect(page.getByRole("alert")).toContainText("No order has the code NO-SUCH-CODE-14.");
  await expect(page).toHaveURL(new RegExp(`/orders/${third!.id}$`));

  // The browser's Back, twice: the list has focus in its scan field again.
  await page.goBack();
  await expect(orderHeading(second!.order_number)).toBeVisible();
  await page.goBack();
  await expect(listHeading).toBeVisible();
  await expect(scanField).toBeFocused();
});

for (const locale of ["en", "pt_BR"] as const) {
  test(`in ${locale}: in selection mode, a wedge scan on an order page adds the order to the selection, and Back shows it`, async ({ page, request }) => {
    const [first, second] = await warehouseOrders(request, 2);
    await page.evaluate((chosen) => localStorage.setItem("language", chosen), locale);
    const { t, scanField, listHeading, orderHeading } = screens(page, locale);
    const selectedText = (number: string, count: number) =>
      pluralText(locale, "{count, plural, one {{number} selected (# selected)} other {{number} selected (# selected)}}", count, { number });
    const countText = (count: number) => pluralText(locale, "{selectedCount, plural, one {# selected} other {# selected}}", count);

    await page.goto("/orders");
    await expect(listHeading).toBeVisible();
    await page.getByRole("switch", { name: t("Selection mode") }).check();
    await scanField.focus();
    await wedge(page, first!.reference);
    await expect(page.getByText(selectedText(first!.order_number, 1), { exact: true })).toBeVisible();

    // A look at an order of the list, then the next parcel is scanned there.
    const firstRow = page.getByRole("table", { name: t("Orders") }).locator('tbody a[href^="/orders/"]').first();
    const openedNumber = (await firstRow.textContent())!.trim();
    await firstRow.click();
    await expect(orderHeading(openedNumber)).toBeVisible();
    await expect(page.getByText(t("Selection mode: a scanned code adds its order to the selection."))).toBeVisible();
    await wedge(page, second!.order_number);
    await expect(page.getByText(selectedText(second!.order_number, 2), { exact: true })).toBeVisible();
    await expect(orderHeading(openedNumber)).toBeVisible();

    await page.goBack();
    await expect(listHeading).toBeVisible();
    await expect(scanField).toBeFocused();
    await expect(page.getByRole("switch", { name: t("Selection mode") })).toBeChecked();
    await expect(page.getByText(countText(2), { exact: true })).toBeVisible();
  });
}
