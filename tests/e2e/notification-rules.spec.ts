import type { Page } from "@playwright/test";
import { type CatalogLocale, apiLogin, bearer, expect, expectNoSeriousAxeViolations, signIn, test, translatedInContext, uiText } from "./fixtures";
import { NotificationRulesScreen } from "./pages/notification-rules-screen";

/**
 * Tracking notification rules (issue 21, decision 059): an administrator makes a rule with the
 * keyboard in the checkpoint matrix, edits it (stored disabled, asked whether to enable it),
 * enables it from the list and deletes it, asked first; a viewer reads only and the server
 * refuses their write. Each test makes rules of its own name: the demo rules stay as they are
 * for the delivery specs.
 */

const DESKTOP = { width: 1280, height: 800 };
test.use({ viewport: DESKTOP });

async function useLanguage(page: Page, locale: CatalogLocale) {
  if (locale !== "en") await page.evaluate((chosen) => localStorage.setItem("language", chosen), locale);
}

test("an admin makes a rule by keyboard, edits it, answers the enable question, enables and deletes it", async ({ page }, testInfo) => {
  const name = `E2E rule ${testInfo.workerIndex}-${Date.now()}`;
  await signIn(page, "admin");
  const rules = new NotificationRulesScreen(page);
  await rules.goto();
  await expect(rules.row("Buyer delivery updates")).toContainText("Enabled");
  await page.getByRole("link", { name: "New rule" }).click();

  await expect(rules.matrix).toBeVisible();
  await page.getByRole("textbox", { name: /Rule name/ }).fill(name);
  // The matrix by keyboard: a cell, Tab to the next cell of its row, Space on each; a whole row.
  await rules.cell("Out for delivery", "E-mail to customer").focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await expect(rules.cell("Out for delivery", "E-mail to seller")).toBeFocused();
  await page.keyboard.press("Space");
  await rules.matrix.getByRole("checkbox", { name: "Delivered — every channel", exact: true }).focus();
  await page.keyboard.press("Space");
  await expect(rules.cell("Delivered", "Administrator webhook")).toBeChecked();
  await page.getByRole("radio", { name: "Shipments of some contracts" }).check();
  await page.getByRole("checkbox", { name: "Express" }).check();
  await rules.button("Save").click();

  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(rules.fact("Rule status")).toHaveText("Enabled");
  await expect(rules.fact("Applies to")).toHaveText("Contracts: Express");
  await rules.page.getByRole("link", { name: "Delivered", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Delivered in ${name}` })).toBeVisible();
  await expect(page.getByRole("row", { name: /Administrator webhook/ })).toContainText("Yes");
  await page.getByRole("link", { name: "Back to the rule" }).click();

  // Editing stores the rule disabled and asks; keeping it disabled shows it so.
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await rules.cell("Held by customs", "SMS to customer").check();
  await rules.button("Save").click();
  await expect(rules.dialog()).toContainText("The rule was disabled for safety. Enable it now?");
  await rules.dialog().getByRole("button", { name: "Keep disabled" }).click();
  await expect(rules.fact("Rule status")).toHaveText("Disabled");

  // A second rule of that name is refused in the spec's words, under the field.
  await page.goto("/notifications/tracking-rule-notifications/create");
  await page.getByRole("textbox", { name: /Rule name/ }).fill(name);
  await rules.cell("Delivered", "SMS to customer").check();
  await rules.button("Save").click();
  await expect(page.getByRole("textbox", { name: /Rule name/ })).toHaveAccessibleDescription("The rule name provided already exists");

  await rules.goto();
  await rules.row(name).getByRole("button", { name: `Enable ${name}` }).click();
  await expect(rules.row(name)).toContainText("Enabled");
  await rules.row(name).getByRole("button", { name: `Delete ${name}` }).click();
  await expect(rules.dialog()).toContainText("Deleting is final");
  await rules.dialog().getByRole("button", { name: "Delete" }).click();
  await expect(rules.row(name)).toHaveCount(0);
});

test("a viewer reads the rules but cannot change them, and the server refuses their write", async ({ page, request }) => {
  await signIn(page, "viewer");
  const rules = new NotificationRulesScreen(page);
  await rules.goto();
  await expect(rules.row("Customs holds to the team")).toContainText("Disabled");
  await expect(page.getByRole("link", { name: "New rule" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^(Enable|Disable|Delete) / })).toHaveCount(0);
  const token = await apiLogin(request, "viewer");
  const refused = await request.put("/v1/notification_configurations/1/enable", { headers: bearer(token), data: { enabled: false } });
  expect(refused.status()).toBe(403);
  await page.goto("/notifications/tracking-rule-notifications/1");
  await expect(rules.matrix).toBeVisible();
  // Only administrators see the administrators' channel.
  await expect(rules.matrix.getByRole("columnheader", { name: "Administrator webhook" })).toHaveCount(0);
});

for (const locale of ["pt_BR", "zh_CN"] as const) {
  test(`the rule screens speak ${locale} and pass axe`, async ({ page }, testInfo) => {
    const t = uiText(locale);
    await signIn(page, "admin");
    await useLanguage(page, locale);
    const rules = new NotificationRulesScreen(page, t);
    await rules.goto();
    await expect(rules.row("Buyer delivery updates")).toContainText(translatedInContext(locale, "of a rule", "Enabled"));
    await expectNoSeriousAxeViolations(page, testInfo, `/notifications/tracking-rule-notifications (${locale})`);
    await page.goto("/notifications/tracking-rule-notifications/1/edit");
    await expect(rules.cell("Delivered", "E-mail to customer")).toBeChecked();
    await expect(rules.matrix.getByRole("rowheader", { name: t("Customs clearance"), exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo, `/notifications/tracking-rule-notifications/1/edit (${locale})`);
  });
}
