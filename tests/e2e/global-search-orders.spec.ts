import { DEMO_ORDERS } from "../../server/seed/orders";
import { OrderView } from "./pages/order-view";
import { OrdersList } from "./pages/orders-list";
import { TopBar } from "./pages/shell";
import { signIn } from "./pages/sign-in-page";
import { apiLogin, orderThroughApi } from "./support/api";
import { uiText } from "./support/catalogs";
import { expect, test } from "./support/test";

/**
 * Issue 14: the top bar's global search also finds an order by its number or its tracking
 * reference, online from the server and offline from the orders saved on this device. Orders:
 * DEMO_ORDERS.dispatchable 113 to 115 (read only); the offline case uses the list's first page,
 * which the list saves on the device.
 */

const SEARCH_FROM = 113;

test.beforeEach(async ({ page }) => {
  await signIn(page, "admin");
});

test("online: an order is found by a part of its number and by its tracking reference, and opens", async ({ page, request }) => {
  const token = await apiLogin(request, "admin");
  const [byNumber, byReference] = await Promise.all(DEMO_ORDERS.dispatchable.slice(SEARCH_FROM, SEARCH_FROM + 2).map((ref) => orderThroughApi(request, token, ref.id)));
  const topBar = new TopBar(page);
  const orderView = new OrderView(page);
  const search = topBar.search;

  await page.goto("/");
  // A part of the number (without its first letter), in lower case, as people type.
  await search.fill(byNumber!.order_number.slice(1).toLowerCase());
  await topBar.orderResult(byNumber!).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${byNumber!.id}$`));
  await expect(orderView.heading(byNumber!.order_number)).toBeVisible();

  // The whole tracking reference, as pasted from a customer's message; Enter opens the first result.
  await search.fill(byReference!.reference);
  const option = topBar.orderResult(byReference!);
  await expect(option).toBeVisible();
  await expect(page.getByRole("option").first()).toHaveAccessibleName(`Order ${byReference!.order_number} ${byReference!.reference}`);
  await search.press("ArrowDown");
  await search.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/orders/${byReference!.id}$`));
  await expect(orderView.heading(byReference!.order_number)).toBeVisible();
});

test("in Portuguese, the order's option is named in Portuguese", async ({ page, request }) => {
  const token = await apiLogin(request, "admin");
  const order = await orderThroughApi(request, token, DEMO_ORDERS.dispatchable[SEARCH_FROM + 2]!.id);
  await page.evaluate(() => localStorage.setItem("language", "pt_BR"));
  await page.goto("/");
  const topBar = new TopBar(page, uiText("pt_BR"));
  await topBar.search.fill(order.reference.toLowerCase());
  await topBar.orderResult(order).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
});

test("offline: orders saved on this device are found, and the search says where they come from", async ({ page, context }) => {
  await page.goto("/orders");
  const firstRow = new OrdersList(page).table.locator("tbody tr").first();
  const link = firstRow.locator('a[href^="/orders/"]');
  await expect(link).toBeVisible();
  const number = (await link.textContent())!.trim();
  const reference = (await firstRow.locator("td").nth(2).textContent())!.trim();
  const id = Number((await link.getAttribute("href"))!.split("/").pop());

  // The search's code arrives with its first use; in production the service worker keeps it for
  // offline use, and this suite runs without the worker: one search online first.
  const topBar = new TopBar(page);
  const search = topBar.search;
  const result = topBar.orderResult({ order_number: number, reference });
  await search.fill(number);
  await expect(result).toBeVisible();
  await search.fill("");

  await context.setOffline(true);
  await search.fill(reference.toLowerCase());
  await expect(result).toBeVisible();
  await expect(page.getByText("Offline: orders saved on this device only.")).toBeVisible();
  // An order this device never listed cannot be found offline; the search says it found nothing.
  await search.fill("NB000000000XX");
  await expect(page.getByText("Nothing found for “NB000000000XX”.")).toBeVisible();

  await search.fill(number);
  await result.click();
  await expect(page).toHaveURL(new RegExp(`/orders/${id}$`));
  await context.setOffline(false);
});
