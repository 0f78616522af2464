import type { Page } from "@playwright/test";
import { apiLogin, bearer, demoUsers, expect, signIn, test } from "./fixtures";
import { SideMenu } from "./pages/shell";
import { AdvancedSettings } from "./pages/advanced-settings";
import { OrderWizard } from "./pages/order-wizard";

/**
 * One measurement system for every screen (issue 15): a system changed in /settings/advanced is
 * what quotes and the order wizard show at once, without a reload. Before, the wizard kept its
 * own copy of GET /v1/measure and showed the old units for five more minutes.
 */

test.use({ viewport: { width: 1280, height: 800 } });


/** A mark on the page's window: gone if the page was loaded again. */
const MARK = "__measurementUnitsNoReload";

async function reachShipmentStep(page: Page) {
  const wizard = new OrderWizard(page);
  await wizard.goto();
  await expect(wizard.step("Receiver")).toBeVisible();
  await wizard.field("Full name").fill("Maria Silva");
  await wizard.select("Country").selectOption("BR");
  await wizard.field("Tax document").fill("529.982.247-25");
  await wizard.field("Phone").fill("11 91234 5678");
  await wizard.field("Postal code").fill("01310-100");
  const state = wizard.select("State");
  await state.fill("SP");
  await state.blur();
  await wizard.field("City").fill("São Paulo");
  await wizard.field("Address").fill("Avenida Paulista");
  await wizard.field("Number").fill("1000");
  await wizard.next("Sender");
  await wizard.field("Name").fill("Lumen Goods Warehouse");
  await wizard.field("E-mail").fill("ship@lumen.example");
  await wizard.field("Phone").fill("+55 11 3456 7890");
  await wizard.select("Country").selectOption("BR");
  await wizard.field("Postal code").fill("04538-133");
  const senderState = wizard.select("State");
  await senderState.fill("SP");
  await senderState.blur();
  await wizard.field("City").fill("São Paulo");
  await wizard.field("Address").fill("Rua Funchal");
  await wizard.field("Number").fill("200");
  await wizard.next("Shipment");
}

/** Opens a screen of the side menu, inside `group` when given: the app navigates, nothing reloads. */
async function openFromMenu(page: Page, link: string, group?: string) {
  await new SideMenu(page).open(link, group);
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
  const wizard = new OrderWizard(page);
  const box = wizard.box(1);
  await expect(box.getByRole("textbox", { name: /^Length \(cm\)/ })).toBeVisible();
  const wizardUrl = page.url();
  await page.evaluate((mark) => Object.assign(window, { [mark]: true }), MARK);

  await openFromMenu(page, "Advanced", "Settings");
  const advanced = new AdvancedSettings(page);
  await expect(advanced.heading).toBeVisible();
  await advanced.measurementSystem("Imperial (in, lb)").check();
  await advanced.saveButton.click();
  await expect(advanced.savedMessage).toBeVisible();

  await openFromMenu(page, "Quotes");
  await expect(page.getByRole("heading", { level: 1, name: "New quote" })).toBeVisible();
  const quoteBox = page.getByRole("main").getByRole("group", { name: "Box 1" });
  await expect(quoteBox.getByRole("textbox", { name: /^Length \(in\)/ })).toBeVisible();
  await expect(quoteBox.getByRole("textbox", { name: /^Weight \(lb\)/ })).toBeVisible();

  // Back to the draft in the wizard (the browser's Back twice: Quotes, then Advanced).
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(wizardUrl);
  await expect(wizard.step("Shipment")).toBeVisible();
  await expect(box.getByRole("textbox", { name: /^Length \(in\)/ })).toBeVisible();
  await expect(box.getByRole("textbox", { name: /^Length \(cm\)/ })).toHaveCount(0);
  expect(await page.evaluate((mark) => (window as unknown as Record<string, unknown>)[mark] === true, MARK), "the page was not reloaded").toBe(true);
});
