import type { Locator, Page } from "@playwright/test";
import { type CatalogLocale, apiLogin, bearer, demoUsers, expect, readTable, signIn, test, translated, translatedInContext } from "./fixtures";

/**
 * The order wizard and the quotes as a seller meets them on a desktop (issue 14, 1366x860): the
 * wizard opens at Receiver when there is nothing to resume; a Seller Viewer is not offered it; the
 * State field finds "SP"; a postal code of the wrong length and a wrong phone say what is
 * expected; "Create order" is in sight on Finish; the browser's Back moves between steps; the
 * step bar and heading are never under the top bar; quote cards fit their column, "Cheapest
 * all-in" compares like with like, and a quote's order gets the default sender. In English and
 * Portuguese where the words matter (read from the catalogs the build compiled).
 */

const CREATE_PATH = "/orders/ordercreate";
const QUOTES_PATH = "/quotes/new";
const DESKTOP = { width: 1366, height: 860 };
/** Two rows of the top bar, as it was in Portuguese before it stopped wrapping: the wizard must not depend on its height. */
const TWO_ROW_TOP_BAR = "header:not(main header) { min-height: 6.5rem; }";


/** The words of one language: English as is, the others from their catalog. */
const wordsOf = (locale: CatalogLocale) => (message: string, values?: Record<string, string>) =>
  locale === "en" ? message.replace(/\{(\w+)\}/g, (whole, key: string) => values?.[key] ?? whole) : translated(locale, message, values);

/** Matches a description that holds `text` among others (a field's hint comes before its problems). */
const holding = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

/** Signs in (in English, as the seed has it) and switches the interface to `locale` as a stored choice. */
async function signInIn(page: Page, userKey: "admin" | "viewer", locale: CatalogLocale) {
  await signIn(page, userKey);
  if (locale !== "en") await page.evaluate((chosen) => localStorage.setItem("language", chosen), locale);
}

const main = (page: Page) => page.getByRole("main");
const field = (scope: Page | Locator, name: string) => ("goto" in scope ? main(scope) : scope).getByRole("textbox", { name, exact: true });
const combobox = (scope: Page | Locator, name: string) => ("goto" in scope ? main(scope) : scope).getByRole("combobox", { name, exact: true });
const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name, exact: true });

/** The bottom edge of the sticky top bar, in the window. */
async function topBarBottom(page: Page): Promise<number> {
  const box = await page.getByRole("banner").boundingBox();
  expect(box, "the top bar").not.toBeNull();
  return box!.y + box!.height;
}

/** Fully in the window and below the top bar: not hidden under it, not cut at the bottom. */
async function expectClearOfTopBar(page: Page, locator: Locator, what: string) {
  const box = await locator.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box!.y, `${what}: top below the top bar`).toBeGreaterThanOrEqual(await topBarBottom(page));
  expect(box!.y + box!.height, `${what}: bottom inside the window`).toBeLessThanOrEqual(DESKTOP.height);
}

const RECEIVER = { name: "Maria Silva", cpf: "529.982.247-25", phone: "11 91234 5678", postal: "01310-100", city: "São Paulo", address: "Avenida Paulista", number: "1000" };
const SENDER = { name: "Lumen Goods Warehouse", email: "ship@lumen.example", phone: "+55 11 3456 7890", postal: "04538-133", city: "São Paulo", address: "Rua Funchal", number: "200" };

/** Types the code in the State field, leaves it, and checks the state it chose. */
async function chooseState(page: Page, label: string, code: string, shown: string) {
  const state = combobox(page, label);
  await state.pressSequentially(code);
  await state.blur();
  await expect(state).toHaveValue(shown);
}

async function fillReceiver(page: Page, w: ReturnType<typeof wordsOf>) {
  await field(page, w("Full name")).fill(RECEIVER.name);
  await combobox(page, w("Country")).selectOption("BR");
  await field(page, w("Tax document")).fill(RECEIVER.cpf);
  await field(page, w("Phone")).fill(RECEIVER.phone);
  await field(page, w("Postal code")).fill(RECEIVER.postal);
  await chooseState(page, w("State"), "SP", "São Paulo (SP)");
  await field(page, w("City")).fill(RECEIVER.city);
  await field(page, w("Address")).fill(RECEIVER.address);
  await field(page, w("Number")).fill(RECEIVER.number);
}

async function fillSender(page: Page) {
  await field(page, "Name").fill(SENDER.name);
  await field(page, "E-mail").fill(SENDER.email);
  await field(page, "Phone").fill(SENDER.phone);
  await combobox(page, "Country").selectOption("BR");
  await field(page, "Postal code").fill(SENDER.postal);
  await chooseState(page, "State", "SP", "São Paulo (SP)");
  await field(page, "City").fill(SENDER.city);
  await field(page, "Address").fill(SENDER.address);
  await field(page, "Number").fill(SENDER.number);
}

/** Data unique to this run: the database is shared by the whole e2e run. */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();

test.use({ viewport: DESKTOP });

test.describe("opening the wizard", () => {
  test("with no draft it opens at Receiver; with one, the list offers Resume and Discard", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto(CREATE_PATH);
    await expect(stepHeading(page, "Receiver")).toBeVisible();
    await expect(page.getByRole("region", { name: "Unsaved drafts" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Start a new order" })).toHaveCount(0);

    await field(page, "Full name").fill(RECEIVER.name);
    await expect
      .poll(async () => ((await readTable<{ values: { customer: { full_name: string } } }>(page, "drafts")) ?? []).map((row) => row.values.customer.full_name))
      .toEqual([RECEIVER.name]);
    await page.goto("/orders");
    await page.goto(CREATE_PATH);
    const drafts = page.getByRole("region", { name: "Unsaved drafts" });
    await expect(drafts.getByRole("button", { name: `Resume draft ${RECEIVER.name}` })).toBeVisible();
    await expect(drafts.getByRole("button", { name: `Discard draft ${RECEIVER.name}` })).toBeVisible();
    await expect(page.getByRole("button", { name: "Start a new order" })).toBeVisible();
    await expect(stepHeading(page, "Receiver")).toHaveCount(0);
  });
});

test.describe("a Seller Viewer", () => {
  for (const locale of ["en", "pt_BR"] as const) {
    test(`is not offered the wizard: not in the menu, and its address says why (${locale})`, async ({ page }) => {
      const w = wordsOf(locale);
      await signInIn(page, "viewer", locale);
      await page.goto("/orders");
      const menu = page.getByRole("navigation", { name: w("Main menu") });
      await expect(menu.getByRole("link", { name: w("Order management"), exact: true })).toBeVisible();
      await expect(menu.getByRole("link", { name: w("Create order"), exact: true })).toHaveCount(0);
      await expect(menu.getByRole("link", { name: w("Import orders"), exact: true })).toHaveCount(0);

      await page.goto(CREATE_PATH);
      await expect(page.getByRole("heading", { level: 1, name: w("You can't create orders with your role.") })).toBeVisible();
      await expect(main(page)).toContainText(w("Your role is {role}: you can look at orders and settings. A seller admin or operator can make changes.", { role: w("Seller Viewer") }));
      await expect(page.getByRole("navigation", { name: w("Order steps") })).toHaveCount(0);
      await expect(main(page).getByRole("textbox")).toHaveCount(0);
      await main(page).getByRole("link", { name: w("Go to order management") }).click();
      await expect(page).toHaveURL(/\/orders$/);
    });
  }

  test("compares quotes without being offered to create an order, and the server still refuses one", async ({ page, request }) => {
    await signIn(page, "viewer");
    await page.goto(QUOTES_PATH);
    await page.getByRole("textbox", { name: "Postal code" }).fill("01310-100");
    const box = page.getByRole("group", { name: "Box 1" });
    for (const [name, value] of [["Length (cm)", "30"], ["Width (cm)", "20"], ["Height (cm)", "10"], ["Weight (kg)", "1.5"]] as const) {
      await box.getByRole("textbox", { name: new RegExp(`^${name.replace(/[()]/g, "\\$&")}`) }).fill(value);
    }
    await page.getByRole("textbox", { name: /^Goods value/ }).fill("120");
    await page.getByRole("button", { name: "Get quotes" }).click();
    const list = page.getByRole("list", { name: "Quotes" });
    await expect(list.getByRole("article").first()).toBeVisible();
    await expect(list.getByRole("button")).toHaveCount(0);
    await expect(page.getByText("Your role can compare quotes; a seller admin or operator can create orders from them.")).toBeVisible();

    const token = await apiLogin(request, "viewer");
    const refused = await request.post("/v1/orders", { headers: { ...bearer(token), "Idempotency-Key": crypto.randomUUID() }, data: {} });
    expect(refused.status(), "POST /v1/orders as a viewer").toBe(403);
  });
});

test.describe("the Receiver step's fields", () => {
  test("State carries its asterisk, and typing SP chooses São Paulo", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto(CREATE_PATH);
    await combobox(page, "Country").selectOption("BR");
    const state = combobox(page, "State");
    await expect(state).toHaveAttribute("aria-required", "true");
    await expect(page.locator(`label[for="${await state.getAttribute("id")}"]`)).toHaveText(/^State\s*\*$/);

    await state.pressSequentially("SP");
    await expect(page.getByRole("listbox", { name: "State" }).getByRole("option").first()).toHaveText("São Paulo (SP)");
    await state.press("Tab");
    await expect(state).toHaveValue("São Paulo (SP)");
    const id = new URL(page.url()).searchParams.get("draft");
    await expect
      .poll(async () => ((await readTable<{ id: string; values: { customer: { state: string } } }>(page, "drafts")) ?? []).find((row) => row.id === id)?.values.customer.state)
      .toBe("SP");
  });

  for (const locale of ["en", "pt_BR"] as const) {
    test(`a postal code of the wrong length and a wrong phone say what is expected (${locale})`, async ({ page }) => {
      const w = wordsOf(locale);
      await signInIn(page, "admin", locale);
      await page.goto(CREATE_PATH);
      await expect(stepHeading(page, w("Receiver"))).toBeVisible();
      await combobox(page, w("Country")).selectOption("BR");

      const postal = field(page, w("Postal code"));
      await postal.pressSequentially("013101000");
      // Kept as typed, not cut to the CEP's 8 digits.
      await expect(postal).toHaveValue("01310-1000");
      await postal.blur();
      await expect(postal).toHaveAccessibleDescription(holding(w("Invalid zip code: it must have {lengths} digits; this one has {typed}.", { lengths: "8", typed: "9" })));
      await postal.press("End");
      await postal.press("Backspace");
      await expect(postal).toHaveValue("01310-100");
      await expect(postal).not.toHaveAttribute("aria-invalid", "true");

      const phone = field(page, w("Phone"));
      await phone.fill("12345");
      await phone.blur();
      const country = locale === "en" ? "Brazil" : "Brasil";
      await expect(phone).toHaveAccessibleDescription(holding(w("Invalid phone: for {name}, write the number with its area code, e.g. {sample}", { name: country, sample: "(11) 96123-4567" })));
    });
  }
});

test.describe("moving through the wizard", () => {
  test("in Portuguese the step bar and the heading are never under the top bar, and Back moves between steps", async ({ page }) => {
    const w = wordsOf("pt_BR");
    await signInIn(page, "admin", "pt_BR");
    await page.goto(CREATE_PATH);
    await page.addStyleTag({ content: TWO_ROW_TOP_BAR });
    expect(await topBarBottom(page), "the top bar as tall as two rows").toBeGreaterThanOrEqual(100);
    const next = main(page).getByRole("button", { name: translatedInContext("pt_BR", "wizard step", "Next"), exact: true });
    const steps = page.getByRole("navigation", { name: w("Order steps") });
    await expect(stepHeading(page, w("Receiver"))).toBeVisible();
    const draftId = new URL(page.url()).searchParams.get("draft");
    await fillReceiver(page, w);

    // Next pressed at the bottom of the page: the new step shows from its top, clear of the bar.
    await next.scrollIntoViewIfNeeded();
    await next.click();
    const sender = stepHeading(page, w("Sender"));
    await expect(sender).toBeFocused();
    await expectClearOfTopBar(page, sender, "the Sender heading");
    await expectClearOfTopBar(page, steps, "the step bar");

    // Next refused: the first field with a problem takes the focus, its label clear of the bar.
    // (Pressed straight from a field with a problem: the press must not be lost to the message
    // that leaving the field would show above the button.)
    await field(page, w("Phone")).fill("12");
    await next.scrollIntoViewIfNeeded();
    await next.click();
    const focused = main(page).locator(":focus");
    await expect(focused).toHaveAttribute("aria-invalid", "true");
    const label = page.locator(`label[for="${await focused.getAttribute("id")}"]`);
    await expectClearOfTopBar(page, label, "the label of the first field with a problem");

    // The browser's Back and Forward move between the steps of the same draft.
    await page.goBack();
    await expect(stepHeading(page, w("Receiver"))).toBeFocused();
    await expect(field(page, w("Full name"))).toHaveValue(RECEIVER.name);
    await expectClearOfTopBar(page, steps, "the step bar after Back");
    expect(new URL(page.url()).searchParams.get("draft")).toBe(draftId);
    await page.goForward();
    await expect(stepHeading(page, w("Sender"))).toBeFocused();
    expect(new URL(page.url()).searchParams.get("draft")).toBe(draftId);
  });

  test("on Finish, Create order is in sight without scrolling", async ({ page }) => {
    test.setTimeout(120_000);
    const run = unique();
    await signIn(page, "admin");
    await page.goto(CREATE_PATH);
    const next = main(page).getByRole("button", { name: "Next", exact: true });
    const goNext = async (to: string) => {
      await next.click();
      await expect(stepHeading(page, to)).toBeVisible();
    };
    await fillReceiver(page, wordsOf("en"));
    await goNext("Sender");
    await fillSender(page);
    await goNext("Shipment");
    await field(page, "Order number").fill(`E2E-FIN-${run}`);
    const box = main(page).getByRole("group", { name: "Box 1" });
    const item = box.getByRole("group", { name: "Item 1" });
    await field(item, "SKU").fill(`FIN-${run}`);
    await field(item, "Product name").fill("Cotton T-shirt");
    await combobox(item, "Category").selectOption("fashion");
    await field(item, "HS code").fill("610910");
    await combobox(item, "Origin country").selectOption("CN");
    await field(item, "Unit price").fill("25");
    await field(item, "Unit weight (kg)").fill("0.4");
    await field(item, "Quantity").fill("2");
    for (const [name, value] of [["Length (cm)", "20"], ["Width (cm)", "15"], ["Height (cm)", "10"]] as const) await field(box, name).fill(value);
    await goNext("Courier");
    await main(page).getByRole("radiogroup", { name: "Contract" }).getByRole("radio", { name: "Express", exact: true }).check();
    await goNext("Overview");
    await main(page).getByRole("checkbox", { name: "I agree to the cost summary" }).check();
    await goNext("Boxes");
    await goNext("Finish");
    await expect(main(page).getByText("Everything is in order")).toBeVisible();

    expect(await page.evaluate(() => window.scrollY), "the page has not been scrolled").toBe(0);
    const create = main(page).getByRole("button", { name: "Create order", exact: true });
    await expect(create).toBeInViewport({ ratio: 1 });
    await expect(stepHeading(page, "Finish")).toBeInViewport({ ratio: 1 });

    // The browser's Back goes to the step before, still on this draft.
    await page.goBack();
    await expect(stepHeading(page, "Boxes")).toBeVisible();
    await page.goForward();
    await expect(stepHeading(page, "Finish")).toBeVisible();
    await create.click();
    await expect(main(page).getByText(`Order E2E-FIN-${run} created`)).toBeVisible();
  });
});

test.describe("quotes", () => {
  async function askQuotes(page: Page, w: ReturnType<typeof wordsOf>) {
    await page.goto(QUOTES_PATH);
    await expect(page.getByRole("heading", { level: 1, name: w("New quote") })).toBeVisible();
    await page.getByRole("textbox", { name: w("Postal code"), exact: true }).fill("01310-100");
    const box = page.getByRole("group", { name: w("Box {number}", { number: "1" }) });
    for (const [name, value] of [["Length ({length})", "30"], ["Width ({length})", "20"], ["Height ({length})", "30"], ["Weight ({weight})", "30"]] as const) {
      const label = w(name, { length: "cm", weight: "kg" });
      await box.getByRole("textbox", { name: label, exact: true }).fill(value);
    }
    await page.getByRole("textbox", { name: new RegExp(`^${w("Goods value")}`) }).fill("120");
    await page.getByRole("checkbox", { name: w("Insurance"), exact: true }).check();
    await page.getByRole("button", { name: w("Get quotes") }).click();
    const list = page.getByRole("list", { name: w("Quotes") });
    await expect(list.getByRole("article").first()).toBeVisible();
    return list;
  }

  for (const locale of ["en", "pt_BR"] as const) {
    test(`the result cards fit their column and Cheapest all-in says what it compares (${locale})`, async ({ page }) => {
      const w = wordsOf(locale);
      await signInIn(page, "admin", locale);
      const list = await askQuotes(page, w);
      const listBox = (await list.boundingBox())!;
      const cards = list.getByRole("listitem");
      for (let index = 0; index < (await cards.count()); index += 1) {
        const card = cards.nth(index);
        const cardBox = (await card.boundingBox())!;
        expect(cardBox.x + cardBox.width, `card ${index + 1} within the list`).toBeLessThanOrEqual(listBox.x + listBox.width + 0.5);
        // Nothing of the card sticks out of it: its figures, the carrier's name, the button.
        const overflow = await card.evaluate((element) => element.scrollWidth - element.clientWidth);
        expect(overflow, `card ${index + 1}: content wider than the card`).toBeLessThanOrEqual(0);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), "the page scrolls sideways").toBeLessThanOrEqual(0);
      await expect(list.getByText(w("Cheapest all-in"), { exact: true }).first()).toBeVisible();
      await expect(page.getByText(w("Cheapest all-in compares freight, duties and taxes and insurance of every quote, whoever pays them."))).toBeVisible();
    });
  }

  test("a quote's order starts with the seller's default sender", async ({ page }) => {
    await signIn(page, "admin");
    const list = await askQuotes(page, wordsOf("en"));
    await list.getByRole("button", { name: /^Create order with / }).first().click();
    await expect(stepHeading(page, "Receiver")).toBeVisible();
    const draft = new URL(page.url()).searchParams.get("draft")!;
    // The seller's default ship-from address (/company, decision 054), seeded from its warehouse.
    await page.goto(`${CREATE_PATH}?draft=${draft}&step=sender`);
    await expect(stepHeading(page, "Sender")).toBeVisible();
    await expect(field(page, "Name")).toHaveValue(demoUsers.admin.company);
    await expect(field(page, "E-mail")).not.toHaveValue("");
    await expect(field(page, "City")).toHaveValue("Shenzhen");
  });
});

test.describe("on a tablet", () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test("the item's Description field is as tall as the other fields", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto(CREATE_PATH);
    await expect(stepHeading(page, "Receiver")).toBeVisible();
    const draft = new URL(page.url()).searchParams.get("draft")!;
    await page.goto(`${CREATE_PATH}?draft=${draft}&step=shipment`);
    const item = main(page).getByRole("group", { name: "Item 1" });
    const description = (await field(item, "Description").boundingBox())!;
    const sku = (await field(item, "SKU").boundingBox())!;
    expect(description.height).toBeGreaterThanOrEqual(44);
    expect(description.height).toBe(sku.height);
    // It spans the row, as a long text may.
    expect(description.width).toBeGreaterThan(sku.width);
  });
});
