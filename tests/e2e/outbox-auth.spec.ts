import { FaultProxy } from "./fault-proxy";
import {
  type ApiOrderRow,
  type OutboxRow,
  apiLogin,
  checkpointDraft,
  checkpointsThroughApi,
  claimNewOrders,
  demoUsers,
  dispatchDraft,
  dispatchThroughApi,
  escapeRegExp,
  expect,
  listAllOrders,
  orderThroughApi,
  proxyTarget,
  putOutboxOperations,
  readOutbox,
  readTable,
  signInAt,
  syncStatus,
  test,
  waitForOutboxEmpty,
} from "./fixtures";
import { OutboxScreen } from "./pages/outbox-screen";

/**
 * What the outbox does with the answers that are not "retry" (issue 4): a 401 in the middle of
 * the queue pauses everything until the user signs in again, counts as no attempt and drops
 * nothing; a 409 or 422 puts the operation in "Needs attention" with the server's message, holds
 * back later operations on the same order, and lets other orders' operations go on.
 *
 * Through the proxy (no faults): its log is the server's record of what was sent, when.
 */

const STATUS = "IN_TRANSIT";
const NOT_DISPATCHED_MESSAGE = "Dispatch the order before adding checkpoints.";
const CONTRACT_MESSAGE = "The following orders cannot be dispatched with this contract:";

let proxy: FaultProxy;

test.beforeEach(async ({ baseURL }) => {
  proxy = await FaultProxy.start({ target: proxyTarget(baseURL), faultRate: 0 });
});

// eslint-disable-next-line no-empty-pattern -- Playwright hooks take their fixtures as a destructured object
test.afterEach(async ({}, testInfo) => {
  await testInfo.attach("fault-proxy log", { body: JSON.stringify(proxy.log, null, 1), contentType: "application/json" });
  await proxy.close();
});

const sentKeys = () => new Set(proxy.mutations().map((entry) => entry.idempotencyKey));
const refused401 = () => proxy.mutations().filter((entry) => entry.upstreamStatus === 401);

test("a 401 in the middle of the queue pauses it; after signing in again it resumes and nothing is lost", async ({ page, request }) => {
  test.setTimeout(180_000);
  const user = demoUsers.admin;
  const token = await apiLogin(request, "admin");
  const orders = await claimNewOrders(request, token, "auth", 3);
  for (const order of orders) await dispatchThroughApi(request, token, order.id);
  const messageOf = (order: ApiOrderRow, k: number) => `auth op ${order.order_number}-${k}`;

  await signInAt(page, proxy.url, "admin");
  const drafts = [];
  for (let k = 1; k <= 4; k += 1) for (const order of orders) drafts.push(checkpointDraft(order, STATUS, messageOf(order, k)));
  const written = await putOutboxOperations(page, { id: user.id, sellerId: user.sellerId }, drafts);

  // The proxy signs the page's session out at the server once 5 operations went through: the next
  // ones meet the server's own 401. The orders' operations go side by side (decision 027), so the
  // ones already on their way when the session ended may have been applied, or refused too.
  proxy.revokeSessionAfter(5);
  // A private screen: when the session ends, the guard sends the user to sign in.
  await page.goto(`${proxy.url}/orders`);
  await expect.poll(() => refused401().length, { message: "a mutating request answered 401", timeout: 60_000 }).toBeGreaterThanOrEqual(1);

  // The app asks the user to sign in again, or says in the top bar that the queue waits for it.
  const signInHeading = page.getByRole("heading", { level: 1, name: "Sign in" });
  await expect(signInHeading.or(syncStatus(page).filter({ hasText: "Paused until you sign in" }))).toBeVisible();
  const applied = () => new Set(proxy.mutations().filter((entry) => entry.upstreamStatus === 200 || entry.upstreamStatus === 201).map((entry) => entry.idempotencyKey));
  const notApplied = () => written.filter((op) => !applied().has(op.id)).map((op) => op.id);
  await expect.poll(async () => (await readOutbox(page))?.map((op) => op.id), { message: "operations kept after the 401: all not applied" }).toEqual(notApplied());
  expect(applied().size, "operations applied before the session ended").toBeGreaterThanOrEqual(5);
  const kept = (await readOutbox(page))!;
  for (const op of kept) {
    expect(op.state, `operation ${op.seq} waits (not needs attention)`).not.toBe("needs_attention");
    expect(op.attempts, `operation ${op.seq}: the 401 is not counted as an attempt`).toBe(0);
  }
  const paused = await readTable<{ key: string; value: unknown }>(page, "meta");
  expect(paused?.find((row) => row.key === "outbox:pausedForLogin")?.value, 'meta "outbox:pausedForLogin"').toBe(true);
  // Paused: only requests already on their way met the 401 (one per order at most), and nothing
  // was sent once they had come back (the sender's unit tests show it starts nothing after one).
  const refusals = refused401().length;
  expect(refusals, "401s: only requests that were already on their way").toBeLessThanOrEqual(orders.length);
  const answered = Math.max(...refused401().map((entry) => entry.end ?? Infinity));
  expect(proxy.mutations().filter((entry) => entry.start > answered), "requests sent after the 401s came back").toEqual([]);

  await signInAt(page, proxy.url, "admin");
  await waitForOutboxEmpty(page, 90_000);
  await expect(syncStatus(page)).not.toHaveText(/Paused until you sign in|\d+ pending/);
  expect(refused401(), "no 401 after signing in again").toHaveLength(refusals);

  for (const order of orders) {
    const messages = (await checkpointsThroughApi(request, token, order.id)).map((c) => c.message).filter((m) => m.startsWith(`auth op ${order.order_number}-`));
    expect(messages, `checkpoints of ${order.order_number}`).toEqual([1, 2, 3, 4].map((k) => messageOf(order, k)));
  }
});

test("409 and 422 land in Needs attention with the server's message; other orders go on", async ({ page, request }) => {
  test.setTimeout(180_000);
  const user = demoUsers.admin;
  const token = await apiLogin(request, "admin");
  // Never dispatched: a checkpoint on it is refused with 409.
  const [notDispatched, other] = await claimNewOrders(request, token, "auth", 5).then((rows) => rows.slice(3));
  await dispatchThroughApi(request, token, other!.id);
  // Its contract refuses dangerous goods: dispatching it is refused with 422 (the seed keeps a few).
  const refused = (await listAllOrders(request, token)).find((row) => row.dangerous_good && !row.dispatched && row.contract_name === "Economy");
  expect(refused, "an undispatched dangerous-goods order on the Economy contract in the seed").toBeDefined();

  await signInAt(page, proxy.url, "admin");
  const [refusedCheckpoint, heldBack, refusedDispatch, goesOn] = await putOutboxOperations(page, { id: user.id, sellerId: user.sellerId }, [
    checkpointDraft(notDispatched!, STATUS, `never dispatched ${notDispatched!.order_number}`),
    checkpointDraft(notDispatched!, STATUS, `held back ${notDispatched!.order_number}`),
    dispatchDraft(refused!),
    checkpointDraft(other!, STATUS, `goes on ${other!.order_number}`),
  ]);
  await page.reload();

  // The other order's operation is sent although two before it were refused.
  await expect.poll(() => sentKeys().has(goesOn!.id), { message: "the other order's operation was sent", timeout: 60_000 }).toBe(true);
  await expect
    .poll(async () => ((await readOutbox(page)) ?? []).map((op) => `${op.seq}:${op.state}`).sort(), { message: "the outbox after the drain", timeout: 60_000 })
    .toEqual([`${refusedCheckpoint!.seq}:needs_attention`, `${heldBack!.seq}:pending`, `${refusedDispatch!.seq}:needs_attention`].sort());
  expect(sentKeys().has(heldBack!.id), "the later operation on the refused order waits: never sent").toBe(false);
  const outbox = (await readOutbox(page))!;
  const byId = (id: string) => outbox.find((op) => op.id === id) as OutboxRow;
  expect(byId(refusedCheckpoint!.id).lastError).toMatchObject({ status: 409, messages: [NOT_DISPATCHED_MESSAGE] });
  expect(byId(refusedDispatch!.id).lastError?.status).toBe(422);
  expect(byId(refusedDispatch!.id).lastError?.messages.join(" ")).toContain(CONTRACT_MESSAGE);
  expect((await checkpointsThroughApi(request, token, other!.id)).filter((c) => c.message === `goes on ${other!.order_number}`)).toHaveLength(1);

  // The top bar points to them; the outbox screen shows each with the server's message.
  await expect(page.getByRole("link", { name: /2 need attention/ })).toBeVisible();
  await page.getByRole("link", { name: /2 need attention/ }).click();
  const outboxScreen = new OutboxScreen(page);
  await expect(outboxScreen.heading).toBeVisible();
  const attention = page.getByRole("main");
  await expect(outboxScreen.needsAttentionHeading).toBeVisible();
  await expect(attention.getByText(NOT_DISPATCHED_MESSAGE)).toBeVisible();
  await expect(attention.getByText(new RegExp(`${escapeRegExp(CONTRACT_MESSAGE)}.*${escapeRegExp(refused!.order_number)}`))).toBeVisible();
  await expect(outboxScreen.waitingHeading).toBeVisible();

  // Retry after fixing the cause: the order is dispatched, the checkpoint and the one held back go through in order.
  await dispatchThroughApi(request, token, notDispatched!.id);
  await outboxScreen.retryButton(notDispatched!.order_number).click();
  await expect.poll(async () => ((await readOutbox(page)) ?? []).map((op) => op.id), { timeout: 60_000 }).toEqual([refusedDispatch!.id]);
  const messages = (await checkpointsThroughApi(request, token, notDispatched!.id)).map((c) => c.message).filter((m) => m.endsWith(notDispatched!.order_number));
  expect(messages).toEqual([`never dispatched ${notDispatched!.order_number}`, `held back ${notDispatched!.order_number}`]);

  // Discard the refused dispatch (after confirming): gone, and the order is as the server has it.
  await outboxScreen.discardButton(`Discard dispatch of ${refused!.order_number}`).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: /^Discard/ }).click();
  await waitForOutboxEmpty(page, 30_000);
  await expect(page.getByRole("link", { name: /need(s)? attention/ })).toHaveCount(0);
  expect((await orderThroughApi(request, token, refused!.id)).dispatched).toBe(false);
});
