import type { Page } from "@playwright/test";
import { apiLogin, bearer, demoUsers, expect, shell, signIn, test } from "./fixtures";

/**
 * One measurement system for every screen (issue 15): a system changed in /settings/advanced is
 * what quotes and the order wizard show at once, without a reload. Before, the wizard kept its
 * own copy of GET /v1/measure and showed the old units for five more minutes.
 */

test.use({ viewport: { width: 1280, height: 800 } });

const main = (page: Page) => page.getByRole("main");
const field = (page: Page, name: string) => main(page).getByRole("textbox", { name, exact: true });
const next = (page: Page) => main(page).getByRole("button", { name: "Next", exact: true });
const step = (page: Page, name: string) => page.getByRole("heading", { level: 2, name, exact: true });

/** A mark on the page's window: gone if the page was loaded again. */
const MARK = "__measurementUnitsNoReload";

async function reachShipmentStep(page: Page) {
  await page.goto("/orders/ordercreate");
  await expect(step(page, "Receiver")).toBeVisible();
  await field(page, "Full name").fill("Maria Silva");
  await main(page).getByRole("combobox", { name: "Country", exact: true }).selectOption("BR");
  await field(page, "Tax document").fill("529.982.247-25");
  await field(page, "Phone").fill("11 91234 5678");
  await field(page, "Postal code").fill("01310-100");
  const state = main(page).getByRole("combobox", { name: "State", exact: true });
  await state.fill("SP");
  await state.blur();
  await field(page, "City").fill("São Paulo");
  await field(page, "Address").fill("Avenida Paulista");
  await field(page, "Number").fill("1000");
  await next(page).click();
  await expect(step(page, "Sender")).toBeVisible();
  await field(page, "Name").fill("Lumen Goods Warehouse");
  await field(page, "E-mail").fill("ship@lumen.example");
  await field(page, "Phone").fill("+55 11 3456 7890");
  await main(page).getByRole("combobox", { name: "Country", exact: true }).selectOption("BR");
  await field(page, "Postal code").fill("04538-133");
  const senderState = main(page).getByRole("combobox", { name: "State", exact: true });
  await senderState.fill("SP");
  await senderState.blur();
  await field(page, "City").fill("São Paulo");
  await field(page, "Address").fill("Rua Funchal");
  await field(page, "Number").fill("200");
  await next(page).click();
  await expect(step(page, "Shipment")).toBeVisible();
}

/** Opens a screen of the side menu, inside `group` when given: the app navigates, nothing reloads. */
async function openFromMenu(page: Page, link: string, group?: string) {
  const menu = shell.sideMenu(page);
  if (group) {
    const toggle = menu.getByRole("button", { name: group, exact: true });
    if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  }
  await menu.getByRole("link", { name: link, exact: true }).click();
}

test.afterEach(async ({ request }) => {
  // The database is shared by the whole run: the seller goes back to metric for the other specs.
  const token = await apiLogin(request, "admin");
  const answer = await request.put(`/v1/seller_settings/${demoUsers.admin.sellerId}`, {
    data: { measurement_system: "metric" },
    headers: { ...bearer(token), "Idempotency-Key": crypto.randomUUID() },
  });
  expect(answer.status(), "PUT /v1/seller_settings back to metric").toBe(200);
});

test("a measurement system changed in /settings/advanced reaches quotes and the order wizard at once", async ({ page }) => {
  await signIn(page, "admin");
  // The wizard is visited first, so that it has read the (metric) system already.
  await reachShipmentStep(page);
  const box = main(page).getByRole("group", { name: "Box 1" });
  await expect(box.getByRole("textbox", { name: /^Length \(cm\)/ })).toBeVisible();
  const wizardUrl = page.url();
  await page.evaluate((mark) => Object.assign(window, { [mark]: true }), MARK);

  await openFromMenu(page, "Advanced", "Settings");
  await expect(page.getByRole("heading", { level: 1, name: "Advanced" })).toBeVisible();
  await main(page).getByRole("radio", { name: "Imperial (in, lb)" }).check();
  await main(page).getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Settings updated")).toBeVisible();

  await openFromMenu(page, "Quotes");
  await expect(page.getByRole("heading", { level: 1, name: "New quote" })).toBeVisible();
  const quoteBox = main(page).getByRole("group", { name: "Box 1" });
  await expect(quoteBox.getByRole("textbox", { name: /^Length \(in\)/ })).toBeVisible();
  await expect(quoteBox.getByRole("textbox", { name: /^Weight \(lb\)/ })).toBeVisible();

  // Back to the draft in the wizard (the browser's Back twice: Quotes, then Advanced).
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(wizardUrl);
  await expect(step(page, "Shipment")).toBeVisible();
  await expect(box.getByRole("textbox", { name: /^Length \(in\)/ })).toBeVisible();
  await expect(box.getByRole("textbox", { name: /^Length \(cm\)/ })).toHaveCount(0);
  expect(await page.evaluate((mark) => (window as unknown as Record<string, unknown>)[mark] === true, MARK), "the page was not reloaded").toBe(true);
});
