import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { OrdersList } from "./pages/orders-list";
import { signIn } from "./pages/sign-in-page";
import { apiLogin, bearer } from "./support/api";
import { type CatalogLocale, translated } from "./support/catalogs";
import { expect, test } from "./support/test";
import { pluralText } from "./plural-text";

/**
 * Issue 14, a seller on a desktop: the first screen of /orders at 1366x860 shows order rows, the
 * number of results after filtering, and every column (the table scrolls sideways with the order
 * number kept in view); filters fold away and the choice is remembered; ticking a row does not
 * move the table. In English and Portuguese (longer words, same layout). Reads only.
 */

test.use({ viewport: { width: 1366, height: 860 } });

/** "Rows in the first screen": at least this many whole rows, not covered by anything. */
const MIN_ROWS_IN_FIRST_SCREEN = 5;
/** A part of an order number that a few of the seed's orders share (LG-10290 to LG-10299). */
const NUMBER_PART = "LG-1029";

const LANGUAGES: readonly CatalogLocale[] = ["en", "pt_BR"];

/** How many of the seller's orders match, as the server counts them. */
async function serverCount(request: APIRequestContext, token: string, filters: Record<string, string> = {}): Promise<number> {
  const query = new URLSearchParams({ limit: "1", offset: "0", ...filters });
  const response = await request.get(`/v1/orders?${query}`, { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { count: number } }).data.count;
}

/** Whether the element's centre is on screen and the element itself is what a click there hits. */
const uncovered = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && (hit === element || element.contains(hit));
  });

/** Row links to orders that can be seen and clicked without scrolling. */
async function rowsInView(page: Page, table: Locator): Promise<number> {
  const links = await table.locator('tbody a[href^="/orders/"]').all();
  let count = 0;
  for (const link of links) if (await uncovered(link)) count += 1;
  return count;
}

for (const locale of LANGUAGES) {
  test.describe(`in ${locale}`, () => {
    const t = (message: string) => translated(locale, message);

    test.beforeEach(async ({ page }) => {
      await signIn(page, "admin");
      // The interface language is a choice kept on the device; the server's copy stays English.
      await page.evaluate((chosen) => localStorage.setItem("language", chosen), locale);
    });

    test("the first screen of /orders at 1366x860: rows, the count, every column; ticking a row does not move the table", async ({ page, request }) => {
      const token = await apiLogin(request, "admin");
      const total = await serverCount(request, token);
      const ordersList = new OrdersList(page, t);
      await ordersList.goto();
      const table = ordersList.table;
      await expect(table.locator('tbody a[href^="/orders/"]').first()).toBeVisible();

      // Rows, and how many orders match, without scrolling.
      expect(await rowsInView(page, table)).toBeGreaterThanOrEqual(MIN_ROWS_IN_FIRST_SCREEN);
      const countText = page.getByText(pluralText(locale, "{resultCount, plural, one {# order} other {# orders}}", total), { exact: true });
      await expect(countText).toBeVisible();
      expect(await uncovered(countText)).toBe(true);
      // The scan field is one line: its label, the code and Open side by side.
      const scan = ordersList.scanField;
      const [input, ...others] = await Promise.all([
        scan.boundingBox(),
        page.getByText(t("Scan or type a code"), { exact: true }).boundingBox(),
        page.getByRole("button", { name: t("Open"), exact: true }).boundingBox(),
        page.getByText(t("Selection mode"), { exact: true }).boundingBox(),
        page.getByRole("button", { name: t("Scan with camera") }).boundingBox(),
      ]);
      const middle = (box: { y: number; height: number } | null) => box!.y + box!.height / 2;
      for (const box of others) expect(Math.abs(middle(box) - middle(input))).toBeLessThan(input!.height / 2);

      // Ticking a row: the table and the row stay where they were.
      const firstRow = table.locator("tbody tr").first();
      const before = { table: await table.boundingBox(), row: await firstRow.boundingBox(), scrollY: await page.evaluate(() => window.scrollY) };
      await firstRow.getByRole("checkbox").check();
      await expect(page.getByText(pluralText(locale, "{selectedCount, plural, one {# selected} other {# selected}}", 1), { exact: true })).toBeVisible();
      expect({ table: await table.boundingBox(), row: await firstRow.boundingBox(), scrollY: await page.evaluate(() => window.scrollY) }).toEqual(before);
      await firstRow.getByRole("checkbox").uncheck();
      expect(await table.boundingBox()).toEqual(before.table);

      // Every column, by scrolling the table sideways; the order number stays in view beside it.
      // The table's own scrolling region (the menu has a region of the same name in Portuguese).
      const region = table.locator("xpath=..");
      await expect(region).toHaveAttribute("role", "region");
      const lastHeader = ordersList.columnHeader("Dispatched", { exact: true });
      const numberHeader = ordersList.columnHeader("Order number");
      const firstLink = firstRow.locator('a[href^="/orders/"]');
      expect(await uncovered(lastHeader), "the last column is off screen before scrolling").toBe(false);
      const rowBox = (await firstRow.boundingBox())!;
      await page.mouse.move(rowBox.x + rowBox.width / 2, rowBox.y + rowBox.height / 2);
      await page.mouse.wheel(4_000, 0);
      await expect.poll(() => region.evaluate((box) => box.scrollLeft > 0 && box.scrollLeft + box.clientWidth >= box.scrollWidth - 1)).toBe(true);
      await expect.poll(() => uncovered(lastHeader)).toBe(true);
      expect(await uncovered(numberHeader)).toBe(true);
      expect(await uncovered(firstLink)).toBe(true);
      const regionBox = (await region.boundingBox())!;
      const lastBox = (await lastHeader.boundingBox())!;
      expect(lastBox.x + lastBox.width).toBeLessThanOrEqual(regionBox.x + regionBox.width + 1);
      // The page itself did not scroll: only the table moved.
      expect(await page.evaluate(() => window.scrollY)).toBe(before.scrollY);
    });

    test("filters fold away and remember it, say how many are in force, and the count follows them", async ({ page, request }) => {
      const token = await apiLogin(request, "admin");
      const matching = await serverCount(request, token, { order_number: NUMBER_PART });
      expect(matching).toBeGreaterThan(0);
      const ordersList = new OrdersList(page, t);
      await ordersList.goto();
      const filtersButton = ordersList.filtersButton;
      const numberFilter = ordersList.orderNumberFilter;
      // Folded on a first visit: the rows come first.
      await expect(filtersButton).toHaveAttribute("aria-expanded", "false");
      await expect(numberFilter).toBeHidden();

      await filtersButton.click();
      await numberFilter.fill(NUMBER_PART);
      await ordersList.applyFiltersButton.click();
      await expect(page.getByText(pluralText(locale, "{resultCount, plural, one {# order} other {# orders}}", matching), { exact: true })).toBeVisible();

      // Unfolded stays unfolded on the next visit...
      await page.reload();
      await expect(numberFilter).toHaveValue(NUMBER_PART);
      const activeName = `${t("Filters")} (${pluralText(locale, "{active, plural, one {# active} other {# active}}", 1)})`;
      const foldButton = page.getByRole("button", { name: activeName, exact: true });
      await foldButton.click();
      await expect(numberFilter).toBeHidden();
      // ...and folded stays folded, saying how many filters are in force.
      await page.reload();
      await expect(foldButton).toHaveAttribute("aria-expanded", "false");
      await expect(numberFilter).toBeHidden();
      await expect(page.getByText(pluralText(locale, "{resultCount, plural, one {# order} other {# orders}}", matching), { exact: true })).toBeVisible();
    });
  });
}
