import { expect, expectNoSeriousAxeViolations, signIn, test, uiText } from "./fixtures";
import { CustomersScreen } from "./pages/customers-screen";
import { OrderWizard } from "./pages/order-wizard";

/**
 * /settings/customers, /settings/sales-channels and /settings/quickstart (issue 22, decision 064): a customer added with the
 * wizard's receiver rules, found by a search, chosen as the receiver in the order wizard; the quick
 * start refuses to start without an item and shows the address book done from the server's data.
 * Changes are made as seller 2's admin (no other spec reads its customers); axe runs as seller 1's
 * viewer in the three languages.
 */

const DESKTOP = { width: 1280, height: 800 };
test.use({ viewport: DESKTOP });

test("a customer is added with the receiver's rules, found, and fills the wizard's receiver; the quick start shows it done", async ({ page }) => {
  const name = `Ana Souza ${Date.now()}`;
  await signIn(page, "otherAdmin");
  const customers = new CustomersScreen(page);
  await customers.goto();
  await expect(customers.heading).toBeVisible();

  await customers.addButton.click();
  await customers.field("Name").fill(name);
  await customers.newForm.getByRole("combobox", { name: /^Country/ }).selectOption("BR");
  await customers.field("Tax document").fill("111.111.111-11");
  await customers.newForm.getByRole("button", { name: "Save the customer" }).click();
  await expect(customers.newForm.getByText("Invalid CPF")).toBeVisible();

  await customers.field("Tax document").fill("529.982.247-25");
  await customers.field("Phone").fill("11 98765 4321");
  await customers.field("Postal code").fill("01310-100");
  await customers.field("State").fill("SP");
  await customers.field("City").fill("São Paulo");
  await customers.field("Address").fill("Avenida Paulista");
  await customers.field("Number").fill("1000");
  await customers.newForm.getByRole("button", { name: "Save the customer" }).click();
  await expect(page.getByText("Customer saved")).toBeVisible();
  await expect(customers.row(name)).toBeVisible();

  await customers.search.fill("no such customer");
  await customers.searchButton.click();
  await expect(page.getByText("No customer matches this search.")).toBeVisible();
  await customers.search.fill(name.slice(0, 9).toUpperCase());
  await customers.searchButton.click();
  await expect(customers.row(name)).toBeVisible();
  await page.reload();
  await expect(customers.search).toHaveValue(name.slice(0, 9).toUpperCase());

  const wizard = new OrderWizard(page);
  await wizard.goto();
  await expect(wizard.step("Receiver")).toBeVisible();
  await wizard.main.getByRole("button", { name: "Choose from address book" }).click();
  const book = wizard.main.getByRole("group", { name: "Address book" });
  await book.getByRole("textbox", { name: "Search the address book" }).fill(name);
  await book.getByRole("button", { name: new RegExp(name) }).click();
  await expect(wizard.field("Full name")).toHaveValue(name);
  await expect(wizard.field("Tax document")).toHaveValue("529.982.247-25");
  await expect(wizard.field("City")).toHaveValue("São Paulo");
  await expect(wizard.main.getByText("This receiver is in your address book.")).toBeVisible();

  await page.goto("/settings/quickstart");
  const choose = page.getByRole("form", { name: "Choose what to set up" });
  await choose.getByRole("button", { name: "Start" }).click();
  await expect(choose.getByRole("alert")).toHaveText("Choose at least one item.");
  await choose.getByRole("checkbox", { name: /Customers \(address book\)/ }).check();
  await choose.getByRole("checkbox", { name: /^Insurance/ }).check();
  await choose.getByRole("button", { name: "Start" }).click();
  const checklist = page.getByRole("list", { name: "Your first configuration" });
  await expect(checklist.getByRole("listitem").filter({ hasText: "Customers (address book)" })).toContainText("Done");
  await expect(checklist.getByRole("link", { name: "Set up: Insurance" })).toHaveAttribute("href", "/settings/insurance");
  await expect(page.getByText("1 of 2 configured")).toBeVisible();
});

test("a sales channel is added, renamed and deleted; one that orders use stays, with the reason", async ({ page }) => {
  const name = `Magalu ${Date.now()}`;
  await signIn(page, "admin");
  await page.goto("/settings/sales-channels");
  const main = page.getByRole("main");
  const list = main.getByRole("list", { name: "Sales channels" });
  await expect(list.getByText("Shopify", { exact: true })).toBeVisible();

  await main.getByRole("button", { name: "Delete Shopify" }).click();
  await expect(main.getByRole("alert")).toHaveText("This sales channel can't be deleted: orders use it");
  await expect(list.getByText("Shopify", { exact: true })).toBeVisible();

  await main.getByRole("button", { name: "Add a sales channel" }).click();
  const form = main.getByRole("form", { name: "New sales channel" });
  await form.getByRole("textbox", { name: /^Channel name/ }).fill("shopify");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByText("A sales channel with this name already exists")).toBeVisible();
  await form.getByRole("textbox", { name: /^Channel name/ }).fill(name);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(list.getByText(name, { exact: true })).toBeVisible();

  await main.getByRole("button", { name: `Rename ${name}` }).click();
  const rename = main.getByRole("form", { name: `Rename ${name}` });
  await rename.getByRole("textbox", { name: /^Channel name/ }).fill(`${name} BR`);
  await rename.getByRole("button", { name: "Save" }).click();
  await expect(list.getByText(`${name} BR`, { exact: true })).toBeVisible();
  await main.getByRole("button", { name: `Delete ${name} BR` }).click();
  await expect(page.getByText("Sales channel deleted")).toBeVisible();
  await expect(list.getByText(`${name} BR`, { exact: true })).toHaveCount(0);
});

for (const locale of ["en", "zh_CN", "pt_BR"] as const) {
  test(`/settings/customers is read-only for a viewer and has no serious accessibility problem (${locale})`, async ({ page }, testInfo) => {
    const t = uiText(locale);
    await signIn(page, "viewer");
    if (locale !== "en") await page.evaluate((chosen) => localStorage.setItem("language", chosen), locale);
    const customers = new CustomersScreen(page, t);
    await customers.goto();
    await expect(customers.heading).toBeVisible();
    await expect(page.getByText(t("No customer yet."))).toBeVisible();
    await expect(customers.addButton).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, testInfo, `/settings/customers (${locale})`);
  });
}
