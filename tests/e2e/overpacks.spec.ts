import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO_OVERPACKS, DEMO_OVERPACK_ORDERS } from "../../server/seed/overpacks";
import {
  SYNC_TIMEOUT,
  apiLogin,
  bearer,
  expect,
  expectNoSeriousAxeViolations,
  readOutbox,
  signIn,
  test,
  uiText,
  waitForOutboxEmpty,
  waitForOutboxTable,
  waitForServiceWorkerControl,
} from "./fixtures";
import { OrdersList } from "./pages/orders-list";
import { AddToOverpackDialog, OverpackScreen, OverpacksScreen } from "./pages/overpacks-screen";

/**
 * Overpacks (issue 18): the list with its filters and Dispatch (the spec's 409 text), "Add to
 * overpack" from /orders with the device's refusals, the warehouse tablet's "Scan to add" offline
 * with a reload midway (each code sent once, the server's bag checked afterwards), and a user
 * without can_overpack (no menu, 403). Orders come from the seed's named pools
 * (server/seed/overpacks.ts), each test its own.
 */

const DESKTOP = { width: 1280, height: 800 };
const TABLET = { width: 1024, height: 768 };

interface ApiOverpack {
  id: number;
  dispatched: boolean;
  orders: { id: number; order_number: string }[];
}

async function overpackThroughApi(request: APIRequestContext, token: string, id: number): Promise<ApiOverpack> {
  const response = await request.get(`/v1/overpacks/${id}`, { headers: bearer(token) });
  expect(response.status(), `GET /v1/overpacks/${id}`).toBe(200);
  return ((await response.json()) as { data: ApiOverpack }).data;
}

/** The Idempotency-Key of every PUT add-orders the page sends (`tried`), and of those the server took (`taken`). */
function recordAddOrderKeys(page: Page): { tried: string[]; taken: string[] } {
  const keys = { tried: [] as string[], taken: [] as string[] };
  const isAdd = (method: string, url: string) => method === "PUT" && /\/v1\/overpacks\/\d+\/add-orders$/.test(url);
  page.on("request", (request) => {
    if (isAdd(request.method(), request.url())) keys.tried.push(request.headers()["idempotency-key"] ?? "");
  });
  page.on("response", (response) => {
    const request = response.request();
    if (isAdd(request.method(), request.url()) && response.ok()) keys.taken.push(request.headers()["idempotency-key"] ?? "");
  });
  return keys;
}

/**
 * Shows one order in /orders through the filter form (its row then cached on the device) and
 * ticks it. In the page, not a new load: the selection lives in the page (order-selection.ts).
 */
async function selectOrder(list: OrdersList, orderNumber: string) {
  if (!(await list.heading.isVisible())) await list.goto();
  await expect(list.heading).toBeVisible();
  if (!(await list.orderNumberFilter.isVisible())) await list.filtersButton.click();
  await list.orderNumberFilter.fill(orderNumber);
  await list.applyFiltersButton.click();
  await expect(list.orderLink(orderNumber)).toBeVisible();
  await list.page.getByRole("checkbox", { name: `Select order ${orderNumber}` }).check();
}

test.describe("on a desktop", () => {
  test.use({ viewport: DESKTOP });

  test("the list filters in the address, dispatches after asking, and says the spec's text when one is dispatched already", async ({ page, request }, testInfo) => {
    const screen = new OverpacksScreen(page);
    await signIn(page, "operation");
    await page.getByRole("link", { name: "Overpacks" }).first().click();
    await expect(screen.heading).toBeVisible();
    await expect(screen.row(DEMO_OVERPACKS.dispatched.reference)).toContainText(DEMO_OVERPACKS.dispatched.tracking_number);
    await expect(screen.row(DEMO_OVERPACKS.otherSeller.reference)).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, testInfo, "/overpacks");

    await screen.dispatchedFilter.selectOption({ label: "Not dispatched" });
    await screen.filterButton.click();
    await expect(page).toHaveURL(/dispatched=false/);
    await expect(screen.row(DEMO_OVERPACKS.dispatched.reference)).toHaveCount(0);
    await expect(screen.row(DEMO_OVERPACKS.openEcuador.reference)).toBeVisible();
    await page.reload();
    await expect(screen.dispatchedFilter).toHaveValue("false");

    // A dispatched bag in the selection: the server refuses all, in the spec's words.
    await screen.goto();
    await screen.select(DEMO_OVERPACKS.dispatched.reference).check();
    await screen.select(DEMO_OVERPACKS.openEcuador.reference).check();
    await screen.dispatchButton.click();
    await screen.dialog.getByRole("button", { name: "Dispatch", exact: true }).click();
    await expect(screen.alert).toHaveText("One of the selected overpacks has already been dispatched.");
    const token = await apiLogin(request, "operation");
    expect((await overpackThroughApi(request, token, DEMO_OVERPACKS.openEcuador.id)).dispatched, "nothing half dispatched").toBe(false);

    // Labels of a selection with one not dispatched: the spec's other text, from the rows.
    await screen.goto();
    await screen.select(DEMO_OVERPACKS.openEcuador.reference).check();
    await screen.labelsButton.click();
    await expect(screen.alert).toHaveText("One of the selected overpacks has not been dispatched yet.");

    // The open bag alone is dispatched, and shown so once the server says it.
    await screen.dispatchButton.click();
    await screen.dialog.getByRole("button", { name: "Dispatch", exact: true }).click();
    await expect(screen.row(DEMO_OVERPACKS.openEcuador.reference).getByRole("cell").last()).toHaveText("Yes");
    expect((await overpackThroughApi(request, token, DEMO_OVERPACKS.openEcuador.id)).dispatched).toBe(true);
  });

  test("Add to overpack from /orders names the order that cannot go, sends nothing, then adds the one that can", async ({ page, request }, testInfo) => {
    const fits = DEMO_OVERPACK_ORDERS.addable[0]!;
    const elsewhere = DEMO_OVERPACK_ORDERS.otherDestination[0]!;
    const list = new OrdersList(page);
    const dialog = new AddToOverpackDialog(page);
    const sent = recordAddOrderKeys(page);
    await signIn(page, "operation");
    await selectOrder(list, elsewhere.order_number);
    await selectOrder(list, fits.order_number);
    await dialog.openButton.click();
    await dialog.overpack.selectOption({ label: DEMO_OVERPACKS.open.reference });
    await expect(dialog.size("Length (cm)")).toHaveValue("80");
    await expectNoSeriousAxeViolations(page, testInfo, "the Add to overpack dialog");
    await dialog.submit.click();
    await expect(dialog.refused.getByRole("listitem")).toHaveText([`${elsewhere.order_number}: The order goes to another destination country`]);
    expect(sent.tried, "nothing sent while one is refused").toEqual([]);

    await dialog.dialog.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Clear selection" }).click();
    await page.getByRole("checkbox", { name: `Select order ${fits.order_number}` }).check();
    await dialog.openButton.click();
    await dialog.overpack.selectOption({ label: DEMO_OVERPACKS.open.reference });
    await dialog.submit.click();
    await expect(page.getByText(`Added to overpack ${DEMO_OVERPACKS.open.reference}.`)).toBeVisible();
    // The list is fetched again: the order now shows it is in an overpack.
    await expect(list.table.getByRole("row").filter({ has: page.getByRole("link", { name: fits.order_number, exact: true }) })).toContainText("In an overpack");
    const token = await apiLogin(request, "operation");
    const bag = await overpackThroughApi(request, token, DEMO_OVERPACKS.open.id);
    expect(bag.orders.filter((order) => order.id === fits.id)).toHaveLength(1);
    expect(bag.orders.some((order) => order.id === elsewhere.id)).toBe(false);
  });

  test("a user without can_overpack has no Overpacks menu nor Add to overpack, and the API answers 403", async ({ page, request }) => {
    await signIn(page, "otherAdmin");
    await expect(page.getByRole("navigation").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Overpacks" })).toHaveCount(0);
    const list = new OrdersList(page);
    await list.goto();
    await list.table.getByRole("checkbox").nth(1).check();
    await expect(page.getByRole("button", { name: "Clear selection" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add to overpack" })).toHaveCount(0);
    const token = await apiLogin(request, "otherAdmin");
    const response = await request.get("/v1/overpacks", { headers: bearer(token) });
    expect(response.status()).toBe(403);
  });
});

test.describe("on a warehouse tablet", () => {
  test.use({ viewport: TABLET, serviceWorkers: "allow" });

  test("Scan to add offline with a reload midway: refused on the device, queued once, sent in order when online", async ({ page, context, request }, testInfo) => {
    test.setTimeout(240_000);
    const known = DEMO_OVERPACK_ORDERS.addable[1]!;
    const unknownToDevice = DEMO_OVERPACK_ORDERS.addable[2]!;
    const elsewhere = DEMO_OVERPACK_ORDERS.otherDestination[1]!;
    const token = await apiLogin(request, "operation");
    const before = await overpackThroughApi(request, token, DEMO_OVERPACKS.open.id);
    expect(before.orders.some((order) => order.id === known.id || order.id === unknownToDevice.id), "neither is in the bag yet").toBe(false);
    const keys = recordAddOrderKeys(page);

    await signIn(page, "operation");
    await waitForServiceWorkerControl(page);
    await waitForOutboxTable(page);
    // The device knows two orders (their rows cached by the list), not the third.
    const list = new OrdersList(page);
    for (const order of [known, elsewhere]) {
      await list.goto(`?order_number=${encodeURIComponent(order.order_number)}`);
      await expect(list.orderLink(order.order_number)).toBeVisible();
    }
    // The bag is opened from the list, as a person does: both are then kept for offline reading.
    const overpacks = new OverpacksScreen(page);
    await overpacks.goto();
    await overpacks.table.getByRole("link", { name: DEMO_OVERPACKS.open.reference, exact: true }).click();
    const bag = new OverpackScreen(page);
    await expect(bag.heading(DEMO_OVERPACKS.open.reference)).toBeVisible();
    await expect(bag.orders).toBeVisible();

    await context.setOffline(true);
    await bag.scanToAdd.click();
    await expect(bag.codeField).toBeFocused();
    await bag.scan(known.order_number);
    await expect(bag.scanOf(known.order_number)).toContainText("Waiting to be sent");
    await bag.scan(elsewhere.order_number);
    await expect(bag.scanOf(elsewhere.order_number)).toContainText("Refused: The order goes to another destination country");
    await bag.scan(unknownToDevice.order_number);
    await expect(bag.scanOf(unknownToDevice.order_number)).toContainText("Waiting to be sent");
    // The same label again: not queued twice.
    await bag.scan(known.order_number);
    await expect(page.getByRole("status").filter({ hasText: "is already in the list." })).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo, "/overpacks/{id} scanning");

    const queued = await readOutbox(page);
    expect(queued?.map((op) => [op.kind, op.path, op.body])).toEqual([
      ["overpack-add", `overpacks/${DEMO_OVERPACKS.open.id}/add-orders`, { order_ids: [known.id] }],
      ["overpack-add", `overpacks/${DEMO_OVERPACKS.open.id}/add-orders`, { references: [unknownToDevice.order_number.toUpperCase()] }],
    ]);
    const opIds = queued!.map((op) => op.id);

    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker(), "the reload offline came from the service worker").toBe(true);
    await expect(bag.heading(DEMO_OVERPACKS.open.reference)).toBeVisible();
    await bag.scanToAdd.click();
    await expect(bag.scans.getByRole("listitem")).toHaveCount(3);
    await expect(bag.scanOf(known.order_number)).toContainText("Waiting to be sent");
    expect((await readOutbox(page))?.map((op) => op.id), "the same operations (keys never regenerated)").toEqual(opIds);
    // The list reads offline too, from what this device last saw, and says so.
    await page.getByRole("link", { name: "All overpacks" }).click();
    await expect(overpacks.row(DEMO_OVERPACKS.open.reference)).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "You are offline. These overpacks are as this device last saw them." })).toBeVisible();
    await overpacks.table.getByRole("link", { name: DEMO_OVERPACKS.open.reference, exact: true }).click();
    await bag.scanToAdd.click();

    await context.setOffline(false);
    await waitForOutboxEmpty(page, SYNC_TIMEOUT);
    await expect(bag.scanOf(known.order_number)).toContainText("Added");
    await expect(bag.scanOf(unknownToDevice.order_number)).toContainText("Added");
    await expect(bag.orders.getByRole("link", { name: known.order_number })).toBeVisible();

    // Each taken once, in scan order, with its operation's key (sends tried offline carried the same keys).
    expect(keys.taken).toEqual(opIds);
    expect(new Set(keys.tried)).toEqual(new Set(opIds));
    const after = await overpackThroughApi(request, token, DEMO_OVERPACKS.open.id);
    expect(after.orders.filter((order) => order.id === known.id)).toHaveLength(1);
    expect(after.orders.filter((order) => order.id === unknownToDevice.id)).toHaveLength(1);
    expect(after.orders.some((order) => order.id === elsewhere.id)).toBe(false);
  });
});

test("the overpack view in Portuguese: the label waits for dispatch, and says why", async ({ page }) => {
  const t = uiText("pt_BR");
  await signIn(page, "operation");
  await page.evaluate(() => localStorage.setItem("language", "pt_BR"));
  const bag = new OverpackScreen(page, t);
  await bag.goto(DEMO_OVERPACKS.open.id);
  await expect(bag.heading(DEMO_OVERPACKS.open.reference)).toBeVisible();
  await expect(bag.labelButton).toBeDisabled();
  await expect(bag.labelButton).toHaveAccessibleDescription(t("The label is made when the overpack is dispatched: it carries the tracking number given then."));
});
