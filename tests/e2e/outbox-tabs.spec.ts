import { FaultProxy, type ProxyLogEntry } from "./fault-proxy";
import {
  type ApiOrderRow,
  apiLogin,
  checkpointDraft,
  checkpointsThroughApi,
  claimNewOrders,
  demoUsers,
  dispatchThroughApi,
  expect,
  proxyTarget,
  putOutboxOperations,
  signInAt,
  test,
  waitForOutboxEmpty,
} from "./fixtures";

/**
 * Two tabs of one browser, both signed in, both with the app's sender started, one outbox between
 * them (issue 4: one sender across tabs, Web Locks). The proxy in front of the server records
 * when each mutating request started and ended. One sender sends several orders' operations at
 * once (decision 027), so requests do overlap; but from those records no operation (one
 * Idempotency-Key) was ever sent twice at once, which two senders draining the same queue would
 * do, no order ever had two requests at once, and every operation was applied once, in its
 * order's order. Half-way, the first tab is closed: the other must finish.
 *
 * Half of the sends are delayed by the proxy, which widens each request's window: two senders
 * running at once would be seen overlapping.
 */

const ORDERS = 8;
const PER_ORDER = 6;
const TOTAL = ORDERS * PER_ORDER;
const CLOSE_FIRST_TAB_AT = 16;
/** How often the proxy's log (in this process, cheap to read) is looked at before closing the first tab. */
const PROXY_LOG_POLL_MS = 10;
const STATUS = "IN_TRANSIT";
const messageOf = (order: ApiOrderRow, k: number) => `tab op ${order.order_number}-${k}`;

let proxy: FaultProxy;

test.beforeEach(async ({ baseURL }) => {
  proxy = await FaultProxy.start({ target: proxyTarget(baseURL), seed: 7, faultRate: 0, weights: { drop: 0, error500: 0, "lost-reply": 0, delay: 1 }, delayMs: [50, 250] });
});

// eslint-disable-next-line no-empty-pattern -- Playwright hooks take their fixtures as a destructured object
test.afterEach(async ({}, testInfo) => {
  await testInfo.attach("fault-proxy log", { body: JSON.stringify(proxy.mutations(), null, 1), contentType: "application/json" });
  await proxy.close();
});

/** The order a request's path names (orders/:id/...), the key requests of one order share. */
const orderOfPath = (entry: ProxyLogEntry) => /\/v1\/orders\/(\d+)\//.exec(entry.path)?.[1];

const committed = () => new Set(proxy.mutations().filter((e) => e.upstreamStatus !== undefined && e.upstreamStatus < 300 && e.idempotencyKey).map((e) => e.idempotencyKey!)).size;

test("two tabs never send one operation twice, one order never has two requests at once, and every operation is applied once", async ({ page, context, request }) => {
  test.setTimeout(240_000);
  const user = demoUsers.admin;
  const token = await apiLogin(request, "admin");
  const orders = await claimNewOrders(request, token, "tabs", ORDERS);
  for (const order of orders) await dispatchThroughApi(request, token, order.id);

  await signInAt(page, proxy.url, "admin");
  const second = await context.newPage();
  // The same browser profile: the second tab is signed in by the first one's session.
  await second.goto(`${proxy.url}/orders`);
  await expect(second.getByRole("heading", { level: 1 })).toBeVisible();

  const drafts = [];
  for (let k = 1; k <= PER_ORDER; k += 1) for (const order of orders) drafts.push(checkpointDraft(order, STATUS, messageOf(order, k)));
  const written = await putOutboxOperations(page, { id: user.id, sellerId: user.sellerId }, drafts);
  expect(written).toHaveLength(TOTAL);

  proxy.setFaultRate(0.5);
  // Both tabs start their sender at the same moment: each drains on start.
  await Promise.all([page.reload(), second.reload()]);

  // Looked at often: the whole drain takes about a second, and the tab must close half-way.
  await expect
    .poll(committed, { message: "operations committed before the first tab closes", timeout: 120_000, intervals: [PROXY_LOG_POLL_MS] })
    .toBeGreaterThanOrEqual(CLOSE_FIRST_TAB_AT);
  expect(committed()).toBeLessThan(TOTAL);
  await page.close();

  // Overlaps are checked even if the drain stalls: they say why.
  const drained = await waitForOutboxEmpty(second, 180_000).then(
    () => undefined,
    (error: unknown) => error,
  );

  const describe = ([a, b]: [ProxyLogEntry, ProxyLogEntry]) =>
    `#${a.seq} ${a.method} ${a.path} [${a.start.toFixed(1)}..${a.end!.toFixed(1)}] with #${b.seq} ${b.method} ${b.path} [${b.start.toFixed(1)}..]`;
  expect(proxy.overlappingMutations((entry) => entry.idempotencyKey).map(describe), "one operation sent twice at once (two senders)").toEqual([]);
  expect(proxy.overlappingMutations(orderOfPath).map(describe), "two requests on one order at once").toEqual([]);
  expect(proxy.overlappingMutations().length, "different orders' operations were sent side by side").toBeGreaterThan(0);
  if (drained) throw drained;
  expect(proxy.mutations().length).toBeGreaterThanOrEqual(TOTAL);

  for (const order of orders) {
    const messages = (await checkpointsThroughApi(request, token, order.id)).map((c) => c.message).filter((m) => m.startsWith(`tab op ${order.order_number}-`));
    expect(messages, `checkpoints of ${order.order_number}`).toEqual(Array.from({ length: PER_ORDER }, (_, i) => messageOf(order, i + 1)));
  }
});
