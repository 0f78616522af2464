import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { makeBarcodeVideo } from "../../scripts/make-barcode-video.mjs";
import { DEMO_PICKUPS } from "../../server/seed/pickups";
import { PICKUP_MESSAGES } from "../../src/api/schemas/pickups";
import { SCAN_VIBRATION } from "../../src/ui/scanner/feedback";
import {
  PICKUP_DROPOFF_PATH,
  PICKUP_POOLS,
  SYNC_TIMEOUT,
  apiLogin,
  bearer,
  claimNewOrders,
  escapeRegExp,
  expect,
  expectNoSeriousAxeViolations,
  openPickupScreen,
  pickupScreen,
  pickupsThroughApi,
  readOutbox,
  readTable,
  recordCodeManually,
  recordPickupPosts,
  recordVibrations,
  signIn,
  syncStatus,
  test,
  translated,
  vibrations,
  waitForOutboxEmpty,
  waitForOutboxTable,
  waitForServiceWorkerControl,
} from "./fixtures";
import { OutboxScreen } from "./pages/outbox-screen";

/**
 * A driver on a phone (issue 14, 390 x 844): the camera's confirmation inside the picture with the
 * last scans beside it, refused scans shown as refused online and offline (colour, words, the
 * server's reason, their own vibration), the expected parcels of a session started online and
 * kept for a fresh load offline, "Finish session" asking while scans wait, the sync state in words
 * that opens /outbox, and a mistyped code corrected there. Chromium's fake camera plays the label
 * of DEMO_PICKUPS.scannable[PICKUP_POOLS.phoneCamera]; the other parcels are typed.
 */
const cameraParcel = DEMO_PICKUPS.scannable[PICKUP_POOLS.phoneCamera]!;
const video = join(mkdtempSync(join(tmpdir(), "portal-camera-")), "label.y4m");
await makeBarcodeVideo(cameraParcel.reference, video);

test.use({
  // The whole launchOptions of the config is replaced here, so its Chromium and flags come again.
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--disable-gpu", "--disable-quic", "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream", `--use-file-for-fake-video-capture=${video}`],
  },
  permissions: ["camera"],
  viewport: { width: 390, height: 844 },
  // The fresh load offline needs the service worker, which playwright.config.ts blocks for other specs.
  serviceWorkers: "allow",
});

/** The outcome tones' backgrounds (src/features/pickups/pickups.module.css): green and red. */
const RECORDED_BACKGROUND = "rgb(227, 246, 232)";
const REFUSED_BACKGROUND = "rgb(253, 232, 232)";
const background = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);

/** The box of a locator, which must be on the page. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, "an element with a box").not.toBeNull();
  return box!;
}

/** What the session panel counts, by its terms' names ("Scanned", "Expected", "Expected found", "Refused"). */
async function sessionCounts(page: Page): Promise<Record<string, string>> {
  const terms = await pickupScreen.session(page).getByRole("term").allTextContents();
  const values = await pickupScreen.session(page).getByRole("definition").allTextContents();
  return Object.fromEntries(terms.map((term, index) => [term, values[index] ?? ""]));
}

/** Caches the order's row on the device, as browsing /orders does, and waits until it is saved. */
async function cacheOrderRow(page: Page, order: { id: number; order_number: string }) {
  await page.goto(`/orders?${new URLSearchParams({ order_number: order.order_number })}`);
  await expect
    .poll(async () => (await readTable<{ id: number }>(page, "orderRows"))?.some((row) => row.id === order.id) ?? false, {
      message: `order ${order.order_number} saved in IndexedDB "orderRows"`,
    })
    .toBe(true);
}

test("a camera read confirms inside the camera view, with the last scans beside it, all in the first screen", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const typed = [DEMO_PICKUPS.scannable[PICKUP_POOLS.phoneTyped]!, DEMO_PICKUPS.scannable[PICKUP_POOLS.phoneTypedToo]!];
  await signIn(page, "operation");
  await openPickupScreen(page);
  await waitForOutboxTable(page);
  await pickupScreen.type(page, "Pickup").check();
  const lastScan = pickupScreen.lastScan(page);
  // Two labels typed first (damaged ones): the last scans then hold three after the camera's read.
  for (const parcel of typed) {
    await recordCodeManually(page, parcel.reference);
    await expect(lastScan).toContainText(parcel.reference);
    await expect(lastScan).toContainText("Recorded");
  }

  // The driver starts at the top of the screen and does not touch it again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await pickupScreen.scanButton(page).click();
  await expect(lastScan).toContainText(cameraParcel.reference, { timeout: 60_000 });
  await expect(lastScan).toContainText("Recorded");
  await expect(lastScan).toContainText(`Order ${cameraParcel.order_number}`);
  expect(await background(lastScan)).toBe(RECORDED_BACKGROUND);

  const camera = await boxOf(pickupScreen.camera(page));
  const confirmation = await boxOf(lastScan);
  // Inside the camera's picture...
  expect(confirmation.x).toBeGreaterThanOrEqual(camera.x);
  expect(confirmation.x + confirmation.width).toBeLessThanOrEqual(camera.x + camera.width);
  expect(confirmation.y).toBeGreaterThanOrEqual(camera.y);
  // ...whose drawn height the frame may cut: the confirmation stays above the frame's foot.
  const frame = await boxOf(pickupScreen.camera(page).locator("xpath=.."));
  expect(confirmation.y + confirmation.height).toBeLessThanOrEqual(frame.y + frame.height);

  // The last scans, newest first, below the picture; everything in the first screen, nothing scrolled.
  const recent = pickupScreen.recentScans(page);
  await expect(recent.getByRole("listitem")).toHaveCount(3);
  await expect(recent.getByRole("listitem").first()).toContainText(cameraParcel.reference);
  await expect(recent.getByRole("listitem").nth(1)).toContainText(typed[1]!.reference);
  await expect(recent.getByRole("listitem").nth(2)).toContainText(typed[0]!.order_number);
  const list = await boxOf(recent);
  expect(list.y).toBeGreaterThanOrEqual(frame.y + frame.height);
  expect(list.y + list.height, "the last scans end within the 844 px screen").toBeLessThanOrEqual(844);
  expect(await page.evaluate(() => window.scrollY), "nothing scrolled").toBe(0);
  await expectNoSeriousAxeViolations(page, testInfo, "the pickup screen while the camera scans");

  await pickupScreen.session(page).scrollIntoViewIfNeeded();
  await expect.poll(() => sessionCounts(page)).toMatchObject({ Scanned: "3" });
  await page.getByRole("button", { name: "Stop scanning" }).click();
});

for (const locale of ["en", "pt_BR"] as const) {
  test.describe(`a refused scan online (${locale})`, () => {
    test("shows as refused: red, a cross, 'Refused', the server's reason translated, its own vibration; nothing queued", async ({ page, request }) => {
      test.setTimeout(90_000);
      const words = (english: string) => (locale === "en" ? english : translated(locale, english));
      const [order] = await claimNewOrders(request, await apiLogin(request, "operation"), "driver", 1);
      await recordVibrations(page);
      const keysSent = recordPickupPosts(page);
      await signIn(page, "operation");
      // The language the app keeps for the device (src/app/shell/switch-language.ts).
      await page.evaluate((language) => localStorage.setItem("language", language), locale);
      await page.goto(PICKUP_DROPOFF_PATH);
      await expect(page.getByRole("heading", { level: 1, name: words("Pickups and dropoffs") })).toBeVisible();
      await waitForOutboxTable(page);

      await page.getByRole("textbox", { name: words("Enter code manually") }).fill(order!.reference);
      await page.getByRole("button", { name: words("Record"), exact: true }).click();
      const lastScan = page.getByRole("status", { name: words("Last scan") });
      await expect(lastScan).toContainText(order!.reference);
      await expect(lastScan).toContainText(words("Refused"));
      await expect(lastScan).toContainText(words(PICKUP_MESSAGES.notDispatched));
      await expect(lastScan).toContainText(words("Nothing was queued."));
      await expect(lastScan).not.toContainText(words("Recorded"));
      expect(await background(lastScan)).toBe(REFUSED_BACKGROUND);
      await expect(lastScan.locator("svg").first()).toBeVisible();
      expect(await vibrations(page)).toEqual([[...SCAN_VIBRATION.refused]]);

      expect(await readOutbox(page), "nothing queued").toEqual([]);
      expect(keysSent, "no POST /v1/pickups").toEqual([]);
      await expect(page.getByRole("region", { name: words("Session") }).getByRole("list", { name: words("Refused scans") })).toContainText(order!.reference);
    });
  });
}

test("offline, an order saved undispatched 'will be refused' at once; recorded anyway, the server's refusal reaches the screen and /outbox says what to do", async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const [order] = await claimNewOrders(request, await apiLogin(request, "operation"), "driver", 1);
  await recordVibrations(page);
  await signIn(page, "operation");
  await cacheOrderRow(page, order!);
  await openPickupScreen(page);
  await waitForOutboxTable(page);

  await context.setOffline(true);
  await recordCodeManually(page, order!.reference);
  const lastScan = pickupScreen.lastScan(page);
  await expect(lastScan).toContainText("Will be refused");
  await expect(lastScan).toContainText(PICKUP_MESSAGES.notDispatched);
  await expect(lastScan).toContainText("This device's copy of the order says it is not dispatched. Nothing was queued.");
  expect(await background(lastScan)).toBe(REFUSED_BACKGROUND);
  expect(await vibrations(page)).toEqual([[...SCAN_VIBRATION.refused]]);
  expect(await readOutbox(page)).toEqual([]);

  // The warehouse may have dispatched it since this phone saved it: the driver records it anyway.
  await lastScan.getByRole("button", { name: "Record anyway" }).click();
  await expect(lastScan).toContainText("Recorded");
  await expect(syncStatus(page)).toHaveText("1 pending");
  expect((await vibrations(page)).at(-1)).toEqual([...SCAN_VIBRATION.recorded]);

  // It had not been: back online, the server refuses it, and the screen says so with its sound.
  await context.setOffline(false);
  await expect(lastScan).toContainText("Refused", { timeout: SYNC_TIMEOUT });
  await expect(lastScan).toContainText(PICKUP_MESSAGES.notDispatched);
  expect(await background(lastScan)).toBe(REFUSED_BACKGROUND);
  await expect.poll(async () => (await vibrations(page)).at(-1)).toEqual([...SCAN_VIBRATION.refused]);
  await expect.poll(() => sessionCounts(page)).toMatchObject({ Scanned: "0", "Expected found": "0", Refused: "1" });

  await page.getByRole("banner").getByRole("link", { name: /1 needs attention/ }).click();
  const entry = new OutboxScreen(page).needsAttention.getByRole("listitem");
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(`Code ${order!.reference}`);
  await expect(entry.getByRole("link", { name: order!.order_number })).toBeVisible();
  await expect(entry).toContainText("Dispatch the order, then press Retry. If the parcel should not go, discard this scan.");
  // Not a typo: there is no code to correct.
  await expect(entry.getByRole("button", { name: /Correct the code/ })).toHaveCount(0);
  await entry.getByRole("button", { name: `Discard pickup scan of ${order!.order_number}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Discard" }).click();
  await waitForOutboxEmpty(page, 30_000);
});

test("a fresh phone: a session started online keeps its expected parcels for a load offline, counts a scan there, and Finish asks while it waits", async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const parcel = DEMO_PICKUPS.scannable[PICKUP_POOLS.phoneFresh]!;
  const token = await apiLogin(request, "operation");
  const answer = await request.get("/v1/pickups/expected", { headers: bearer(token) });
  const expected = ((await answer.json()) as { data: { elements: { id: number }[]; count: number } }).data;
  expect(expected.elements.map((element) => element.id), "the parcel is expected").toContain(parcel.id);
  const total = expected.count;

  await signIn(page, "operation");
  await waitForServiceWorkerControl(page);
  await openPickupScreen(page);
  await waitForOutboxTable(page);
  const session = pickupScreen.session(page);
  await session.getByRole("button", { name: "Start session" }).click();
  await expect(session.getByText(/Expected parcels as the server listed them at/)).toBeVisible();
  await expect.poll(() => sessionCounts(page)).toMatchObject({ Expected: String(total), Scanned: "0" });
  // A fresh phone: it has never saved the parcel's order, only the session's list knows it.
  expect((await readTable<{ id: number }>(page, "orderRows"))?.some((row) => row.id === parcel.id) ?? false).toBe(false);

  await context.setOffline(true);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker(), "the load offline came from the service worker").toBe(true);
  await expect(pickupScreen.heading(page)).toBeVisible();
  await expect.poll(() => sessionCounts(page)).toMatchObject({ Expected: String(total) });
  await expect(session.getByRole("heading", { level: 3, name: `Missing (${total})` })).toBeVisible();

  await recordCodeManually(page, parcel.reference);
  const lastScan = pickupScreen.lastScan(page);
  await expect(lastScan).toContainText("Recorded");
  // Named offline by the session's list.
  await expect(lastScan.getByRole("link", { name: parcel.order_number })).toBeVisible();
  await expect.poll(() => sessionCounts(page)).toMatchObject({ Scanned: "1", Expected: String(total), "Expected found": "1", Refused: "0" });
  await expect(session.getByRole("heading", { level: 3, name: `Missing (${total - 1})` })).toBeVisible();

  // The scan still waits to be sent: finishing asks first; keeping on scanning keeps the session.
  await session.getByRole("button", { name: "Finish session" }).click();
  let dialog = page.getByRole("dialog", { name: "Finish the session?" });
  await expect(dialog).toContainText("1 scan is still waiting to be sent.");
  await dialog.getByRole("button", { name: "Keep scanning" }).click();
  await expect(dialog).toBeHidden();
  await expect(session.getByRole("button", { name: "Finish session" })).toBeVisible();
  await session.getByRole("button", { name: "Finish session" }).click();
  dialog = page.getByRole("dialog", { name: "Finish the session?" });
  await dialog.getByRole("button", { name: "Finish session" }).click();
  const summary = page.getByRole("region", { name: "Session summary" }).getByRole("status");
  const missing = total - 1;
  await expect(summary).toContainText(
    `Session finished: 1 parcel scanned. ${missing} expected ${missing === 1 ? "parcel" : "parcels"} missing. No extra parcels. 1 scan is still waiting to be sent`,
  );

  await context.setOffline(false);
  await waitForOutboxEmpty(page, SYNC_TIMEOUT);
  expect(await pickupsThroughApi(request, token, parcel.order_number)).toEqual([expect.objectContaining({ type: "pickup", order_id: parcel.id })]);
});

test("the sync state says itself in words without moving the Scan button, counts no attempt offline, and opens /outbox, which is in the menu", async ({ page, context }) => {
  test.setTimeout(180_000);
  const parcel = DEMO_PICKUPS.scannable[PICKUP_POOLS.phoneIndicator]!;
  const first = DEMO_PICKUPS.scannable[PICKUP_POOLS.phoneIndicatorFirst]!;
  const failedSends: string[] = [];
  page.on("requestfailed", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/v1/pickups") failedSends.push(request.url());
  });
  await signIn(page, "operation");
  await openPickupScreen(page);
  await waitForOutboxTable(page);
  const banner = page.getByRole("banner");
  // A first scan, sent: the screen has its session from now on, so only the indicator changes below.
  await recordCodeManually(page, first.reference);
  await expect(pickupScreen.lastScan(page)).toContainText("Sent", { timeout: SYNC_TIMEOUT });
  const indicator = banner.getByRole("link", { name: "All changes sent" });
  await expect(indicator).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  const barBefore = await boxOf(banner);
  const scanBefore = await boxOf(pickupScreen.scanButton(page));

  await context.setOffline(true);
  await expect(banner.getByRole("link", { name: "All changes sent Offline" })).toBeVisible();
  await recordCodeManually(page, parcel.reference);
  await expect(pickupScreen.lastScan(page)).toContainText("Recorded");
  const pending = banner.getByRole("link", { name: "1 pending Offline" });
  await expect(pending).toBeVisible();
  await expect(pending).toContainText("1 pending");
  await expect(pending).toContainText("Offline");
  // One row, the same height; the Scan button where it was.
  expect(await boxOf(banner)).toEqual(barBefore);
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await boxOf(pickupScreen.scanButton(page))).toEqual(scanBefore);

  // The sender tries while offline, and each try fails without reaching the server.
  await expect.poll(() => failedSends.length, { message: "sends that found no network", timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  await pending.click();
  const outbox = new OutboxScreen(page);
  await expect(outbox.heading).toBeVisible();
  const waiting = outbox.waiting.getByRole("listitem");
  await expect(waiting).toHaveCount(1);
  await expect(waiting).toContainText(`Code ${parcel.reference}`);
  await expect(waiting.getByRole("link", { name: parcel.order_number })).toBeVisible();
  await expect(waiting).not.toContainText("Attempts");
  expect((await readOutbox(page))![0]).toMatchObject({ attempts: 0 });

  // The menu has the screen too.
  await banner.getByRole("button", { name: "Menu", exact: true }).click();
  await expect(page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Pending operations" })).toBeVisible();
  await page.keyboard.press("Escape");

  await context.setOffline(false);
  await waitForOutboxEmpty(page, SYNC_TIMEOUT);
  await expect(banner.getByRole("link", { name: "All changes sent" })).toBeVisible();
});

test("a mistyped code: named on /outbox though no order matched it, corrected there, and recorded once under a new key", async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const parcel = DEMO_PICKUPS.scannable[PICKUP_POOLS.phoneCorrected]!;
  const token = await apiLogin(request, "operation");
  expect(await pickupsThroughApi(request, token, parcel.order_number)).toEqual([]);
  const typo = `${parcel.reference.slice(0, 2)}X${parcel.reference.slice(3)}`;
  const keysSent = recordPickupPosts(page);
  await signIn(page, "operation");
  await openPickupScreen(page);
  await waitForOutboxTable(page);
  // The app has loaded what it loads after its first screen (the outbox screen among them) before
  // the network goes: a module whose download the network cut stays failed until a reload.
  await page.waitForLoadState("networkidle");

  await context.setOffline(true);
  await recordCodeManually(page, typo);
  const lastScan = pickupScreen.lastScan(page);
  await expect(lastScan).toContainText("Order not known on this device yet");
  await context.setOffline(false);
  await expect(lastScan).toContainText("Refused", { timeout: SYNC_TIMEOUT });
  await expect(lastScan).toContainText(PICKUP_MESSAGES.unknownReference);

  await page.getByRole("banner").getByRole("link", { name: /1 needs attention/ }).click();
  const entry = new OutboxScreen(page).needsAttention.getByRole("listitem");
  await expect(entry).toContainText(`Code ${typo}`);
  await expect(entry).toContainText("Check the code on the label: correct it to send the scan again, or discard it.");
  await entry.getByRole("button", { name: `Correct the code of ${typo}` }).click();
  const form = page.getByRole("form", { name: `Correct the code of ${typo}` });
  await form.getByRole("textbox", { name: "Corrected code" }).fill(parcel.reference);
  await form.getByRole("button", { name: "Send corrected code" }).click();

  await waitForOutboxEmpty(page, SYNC_TIMEOUT);
  await expect(page.getByText("Nothing needs your attention.")).toBeVisible();
  expect(await pickupsThroughApi(request, token, parcel.order_number)).toEqual([expect.objectContaining({ type: "pickup", order_id: parcel.id, reference: parcel.reference })]);
  // The refused scan's key, then the corrected scan's own: two requests, two keys.
  expect(new Set(keysSent).size, `keys sent: ${keysSent.join(", ")}`).toBe(2);

  await openPickupScreen(page);
  const scanned = pickupScreen.scannedList(page).getByRole("listitem");
  await expect(scanned).toHaveCount(1);
  await expect(scanned).toContainText(new RegExp(`${escapeRegExp(parcel.reference)}.*Sent`));
});
