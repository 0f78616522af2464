import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { FaultProxy } from "./fault-proxy";
import {
  type ApiOrderRow,
  apiLogin,
  checkpointDraft,
  checkpointsThroughApi,
  claimNewOrders,
  demoUsers,
  dispatchThroughApi,
  expect,
  putOutboxOperations,
  readOutbox,
  signInAt,
  syncStatus,
  waitForOutboxEmpty,
} from "./fixtures";

/**
 * The outbox under faults, against the real server through the fault-injecting proxy (issue 4),
 * shared by outbox-faults.spec.ts (one server) and outbox-faults-instances.spec.ts (two instances
 * on one database, the proxy sending each request to the next):
 * 200 add-checkpoint operations over 20 orders, about 30 % of the sends dropped before the server,
 * answered 500, or answered by the server and then lost on the way back; the page reloaded three
 * times while the queue drains. At the end every effect is on the server exactly once, in each
 * order's queue order, and the outbox is empty.
 *
 * The 200 operations are written straight into the page's outbox (an expensive precondition set
 * up directly, in the shape the app writes); sending them is the app's own work under test.
 */

const ORDERS = 20;
const PER_ORDER = 10;
const TOTAL = ORDERS * PER_ORDER;
const FAULT_RATE = 0.3;
/** Fixed, so a failure can be replayed with the same sequence of faults. */
const SEED = 20_240_404;
/** Reload when this many operations have reached the server: early, middle and late in the drain. */
const RELOAD_AT = [30, 90, 150];
const STATUS = "IN_TRANSIT";

const messageOf = (order: ApiOrderRow, k: number) => `op ${order.order_number}-${k}`;

/** The proxy of the scenario, in front of `target` (one server or several, in turn). */
export function startFaultProxy(target: string | string[]): Promise<FaultProxy> {
  return FaultProxy.start({ target, seed: SEED, faultRate: 0, weights: { drop: 1, error500: 1, "lost-reply": 1, delay: 0.5 } });
}

/** What the proxy saw, attached to the test's report; then the proxy is closed. */
export async function closeFaultProxy(proxy: FaultProxy, testInfo: TestInfo): Promise<void> {
  await testInfo.attach("fault-proxy log", { body: JSON.stringify(proxy.mutations(), null, 1), contentType: "application/json" });
  await proxy.close();
}

/** How many distinct operations (keys) the server has committed, as the proxy saw its answers. */
function committedKeys(proxy: FaultProxy): Set<string> {
  return new Set(
    proxy
      .mutations()
      .filter((entry) => entry.upstreamStatus !== undefined && entry.upstreamStatus >= 200 && entry.upstreamStatus < 300 && entry.idempotencyKey)
      .map((entry) => entry.idempotencyKey!),
  );
}

async function reloadMidSync(page: Page, proxy: FaultProxy, threshold: number) {
  await expect.poll(() => committedKeys(proxy).size, { message: `operations committed before reload at ${threshold}`, timeout: 180_000 }).toBeGreaterThanOrEqual(threshold);
  const committed = committedKeys(proxy).size;
  expect(committed, "the reload happens while the queue is still draining").toBeLessThan(TOTAL);
  await page.reload();
  return committed;
}

/** How long the scenario may take on a busy 2-core machine. */
export const SCENARIO_TIMEOUT_MS = 420_000;

/**
 * The scenario; `request` reaches the server (or one of the instances) directly, for the setup
 * and for reading the server's side at the end.
 */
export async function runOutboxFaultScenario(page: Page, request: APIRequestContext, proxy: FaultProxy, testInfo: TestInfo): Promise<void> {
  const user = demoUsers.admin;
  const token = await apiLogin(request, "admin");
  const orders = await claimNewOrders(request, token, "faults", ORDERS);
  for (const order of orders) await dispatchThroughApi(request, token, order.id);

  await signInAt(page, proxy.url, "admin");
  // k outer, orders inner: each order's operations are spread over the whole queue.
  const drafts = [];
  for (let k = 1; k <= PER_ORDER; k += 1) for (const order of orders) drafts.push(checkpointDraft(order, STATUS, messageOf(order, k)));
  const written = await putOutboxOperations(page, { id: user.id, sellerId: user.sellerId }, drafts);
  expect(written).toHaveLength(TOTAL);

  proxy.setFaultRate(FAULT_RATE);
  // The sender drains on start: the reload makes the app pick up what was written behind its back.
  await page.reload();
  const reloadedAt: number[] = [];
  for (const threshold of RELOAD_AT) reloadedAt.push(await reloadMidSync(page, proxy, threshold));
  testInfo.annotations.push({ type: "reloads at committed operations", description: reloadedAt.join(", ") });

  await waitForOutboxEmpty(page, 300_000);
  expect(await readOutbox(page)).toEqual([]);
  await expect(syncStatus(page)).not.toHaveText(/\d+ pending/);

  // The server's side: every message once, each order's messages in queue order.
  for (const order of orders) {
    const messages = (await checkpointsThroughApi(request, token, order.id)).map((c) => c.message).filter((m) => m.startsWith(`op ${order.order_number}-`));
    expect(messages, `checkpoints of ${order.order_number}`).toEqual(Array.from({ length: PER_ORDER }, (_, i) => messageOf(order, i + 1)));
  }

  // Faults of every kind really happened, and keys were sent again after them.
  const counts = proxy.faultCounts();
  testInfo.annotations.push({ type: "faults", description: JSON.stringify(counts) });
  expect(counts.drop, "connections dropped before the server").toBeGreaterThan(0);
  expect(counts.error500, "500 answers").toBeGreaterThan(0);
  expect(counts["lost-reply"], "answers lost after the server committed").toBeGreaterThan(0);
  expect(committedKeys(proxy), "every written operation reached the server").toEqual(new Set(written.map((op) => op.id)));
  const lost = proxy.mutations().filter((entry) => entry.fault === "lost-reply" && entry.upstreamStatus !== undefined && entry.upstreamStatus < 300);
  const resent = lost.filter((entry) => proxy.mutations().some((later) => later.seq > entry.seq && later.idempotencyKey === entry.idempotencyKey));
  expect(resent.length, "operations whose answer was lost were sent again with the same key").toBe(lost.length);
}
