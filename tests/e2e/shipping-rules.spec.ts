import type { APIRequestContext, Page } from "@playwright/test";
import { type CatalogLocale, apiLogin, bearer, expect, expectNoSeriousAxeViolations, signIn, test, uiText, waitForServiceWorkerControl } from "./fixtures";
import { OrderWizard } from "./pages/order-wizard";

/**
 * Shipping rules as a seller uses them (issue 22): a rule "never use this courier to Chile" made
 * on /settings/shipping_rules takes that courier out of a quote for Chile, with the rule named,
 * and out of the wizard's Courier step, online and offline (the step applies the rules on the
 * device from the cached rules and contracts).
 */

const RULES_PATH = "/settings/shipping_rules";
/** The seeded Express contract's carrier (server/seed/order-plan.ts). */
const CARRIER = "Andes Air Courier";

/** Data unique to this run: the database is shared by the whole e2e run. */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();

/** Removes the rule through the API, so no other spec meets it. */
async function deleteRule(request: APIRequestContext, name: string) {
  const token = await apiLogin(request, "admin");
  const answer = await request.get("/v1/shipping_rules?limit=1000", { headers: bearer(token) });
  const rules = ((await answer.json()) as { data: { elements: { id: number; name: string }[] } }).data.elements;
  for (const rule of rules.filter((candidate) => candidate.name === name)) {
    await request.delete(`/v1/shipping_rules/${rule.id}`, { headers: { ...bearer(token), "Idempotency-Key": crypto.randomUUID() } });
  }
}

async function createRule(page: Page, name: string) {
  await page.goto(RULES_PATH);
  await page.getByRole("link", { name: "New rule" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New shipping rule" })).toBeVisible();
  await page.getByRole("textbox", { name: /^Name/ }).fill(name);
  const condition = page.getByRole("group", { name: "Condition 1" });
  await condition.getByRole("combobox", { name: /^Condition/ }).selectOption({ label: "Destination country" });
  await condition.getByRole("combobox", { name: /^Operator/ }).selectOption({ label: "is any of" });
  await condition.getByRole("textbox", { name: /^Values, separated by commas/ }).fill("CL");
  await page.getByRole("combobox", { name: /^Action/ }).selectOption({ label: "Never use courier" });
  await page.getByRole("group", { name: /^Couriers/ }).getByRole("checkbox", { name: CARRIER }).check();
  await page.getByRole("button", { name: "Save rule" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

test.describe("a shipping rule", () => {
  // The offline half reloads the page from the service worker.
  test.use({ serviceWorkers: "allow" });
  let ruleName = "";
  test.afterEach(async ({ request }) => {
    if (ruleName) await deleteRule(request, ruleName);
  });

  test("hides a courier from a quote for Chile, naming the rule, and from the wizard's Courier step online and offline", async ({ page, context }) => {
    test.setTimeout(120_000);
    ruleName = `No ${CARRIER} to Chile ${unique()}`;
    const explanation = `Courier ${CARRIER} hidden by rule “${ruleName}”`;
    await signIn(page, "admin");
    await waitForServiceWorkerControl(page);
    await createRule(page, ruleName);

    // The rule in the list, its priority in words (none chosen: very low).
    await page.getByRole("link", { name: "Back to shipping rules" }).click();
    const row = page.getByRole("table", { name: "Shipping rules" }).getByRole("row").filter({ hasText: ruleName });
    await expect(row).toContainText("Very low");
    await expect(row).toContainText("Destination country is any of CL");
    await expect(row).toContainText(`Never use courier: ${CARRIER}`);

    // A quote for Chile: Express (that carrier's contract) is gone, and the rule is named.
    await page.goto("/quotes/new");
    await page.getByRole("combobox", { name: "Destination country" }).selectOption("CL");
    const box = page.getByRole("group", { name: "Box 1" });
    await box.getByRole("textbox", { name: /^Length \(cm\)/ }).fill("30");
    await box.getByRole("textbox", { name: /^Width \(cm\)/ }).fill("20");
    await box.getByRole("textbox", { name: /^Height \(cm\)/ }).fill("10");
    await box.getByRole("textbox", { name: /^Weight \(kg\)/ }).fill("1.5");
    await page.getByRole("textbox", { name: /^Goods value/ }).fill("120");
    await page.getByRole("button", { name: "Get quotes" }).click();
    const quotes = page.getByRole("list", { name: "Quotes" });
    await expect(quotes.getByRole("article", { name: /^Standard/ }).first()).toBeVisible();
    await expect(quotes.getByRole("article", { name: /^Express/ })).toHaveCount(0);
    await expect(page.getByRole("list", { name: "Changed by your shipping rules" }).getByRole("listitem")).toContainText([explanation]);

    // The wizard's Courier step for the same shipment: Express is offered no more, with the reason.
    await quotes.getByRole("button", { name: "Create order with Standard (DDP)" }).click();
    await expect(page).toHaveURL(/[?&]draft=/);
    const draftId = new URL(page.url()).searchParams.get("draft")!;
    const wizard = new OrderWizard(page);
    await page.goto(`${OrderWizard.PATH}?${new URLSearchParams({ draft: draftId, step: "courier" })}`);
    const express = wizard.contracts.getByRole("radio", { name: "Express", exact: true });
    await expect(express).toBeDisabled();
    await expect(wizard.contracts.getByText(explanation)).toBeVisible();
    await expect(wizard.main.getByRole("list", { name: "Shipping rules applied" })).toContainText(explanation);
    await expect(wizard.contracts.getByRole("radio", { name: "Standard", exact: true })).toBeEnabled();

    // Offline, after a reload from the service worker: the same rule from the device's copy.
    await context.setOffline(true);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker(), "the reload offline came from the service worker").toBe(true);
    await expect(express).toBeDisabled();
    await expect(wizard.contracts.getByText(explanation)).toBeVisible();
    await context.setOffline(false);
  });
});

/** The demo rule "No Pampa Freight to Chile" of seller 1 (server/seed/shipping-rules.ts), priority 1. */
const DEMO_RULE = "No Pampa Freight to Chile";

async function useLanguage(page: Page, locale: CatalogLocale) {
  if (locale !== "en") await page.evaluate((chosen) => localStorage.setItem("language", chosen), locale);
}

test("a Seller Viewer reads the rules and tests one, but is offered no way to change them", async ({ page }) => {
  await signIn(page, "viewer");
  await page.goto(RULES_PATH);
  const row = page.getByRole("table", { name: "Shipping rules" }).getByRole("row").filter({ hasText: DEMO_RULE });
  await expect(row).toContainText("Very high");
  await expect(page.getByRole("link", { name: "New rule" })).toHaveCount(0);
  await row.getByRole("link", { name: DEMO_RULE }).click();
  await expect(page.getByRole("heading", { level: 1, name: DEMO_RULE })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Delete" })).toHaveCount(0);
  // The test panel reads only: a sample shipment to Chile, and the server says what the rule does.
  const panel = page.getByRole("region", { name: "Test rule" });
  await panel.getByRole("combobox", { name: /^Destination country/ }).selectOption("CL");
  await panel.getByRole("button", { name: "Test rule" }).click();
  await expect(panel.getByText("The rule would act on this shipment.")).toBeVisible();
});

for (const locale of ["en", "zh_CN", "pt_BR"] as const) {
  test(`the shipping rules screen passes axe in ${locale}`, async ({ page }, testInfo) => {
    const t = uiText(locale);
    await signIn(page, "admin");
    await useLanguage(page, locale);
    await page.goto(RULES_PATH);
    const row = page.getByRole("table", { name: t("Shipping rules") }).getByRole("row").filter({ hasText: DEMO_RULE });
    // The priority in words, in the user's language.
    await expect(row).toContainText(t("Very high"));
    await expectNoSeriousAxeViolations(page, testInfo, `${RULES_PATH} (${locale})`);

    await page.getByRole("link", { name: t("New rule") }).click();
    await page.getByRole("button", { name: t("Save rule") }).click();
    await expect(page.getByRole("textbox", { name: new RegExp(`^${t("Name")}`) })).toHaveAccessibleDescription(t("Can't be blank"));
    await expectNoSeriousAxeViolations(page, testInfo, `new rule with its problems (${locale})`);

    await page.goto(RULES_PATH);
    await row.getByRole("link", { name: DEMO_RULE }).click();
    await expect(page.getByRole("heading", { level: 1, name: DEMO_RULE })).toBeVisible();
    await page.getByRole("button", { name: t("Delete") }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo, `the delete dialog (${locale})`);
    await dialog.getByRole("button", { name: t("Cancel") }).click();
    await expect(dialog).toHaveCount(0);
  });
}
