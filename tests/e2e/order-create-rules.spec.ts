import type { Locator, Page } from "@playwright/test";
import { expect, readTable, signIn, test, waitForServiceWorkerControl } from "./fixtures";
import { OrderWizard } from "./pages/order-wizard";

/**
 * The order wizard's rules as the user meets them (issue 6): the spec's messages for CPF, CNPJ,
 * phone, postal code and HS code; drafts that survive a reload, a trip elsewhere and going
 * offline. Fields are found by their labels (wizard design in the brief).
 */

interface DraftRow {
  id: string;
  userId: number;
  step: string;
  values: { customer: Record<string, string>; sender: Record<string, string | boolean> };
}

/** The page's drafts in IndexedDB (plain IndexedDB, no app code); [] before there are any. */
const readDrafts = async (page: Page) => (await readTable<DraftRow>(page, "drafts")) ?? [];

/** Opens the wizard's start page and starts a new draft; returns its id (from the URL). */
async function startNewOrder(page: Page): Promise<string> {
  const wizard = new OrderWizard(page);
  // Nothing to resume on this fresh device: the wizard opens at Receiver at once.
  await wizard.goto();
  await expect(wizard.step("Receiver")).toBeVisible();
  await expect(page).toHaveURL(/[?&]draft=[^&]+&step=receiver$/);
  return new URL(page.url()).searchParams.get("draft")!;
}

/** Fills a field and leaves it, so that its problems show. */
async function fillAndLeave(field: Locator, value: string) {
  await field.fill(value);
  await field.blur();
}

const RECEIVER = { name: "Maria Silva", cpf: "529.982.247-25", phone: "11 91234 5678", postal: "01310-100", state: "SP", city: "São Paulo", address: "Avenida Paulista", number: "1000" };
const SENDER = { name: "Lumen Goods Warehouse", email: "ship@lumen.example", phone: "+55 11 3456 7890", postal: "04538-133", state: "SP", city: "São Paulo", address: "Rua Funchal", number: "200" };

async function fillValidReceiver(page: Page) {
  const wizard = new OrderWizard(page);
  await wizard.field("Full name").fill(RECEIVER.name);
  await wizard.select("Country").selectOption("BR");
  await wizard.field("Tax document").fill(RECEIVER.cpf);
  await wizard.field("Phone").fill(RECEIVER.phone);
  await wizard.field("Postal code").fill(RECEIVER.postal);
  await wizard.chooseState(RECEIVER.state);
  await wizard.field("City").fill(RECEIVER.city);
  await wizard.field("Address").fill(RECEIVER.address);
  await wizard.field("Number").fill(RECEIVER.number);
}

async function fillValidSender(page: Page) {
  const wizard = new OrderWizard(page);
  await wizard.field("Name").fill(SENDER.name);
  await wizard.field("E-mail").fill(SENDER.email);
  await wizard.field("Phone").fill(SENDER.phone);
  await wizard.select("Country").selectOption("BR");
  await wizard.field("Postal code").fill(SENDER.postal);
  await wizard.chooseState(SENDER.state);
  await wizard.field("City").fill(SENDER.city);
  await wizard.field("Address").fill(SENDER.address);
  await wizard.field("Number").fill(SENDER.number);
}

/** Waits until the draft on disk holds `check` (the wizard writes after a short pause). */
async function expectDraftSaved(page: Page, id: string, check: (row: DraftRow) => boolean, message: string) {
  await expect.poll(async () => (await readDrafts(page)).some((row) => row.id === id && check(row)), { message }).toBe(true);
}

test.describe("receiver rules", () => {
  test("tax document, phone and postal code show the spec's messages", async ({ page }) => {
    const wizard = new OrderWizard(page);
    await signIn(page, "admin");
    await startNewOrder(page);
    const main = wizard.main;
    await wizard.select("Country").selectOption("BR");
    const document = wizard.field("Tax document");

    // Typed digits take the CPF mask.
    await document.pressSequentially("11144477700");
    await expect(document).toHaveValue("111.444.777-00");
    await document.blur();
    await expect(main.getByText("Invalid CPF", { exact: true })).toBeVisible();
    await expect(document).toHaveAttribute("aria-invalid", "true");

    // Eleven repeated digits pass the check-digit formula but are no CPF.
    await fillAndLeave(document, "111.111.111-11");
    await expect(main.getByText("Invalid CPF", { exact: true })).toBeVisible();

    await fillAndLeave(document, "11.222.333/0001-80");
    await expect(main.getByText("Invalid CNPJ", { exact: true })).toBeVisible();

    await fillAndLeave(document, RECEIVER.cpf);
    await expect(main.getByText("Invalid CPF", { exact: true })).toHaveCount(0);
    await expect(main.getByText("Invalid CNPJ", { exact: true })).toHaveCount(0);
    await expect(document).not.toHaveAttribute("aria-invalid", "true");

    // A valid number of the United States is not a phone of Brazil; the message says what one looks like.
    await fillAndLeave(wizard.field("Phone"), "+1 212 555 0100");
    await expect(main.getByText("Invalid phone: for Brazil, write the number with its area code, e.g. (11) 96123-4567", { exact: true })).toBeVisible();
    await fillAndLeave(wizard.field("Phone"), RECEIVER.phone);
    await expect(main.getByText(/^Invalid phone/)).toHaveCount(0);

    await fillAndLeave(wizard.field("Postal code"), "1234");
    await expect(main.getByText("Invalid zip code: it must have 8 digits; this one has 4.", { exact: true })).toBeVisible();
    await fillAndLeave(wizard.field("Postal code"), "01310100");
    await expect(wizard.field("Postal code")).toHaveValue("01310-100");
    await expect(main.getByText(/^Invalid zip code/)).toHaveCount(0);

    // Next on a step with problems stays, shows every problem and focuses the first field.
    await wizard.next("Receiver");
    await expect(wizard.field("Full name")).toBeFocused();
    await expect(main.getByText("Can't be blank").first()).toBeVisible();
  });

  test("an HS code of 5 digits on the Shipment step shows its message", async ({ page }) => {
    const wizard = new OrderWizard(page);
    await signIn(page, "admin");
    await startNewOrder(page);
    await fillValidReceiver(page);
    await wizard.next("Sender");
    await fillValidSender(page);
    await wizard.next("Shipment");

    const item = wizard.item(wizard.box(1));
    const hsCode = item.getByRole("textbox", { name: "HS code", exact: true });
    await fillAndLeave(hsCode, "12345");
    await expect(item.getByText("The HS code has 6 or 8 digits")).toBeVisible();
    await fillAndLeave(hsCode, "610910");
    await expect(item.getByText("The HS code has 6 or 8 digits")).toHaveCount(0);
  });
});

test.describe("drafts", () => {
  test("a reload on the Sender step continues the same draft, step and values", async ({ page }) => {
    const wizard = new OrderWizard(page);
    await signIn(page, "admin");
    const id = await startNewOrder(page);
    await fillValidReceiver(page);
    await wizard.next("Sender");
    await expect(page).toHaveURL(new RegExp(`draft=${id}&step=sender$`));
    await wizard.field("Name").fill(SENDER.name);
    await wizard.field("City").fill(SENDER.city);
    await expectDraftSaved(page, id, (row) => row.step === "sender" && row.values.sender.city === SENDER.city, "the sender's city saved in IndexedDB");

    await page.reload();
    await expect(wizard.step("Sender")).toBeVisible();
    await expect(wizard.steps.getByRole("button", { name: "Sender" })).toHaveAttribute("aria-current", "step");
    await expect(wizard.field("Name")).toHaveValue(SENDER.name);
    await expect(wizard.field("City")).toHaveValue(SENDER.city);
    // The top bar has a Back button of its own (history); the wizard's is in the main area.
    await wizard.backButton.click();
    await expect(wizard.field("Full name")).toHaveValue(RECEIVER.name);
    await expect(wizard.field("Tax document")).toHaveValue(RECEIVER.cpf);
  });

  test("leaving and coming back offers Resume and Discard", async ({ page }) => {
    const wizard = new OrderWizard(page);
    await signIn(page, "admin");
    const id = await startNewOrder(page);
    await wizard.field("Full name").fill(RECEIVER.name);
    await expectDraftSaved(page, id, (row) => row.values.customer.full_name === RECEIVER.name, "the receiver's name saved in IndexedDB");

    await page.goto("/orders");
    await wizard.goto();
    const drafts = wizard.drafts;
    await expect(drafts.getByText(RECEIVER.name, { exact: true })).toBeVisible();
    await wizard.resumeDraftButton(RECEIVER.name).click();
    await expect(wizard.step("Receiver")).toBeVisible();
    await expect(wizard.field("Full name")).toHaveValue(RECEIVER.name);
    expect(new URL(page.url()).searchParams.get("draft")).toBe(id);

    await wizard.goto();
    await wizard.discardDraftButton(RECEIVER.name).click();
    const dialog = page.getByRole("dialog", { name: `Discard draft ${RECEIVER.name}?` });
    await dialog.getByRole("button", { name: "Discard", exact: true }).click();
    await expect(drafts).toHaveCount(0);
    await expect.poll(async () => (await readDrafts(page)).length, { message: "drafts left in IndexedDB" }).toBe(0);
  });
});

test.describe("offline", () => {
  // The reload offline needs the service worker, which playwright.config.ts blocks for other specs.
  test.use({ serviceWorkers: "allow" });

  test("the wizard keeps working offline, the draft survives a reload, and creating waits for the network", async ({ page, context }) => {
    const wizard = new OrderWizard(page);
    test.setTimeout(120_000);
    await signIn(page, "admin");
    await waitForServiceWorkerControl(page);
    const id = await startNewOrder(page);
    const offlineNote = page.getByText("You are offline. Creating an order needs the network; your draft is saved on this device.");
    await expect(offlineNote).toHaveCount(0);

    await context.setOffline(true);
    await expect(offlineNote).toBeVisible();
    await fillValidReceiver(page);
    await wizard.next("Sender");
    await fillValidSender(page);
    await wizard.next("Shipment");
    await expectDraftSaved(page, id, (row) => row.step === "shipment" && row.values.sender.number === SENDER.number, "the draft saved offline at the Shipment step");

    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker(), "the reload offline came from the service worker").toBe(true);
    await expect(wizard.step("Shipment")).toBeVisible();
    await expect(offlineNote).toBeVisible();
    await wizard.steps.getByRole("button", { name: "Receiver" }).click();
    await expect(wizard.field("Full name")).toHaveValue(RECEIVER.name);
    await wizard.steps.getByRole("button", { name: "Sender" }).click();
    await expect(wizard.field("Address")).toHaveValue(SENDER.address);

    // The Finish step offline: the order cannot be created, and says why.
    await page.goto(`${OrderWizard.PATH}?draft=${id}&step=finish`);
    await expect(wizard.step("Finish")).toBeVisible();
    await expect(offlineNote).toBeVisible();
    await expect(wizard.createButton).toBeDisabled();
    expect((await readDrafts(page)).map((row) => row.id)).toEqual([id]);
  });
});
