import type { Page } from "@playwright/test";
import { DEMO_REVERSES } from "../../server/seed/volume-reverses";
import { type CatalogLocale, expect, expectNoSeriousAxeViolations, signIn, test, uiText, waitForServiceWorkerControl } from "./fixtures";
import { OrderView } from "./pages/order-view";
import { ReverseVolumeDialog, VolumeReversesScreen } from "./pages/volume-reverses-screen";

/**
 * Reverse volumes (issue 18): made from a delivered order's view, then found in the list by its
 * number and opened; a contract that allows none is refused with the spec's words, in English and
 * in Portuguese. The spec takes reversible orders from the end of the seed's pool, away from the
 * server tests' (which have a database each anyway).
 */

const DESKTOP = { width: 1280, height: 800 };
test.use({ viewport: DESKTOP });

async function useLanguage(page: Page, locale: CatalogLocale) {
  if (locale !== "en") await page.evaluate((chosen) => localStorage.setItem("language", chosen), locale);
}

test("a reverse volume made from the order view shows in the list and opens with its item", async ({ page }, testInfo) => {
  const order = DEMO_REVERSES.reversible.at(-1);
  if (!order) throw new Error("No reversible demo order");
  await signIn(page, "operation");
  await page.goto(`/orders/${order.id}`);
  await expect(new OrderView(page).heading(order.order_number)).toBeVisible();

  const reverse = new ReverseVolumeDialog(page);
  await reverse.openButton.click();
  await expect(reverse.dialog).toBeVisible();
  // Nothing is made until a volume is chosen.
  await reverse.submitButton.click();
  await expect(reverse.dialog.getByRole("alert")).toHaveText("Choose at least one volume");
  await reverse.box(1).check();
  await reverse.submitButton.click();
  const number = `R${order.order_number}-1`;
  await expect(reverse.dialog.getByRole("status")).toContainText("The customer can send these volumes back:");
  await reverse.dialog.getByRole("link", { name: number }).click();

  const screen = new VolumeReversesScreen(page);
  await expect(page.getByRole("heading", { level: 1, name: `Reverse volume ${number}` })).toBeVisible();
  await expect(screen.fact("Reverse number")).toHaveText(number);
  await expect(screen.fact("Tracking reference")).toHaveText(/^NB\d{9}BR$/);
  await expect(screen.fact("HS code")).toHaveText(/^\d{6}(\d{2})?$/);
  await expect(screen.fact("Item name")).not.toHaveText("");

  await screen.goto();
  await expect(screen.heading).toBeVisible();
  await screen.filter("Reverse number").fill(number.toLowerCase());
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/reverse_number=/);
  await expect(screen.table.getByRole("row")).toHaveCount(2);
  await expect(screen.table.getByRole("link", { name: number })).toBeVisible();
  await expectNoSeriousAxeViolations(page, testInfo, "/orders/volume_reverses");

  // Back in the order view, the volume is marked and cannot be chosen again.
  await page.goto(`/orders/${order.id}`);
  await reverse.openButton.click();
  await expect(reverse.box(1)).toBeDisabled();
  await expect(reverse.dialog.getByText("already in reverse")).toBeVisible();
  await expectNoSeriousAxeViolations(page, testInfo, "the reverse volume dialog");
});

for (const locale of ["en", "pt_BR"] as const) {
  test(`a contract that allows no reverse is refused in the user's language (${locale}), and nothing is made`, async ({ page }) => {
    const t = uiText(locale);
    const order = DEMO_REVERSES.onNoReverseContract;
    await signIn(page, "operation");
    await useLanguage(page, locale);
    await page.goto(`/orders/${order.id}`);
    await expect(new OrderView(page, t).heading(order.order_number)).toBeVisible();
    const reverse = new ReverseVolumeDialog(page, t);
    await reverse.openButton.click();
    await reverse.box(1).check();
    await reverse.submitButton.click();
    await expect(reverse.dialog.getByRole("alert")).toHaveText(t("This contract doesn't allow to create reverse volumes"));
    // The choice stays as it was, and no reverse is shown as made.
    await expect(reverse.box(1)).toBeChecked();
    await expect(reverse.dialog.getByRole("status")).toHaveCount(0);
  });
}

test.describe("offline", () => {
  // The reload offline needs the service worker, which playwright.config.ts blocks for other specs.
  test.use({ serviceWorkers: "allow" });

  test("the list's first page and a reverse opened before open offline after a reload, and a filter says it needs the network", async ({ page, context }) => {
    test.setTimeout(120_000);
    const seeded = DEMO_REVERSES.seeded[0];
    if (!seeded) throw new Error("No demo reverse of seller 1");
    await signIn(page, "viewer");
    await waitForServiceWorkerControl(page);
    const screen = new VolumeReversesScreen(page);
    await screen.goto();
    await expect(screen.table.getByRole("link", { name: seeded.reverse_number })).toBeVisible();
    await screen.table.getByRole("link", { name: seeded.reverse_number }).click();
    await expect(screen.fact("Reverse number")).toHaveText(seeded.reverse_number);
    // The persister's writes are throttled: wait until both are in localStorage.
    const saved = (part: string) =>
      page.evaluate((text) => Object.keys(localStorage).some((key) => key.startsWith("saved-queries:") && (localStorage.getItem(key) ?? "").includes(text)), part);
    await expect.poll(() => saved('"queryKey":["volume-reverses","list",')).toBe(true);
    await expect.poll(() => saved('"queryKey":["volume-reverses","one",')).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(screen.fact("Reverse number")).toHaveText(seeded.reverse_number);
    await screen.goto();
    await expect(screen.table.getByRole("link", { name: seeded.reverse_number })).toBeVisible();
    await expect(page.getByRole("main").getByRole("status").filter({ hasText: "Offline: showing data saved on this device" })).toBeVisible();

    // A filter needs the server: it says so rather than showing the unfiltered copy as filtered.
    await screen.filter("Reverse number").fill(seeded.reverse_number);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("You are offline. The reverse volumes show when the connection returns.")).toBeVisible();
    await expect(screen.table).toHaveCount(0);
    await context.setOffline(false);
    await expect(screen.table.getByRole("row")).toHaveCount(2);
  });
});
