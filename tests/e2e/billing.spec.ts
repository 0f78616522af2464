import type { APIRequestContext, Page } from "@playwright/test";
import { type CatalogLocale, apiLogin, bearer, claimNewOrders, expect, expectNoSeriousAxeViolations, orderThroughApi, signIn, test, translatedInContext, uiText } from "./fixtures";
import { BillingScreen } from "./pages/billing-screen";

/**
 * Billing (issue 20): the seeded accounts of seller 1 in every card state (server/seed/billing.ts)
 * say the spec's messages; the admin adds credit and sees the balance move, once per opening of
 * the dialog even on a double click; the viewer has no Add Credit and the API refuses them; each
 * tab passes axe in the three languages.
 */

const DESKTOP = { width: 1280, height: 800 };
test.use({ viewport: DESKTOP });

const FREIGHT_CATEGORY_ID = 1;

async function useLanguage(page: Page, locale: CatalogLocale) {
  if (locale !== "en") await page.evaluate((chosen) => localStorage.setItem("language", chosen), locale);
}

/** Seller 1's prepaid freight events, as the API counts them. */
async function freightCredits(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get(`/v1/sellers/1/seller_account_events?category_id=${FREIGHT_CATEGORY_ID}&method=prepaid&limit=1`, { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { count: number } }).data.count;
}

/** "R$1,284.50" or "-R$12.40" (English) to cents. */
const centsOf = (shown: string) => {
  const digits = shown.replace(/[^\d-]/g, "");
  return Number(digits);
};

test("the seeded cards say the spec's messages, and a card that cannot be used says so in words", async ({ page }) => {
  await signIn(page, "admin");
  const screen = new BillingScreen(page);
  // The top bar's Balance link leads here.
  await page.getByRole("banner").getByRole("link", { name: "Balance", exact: true }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(screen.heading).toBeVisible();
  await expect(screen.tab("Balance")).toHaveAttribute("aria-selected", "true");
  await expect(screen.card("Freight")).toContainText("Pre-paid");
  await expect(screen.card("Freight")).toContainText("No limit");
  await expect(screen.card("Duties and taxes")).toContainText("Balance is 50.50 below the limit");
  await expect(screen.card("SMS")).toContainText("Service is suspended due to negative balance");
  await expect(screen.card("SMS")).toContainText("Disabled");
  await expect(screen.cardFact("SMS", "Balance")).toHaveText("-R$12.40");
  await expect(screen.card("WhatsApp")).toContainText("Post-paid");
  await expect(screen.card("WhatsApp")).toContainText("Service is suspended due to non-payment");
  await expect(screen.card("WhatsApp")).toContainText("Suspended");
  await expect(screen.cardFact("WhatsApp", "Partial Invoice")).toHaveText(/^R\$[\d,]+\.\d{2}$/);
  await expect(screen.card("Strict tax ID check")).toContainText("Service is not active");
  await expect(screen.card("Strict tax ID check")).toContainText("Disabled");
  // Each card is the spec's 300 px wide.
  expect((await screen.card("Freight").boundingBox())?.width).toBe(300);

  // View Usage: the category's events over the last 30 days.
  await screen.card("SMS").getByRole("button", { name: "View usage of SMS" }).click();
  const usage = page.getByRole("dialog", { name: "Usage of SMS" });
  await expect(usage.getByRole("table", { name: "Usage of SMS" })).toContainText("1,560 tracking SMS");
  await usage.getByRole("button", { name: "Close" }).click();

  // Invoices: paid or not, in words.
  await screen.tab("Invoices").click();
  await expect(page).toHaveURL(/tab=invoices/);
  const invoices = page.getByRole("table", { name: "Invoices" });
  await expect(invoices.getByRole("cell", { name: "Not paid", exact: true })).toHaveCount(1);
  await expect(invoices.getByRole("cell", { name: "Paid", exact: true })).toHaveCount(2);
  // The tab survives a reload.
  await page.reload();
  await expect(screen.tab("Invoices")).toHaveAttribute("aria-selected", "true");
});

test("another seller whose global account is off sees Global is not active on every card", async ({ page }) => {
  await signIn(page, "otherAdmin");
  const screen = new BillingScreen(page);
  await screen.goto();
  for (const name of ["Freight", "SMS", "WhatsApp"]) await expect(screen.card(name)).toContainText("Global is not active");
  await expect(screen.card("SMS")).toContainText("Disabled");
});

test("the admin adds credit once per opening, even on a double click, and sees the balance move", async ({ page, request }) => {
  const token = await apiLogin(request, "admin");
  const before = await freightCredits(request, token);
  await signIn(page, "admin");
  const screen = new BillingScreen(page);
  await screen.goto();
  const balance = screen.cardFact("Freight", "Balance");
  await expect(balance).toHaveText(/^-?R\$/);
  const start = centsOf(await balance.innerText());

  await screen.addCreditButton.click();
  const credit = screen.credit;
  await credit.amount.fill("12.345");
  await credit.category.selectOption({ label: "Freight" });
  await credit.method("Pre-paid").check();
  await expect(credit.description).toHaveValue(/^Credit added by Ana Admin on /);
  await expect(credit.description).toHaveAttribute("readonly", "");
  await credit.submit.click();
  await expect(credit.amount).toHaveAccessibleDescription("Use at most two decimals");

  const keys: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "POST" && sent.url().includes("/seller_account_events")) keys.push(sent.headers()["idempotency-key"] ?? "");
  });
  await credit.amount.fill("1,234.56");
  await credit.submit.dblclick();
  await expect(screen.creditDialog).toBeHidden();
  await expect.poll(async () => centsOf(await balance.innerText())).toBe(start + 123456);
  expect(await freightCredits(request, token)).toBe(before + 1);
  expect(new Set(keys).size).toBe(1);
});

test("the viewer sees the balance without Add Credit, and the API refuses their credit", async ({ page, request }) => {
  await signIn(page, "viewer");
  const screen = new BillingScreen(page);
  await screen.goto();
  await expect(screen.card("Freight")).toBeVisible();
  await expect(screen.addCreditButton).toHaveCount(0);
  // Settings read only: no Save.
  await screen.card("Freight").getByRole("button", { name: "Settings of Freight" }).click();
  const settings = page.getByRole("dialog", { name: "Settings of Freight" });
  await expect(settings.getByText("Only your company's administrator can change these settings.")).toBeVisible();
  await expect(settings.getByRole("button", { name: "Save" })).toHaveCount(0);

  const token = await apiLogin(request, "viewer");
  const refused = await request.post("/v1/sellers/1/seller_account_events", {
    headers: { ...bearer(token), "Idempotency-Key": crypto.randomUUID() },
    data: { category_id: FREIGHT_CATEGORY_ID, method: "prepaid", value: 10, description: "Viewer credit" },
  });
  expect(refused.status()).toBe(403);
});

/** Seller 1's freight account as seeded (prepaid, no limit), switched on or off through the API. */
async function setFreightActive(request: APIRequestContext, token: string, active: boolean): Promise<void> {
  const response = await request.put("/v1/sellers/1/seller_account_setting", {
    headers: bearer(token),
    data: { category_id: FREIGHT_CATEGORY_ID, method: "prepaid", is_active: active, limit: null, charge_day: null, charge_frequency: "monthly", is_fixed: false },
  });
  expect(response.status(), "PUT /v1/sellers/1/seller_account_setting").toBe(200);
}

test("a dispatch the freight account does not allow says which service and why in Portuguese, and Retry dispatches it once the account allows it", async ({ page, request }) => {
  const token = await apiLogin(request, "admin");
  const [order] = await claimNewOrders(request, token, "billing", 1);
  if (!order) throw new Error("No order left in the billing pool");
  const t = uiText("pt_BR");
  await setFreightActive(request, token, false);
  try {
    await signIn(page, "admin");
    await useLanguage(page, "pt_BR");
    await page.goto(`/orders/${order.id}`);
    await page.getByRole("button", { name: "Despachar", exact: true }).click();
    const refused = page.getByRole("region", { name: t("These dispatches were refused:") });
    await expect(refused).toContainText(`${t("Freight")}: ${t("Service is not active")}`);
    await expect(refused.getByRole("link", { name: t("See the balance") })).toHaveAttribute("href", "/billing");
    expect((await orderThroughApi(request, token, order.id)).dispatched).toBe(false);

    // The admin switches the service back on; the same dispatch can now go.
    await setFreightActive(request, token, true);
    await refused.getByRole("button", { name: t("Retry the dispatch of {numbers}", { numbers: order.order_number }) }).click();
    await expect.poll(async () => (await orderThroughApi(request, token, order.id)).dispatched).toBe(true);
    await expect(refused).toBeHidden();
  } finally {
    await setFreightActive(request, token, true);
  }
});

for (const locale of ["en", "zh_CN", "pt_BR"] as const satisfies readonly CatalogLocale[]) {
  test(`every tab, the Add Credit dialog and the statement pass axe (${locale})`, async ({ page }, testInfo) => {
    const t = uiText(locale);
    await signIn(page, "admin");
    await useLanguage(page, locale);
    const screen = new BillingScreen(page, t);
    await screen.goto();
    await expect(screen.card("Freight")).toContainText(t("No limit"));
    await expectNoSeriousAxeViolations(page, testInfo, `/billing balance (${locale})`);
    await screen.addCreditButton.click();
    await expect(screen.creditDialog).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo, `the Add Credit dialog (${locale})`);
    await page.keyboard.press("Escape");
    await expect(screen.creditDialog).toBeHidden();

    // Tabs by keyboard: Right from Balance is Credits.
    await screen.tab("Balance").focus();
    await page.keyboard.press("ArrowRight");
    await expect(screen.tab("Credits")).toBeFocused();
    await expect(screen.panel("Credits").getByRole("table", { name: t("Events") })).toBeVisible();
    await expect(screen.panel("Credits")).toContainText(translatedInContext(locale, "a billing event", "Credit"));
    await expectNoSeriousAxeViolations(page, testInfo, `/billing credits (${locale})`);
    await page.keyboard.press("ArrowRight");
    await expect(screen.panel("Invoices").getByRole("table", { name: t("Invoices") })).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo, `/billing invoices (${locale})`);

    await page.goto("/user_balance");
    await expect(page.getByRole("table", { name: t("Statement") })).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo, `/user_balance (${locale})`);
  });
}
