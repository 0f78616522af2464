import { PICKUP_MESSAGES } from "../../src/api/schemas/pickups";
import { DEMO_PICKUPS } from "../../server/seed/pickups";
import {
  PICKUP_POOLS,
  apiLogin,
  checkpointsThroughApi,
  escapeRegExp,
  expect,
  openPickupScreen,
  pickupScreen,
  pickupsThroughApi,
  readOutbox,
  recordCodeManually,
  recordPickupPosts,
  signIn,
  ONE_PENDING as onePending,
  PENDING_NUMBER,
  SYNC_TIMEOUT,
  syncStatus,
  test,
  waitForOutboxEmpty,
  waitForOutboxTable,
  waitForServiceWorkerControl,
} from "./fixtures";
import { OutboxScreen } from "./pages/outbox-screen";

/**
 * Pickups and dropoffs typed in by hand ("Enter code manually", as for a damaged label) on
 * /orders/pickup-dropoff (issue 5): offline with a reload before the connection comes back, the
 * same code twice in one session, and a code no order has, online and offline. The server is
 * asked what happened (GET /v1/pickups, the order's checkpoints), never its database.
 *
 * Orders: DEMO_PICKUPS.scannable[PICKUP_POOLS.offline] and [PICKUP_POOLS.duplicate] (fixtures).
 */

// The reload offline needs the service worker, which playwright.config.ts blocks for other specs.
test.use({ serviceWorkers: "allow" });

/** What the screen says for a code that no order has, online (src/features/pickups/scan-outcome.tsx). */
const UNKNOWN_ON_SCREEN = "No order has this tracking number or order number. Nothing was queued.";

/** A code that no seeded order has (tracking references, last-mile numbers and order numbers look different). */
const unknownCode = (label: string) => `NOSUCH-${label}-${Date.now()}`;

test("a pickup typed offline stays pending across a reload and reaches the server once", async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const parcel = DEMO_PICKUPS.scannable[PICKUP_POOLS.offline]!;
  const token = await apiLogin(request, "operation");
  // The precondition that makes "exactly one" mean something: nothing recorded for it yet.
  expect(await pickupsThroughApi(request, token, parcel.order_number)).toEqual([]);
  expect((await checkpointsThroughApi(request, token, parcel.id)).filter((c) => c.status === "PICKUP")).toEqual([]);
  const keysSent = recordPickupPosts(page);

  await signIn(page, "operation");
  await waitForServiceWorkerControl(page);
  await openPickupScreen(page);
  await waitForOutboxTable(page);
  await expect(syncStatus(page)).not.toHaveText(PENDING_NUMBER);
  await pickupScreen.type(page, "Pickup").check();

  await context.setOffline(true);
  await recordCodeManually(page, parcel.reference);
  const lastScan = pickupScreen.lastScan(page);
  await expect(lastScan).toContainText(parcel.reference);
  await expect(lastScan).toContainText("Recorded");
  await expect(lastScan).toContainText("Pending sync");
  await expect(syncStatus(page)).toHaveText(onePending);
  await expect(pickupScreen.manualCode(page), "the field is emptied for the next code").toHaveValue("");
  const queued = await readOutbox(page);
  expect(queued, "the outbox holds exactly the one scan").toHaveLength(1);
  expect(queued![0]).toMatchObject({ kind: "pickup-scan", method: "post", path: "pickups", body: { reference: parcel.reference, type: "pickup" } });
  const opId = queued![0]!.id;

  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker(), "the reload offline came from the service worker").toBe(true);
  await expect(pickupScreen.heading(page)).toBeVisible();
  await expect(syncStatus(page)).toHaveText(onePending);
  // The session survived the reload (Dexie), its scan still waiting to be sent.
  const scanned = pickupScreen.scannedList(page).getByRole("listitem").filter({ hasText: parcel.reference });
  await expect(scanned).toHaveCount(1);
  await expect(scanned).toContainText("Pending sync");
  expect((await readOutbox(page))?.map((op) => op.id), "the same operation (its key is never regenerated)").toEqual([opId]);

  await context.setOffline(false);
  await expect(syncStatus(page)).not.toHaveText(PENDING_NUMBER, { timeout: SYNC_TIMEOUT });
  await waitForOutboxEmpty(page, SYNC_TIMEOUT);
  await expect(scanned).toContainText("Sent");

  const pickups = await pickupsThroughApi(request, token, parcel.order_number);
  expect(pickups, "exactly one pickup on the server").toEqual([expect.objectContaining({ type: "pickup", order_id: parcel.id, reference: parcel.reference })]);
  const handovers = (await checkpointsThroughApi(request, token, parcel.id)).filter((c) => c.status === "PICKUP");
  expect(handovers, "exactly one PICKUP checkpoint").toHaveLength(1);
  // Every send of it carried the operation's id as its key.
  expect(keysSent.length).toBeGreaterThan(0);
  expect(new Set(keysSent)).toEqual(new Set([opId]));
});

test("the same code twice in a session: 'already scanned', one operation, one record", async ({ page, request }) => {
  test.setTimeout(120_000);
  const parcel = DEMO_PICKUPS.scannable[PICKUP_POOLS.duplicate]!;
  const token = await apiLogin(request, "operation");
  expect(await pickupsThroughApi(request, token, parcel.order_number)).toEqual([]);
  const keysSent = recordPickupPosts(page);

  await signIn(page, "operation");
  await openPickupScreen(page);
  await waitForOutboxTable(page);
  await pickupScreen.type(page, "Pickup").check();
  const lastScan = pickupScreen.lastScan(page);

  await recordCodeManually(page, parcel.reference);
  await expect(lastScan).toContainText(parcel.reference);
  await expect(lastScan).toContainText("Recorded");
  await expect(lastScan).toContainText(parcel.order_number);

  await recordCodeManually(page, parcel.reference);
  await expect(lastScan).toContainText("Already scanned in this session. Nothing was queued.");
  await expect(lastScan).not.toContainText("Recorded");
  await expect(pickupScreen.scannedList(page).getByRole("listitem")).toHaveCount(1);

  await waitForOutboxEmpty(page, 60_000);
  await expect(syncStatus(page)).not.toHaveText(PENDING_NUMBER);
  // One operation: every send carried one and the same key (a second operation would have its own).
  expect(keysSent.length, "POST /v1/pickups was sent").toBeGreaterThan(0);
  expect(new Set(keysSent).size, `distinct Idempotency-Keys sent to POST /v1/pickups: ${keysSent.join(", ")}`).toBe(1);
  await expect(page.getByRole("link", { name: /need(s)? attention/ }), "nothing refused (a second send would be a 409)").toHaveCount(0);

  expect(await pickupsThroughApi(request, token, parcel.order_number)).toEqual([expect.objectContaining({ type: "pickup", order_id: parcel.id })]);
  expect((await checkpointsThroughApi(request, token, parcel.id)).filter((c) => c.status === "PICKUP")).toHaveLength(1);
});

test("an unknown code online: the clear message on the spot and nothing queued", async ({ page }) => {
  test.setTimeout(90_000);
  const code = unknownCode("ONLINE");
  const keysSent = recordPickupPosts(page);

  await signIn(page, "operation");
  await openPickupScreen(page);
  await waitForOutboxTable(page);
  await recordCodeManually(page, code);

  const lastScan = pickupScreen.lastScan(page);
  await expect(lastScan).toContainText(code);
  await expect(lastScan).toContainText(UNKNOWN_ON_SCREEN);
  await expect(lastScan).not.toContainText("Recorded");
  expect(await readOutbox(page), "nothing in the outbox").toEqual([]);
  await expect(syncStatus(page)).not.toHaveText(PENDING_NUMBER);
  await expect(pickupScreen.scannedList(page)).toHaveCount(0);
  expect(keysSent, "no POST /v1/pickups").toEqual([]);
});

test("an unknown code offline: queued, then 'Needs attention' on /outbox with the server's message", async ({ page, context }) => {
  test.setTimeout(180_000);
  const code = unknownCode("OFFLINE");

  await signIn(page, "operation");
  await openPickupScreen(page);
  await waitForOutboxTable(page);
  // The app has loaded what it loads after its first screen (the outbox screen among them) before
  // the network goes: without the service worker, a module whose download the network cut stays
  // failed until a reload.
  await page.waitForLoadState("networkidle");

  await context.setOffline(true);
  await recordCodeManually(page, code);
  const lastScan = pickupScreen.lastScan(page);
  await expect(lastScan).toContainText(code);
  await expect(lastScan).toContainText("Recorded");
  await expect(lastScan).toContainText("Order not known on this device yet");
  await expect(syncStatus(page)).toHaveText(onePending);
  const queued = await readOutbox(page);
  expect(queued).toHaveLength(1);
  expect(queued![0]).toMatchObject({ kind: "pickup-scan", body: { reference: code } });

  await context.setOffline(false);
  await expect
    .poll(async () => (await readOutbox(page))?.map((op) => op.state), { message: "the scan's state after the send", timeout: SYNC_TIMEOUT })
    .toEqual(["needs_attention"]);
  expect((await readOutbox(page))![0]!.lastError).toMatchObject({ status: 404, messages: [PICKUP_MESSAGES.unknownReference] });
  // The screen says it was refused, and why, in the user's words (issue 14).
  await expect(lastScan).toContainText("Refused");
  await expect(lastScan).toContainText(PICKUP_MESSAGES.unknownReference);

  await page.getByRole("link", { name: /1 needs? attention/ }).click();
  const outbox = new OutboxScreen(page);
  await expect(outbox.heading).toBeVisible();
  const attention = outbox.needsAttention;
  await expect(attention.getByRole("listitem")).toHaveCount(1);
  await expect(attention.getByRole("listitem")).toContainText("Pickup scan");
  await expect(attention.getByText(new RegExp(escapeRegExp(PICKUP_MESSAGES.unknownReference)))).toBeVisible();
  // The way out names the code the driver typed.
  await expect(attention.getByRole("button", { name: `Discard pickup scan of ${code}` })).toBeVisible();
});
