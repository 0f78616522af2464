import type { Page } from "@playwright/test";
import { DEMO_CASES } from "../../server/seed/duties-cases";
import { type CatalogLocale, expect, expectNoSeriousAxeViolations, signIn, test, uiText, waitForServiceWorkerControl } from "./fixtures";
import { DutiesCaseScreen, DutiesCasesScreen } from "./pages/duties-cases-screen";

/**
 * Duties and taxes cases (issue 18): the list filtered by status, type and order; a case with its
 * history; the seller's answer with a PDF to a case that needs seller action, which then shows as
 * received; a server refusal that leaves the case as it was; the fines' names in Portuguese.
 */

test.use({ viewport: { width: 1280, height: 800 } });

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const needing = DEMO_CASES.seller1.filter((c) => c.status === "need_seller_action");
const fine = DEMO_CASES.seller1.find((c) => c.type === "fine689")!;

async function useLanguage(page: Page, locale: CatalogLocale) {
  if (locale !== "en") await page.evaluate((chosen) => localStorage.setItem("language", chosen), locale);
}

test("the list shows every status and filters by status, type and order number; a case opens with its history", async ({ page }, testInfo) => {
  await signIn(page, "viewer");
  const cases = new DutiesCasesScreen(page);
  await cases.goto();
  await expect(cases.heading).toBeVisible();
  await expect(cases.rows()).toHaveCount(DEMO_CASES.seller1.length);
  await expect(cases.table.getByRole("cell", { name: "Paid externally" })).toBeVisible();
  await expect(cases.table.getByRole("cell", { name: /^R\$\s?[\d,]+\.\d{2}$/ }).first()).toBeVisible();

  await cases.status.selectOption({ label: "Need seller action" });
  await cases.filter.click();
  await expect(cases.rows()).toHaveCount(needing.length);
  await expect(page).toHaveURL(/status=need_seller_action/);

  await cases.status.selectOption({ label: "All statuses" });
  await cases.type.selectOption({ label: "Fine 689" });
  await cases.filter.click();
  await expect(cases.rows().first().getByRole("cell", { name: "Fine 689" })).toBeVisible();
  await expect(cases.rows().getByRole("cell", { name: "Fine 702" })).toHaveCount(0);

  await cases.type.selectOption({ label: "All types" });
  await cases.orderNumber.fill(fine.order_number);
  await cases.filter.click();
  await expect(cases.rows()).toHaveCount(1);
  await cases.table.getByRole("link", { name: `Case ${fine.id} of order ${fine.order_number}` }).click();
  const view = new DutiesCaseScreen(page);
  await expect(page.getByRole("heading", { level: 1, name: `Duties and taxes case #${fine.id}` })).toBeVisible();
  await expect(view.history.getByRole("listitem").first()).toContainText("Case opened by customs.");
  // A viewer reads the case but has no answer form.
  await expect(view.send).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, testInfo, "/orders/tracking-alert-logs");
});

test("an operator answers a case that needs seller action with a PDF, and the case shows as received", async ({ page }) => {
  const target = needing[0]!;
  await signIn(page, "operation");
  const view = new DutiesCaseScreen(page);
  await view.goto(target.id);
  await expect(view.status).toHaveText("Need seller action");
  // Blank message and no file: said under each field, nothing sent.
  await view.send.click();
  await expect(page.getByText("Write a message.")).toBeVisible();
  await expect(page.getByText("Choose a PDF file.")).toBeVisible();

  const message = "Invoice attached. <script>alert(1)</script>";
  await view.message.fill(message);
  await view.document.setInputFiles({ name: "invoice.pdf", mimeType: "application/pdf", buffer: PDF });
  await view.send.click();
  await expect(view.status).toHaveText("Received");
  await expect(view.history.getByRole("listitem").last()).toContainText(message);
  await expect(view.history.getByRole("listitem").last()).toContainText("Document: invoice.pdf");
  await expect(view.send).toHaveCount(0);
  await page.reload();
  await expect(view.status).toHaveText("Received");
});

test("when the server refuses the answer, the case is not shown as received", async ({ page }) => {
  const target = needing[1]!;
  await signIn(page, "admin");
  await page.route(`**/v1/tracking_alert_logs/${target.id}/answer`, (route) =>
    route.fulfill({ status: 409, contentType: "application/json", body: JSON.stringify({ messages: ["This case does not need your action."] }) }),
  );
  const view = new DutiesCaseScreen(page);
  await view.goto(target.id);
  await view.message.fill("Here it is.");
  await view.document.setInputFiles({ name: "proof.pdf", mimeType: "application/pdf", buffer: PDF });
  await view.send.click();
  await expect(page.getByRole("alert").filter({ hasText: "This case does not need your action." })).toBeVisible();
  await expect(view.status).toHaveText("Need seller action");
  await expect(view.send).toBeVisible();
});

test("in Portuguese the fines and statuses have their Portuguese names and amounts are in reais", async ({ page }) => {
  const t = uiText("pt_BR");
  await signIn(page, "viewer");
  await useLanguage(page, "pt_BR");
  const cases = new DutiesCasesScreen(page, t);
  await cases.goto();
  await expect(cases.heading).toBeVisible();
  await expect(cases.table.getByRole("cell", { name: "Multa 689" }).first()).toBeVisible();
  await expect(cases.table.getByRole("cell", { name: t("Need seller action") }).first()).toBeVisible();
  await expect(cases.table.getByRole("cell", { name: /^R\$\s?[\d.]+,\d{2}$/ }).first()).toBeVisible();
});

test.describe("offline", () => {
  // The reload offline needs the service worker, which playwright.config.ts blocks for other specs.
  test.use({ serviceWorkers: "allow" });

  test("the list read once stays readable offline after a reload, saying it is saved data", async ({ page, context }) => {
    test.setTimeout(120_000);
    await signIn(page, "viewer");
    await waitForServiceWorkerControl(page);
    const cases = new DutiesCasesScreen(page);
    await cases.goto();
    await expect(cases.rows()).toHaveCount(DEMO_CASES.seller1.length);
    // The persister's writes are throttled: wait until the list is in localStorage.
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith("saved-queries:") && (localStorage.getItem(key) ?? "").includes('"duties-cases"'))))
      .toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(cases.heading).toBeVisible();
    await expect(cases.rows()).toHaveCount(DEMO_CASES.seller1.length);
    await expect(page.getByRole("status").filter({ hasText: "Offline: showing data saved on this device" })).toBeVisible();
    await context.setOffline(false);
  });
});
