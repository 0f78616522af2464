import type { Page } from "@playwright/test";
import { apiLogin, bearer, expect, expectNoSeriousAxeViolations, readTable, signIn, test } from "./fixtures";

/**
 * Quotes in a real browser against the seeded price tables: a Brazilian destination gets
 * Express, Standard and Economy side by side with the server's figures, a side longer than
 * 105 cm is explained, and a quote starts an order draft that the wizard opens.
 */

const QUOTES_PATH = "/quotes/new";

interface ApiQuote {
  contract_id: number;
  contract_name: string;
  delivery_time: number;
  incoterm: "DDP" | "DDU";
  total: number;
  freight: number;
  duties: number;
  taxes: number;
  insurance: number;
}

/** What a quote costs to land, whoever pays: the figure "Cheapest all-in" compares (in cents). */
const allInCents = (quote: ApiQuote) => Math.round((quote.freight + quote.duties + quote.taxes + quote.insurance) * 100);

/** Money as the English interface writes it: "$1,234.50". */
const usd = (value: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(value);

async function fillBox(page: Page, box: { length: string; width: string; height: string; weight: string }) {
  const group = page.getByRole("group", { name: "Box 1" });
  await group.getByRole("textbox", { name: /^Length \(cm\)/ }).fill(box.length);
  await group.getByRole("textbox", { name: /^Width \(cm\)/ }).fill(box.width);
  await group.getByRole("textbox", { name: /^Height \(cm\)/ }).fill(box.height);
  await group.getByRole("textbox", { name: /^Weight \(kg\)/ }).fill(box.weight);
}

test.beforeEach(async ({ page }) => {
  await signIn(page, "admin");
  await page.goto(QUOTES_PATH);
  await expect(page.getByRole("heading", { level: 1, name: "New quote" })).toBeVisible();
});

test("a Brazilian destination gets Express, Standard and Economy side by side with the server's figures", async ({ page, request }, testInfo) => {
  const token = await apiLogin(request, "admin");
  const body = { destination_country: "BR", destination_postal_code: "01310-100", boxes: [{ length: 30, width: 20, height: 10, weight: 1.5 }], goods_value: 120, currency: "USD" };
  const answer = await request.post("/v1/quotes", { data: body, headers: bearer(token) });
  expect(answer.status(), "POST /v1/quotes").toBe(200);
  const expected = ((await answer.json()) as { data: { quotes: ApiQuote[] } }).data.quotes;
  expect(new Set(expected.map((quote) => quote.contract_name))).toEqual(new Set(["Express", "Standard", "Economy"]));

  await expect(page.getByRole("combobox", { name: "Destination country" })).toHaveValue("BR");
  await page.getByRole("textbox", { name: "Postal code" }).fill("01310-100");
  await fillBox(page, { length: "30", width: "20", height: "10", weight: "1.5" });
  await page.getByRole("textbox", { name: /^Goods value/ }).fill("120");
  await page.getByRole("button", { name: "Get quotes" }).click();

  const list = page.getByRole("list", { name: "Quotes" });
  await expect(list.getByRole("article")).toHaveCount(expected.length);
  for (const quote of expected) {
    const card = list.getByRole("article", { name: `${quote.contract_name} (${quote.incoterm})`, exact: true });
    await expect(card).toBeVisible();
    await expect(card.getByText(`${quote.delivery_time} working days`)).toBeVisible();
    await expect(card.getByText(usd(quote.freight)).first()).toBeVisible();
    await expect(card.getByText(usd(quote.total)).last()).toBeVisible();
  }
  // The page marks the cheapest all-in (freight, duties and taxes, insurance), not the lowest total.
  const lowest = Math.min(...expected.map(allInCents));
  const cheapest = expected.filter((quote) => allInCents(quote) === lowest);
  for (const quote of cheapest) {
    await expect(list.getByRole("article", { name: `${quote.contract_name} (${quote.incoterm})`, exact: true }).getByText("Cheapest all-in", { exact: true })).toBeVisible();
  }
  await expect(list.getByText("Cheapest all-in", { exact: true })).toHaveCount(cheapest.length);
  await expectNoSeriousAxeViolations(page, testInfo, "the quotes page with results");
});

test("a side longer than 105 cm is explained and no quote is offered", async ({ page }) => {
  await fillBox(page, { length: "120", width: "20", height: "10", weight: "2" });
  await page.getByRole("textbox", { name: /^Goods value/ }).fill("80");
  await page.getByRole("button", { name: "Get quotes" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "No contract can carry these boxes" });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole("listitem").first()).toHaveText(/^Box 1: .*120.*105/);
  await expect(page.getByRole("list", { name: "Quotes" })).toHaveCount(0);
});

test("a quote starts an order draft that the wizard opens", async ({ page }) => {
  await page.getByRole("textbox", { name: "Postal code" }).fill("01310-100");
  await fillBox(page, { length: "30", width: "20", height: "10", weight: "1.5" });
  await page.getByRole("textbox", { name: /^Goods value/ }).fill("120");
  await page.getByRole("button", { name: "Get quotes" }).click();
  await page.getByRole("button", { name: "Create order with Standard (DDP)" }).click();

  await expect(page).toHaveURL(/\/orders\/ordercreate\?draft=[0-9a-f-]{36}&step=receiver$/);
  const draftId = new URL(page.url()).searchParams.get("draft");
  await expect(page.getByRole("heading", { level: 1, name: "Create order" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Order steps" }).getByRole("button", { name: "Receiver" })).toHaveAttribute("aria-current", "step");

  type DraftRow = { id: string; values: { contract_id: number; incoterm: string; customer: { country: string; postal_code: string }; boxes: { length: string; weight: string }[] } };
  const drafts = (await readTable<DraftRow>(page, "drafts")) ?? [];
  const draft = drafts.find((row) => row.id === draftId);
  expect(draft?.values).toMatchObject({ contract_id: 2, incoterm: "DDP", customer: { country: "BR", postal_code: "01310-100" } });
  expect(draft?.values.boxes).toHaveLength(1);
  expect(draft?.values.boxes[0]).toMatchObject({ length: "30", weight: "1.5" });
});
