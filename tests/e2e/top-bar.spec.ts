import type { Page } from "@playwright/test";
import { PICKUP_DROPOFF_PATH, SYNC_TIMEOUT, escapeRegExp, expect, readOutbox, signIn, test, translated, waitForOutboxTable } from "./fixtures";
import { TopBar } from "./pages/shell";

/**
 * The top bar is one row at every width and in every language (issue 14): in Portuguese, with the
 * longest sync state it can show (pending, offline, needing attention) on a desktop (1366 x 860)
 * and on a phone (390 x 844), every control sits in that one row, the bar keeps the height of an
 * empty one, nothing spills out sideways, and the words of the state are shown.
 */
test.use({ viewport: { width: 1366, height: 860 } });

const pt = (english: string, values: Record<string, string> = {}) => translated("pt_BR", english, values);

/** A row of the bar: one control's box, which must lie within the bar's height. */
async function controlsOutsideTheRow(page: Page): Promise<string[]> {
  return page.getByRole("banner").evaluate((bar) => {
    const row = bar.getBoundingClientRect();
    const outside: string[] = [];
    for (const control of bar.querySelectorAll<HTMLElement>("a, button, input")) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.top < row.top || box.bottom > row.bottom) outside.push(`${control.getAttribute("aria-label") ?? control.textContent}: ${box.top}-${box.bottom}`);
    }
    return outside;
  });
}

test("in Portuguese, with pending, offline and attention all shown, the top bar stays one row on a desktop and on a phone", async ({ page, context }) => {
  test.setTimeout(180_000);
  await signIn(page, "admin");
  // The language the app keeps for the device (src/app/shell/switch-language.ts).
  await page.evaluate(() => localStorage.setItem("language", "pt_BR"));
  await page.goto(PICKUP_DROPOFF_PATH);
  await expect(page.getByRole("heading", { level: 1, name: pt("Pickups and dropoffs") })).toBeVisible();
  await waitForOutboxTable(page);
  const banner = page.getByRole("banner");
  const emptyBar = await banner.boundingBox();

  // Something the server will refuse (a code no order has), then something still waiting, offline.
  const field = page.getByRole("textbox", { name: pt("Enter code manually") });
  const record = page.getByRole("button", { name: pt("Record"), exact: true });
  await context.setOffline(true);
  await field.fill(`NOSUCH-BAR-${Date.now()}`);
  await record.click();
  await context.setOffline(false);
  await expect.poll(async () => (await readOutbox(page))?.map((op) => op.state), { timeout: SYNC_TIMEOUT }).toEqual(["needs_attention"]);
  await context.setOffline(true);
  await field.fill(`NOSUCH-WAIT-${Date.now()}`);
  await record.click();

  // The sync state's link, named by its words: offline, one pending and one needing attention.
  const indicator = banner.getByRole("link", { name: new RegExp(`^1 \\S+ ${escapeRegExp(pt("Offline"))} 1 `) });
  await expect(indicator).toBeVisible();
  for (const viewport of [
    { width: 1366, height: 860 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await expect(indicator).toBeVisible();
    expect(await banner.boundingBox(), `the bar at ${viewport.width} px keeps the empty bar's height`).toMatchObject({ height: emptyBar!.height, y: 0 });
    expect(await controlsOutsideTheRow(page), `controls outside the one row at ${viewport.width} px`).toEqual([]);
    expect(await banner.evaluate((bar) => bar.scrollWidth <= bar.clientWidth), `nothing spills sideways at ${viewport.width} px`).toBe(true);
    await expect(indicator).toContainText(pt("Offline"));
  }
  // On a desktop every word shows in full.
  await page.setViewportSize({ width: 1366, height: 860 });
  const words = await indicator.evaluate((link) => [...link.querySelectorAll("span")].map((span) => span.scrollWidth <= span.clientWidth));
  expect(words.every(Boolean), "no word of the sync state is cut on a desktop").toBe(true);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the search folds behind its icon, opens over the bar, and closes with a choice or its Close button", async ({ page, baseURL }) => {
    await signIn(page, "admin");
    const topBar = new TopBar(page);
    const banner = topBar.banner;
    const bar = await banner.boundingBox();
    const search = topBar.search;
    await expect(search).toBeHidden();

    await topBar.openSearchButton.click();
    await expect(search).toBeFocused();
    expect(await banner.boundingBox(), "the search opens over the bar, which keeps its size").toEqual(bar);
    await topBar.closeSearchButton.click();
    await expect(search).toBeHidden();
    await expect(topBar.openSearchButton).toBeFocused();

    await topBar.openSearchButton.click();
    await search.fill("acc");
    await topBar.searchResult("Settings › Accessibility").click();
    await expect(page).toHaveURL(`${baseURL}/settings/accessibility`);
    await expect(search).toBeHidden();
  });
});
