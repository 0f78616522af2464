import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import type { TrackingResult } from "../../src/api/schemas/tracking";
import { INTL_LOCALE } from "../../src/domain/languages";
import { type CatalogLocale, apiLogin, escapeRegExp, exactUrl, expect, orderThroughApi, test } from "./fixtures";
import {
  STATUS_BAR_LABELS,
  STATUS_LABELS,
  TRACKING_FORM_PATH,
  TRACKING_TEXTS,
  TrackingPage,
  ZONE_HEADINGS,
  lookupThroughApi,
  maskedCpf,
  resultPath,
  trackableOrder,
  trackingText,
} from "./tracking-fixtures";

/**
 * The public tracking page (issue 7) as an end customer uses it, signed out, on the portal's own
 * host: the form and its messages, a result with its status bar and checkpoints by zone, the
 * prefill from a link, the three languages, the visitor's time zone, and a page that never loads
 * the portal. Lookups only read: every test may use the same seeded orders.
 *
 * What the page should show is read from the server's own answer for the same lookup (made from
 * Node with a solved challenge) and from the order as the seller sees it, never copied from the page.
 */

const SHIPPED = trackableOrder("SHIPPED");
const IN_TRANSIT = trackableOrder("IN_TRANSIT");

const isLookup = (url: string) => new URL(url).pathname === "/v1/trackings/lookup";

/** The checkpoints of each zone, newest first, in zone order: what the page must list. */
function checkpointsByZone(result: TrackingResult) {
  const zones = [...new Set(result.checkpoints.map((c) => c.zone))].sort((a, b) => a - b);
  return zones.map((zone) => ({
    zone,
    heading: ZONE_HEADINGS[zone]!,
    checkpoints: result.checkpoints.filter((c) => c.zone === zone).sort((a, b) => b.created_at.localeCompare(a.created_at)),
  }));
}

/** Checks the whole result view against the server's answer. */
async function expectResultShown(tracking: TrackingPage, result: TrackingResult) {
  const { page } = tracking;
  await expect(tracking.resultHeading(result.reference)).toBeVisible();
  await expect(page.getByText(`Status: ${STATUS_LABELS[result.status]}`, { exact: true })).toBeVisible();

  const bar = tracking.statusBar();
  await expect(bar.getByRole("listitem")).toHaveText(Object.values(STATUS_BAR_LABELS).map((label) => new RegExp(escapeRegExp(label))));
  const current = bar.locator('[aria-current="step"]');
  await expect(current).toHaveCount(1);
  await expect(current).toContainText(STATUS_BAR_LABELS[result.status_bar]);

  await expect(page.getByRole("heading", { level: 2, name: "Tracking history", exact: true })).toBeVisible();
  const expected = checkpointsByZone(result);
  expect(expected.length, "the order has checkpoints").toBeGreaterThan(0);
  // Zone headings in zone order, only the zones that have checkpoints.
  const zoneNames = new Set(Object.values(ZONE_HEADINGS));
  const shownZones = (await page.getByRole("heading", { level: 3 }).allTextContents()).map((text) => text.trim()).filter((text) => zoneNames.has(text));
  expect(shownZones).toEqual(expected.map((z) => z.heading));
  for (const { heading, checkpoints } of expected) {
    const items = tracking.zoneSection(heading).getByRole("listitem");
    await expect(items).toHaveCount(checkpoints.length);
    for (const [index, checkpoint] of checkpoints.entries()) {
      const item = items.nth(index);
      await expect(item).toContainText(checkpoint.message);
      await expect(item).toContainText(STATUS_LABELS[checkpoint.status]);
      const dateTime = await item.locator("time").first().getAttribute("datetime");
      expect(new Date(dateTime ?? "").getTime(), `${heading} #${index}: <time dateTime>`).toBe(new Date(checkpoint.created_at).getTime());
    }
  }
}

test.describe("the form", () => {
  for (const [label, typed] of [
    ["as stored", SHIPPED.taxId],
    ["with the CPF mask", maskedCpf(SHIPPED.taxId)],
  ] as const) {
    test(`a shipped order's number and its receiver's tax id (${label}) show the parcel, its status and checkpoints`, async ({ page, request, baseURL }) => {
      const token = await apiLogin(request, "admin");
      const order = await orderThroughApi(request, token, SHIPPED.id);
      expect(order.current_status.name, "the seeded order is still shipped").toBe("SHIPPED");
      const result = await lookupThroughApi(request, SHIPPED);
      expect(result.status).toBe(order.current_status.name);

      const tracking = new TrackingPage(page);
      await tracking.gotoForm();
      await expect(page.getByRole("main")).toBeVisible();
      await tracking.track(SHIPPED.reference, typed);

      await expect(tracking.resultHeading(SHIPPED.reference)).toBeVisible();
      await expect(page).toHaveURL(exactUrl(baseURL, resultPath(SHIPPED.reference)));
      await expectResultShown(tracking, result);
      await expect(page.getByRole("link", { name: "Track another parcel", exact: true })).toHaveAttribute("href", TRACKING_FORM_PATH);
    });
  }

  test("while looking up, a status text shows and Track is disabled", async ({ page }) => {
    const tracking = new TrackingPage(page);
    await tracking.gotoForm();
    // The lookup is held until the busy state has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/v1/trackings/lookup", async (route) => {
      await held;
      await route.continue();
    });
    await tracking.track(SHIPPED.reference, SHIPPED.taxId);
    await expect(page.getByRole("status").filter({ hasText: TRACKING_TEXTS.lookingUp })).toBeVisible();
    await expect(tracking.trackButton).toBeDisabled();
    release();
    await expect(tracking.resultHeading(SHIPPED.reference)).toBeVisible();
  });

  test("a wrong tax id says so under Tax ID", async ({ page }) => {
    const tracking = new TrackingPage(page);
    await tracking.gotoForm();
    const answered = page.waitForResponse((r) => isLookup(r.url()) && r.status() === 422);
    // A valid CPF that is not the receiver's.
    await tracking.track(SHIPPED.reference, SHIPPED.taxId === "52998224725" ? "11144477735" : "52998224725");
    await answered;

    await expect(tracking.taxId).toHaveAttribute("aria-invalid", "true");
    await expect(tracking.taxId).toHaveAccessibleDescription(new RegExp(escapeRegExp(TRACKING_TEXTS.wrongTaxId)));
    await expect(tracking.trackingNumber).not.toHaveAttribute("aria-invalid", "true");
    await expect(tracking.formHeading).toBeVisible();
  });

  test("an unknown number says so under Tracking number and puts error=404 in the URL", async ({ page, baseURL }) => {
    const tracking = new TrackingPage(page);
    await tracking.gotoForm();
    const answered = page.waitForResponse((r) => isLookup(r.url()) && r.status() === 404);
    await tracking.track("NB000000000XX", SHIPPED.taxId);
    await answered;

    await expect(tracking.trackingNumber).toHaveAttribute("aria-invalid", "true");
    await expect(tracking.trackingNumber).toHaveAccessibleDescription(new RegExp(escapeRegExp(TRACKING_TEXTS.notFound)));
    await expect(page).toHaveURL(exactUrl(baseURL, `${TRACKING_FORM_PATH}?error=404`));

    // Coming back to that URL shows the text again, without a lookup.
    await page.goto(`${TRACKING_FORM_PATH}?error=404`);
    await expect(tracking.formHeading).toBeVisible();
    await expect(page.getByText(TRACKING_TEXTS.notFound, { exact: true })).toBeVisible();
  });

  test("blank fields show both messages without a lookup", async ({ page }) => {
    const calls: string[] = [];
    page.on("request", (r) => {
      // A challenge may be fetched (and solved) ahead of time; the lookup itself must not be sent.
      if (isLookup(r.url())) calls.push(r.url());
    });
    const tracking = new TrackingPage(page);
    await tracking.gotoForm();
    await tracking.track("", "");

    await expect(tracking.trackingNumber).toHaveAccessibleDescription(new RegExp(escapeRegExp(TRACKING_TEXTS.trackingNumberBlank)));
    await expect(tracking.taxId).toHaveAccessibleDescription(new RegExp(escapeRegExp(TRACKING_TEXTS.taxIdBlank)));
    await expect(tracking.trackingNumber).toHaveAttribute("aria-invalid", "true");
    await expect(tracking.taxId).toHaveAttribute("aria-invalid", "true");
    expect(calls, "no lookup for a blank form").toEqual([]);
  });

  test("?trackingNumber= prefills and starts at once: without a tax id it asks for one, then Track shows the parcel", async ({ page, request, baseURL }) => {
    const result = await lookupThroughApi(request, IN_TRANSIT);
    const tracking = new TrackingPage(page);
    await page.goto(`${TRACKING_FORM_PATH}?${new URLSearchParams({ trackingNumber: IN_TRANSIT.reference, taxId: IN_TRANSIT.taxId })}`);

    await expect(tracking.trackingNumber).toHaveValue(IN_TRANSIT.reference);
    // &taxId= is never read from a URL.
    await expect(tracking.taxId).toHaveValue("");
    await expect(tracking.taxId).toHaveAccessibleDescription(new RegExp(escapeRegExp(TRACKING_TEXTS.taxIdBlank)));
    await expect(tracking.taxId).toBeFocused();

    await tracking.taxId.fill(maskedCpf(IN_TRANSIT.taxId));
    await tracking.trackButton.click();
    await expect(page).toHaveURL(exactUrl(baseURL, resultPath(IN_TRANSIT.reference)));
    await expectResultShown(tracking, result);
  });
});

/** Each language: Playwright's locale (the browser's languages), the catalog, the picker's option. */
const LANGUAGES = [
  { locale: "pt_BR", browser: "pt-BR", option: "Português (Brasil)" },
  { locale: "zh_CN", browser: "zh-CN", option: "中文" },
] as const satisfies { locale: CatalogLocale; browser: string; option: string }[];

for (const language of LANGUAGES) {
  test.describe(`in ${language.locale}`, () => {
    test.use({ locale: language.browser });
    /** The page's texts in this language, from its catalog (they exist once the page is translated). */
    const tt = (message: string) => trackingText(language.locale, message);

    test("the browser's language starts the page in it, for the form and a result; the picker switches to English", async ({ page, baseURL }) => {
      const tracking = new TrackingPage(page, {
        heading: tt("Track my order"),
        trackingNumber: tt("Tracking number"),
        taxId: tt("Tax ID"),
        track: tt("Track"),
        language: tt("Language"),
      });
      await tracking.gotoForm();
      await expect(tracking.language.locator("option:checked")).toHaveText(language.option);
      await expect(tracking.trackingNumber).toBeEditable();

      // Blank fields: the messages in this language.
      await tracking.track("", "");
      await expect(tracking.trackingNumber).toHaveAccessibleDescription(new RegExp(escapeRegExp(tt(TRACKING_TEXTS.trackingNumberBlank))));
      await expect(tracking.taxId).toHaveAccessibleDescription(new RegExp(escapeRegExp(tt(TRACKING_TEXTS.taxIdBlank))));

      await tracking.track(SHIPPED.reference, SHIPPED.taxId);
      await expect(page).toHaveURL(exactUrl(baseURL, resultPath(SHIPPED.reference)));
      await expect(page.getByRole("heading", { level: 2, name: tt("Tracking history"), exact: true })).toBeVisible();
      await expect(page.getByRole("list", { name: tt("Delivery progress"), exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: tt("Track another parcel"), exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 3, name: tt("First mile"), exact: true })).toBeVisible();
      await expect(page.locator("time").first()).toBeVisible();
      await expect(page.getByText(SHIPPED.reference).first()).toBeVisible();
      // The destination's country name comes from Intl in this language.
      const country = new Intl.DisplayNames([INTL_LOCALE[language.locale]], { type: "region" }).of(SHIPPED.country)!;
      // (In the page's text, not the language picker: "Português (Brasil)" names a country too.)
      await expect(page.getByRole("main").getByText(new RegExp(escapeRegExp(country))).first()).toBeVisible();

      // The picker switches the page to English at once.
      await tracking.language.selectOption({ label: "English" });
      await expect(page.getByRole("heading", { level: 2, name: "Tracking history", exact: true })).toBeVisible();
      await expect(new TrackingPage(page).resultHeading(SHIPPED.reference)).toBeVisible();
      await page.getByRole("link", { name: "Track another parcel", exact: true }).click();
      await expect(new TrackingPage(page).formHeading).toBeVisible();
    });
  });
}

test.describe("language picker", () => {
  test("offers the three languages, each named in itself, and switches the form", async ({ page }) => {
    const tracking = new TrackingPage(page);
    await tracking.gotoForm();
    await expect(tracking.language.getByRole("option")).toHaveText(["English", "中文", "Português (Brasil)"]);
    await tracking.language.selectOption({ label: "Português (Brasil)" });
    await expect(page.getByRole("heading", { level: 1, name: trackingText("pt_BR", "Track my order"), exact: true })).toBeVisible();
    // Kept for the next visit.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: trackingText("pt_BR", "Track my order"), exact: true })).toBeVisible();
  });
});

/** A signed-out context of its own for the visitor's time zone (same options as the suite's pages). */
async function contextIn(browser: Browser, baseURL: string | undefined, timezoneId: string) {
  const options: BrowserContextOptions = { baseURL, locale: "en-US", timezoneId, serviceWorkers: "block" };
  return browser.newContext(options);
}

/** The text of the newest checkpoint's time and its dateTime, after a lookup in `page`. */
async function newestCheckpointTime(page: Page) {
  const tracking = new TrackingPage(page);
  await tracking.gotoForm();
  await tracking.track(SHIPPED.reference, SHIPPED.taxId);
  await expect(tracking.resultHeading(SHIPPED.reference)).toBeVisible();
  const time = page.getByRole("listitem").locator("time").first();
  await expect(time).toBeVisible();
  return { text: (await time.textContent())!.replace(/\s+/g, " ").trim(), dateTime: (await time.getAttribute("datetime"))! };
}

test.describe("time zones", () => {
  test("the same checkpoint shows the hour of the visitor's time zone", async ({ browser, baseURL }) => {
    const shown: Record<string, { text: string; dateTime: string }> = {};
    for (const timeZone of ["America/Sao_Paulo", "Asia/Shanghai"]) {
      const context = await contextIn(browser, baseURL, timeZone);
      try {
        shown[timeZone] = await newestCheckpointTime(await context.newPage());
      } finally {
        await context.close();
      }
      const expected = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone })
        .format(new Date(shown[timeZone].dateTime))
        .replace(/\s+/g, " ");
      expect(shown[timeZone].text, `the checkpoint's time in ${timeZone}`).toContain(expected);
    }
    expect(shown["America/Sao_Paulo"]!.dateTime).toBe(shown["Asia/Shanghai"]!.dateTime);
    expect(shown["America/Sao_Paulo"]!.text).not.toBe(shown["Asia/Shanghai"]!.text);
  });
});

test.describe("a light page of its own", () => {
  test("the tracking page never fetches the portal's entry script, and its JavaScript stays small", async ({ page, request }, testInfo) => {
    // The portal's entry: the module script(s) of index.html as the server sends it for a portal page.
    const portalHtml = await (await request.get("/nb-login", { headers: { Accept: "text/html" } })).text();
    const portalScripts = [...portalHtml.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => new URL(m[1]!, "http://x").pathname);
    expect(portalScripts.length, "index.html has an entry script").toBeGreaterThan(0);

    const scripts: { path: string; transferred: number; decoded: number }[] = [];
    const finished: Promise<void>[] = [];
    page.on("requestfinished", (r) => {
      if (r.resourceType() !== "script") return;
      finished.push(
        (async () => {
          const sizes = await r.sizes();
          const body = (await (await r.response())?.body().catch(() => Buffer.alloc(0))) ?? Buffer.alloc(0);
          scripts.push({ path: new URL(r.url()).pathname, transferred: sizes.responseBodySize + sizes.responseHeadersSize, decoded: body.length });
        })(),
      );
    });
    const requested: string[] = [];
    page.on("request", (r) => requested.push(new URL(r.url()).pathname));

    const tracking = new TrackingPage(page);
    await tracking.gotoForm();
    await tracking.track(SHIPPED.reference, SHIPPED.taxId);
    await expect(tracking.resultHeading(SHIPPED.reference)).toBeVisible();
    await page.waitForLoadState("networkidle");
    await Promise.all(finished);

    for (const entry of portalScripts) expect(requested, `the portal's entry ${entry}`).not.toContain(entry);
    expect(scripts.length, "the page runs scripts of its own").toBeGreaterThan(0);
    const total = scripts.reduce((sum, s) => ({ transferred: sum.transferred + s.transferred, decoded: sum.decoded + s.decoded }), { transferred: 0, decoded: 0 });
    const summary = `tracking page JavaScript: ${scripts.length} files, ${(total.transferred / 1024).toFixed(1)} KB transferred, ${(total.decoded / 1024).toFixed(1)} KB decoded\n${scripts.map((s) => `  ${s.path} ${(s.transferred / 1024).toFixed(1)} KB`).join("\n")}`;
    console.log(summary);
    await testInfo.attach("tracking page scripts", { body: summary, contentType: "text/plain" });
  });
});
