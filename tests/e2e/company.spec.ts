import { encodePng } from "../../server/seed/tracking-settings";
import { completeCnpj } from "../../src/domain/tax-documents";
import { expect, expectNoSeriousAxeViolations, signIn, test, uiText } from "./fixtures";
import { CompanyScreen } from "./pages/company-screen";
import { OrderWizard } from "./pages/order-wizard";

/**
 * /company (issue 19, decision 054): the company edited and saved, a logo uploaded and shown back,
 * a ship-from address added as the default and then offered, preselected, by the order wizard's
 * Sender step. The changes are made as seller 2's admin, whose data the other specs do not use;
 * axe runs on the screen in the three languages as seller 1's (read-only) viewer.
 */

const DESKTOP = { width: 1280, height: 800 };
test.use({ viewport: DESKTOP });

const CNPJ = completeCnpj("112223330001");
const LOGO_WIDTH = 180;
const LOGO_HEIGHT = 60;

async function fillReceiver(wizard: OrderWizard) {
  await wizard.field("Full name").fill("Maria Silva");
  await wizard.select("Country").selectOption("BR");
  await wizard.field("Tax document").fill("529.982.247-25");
  await wizard.field("Phone").fill("11 91234 5678");
  await wizard.field("Postal code").fill("01310-100");
  await wizard.chooseState("SP");
  await wizard.field("City").fill("São Paulo");
  await wizard.field("Address").fill("Avenida Paulista");
  await wizard.field("Number").fill("1000");
}

test("the company is edited, its logo shown, and a new default address is offered by the wizard", async ({ page }) => {
  await signIn(page, "otherAdmin");
  const company = new CompanyScreen(page);
  await company.goto();
  await expect(company.heading).toBeVisible();

  await company.field("Legal name").fill("Other Seller Comércio Ltda.");
  await company.field("Tax number (CNPJ)").fill(CNPJ);
  await company.field("Primary colour").fill("#0f4c81");
  await company.saveButton.click();
  await expect(company.updated).toBeVisible();
  // The saving indicator, not a toast that merely contains the word ("data saved on this device").
  await expect(page.getByRole("status").getByText(/^\W*Saved$/)).toBeVisible();
  await page.reload();
  await expect(company.field("Legal name")).toHaveValue("Other Seller Comércio Ltda.");
  await expect(company.field("Tax number (CNPJ)")).toHaveValue("11.222.333/0001-81");

  await company.logoInput.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: encodePng(LOGO_WIDTH, LOGO_HEIGHT, () => [15, 76, 129]) });
  await company.uploadLogoButton.click();
  await expect(company.logo).toBeVisible();
  // Shown back from the server: the browser decoded the stored png.
  await expect.poll(() => company.logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(LOGO_WIDTH);

  await company.addAddressButton.click();
  await company.addressField("Address name").fill("Hangzhou warehouse");
  await company.addressField("Sender name").fill("Other Seller S.A.");
  await company.addressField("E-mail").fill("hz@other.example.com");
  await company.addressField("Phone").fill("+86 139 0021 7000");
  await company.addressForm.getByRole("combobox", { name: "Country" }).selectOption("CN");
  await company.addressField("Postal code").fill("310000");
  await company.addressField("State").fill("Zhejiang");
  await company.addressField("City").fill("Hangzhou");
  await company.addressField("Address").fill("Wensan Road");
  await company.addressField("Number").fill("90");
  await company.addressForm.getByRole("button", { name: "Save the address" }).click();
  const added = company.address("Hangzhou warehouse");
  await expect(added).toBeVisible();
  await expect(added.getByText("Default", { exact: true })).toHaveCount(0);
  await added.getByRole("button", { name: "Make default" }).click();
  await expect(added.getByText("Default", { exact: true })).toBeVisible();
  await expect(company.address("Shanghai warehouse").getByRole("button", { name: "Make default" })).toBeVisible();

  const wizard = new OrderWizard(page);
  await wizard.goto();
  await expect(wizard.step("Receiver")).toBeVisible();
  await fillReceiver(wizard);
  await wizard.next("Sender");
  const shipFrom = wizard.select("Ship from");
  await expect(shipFrom.locator("option:checked")).toHaveText("Hangzhou warehouse (default)");
  await expect(wizard.field("City")).toHaveValue("Hangzhou");
  await shipFrom.selectOption({ label: "Shanghai warehouse" });
  await expect(wizard.field("City")).toHaveValue("Shanghai");
});

for (const locale of ["en", "zh_CN", "pt_BR"] as const) {
  test(`/company has no serious accessibility problem (${locale})`, async ({ page }, testInfo) => {
    const t = uiText(locale);
    await signIn(page, "viewer");
    if (locale !== "en") await page.evaluate((chosen) => localStorage.setItem("language", chosen), locale);
    const company = new CompanyScreen(page, t);
    await company.goto();
    await expect(company.heading).toBeVisible();
    await expect(company.address("Shenzhen warehouse")).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo, `/company (${locale})`);
  });
}
