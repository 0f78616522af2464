import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { getSessionUser, storeSessionUser } from "../../api/session";
import { db } from "../db";
import { cacheOrderDetail, cacheOrderRows } from "../order-cache";
import { clearOfflineTables, fakeLocks, heldSends, sampleCheckpoint, sampleOrder, testSender } from "../testing";
import { retryOperation } from "./actions";
import { enqueueCheckpoint, enqueueDispatch, enqueuePickupScan } from "./enqueue";
import { OUTBOX_META } from "./operations";
import { SAME_SERVER_ERROR_LIMIT } from "./server-error-streak";

const dispatched = (id: number) => json({ data: sampleOrder(id, { dispatched: true, status: "READY_TO_SHIP", current_status: { id: 300, name: "READY_TO_SHIP" }, current_status_id: 300 }) });
const order = (id: number) => ({ id, order_number: `LG${id}` });
const keyOf = (request: Request) => request.headers.get("Idempotency-Key");

describe("the outbox sender", () => {
  beforeEach(async () => {
    await clearOfflineTables();
    storeSessionUser(demoSessionUser());
  });
  afterEach(() => vi.unstubAllGlobals());

  it("sends with the op id as Idempotency-Key on every retry, then removes it and notes the sync", async () => {
    const id = await enqueueDispatch([order(5)]);
    const answers = [
      () => json({ messages: ["down"] }, 500),
      () => Promise.reject(new TypeError("Failed to fetch")),
      () => json({ messages: ["busy"] }, 409, { "Retry-After": "3" }),
      () => dispatched(5),
    ];
    const { calls } = stubFetch({ "PUT /v1/orders/5/dispatch": () => answers[calls.length - 1]!() });
    const { sender, clock } = testSender();

    // The network error reached no server: it is not counted as an attempt.
    for (const [sends, attempts] of [[1, 1], [2, 1], [3, 2]] as const) {
      await sender.drain();
      const op = await db.outbox.get(id);
      expect(op).toMatchObject({ state: "pending", attempts });
      expect(op!.nextAttemptAt - clock.now).toBeGreaterThanOrEqual(1_000);
      expect(op!.nextAttemptAt - clock.now).toBeLessThanOrEqual(60_000);
      await sender.drain(); // still in backoff: nothing sent
      expect(calls).toHaveLength(sends);
      clock.now = op!.nextAttemptAt;
    }
    expect((await db.outbox.get(id))?.nextAttemptAt).toBeGreaterThanOrEqual(clock.now);
    await sender.drain();

    expect(calls.map(keyOf)).toEqual([id, id, id, id]);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.meta.get(OUTBOX_META.lastSyncAt))?.value).toBe(new Date(clock.now).toISOString());
  });

  it("counts no attempt for sends that find no network, yet waits longer after each", async () => {
    const id = await enqueueDispatch([order(5)]);
    const { calls } = stubFetch({ "PUT /v1/orders/5/dispatch": () => Promise.reject(new TypeError("Failed to fetch")) });
    const { sender, clock } = testSender();
    const waits: number[] = [];
    for (let send = 1; send <= 4; send++) {
      await sender.drain();
      const op = (await db.outbox.get(id))!;
      expect(op).toMatchObject({ state: "pending", attempts: 0, unreachedSends: send });
      waits.push(op.nextAttemptAt - clock.now);
      clock.now = op.nextAttemptAt;
    }
    expect(calls).toHaveLength(4);
    // The backoff still grows (random 0.5: 3/4 of each step of 2, 4, 8, 16 s).
    expect(waits).toEqual([1_500, 3_000, 6_000, 12_000]);

    await retryOperation(id);
    expect((await db.outbox.get(id))?.unreachedSends).toBeUndefined();
  });

  it("stops retrying an operation the server fails the same way five times in a row: it needs attention with the server's words", async () => {
    const id = await enqueueCheckpoint(order(5), { status: "IN_TRANSIT", message: "Left the hub" });
    const broken = ["Something went wrong on our side. Please try again."];
    const { calls } = stubFetch({ "POST /v1/orders/5/add-checkpoint": () => json({ messages: broken }, 500) });
    const { sender, clock } = testSender();
    for (let send = 1; send < SAME_SERVER_ERROR_LIMIT; send++) {
      await sender.drain();
      const op = (await db.outbox.get(id))!;
      expect(op).toMatchObject({ state: "pending", attempts: send, lastError: { status: 500, messages: broken, sameErrors: send } });
      clock.now = op.nextAttemptAt;
    }
    await sender.drain();
    expect(await db.outbox.get(id)).toMatchObject({
      state: "needs_attention",
      attempts: SAME_SERVER_ERROR_LIMIT,
      lastError: { status: 500, messages: broken, reason: "server-error", sameErrors: SAME_SERVER_ERROR_LIMIT },
    });
    // It is left alone from now on, whatever the clock says, until the person retries it.
    clock.now += 24 * 60 * 60 * 1000;
    await sender.drain();
    expect(calls).toHaveLength(SAME_SERVER_ERROR_LIMIT);
    await retryOperation(id);
    expect(await db.outbox.get(id)).toMatchObject({ state: "pending", attempts: 0 });
    expect((await db.outbox.get(id))!.lastError).toBeUndefined();
  });

  it("keeps retrying a server that answers differently, or is away (502, 503, 504)", async () => {
    const id = await enqueueCheckpoint(order(5), { status: "IN_TRANSIT", message: "Left the hub" });
    const answers = [500, 500, 503, 500, 500, 502, 504, 500, 500, 500];
    const { calls } = stubFetch({ "POST /v1/orders/5/add-checkpoint": () => json({ messages: [`error ${answers[calls.length - 1]}`] }, answers[calls.length - 1]!) });
    const { sender, clock } = testSender();
    for (let send = 0; send < answers.length; send++) {
      await sender.drain();
      const op = (await db.outbox.get(id))!;
      expect(op.state, `after send ${send + 1}`).toBe("pending");
      clock.now = op.nextAttemptAt;
    }
    // Never five of the same 500 in a row: every one was retried.
    expect(calls).toHaveLength(answers.length);
    // A passing status in between starts the count again.
    expect((await db.outbox.get(id))!.lastError).toMatchObject({ status: 500, sameErrors: 3 });
  });

  it("honours Retry-After as the earliest next attempt", async () => {
    const id = await enqueueDispatch([order(5)]);
    stubFetch({ "PUT /v1/orders/5/dispatch": () => json({ messages: ["slow down"] }, 429, { "Retry-After": "30" }) });
    const { sender, clock } = testSender();
    await sender.drain();
    expect((await db.outbox.get(id))!.nextAttemptAt - clock.now).toBeGreaterThanOrEqual(30_000);
  });

  it("takes the server's order and checkpoint into the cache on success", async () => {
    await cacheOrderRows([sampleOrder(5)]);
    await cacheOrderDetail(sampleOrder(5), [sampleCheckpoint(1, { status: "NEW", status_code: 100 })]);
    await enqueueDispatch([order(5)]);
    await enqueueCheckpoint(order(5), { status: "SHIPPED", message: "Out" });
    stubFetch({
      "PUT /v1/orders/5/dispatch": () => dispatched(5),
      "POST /v1/orders/5/add-checkpoint": () => json({ data: sampleCheckpoint(99, { status: "SHIPPED", status_code: 500, message: "Out" }) }, 201),
    });
    await testSender().sender.drain();

    const detail = await db.orderDetails.get(5);
    expect(detail?.checkpoints?.map((c) => [c.id, c.pending ?? false])).toEqual([[1, false], [99, false]]);
    expect(detail?.order).toMatchObject({ dispatched: true, status: "SHIPPED" });
    expect(detail?.base).toBeUndefined();
    expect(await db.orderRows.get(5)).toMatchObject({ dispatched: true, current_status_id: 500 });
  });

  it("confirms a batch of several orders' checkpoints into each cached order, in order, and leaves uncached orders uncached", async () => {
    for (const id of [1, 2]) {
      await cacheOrderRows([sampleOrder(id)]);
      await cacheOrderDetail(sampleOrder(id), [sampleCheckpoint(id * 100, { status: "NEW", status_code: 100 })]);
    }
    for (const message of ["first", "second", "third"]) for (const id of [1, 2, 3]) await enqueueCheckpoint(order(id), { status: "IN_TRANSIT", message });
    let nextId = 1_000;
    const confirm = async (request: Request) => {
      const { message } = (await request.json()) as { message: string };
      return json({ data: sampleCheckpoint(nextId++, { status: "IN_TRANSIT", status_code: 400, message }) }, 201);
    };
    stubFetch({ "POST /v1/orders/1/add-checkpoint": confirm, "POST /v1/orders/2/add-checkpoint": confirm, "POST /v1/orders/3/add-checkpoint": confirm });
    await testSender().sender.drain();

    expect(await db.outbox.count()).toBe(0);
    for (const id of [1, 2]) {
      const detail = await db.orderDetails.get(id);
      // Each confirmed checkpoint replaced its pending one; none is left pending, none twice.
      expect(detail?.checkpoints?.map((c) => [c.message, c.pending ?? false])).toEqual([
        ["Dispatched", false],
        ["first", false],
        ["second", false],
        ["third", false],
      ]);
      expect(detail?.base).toBeUndefined();
      expect((await db.orderRows.get(id))?.base).toBeUndefined();
    }
    expect(await db.orderRows.get(3)).toBeUndefined();
    expect(await db.orderDetails.get(3)).toBeUndefined();
  });

  it("pauses everything on 401 without counting an attempt, and resumes after a new sign-in", async () => {
    const first = await enqueueDispatch([order(1)]);
    await enqueueCheckpoint(order(1), { status: "SHIPPED", message: "Out" });
    let expired = true;
    const { calls } = stubFetch({
      "PUT /v1/orders/1/dispatch": () => (expired ? json({ messages: ["Please login again."] }, 401) : dispatched(1)),
      "POST /v1/orders/1/add-checkpoint": () => json({ data: sampleCheckpoint(9, { status: "SHIPPED", status_code: 500 }) }, 201),
    });
    const { sender } = testSender();

    await sender.drain();
    expect(calls).toHaveLength(1);
    expect(await db.outbox.get(first)).toMatchObject({ state: "pending", attempts: 0 });
    expect(await db.outbox.count()).toBe(2);
    expect((await db.meta.get(OUTBOX_META.pausedForLogin))?.value).toBe(true);
    expect(getSessionUser()).toBeNull(); // the client's 401 rule

    await sender.drain(); // nobody signed in: still paused
    expect(calls).toHaveLength(1);

    expired = false;
    storeSessionUser(demoSessionUser({ auth_token: "token-new-aaaaaaaaaaaaaaaaaaaa" }));
    await sender.drain();
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual(["/v1/orders/1/dispatch", "/v1/orders/1/dispatch", "/v1/orders/1/add-checkpoint"]);
    expect(calls[1]!.headers.get("Authorization")).toBe("Bearer token-new-aaaaaaaaaaaaaaaaaaaa");
    expect(await db.outbox.count()).toBe(0);
    expect(await db.meta.get(OUTBOX_META.pausedForLogin)).toBeUndefined();
  });

  it.each([409, 422])("puts a %i in needs attention; later ops on that order wait, other orders go on", async (status) => {
    const failing = await enqueueDispatch([order(1)]);
    const waiting = await enqueueCheckpoint(order(1), { status: "SHIPPED", message: "Out" });
    await enqueueDispatch([order(2)]);
    const message = "The following orders cannot be dispatched with this contract: LG1";
    const { calls } = stubFetch({
      "PUT /v1/orders/1/dispatch": () => json({ messages: [message] }, status),
      "PUT /v1/orders/2/dispatch": () => dispatched(2),
    });

    await testSender().sender.drain();

    expect(calls.map((call) => new URL(call.url).pathname)).toEqual(["/v1/orders/1/dispatch", "/v1/orders/2/dispatch"]);
    expect(await db.outbox.get(failing)).toMatchObject({ state: "needs_attention", lastError: { status, messages: [message] } });
    expect(await db.outbox.get(waiting)).toMatchObject({ state: "pending", attempts: 0 });
    expect(await db.outbox.count()).toBe(2);
  });

  it("sends a retried op again with the same key, before the ops that waited for it", async () => {
    const first = await enqueueDispatch([order(1)]);
    const later = await enqueueCheckpoint(order(1), { status: "SHIPPED", message: "Out" });
    let refuse = true;
    const { calls } = stubFetch({
      "PUT /v1/orders/1/dispatch": () => (refuse ? json({ messages: ["Not allowed"] }, 403) : dispatched(1)),
      "POST /v1/orders/1/add-checkpoint": () => json({ data: sampleCheckpoint(9, { status: "SHIPPED", status_code: 500 }) }, 201),
    });
    const { sender } = testSender();
    await sender.drain();
    expect(await db.outbox.get(first)).toMatchObject({ state: "needs_attention", attempts: 0, lastError: { status: 403, messages: ["Not allowed"] } });

    refuse = false;
    await retryOperation(first);
    expect(await db.outbox.get(first)).toMatchObject({ state: "pending", attempts: 0 });
    await sender.drain();

    expect(calls.map(keyOf)).toEqual([first, first, later]);
    expect(await db.outbox.count()).toBe(0);
  });

  it("re-sends an op left in flight by a reload, with the same key", async () => {
    const id = await enqueueDispatch([order(5)]);
    await db.outbox.update(id, { state: "in_flight" }); // the page went away mid-request
    const { calls } = stubFetch({ "PUT /v1/orders/5/dispatch": () => new Response(JSON.stringify({ data: sampleOrder(5, { dispatched: true }) }), { status: 200, headers: { "Idempotent-Replayed": "true" } }) });

    await testSender().sender.drain(); // a new engine, as after the reload

    expect(calls.map(keyOf)).toEqual([id]);
    expect(await db.outbox.count()).toBe(0);
  });

  it("leaves another user's ops alone", async () => {
    await enqueueDispatch([order(5)]);
    storeSessionUser(demoSessionUser({ id: 2, auth_token: "token-other-aaaaaaaaaaaaaaaaaa" }));
    stubFetch({});
    await testSender().sender.drain();
    expect(await db.outbox.count()).toBe(1);
  });

  it("never lets two tabs send at once, nor one operation twice (shared lock)", async () => {
    const ids: string[] = [];
    for (const id of [1, 2, 3, 4, 5, 6]) ids.push(await enqueueDispatch([order(id)]), await enqueueCheckpoint(order(id), { status: "SHIPPED", message: "Out" }));
    const locks = fakeLocks();
    const tabs = [heldSends(), heldSends()];
    const senders = tabs.map((tab) => testSender({ locks, send: tab.send }).sender);
    let settled = false;
    const drains = Promise.all([senders[0]!.drain(), senders[1]!.drain(), senders[0]!.drain(), senders[1]!.drain()]).then(() => {
      settled = true;
    });

    // Each time sends are in flight, they are one tab's only; then all of them are answered.
    for (;;) {
      await vi.waitFor(() => expect(settled || tabs.some((tab) => tab.inFlight().length > 0)).toBe(true));
      if (settled) break;
      const sending = tabs.filter((tab) => tab.inFlight().length > 0);
      expect(sending, "tabs with sends in flight at the same moment").toHaveLength(1);
      for (const id of sending[0]!.inFlight()) sending[0]!.answer(id);
    }
    await drains;

    const sent = tabs.flatMap((tab) => tab.started.map((op) => op.id));
    expect([...sent].sort()).toEqual([...ids].sort());
    expect(tabs.flatMap((tab) => tab.overlaps)).toEqual([]);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe("the outbox sender with pickup scans", () => {
  const scannedAt = "2024-05-03T10:15:00.000Z";
  const readyToShip = { dispatched: true, current_status: { id: 300, name: "READY_TO_SHIP" as const }, current_status_id: 300 };
  const pickupAnswer = (id: number, orderId: number) =>
    json({ data: { id, order_id: orderId, order_number: `LG${orderId}`, type: "pickup", reference: `REF-${orderId}`, scanned_at: scannedAt, note: null, created_at: scannedAt } }, 201);

  beforeEach(async () => {
    await clearOfflineTables();
    storeSessionUser(demoSessionUser());
  });
  afterEach(() => vi.unstubAllGlobals());

  it("sends POST /v1/pickups with the scan and its key; the order keeps PICKUP and a recorded checkpoint", async () => {
    await cacheOrderRows([sampleOrder(5, readyToShip)]);
    await cacheOrderDetail(sampleOrder(5, { ...readyToShip, status: "READY_TO_SHIP" }), [sampleCheckpoint(1)]);
    const id = await enqueuePickupScan({ reference: "REF-5", type: "pickup", scannedAt, order: order(5) });
    const { calls } = stubFetch({ "POST /v1/pickups": () => pickupAnswer(31, 5) });

    await testSender().sender.drain();

    expect(calls.map(keyOf)).toEqual([id]);
    expect(await calls[0]!.json()).toEqual({ reference: "REF-5", type: "pickup", scanned_at: scannedAt });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.orderRows.get(5)).toMatchObject({ current_status_id: 400 });
    const detail = await db.orderDetails.get(5);
    expect(detail?.base).toBeUndefined();
    expect(detail?.order).toMatchObject({ status: "PICKUP", current_status_id: 400 });
    expect(detail?.checkpoints?.map((c) => [c.status, c.pending ?? false])).toEqual([["READY_TO_SHIP", false], ["PICKUP", false]]);
  });

  it.each([
    [404, "No order with this tracking number or order number."],
    [409, "Dispatch the order before recording its pickup or dropoff."],
    [409, "This order's pickup is already recorded."],
  ])("puts a %i (%s) in needs attention with the server's message; other scans go on", async (status, message) => {
    const failing = await enqueuePickupScan({ reference: "NB000000000BR", type: "pickup", scannedAt });
    await enqueuePickupScan({ reference: "REF-6", type: "pickup", scannedAt, order: order(6) });
    const { calls } = stubFetch({
      "POST /v1/pickups": async (request: Request) => {
        const body = (await request.json()) as { reference: string };
        return body.reference === "REF-6" ? pickupAnswer(32, 6) : json({ messages: [message] }, status);
      },
    });

    await testSender().sender.drain();

    expect(calls).toHaveLength(2);
    expect(await db.outbox.get(failing)).toMatchObject({ state: "needs_attention", lastError: { status, messages: [message] } });
    expect(await db.outbox.count()).toBe(1);
  });
});
