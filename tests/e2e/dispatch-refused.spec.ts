import type { Page } from "@playwright/test";
import { DEMO_ORDERS } from "../../server/seed/orders";
import {
  type ApiOrderRow,
  type CatalogLocale,
  apiLogin,
  claimNewOrders,
  escapeRegExp,
  expect,
  orderThroughApi,
  readOutbox,
  signIn,
  test,
  translated,
  uiText,
} from "./fixtures";
import { OrderView } from "./pages/order-view";
import { OrdersList } from "./pages/orders-list";

/**
 * Issue 14: a batch dispatch with an order whose contract refuses its goods (dangerous goods on
 * the Economy contract, DEMO_ORDERS.dangerousOnEconomy) dispatches the valid orders; the refused
 * one is named with its reason under the spec's text, shows its real state at once (not
 * dispatched, editable) and can be dropped alone. The valid orders come from the "dispatch" pool
 * (ORDER_POOLS); the refused ones are never dispatched by anyone, so any spec may read them.
 */

const DESKTOP = { width: 1366, height: 860 };
const TABLET = { width: 820, height: 1180 };
const REASON = "This contract does not carry dangerous goods";

/** The text the built app shows for `message` in `locale` (English as it is). */
function text(locale: CatalogLocale, message: string, values: Record<string, string> = {}): string {
  if (locale !== "en") return translated(locale, message, values);
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** A `{count, plural, one {…} other {…}}` message, its branch for `count` with `#` and the values filled in. */
function plural(locale: CatalogLocale, message: string, count: number, values: Record<string, string> = {}): string {
  const source = locale === "en" ? message : translated(locale, message);
  const branches = new Map([...source.matchAll(/(one|other) \{((?:[^{}]|\{\w+\})*)\}/g)].map((match) => [match[1]!, match[2]!]));
  const branch = (count === 1 ? branches.get("one") : undefined) ?? branches.get("other");
  if (branch === undefined) throw new Error(`No plural branch in "${source}"`);
  return branch.replace(/#/g, String(count)).replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

async function useLanguage(page: Page, locale: CatalogLocale) {
  if (locale === "en") return;
  await page.evaluate((chosen) => localStorage.setItem("language", chosen), locale);
}

/** A wedge scanner types the code and Enter into the focused scan field. */
async function wedgeScan(page: Page, locale: CatalogLocale, code: string) {
  await new OrdersList(page, uiText(locale)).scanField.focus();
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press("Enter");
}

/** Selection mode on /orders, then each order scanned into the selection. */
async function scanIntoSelection(page: Page, locale: CatalogLocale, orders: readonly { order_number: string }[]) {
  await new OrdersList(page, uiText(locale)).selectionMode.check();
  for (const [index, order] of orders.entries()) {
    const said = plural(locale, "{count, plural, one {{number} selected (# selected)} other {{number} selected (# selected)}}", index + 1, { number: order.order_number });
    await wedgeScan(page, locale, order.order_number);
    await expect(page.getByText(said)).toBeVisible();
  }
}

/**
 * The verb on the buttons. Spelled out: the catalog also has "Dispatch" as a noun (context
 * "outbox operation", "Despacho"), and the fixtures' catalog reader keys entries by msgid alone.
 */
const DISPATCH_VERB: Record<CatalogLocale, string> = { en: "Dispatch", pt_BR: "Despachar", zh_CN: "交运" };

/** Dispatch, confirmed in the dialog that asks first. */
async function dispatchSelection(page: Page, locale: CatalogLocale, count: number) {
  await page.getByRole("button", { name: DISPATCH_VERB[locale], exact: true }).click();
  const dialog = page.getByRole("dialog", { name: plural(locale, "{count, plural, one {Dispatch # order?} other {Dispatch # orders?}}", count) });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: DISPATCH_VERB[locale], exact: true }).click();
  await expect(dialog).toBeHidden();
}

function refusalRegion(page: Page, locale: CatalogLocale) {
  return page.getByRole("region", { name: text(locale, "The following orders cannot be dispatched with this contract:") });
}

async function expectOnServer(request: Parameters<typeof apiLogin>[0], token: string, dispatched: readonly ApiOrderRow[], refused: { id: number }) {
  for (const order of dispatched) expect((await orderThroughApi(request, token, order.id)).dispatched, `${order.order_number} on the server`).toBe(true);
  expect((await orderThroughApi(request, token, refused.id)).dispatched, "the refused order on the server").toBe(false);
}

for (const locale of ["en", "pt_BR"] as const) {
  test.describe(`desktop ${DESKTOP.width}x${DESKTOP.height} in ${locale}`, () => {
    test.use({ viewport: DESKTOP });

    test("a refused batch dispatch: the valid orders are dispatched, the refused one rolled back, editable, named and dropped", async ({ page, request }) => {
      const token = await apiLogin(request, "admin");
      const valid = await claimNewOrders(request, token, "dispatch", 2);
      const refused = DEMO_ORDERS.dangerousOnEconomy[locale === "en" ? 0 : 1]!;
      await signIn(page, "admin");
      await useLanguage(page, locale);
      const ordersList = new OrdersList(page, uiText(locale));
      await ordersList.goto();
      await expect(ordersList.heading).toBeVisible();

      await scanIntoSelection(page, locale, [...valid, refused]);
      await dispatchSelection(page, locale, 3);

      // Said as it is: two dispatched, one not, and why, under the spec's words.
      const outcome = plural(locale, "{count, plural, one {Dispatched {done} of # order; the others were not: see why below.} other {Dispatched {done} of # orders; the others were not: see why below.}}", 3, { done: "2" });
      await expect(page.getByRole("status").filter({ hasText: outcome })).toBeVisible({ timeout: 30_000 });
      const region = refusalRegion(page, locale);
      await expect(region.getByRole("listitem")).toHaveCount(1);
      const reason = text(locale, "{why} ({contract})", { why: text(locale, REASON), contract: "Economy" });
      await expect(region.getByRole("listitem")).toContainText(refused.order_number);
      await expect(region.getByRole("listitem")).toContainText(reason);
      // A rule of the contract: Retry could not succeed, so it is not offered.
      await expect(region.getByRole("button", { name: new RegExp(`^${escapeRegExp(text(locale, "Retry"))}`) })).toHaveCount(0);
      await expectOnServer(request, token, valid, refused);
      const outbox = (await readOutbox(page)) ?? [];
      expect(outbox.map((op) => [op.kind, op.orderIds, op.state])).toEqual([["dispatch", [refused.id], "needs_attention"]]);

      // Labels for exactly the dispatched orders.
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: text(locale, "Print labels") }).click()]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);

      // The refused order shows its real state at once: not dispatched, editable, the reason in place.
      await region.getByRole("link", { name: refused.order_number }).click();
      const orderView = new OrderView(page, uiText(locale));
      await expect(orderView.heading(refused.order_number)).toBeVisible();
      await expect(orderView.editButton).toBeEnabled();
      await expect(page.getByRole("button", { name: DISPATCH_VERB[locale], exact: true })).toBeEnabled();
      await expect(page.getByText(text(locale, "This order has been dispatched, so it can no longer be edited or removed."))).toHaveCount(0);
      const onPage = refusalRegion(page, locale);
      await expect(onPage).toContainText(reason);

      // Dropped: the note goes, nothing else changes.
      await onPage.getByRole("button", { name: text(locale, "Drop the dispatch of {numbers}", { numbers: refused.order_number }) }).click();
      await expect(onPage).toBeHidden();
      await expect.poll(async () => (await readOutbox(page))?.length).toBe(0);
      await expectOnServer(request, token, valid, refused);
    });
  });
}

test.describe(`tablet ${TABLET.width}x${TABLET.height}`, () => {
  test.use({ viewport: TABLET });

  test("selection mode flags a dispatched order, the selection is reviewed and trimmed, then a refused batch dispatch", async ({ page, request }) => {
    const locale = "en";
    const token = await apiLogin(request, "admin");
    const [first, second, left] = await claimNewOrders(request, token, "dispatch", 3);
    const refused = DEMO_ORDERS.dangerousOnEconomy[2]!;
    await signIn(page, "admin");
    const ordersList = new OrdersList(page);
    await ordersList.goto();
    await expect(ordersList.heading).toBeVisible();
    // The refused order's row is checked below: with 50 rows a page it stays on the first page
    // whatever orders earlier specs created (imports add a dozen).
    await ordersList.rowsPerPage.selectOption("50");

    // An order dispatched already is flagged, not added.
    await ordersList.selectionMode.check();
    await wedgeScan(page, locale, DEMO_ORDERS.dispatched.order_number);
    await expect(page.getByRole("alert")).toHaveText(`${DEMO_ORDERS.dispatched.order_number} is already dispatched, so it was not added to the selection.`);
    await ordersList.selectionMode.uncheck();
    await scanIntoSelection(page, locale, [first!, second!, left!, refused]);
    await expect(page.getByText("4 selected", { exact: true })).toBeVisible();

    // Reviewed before Dispatch: one removed by itself.
    await page.getByRole("button", { name: "Review selection" }).click();
    const list = page.getByRole("list", { name: "Selected orders" });
    await expect(list.getByRole("listitem")).toHaveText([first!, second!, left!, refused].map((order) => new RegExp(`^${escapeRegExp(order.order_number)}`)));
    await list.getByRole("button", { name: `Remove ${left!.order_number} from the selection` }).click();
    await expect(page.getByText("3 selected", { exact: true })).toBeVisible();
    await expect(list.getByRole("listitem")).toHaveCount(3);

    await dispatchSelection(page, locale, 3);
    await expect(page.getByRole("status").filter({ hasText: "Dispatched 2 of 3 orders; the others were not: see why below." })).toBeVisible({ timeout: 30_000 });
    const region = refusalRegion(page, locale);
    await expect(region.getByRole("listitem")).toContainText(`${refused.order_number}${REASON} (Economy)`);
    await expectOnServer(request, token, [first!, second!], refused);
    expect((await orderThroughApi(request, token, left!.id)).dispatched, "the order removed from the selection").toBe(false);

    // The refused order's row (the seed makes it the 16th newest order) shows it as the server
    // has it: New, not Ready to ship.
    const rowOf = (number: string) => page.getByRole("row", { name: new RegExp(escapeRegExp(number)) });
    await expect(rowOf(refused.order_number)).toContainText("New");
    await expect(rowOf(refused.order_number)).not.toContainText("Ready to ship");
    await region.getByRole("button", { name: `Drop the dispatch of ${refused.order_number}` }).click();
    await expect(region).toBeHidden();
  });
});
