import type { Page } from "@playwright/test";
import {
  type OutboxRow,
  apiLogin,
  checkpointsThroughApi,
  claimNewOrders,
  dispatchThroughApi,
  escapeRegExp,
  expect,
  orderThroughApi,
  readOutbox,
  readTable,
  signIn,
  storedToken,
  ONE_PENDING as onePending,
  PENDING_NUMBER,
  SYNC_TIMEOUT,
  syncStatus,
  test,
  waitForServiceWorkerControl,
} from "./fixtures";

/**
 * Work done offline survives a reload and reaches the server exactly once (issue 4): dispatch and
 * add-checkpoint pressed in the order view while the browser is offline, the page reloaded while
 * still offline (the service worker serves the shell, the order comes from IndexedDB), then back
 * online. The server is asked what happened: one dispatch, one READY_TO_SHIP checkpoint; one
 * checkpoint with the message typed.
 *
 * Each test takes its own orders from the "offline" pool of the seed (fixtures ORDER_POOLS).
 */

// The reload offline needs the service worker, which playwright.config.ts blocks for other specs.
test.use({ serviceWorkers: "allow" });


/** Opens the order view and waits until the app has kept the order (and its checkpoints) on the device. */
async function openAndCacheOrder(page: Page, order: { id: number; order_number: string }) {
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${order.order_number}` })).toBeVisible();
  await expect
    .poll(async () => {
      const details = await readTable<{ id: number; checkpoints?: unknown[] }>(page, "orderDetails");
      return details?.some((detail) => detail.id === order.id && Array.isArray(detail.checkpoints)) ?? false;
    }, { message: `order ${order.order_number} with its checkpoints saved in IndexedDB "orderDetails"` })
    .toBe(true);
}

/** The Idempotency-Key of every request the page made to `path` (failed ones included). */
function recordKeys(page: Page, method: string, path: string): string[] {
  const keys: string[] = [];
  page.on("request", (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) keys.push(request.headers()["idempotency-key"] ?? "(none)");
  });
  return keys;
}

async function onlyOperation(page: Page): Promise<OutboxRow> {
  const rows = (await readOutbox(page)) ?? [];
  expect(rows, "the outbox holds exactly the one operation").toHaveLength(1);
  return rows[0]!;
}

test("dispatch offline, reload offline, back online: dispatched once", async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const token = await apiLogin(request, "admin");
  const [order] = await claimNewOrders(request, token, "offline", 1);
  const dispatchPath = `/v1/orders/${order!.id}/dispatch`;
  const keysSent = recordKeys(page, "PUT", dispatchPath);

  await signIn(page, "admin");
  await waitForServiceWorkerControl(page);
  await openAndCacheOrder(page, order!);
  const main = page.getByRole("main");
  await expect(syncStatus(page)).not.toHaveText(PENDING_NUMBER);

  await context.setOffline(true);
  await main.getByRole("button", { name: "Dispatch", exact: true }).click();
  await expect(syncStatus(page)).toHaveText(onePending);
  await expect(main.getByText("Pending sync")).toBeVisible();
  const queued = await onlyOperation(page);
  expect(queued).toMatchObject({ kind: "dispatch", orderIds: [order!.id], state: expect.stringMatching(/^(pending|in_flight)$/) });
  expect(JSON.stringify(queued), "no token in the stored operation").not.toContain(await storedToken(page));

  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker(), "the reload offline came from the service worker").toBe(true);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${order!.order_number}` })).toBeVisible();
  await expect(syncStatus(page)).toHaveText(onePending);
  await expect(main.getByText("Pending sync")).toBeVisible();
  expect((await onlyOperation(page)).id, "the same operation (its key is never regenerated)").toBe(queued.id);

  await context.setOffline(false);
  await expect(syncStatus(page)).not.toHaveText(PENDING_NUMBER, { timeout: SYNC_TIMEOUT });
  await expect(main.getByText("Pending sync")).toHaveCount(0);
  expect(await readOutbox(page)).toEqual([]);

  const onServer = await orderThroughApi(request, token, order!.id);
  expect(onServer.dispatched).toBe(true);
  expect(onServer.current_status.name).not.toBe("NEW");
  const readyToShip = (await checkpointsThroughApi(request, token, order!.id)).filter((c) => c.status === "READY_TO_SHIP");
  expect(readyToShip, "exactly one READY_TO_SHIP checkpoint").toHaveLength(1);
  // Every send of it carried the operation's id as its key.
  expect(keysSent.length).toBeGreaterThan(0);
  expect(new Set(keysSent)).toEqual(new Set([queued.id]));
});

test("add a checkpoint offline, reload offline, back online: exactly one checkpoint", async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const token = await apiLogin(request, "admin");
  const [, order] = await claimNewOrders(request, token, "offline", 2);
  await dispatchThroughApi(request, token, order!.id);
  const message = `Left the depot offline ${Date.now()}`;

  await signIn(page, "admin");
  await waitForServiceWorkerControl(page);
  await openAndCacheOrder(page, order!);
  const main = page.getByRole("main");

  await context.setOffline(true);
  await main.getByRole("button", { name: "Add checkpoint", exact: true }).click();
  await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "In transit" });
  await page.getByRole("textbox", { name: "Message" }).fill(message);
  await page.getByRole("button", { name: "Save checkpoint" }).click();

  await expect(syncStatus(page)).toHaveText(onePending);
  await expect(main.getByText(message)).toBeVisible();
  await expect(main.getByText("Not sent yet")).toBeVisible();
  const queued = await onlyOperation(page);
  expect(queued).toMatchObject({ kind: "add-checkpoint", orderIds: [order!.id], body: { status: "IN_TRANSIT", message } });

  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${order!.order_number}` })).toBeVisible();
  await expect(syncStatus(page)).toHaveText(onePending);
  await expect(main.getByText(message)).toBeVisible();
  await expect(main.getByText("Not sent yet")).toBeVisible();
  await expect(main.getByText("Pending sync")).toBeVisible();
  expect((await onlyOperation(page)).id).toBe(queued.id);

  await context.setOffline(false);
  await expect(syncStatus(page)).not.toHaveText(PENDING_NUMBER, { timeout: SYNC_TIMEOUT });
  await expect(main.getByText("Not sent yet")).toHaveCount(0);
  await expect(main.getByText(message)).toBeVisible();

  const withMessage = (await checkpointsThroughApi(request, token, order!.id)).filter((c) => c.message === message);
  expect(withMessage, `checkpoints with the message "${message}" on the server`).toHaveLength(1);
  expect(withMessage[0]!.status).toBe("IN_TRANSIT");
  await expect(main.getByText(new RegExp(escapeRegExp(message)))).toHaveCount(1);
});
