import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { storeSessionUser } from "../../api/session";
import { db } from "../db";
import { cacheOrderDetail, cacheOrderRows } from "../order-cache";
import { clearOfflineTables, heldSends, sampleOrder, testSender } from "../testing";
import { cancelOperation, discardOperation, isCancellable, retryCanSucceed, retryOperation } from "./actions";
import { enqueueCheckpoint, enqueueDispatch } from "./enqueue";

/**
 * Issue 14: a dispatch decided per order. The valid orders of a batch are dispatched, each refused
 * one waits by itself in "needs attention" and shows its real state on the device at once; a
 * queued dispatch can be cancelled until it is claimed for sending.
 */

const order = (id: number) => ({ id, order_number: `LG${id}` });
const CONTRACT = "The following orders cannot be dispatched with this contract:";
const refusal = (id: number, reason = "dangerous_goods_not_allowed") => ({
  id,
  order_number: `LG${id}`,
  reason,
  ...(reason === "already_dispatched" ? {} : { contract_name: "Economy" }),
  messages: [reason === "already_dispatched" ? "This order has already been dispatched." : "This contract does not carry dangerous goods"],
});
const cacheOrders = async (...ids: number[]) => {
  await cacheOrderRows(ids.map((id) => sampleOrder(id)));
  for (const id of ids) await cacheOrderDetail(sampleOrder(id), []);
};
const rowOf = async (id: number) => db.orderRows.get(id);

describe("a dispatch decided per order", () => {
  beforeEach(async () => {
    await clearOfflineTables();
    storeSessionUser(demoSessionUser());
  });
  afterEach(() => vi.unstubAllGlobals());

  it("takes a batch's dispatched orders as the server's and leaves each refused one waiting by itself, rolled back", async () => {
    await cacheOrders(1, 2, 3);
    const batch = await enqueueDispatch([order(1), order(2), order(3)]);
    const later = await enqueueCheckpoint(order(2), { status: "SHIPPED", message: "Out" });
    expect(await rowOf(2)).toMatchObject({ dispatched: true });
    const { calls } = stubFetch({
      "PUT /v1/orders/multi_dispatch": () => json({ data: { ids: [1, 3], refused: [refusal(2)] } }),
    });

    await testSender().sender.drain();

    // The checkpoint on the refused order was not sent: it waits behind that order's refusal.
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual(["/v1/orders/multi_dispatch"]);
    expect(await db.outbox.get(batch)).toBeUndefined();
    const queue = await db.outbox.orderBy("seq").toArray();
    expect(queue.map((op) => [op.kind, op.orderIds, op.state])).toEqual([
      ["dispatch", [2], "needs_attention"],
      ["add-checkpoint", [2], "pending"],
    ]);
    const refused = queue[0]!;
    expect(refused).toMatchObject({
      batchId: batch,
      path: "orders/2/dispatch",
      orderNumbers: ["LG2"],
      lastError: { status: 422, messages: ["This contract does not carry dangerous goods"], refusal: { reason: "dangerous_goods_not_allowed", contract_name: "Economy" } },
    });
    expect(refused.id).not.toBe(batch);
    expect(queue[1]!.id).toBe(later);
    // Dispatched ones as the server has them; the refused one as it really is: not dispatched (its
    // checkpoint, still queued, still shows its status until it is resolved).
    expect(await rowOf(1)).toMatchObject({ dispatched: true, current_status_id: 300 });
    expect(await rowOf(3)).toMatchObject({ dispatched: true });
    expect(await rowOf(2)).toMatchObject({ dispatched: false });
    expect((await db.orderDetails.get(2))?.order).toMatchObject({ dispatched: false });
    // A rule of the contract: retrying the same request cannot succeed.
    expect(retryCanSucceed(refused)).toBe(false);
  });

  it("drops one refused order of a batch without touching the others", async () => {
    await cacheOrders(1, 2);
    const batch = await enqueueDispatch([order(1), order(2)]);
    stubFetch({
      "PUT /v1/orders/multi_dispatch": () => json({ messages: [`${CONTRACT} LG1, LG2`], refused: [refusal(1), refusal(2)] }, 422),
    });
    await testSender().sender.drain();

    const refused = await db.outbox.orderBy("seq").toArray();
    expect(refused.map((op) => [op.orderIds, op.batchId, op.state, op.lastError?.status])).toEqual([
      [[1], batch, "needs_attention", 422],
      [[2], batch, "needs_attention", 422],
    ]);
    expect(await rowOf(1)).toMatchObject({ dispatched: false });
    expect(await rowOf(2)).toMatchObject({ dispatched: false });

    await discardOperation(refused[0]!.id);
    expect((await db.outbox.toArray()).map((op) => op.orderIds)).toEqual([[2]]);
  });

  it("keeps one refused order's own dispatch (same key) with its reason, rolled back at once", async () => {
    await cacheOrders(7);
    const id = await enqueueDispatch([order(7)]);
    stubFetch({ "PUT /v1/orders/7/dispatch": () => json({ messages: [`${CONTRACT} LG7`], refused: [refusal(7)] }, 422) });
    await testSender().sender.drain();

    const op = await db.outbox.get(id);
    expect(op).toMatchObject({ state: "needs_attention", lastError: { status: 422, messages: [`${CONTRACT} LG7`], refusal: { reason: "dangerous_goods_not_allowed" } } });
    expect(await rowOf(7)).toMatchObject({ dispatched: false, current_status: { id: 100, name: "NEW" } });
    expect(retryCanSucceed(op!)).toBe(false);
  });

  it("keeps the service and why of an order its balance refused (issue 20), in a batch and alone", async () => {
    await cacheOrders(1, 2, 8);
    const byBalance = (id: number) => ({ id, order_number: `LG${id}`, reason: "balance_not_allowed", service: "freight", service_name: "Freight", service_refusal: "negative_balance", messages: ["Freight: Service is suspended due to negative balance"] });
    const batch = await enqueueDispatch([order(1), order(2)]);
    const single = await enqueueDispatch([order(8)]);
    stubFetch({
      "PUT /v1/orders/multi_dispatch": () => json({ data: { ids: [1], refused: [byBalance(2)] } }),
      "PUT /v1/orders/8/dispatch": () => json({ messages: ["Freight: Service is suspended due to negative balance"], refused: [byBalance(8)] }, 422),
    });
    await testSender().sender.drain();

    const note = { reason: "balance_not_allowed", service: "freight", service_refusal: "negative_balance" };
    const refused = (await db.outbox.orderBy("seq").toArray()).filter((op) => op.state === "needs_attention");
    expect(refused.map((op) => [op.orderIds, op.lastError?.status, op.lastError?.refusal])).toEqual([
      [[2], 422, { ...note, contract_name: undefined }],
      [[8], 422, { ...note, contract_name: undefined }],
    ]);
    expect(refused.map((op) => op.batchId ?? op.id)).toEqual([batch, single]);
    expect(await rowOf(8)).toMatchObject({ dispatched: false });
  });

  it("shows an order another device dispatched as dispatched, its refusal waiting to be seen", async () => {
    await cacheOrders(1, 2);
    await enqueueDispatch([order(1), order(2)]);
    stubFetch({ "PUT /v1/orders/multi_dispatch": () => json({ data: { ids: [1], refused: [refusal(2, "already_dispatched")] } }) });
    await testSender().sender.drain();

    expect(await db.outbox.toArray()).toMatchObject([{ orderIds: [2], state: "needs_attention", lastError: { status: 409, refusal: { reason: "already_dispatched" } } }]);
    expect(await rowOf(2)).toMatchObject({ dispatched: true });
  });

  it("offers Retry where it can succeed: a refused permission rolls back and shows again once retried", async () => {
    await cacheOrders(4);
    const id = await enqueueDispatch([order(4)]);
    stubFetch({ "PUT /v1/orders/4/dispatch": () => json({ messages: ["You are not allowed to do this."] }, 403) });
    await testSender().sender.drain();

    expect(retryCanSucceed((await db.outbox.get(id))!)).toBe(true);
    expect(await rowOf(4)).toMatchObject({ dispatched: false });
    await retryOperation(id);
    expect(await rowOf(4)).toMatchObject({ dispatched: true });
  });

  it("offers Retry for an order a service's balance refused: added credit can let it through (issue 20)", async () => {
    await cacheOrders(1, 2);
    await enqueueDispatch([order(1), order(2)]);
    const balance = {
      id: 2,
      order_number: "LG2",
      reason: "balance_not_allowed",
      service: "freight",
      service_name: "Freight",
      service_refusal: "negative_balance",
      messages: ["Freight: Service is suspended due to negative balance"],
    };
    stubFetch({ "PUT /v1/orders/multi_dispatch": () => json({ data: { ids: [1], refused: [balance] } }) });
    await testSender().sender.drain();

    const [op] = await db.outbox.toArray();
    expect(op).toMatchObject({
      orderIds: [2],
      state: "needs_attention",
      lastError: { refusal: { reason: "balance_not_allowed", service: "freight", service_refusal: "negative_balance" } },
    });
    expect(retryCanSucceed(op!)).toBe(true);
  });

  it("reads an answer stored before issue 14 (no refused list) as all dispatched", async () => {
    await cacheOrders(1, 2);
    await enqueueDispatch([order(1), order(2)]);
    stubFetch({ "PUT /v1/orders/multi_dispatch": () => json({ data: { ids: [1, 2] } }) });
    await testSender().sender.drain();
    expect(await db.outbox.count()).toBe(0);
    expect([await rowOf(1), await rowOf(2)]).toMatchObject([{ dispatched: true }, { dispatched: true }]);
  });
});

describe("cancelling a queued dispatch", () => {
  beforeEach(async () => {
    await clearOfflineTables();
    storeSessionUser(demoSessionUser());
  });
  afterEach(() => vi.unstubAllGlobals());

  it("cancels it before it is claimed: never sent, the order shows the server's state again", async () => {
    await cacheOrders(5);
    const id = await enqueueDispatch([order(5)]);
    expect(await rowOf(5)).toMatchObject({ dispatched: true });
    expect(isCancellable((await db.outbox.get(id))!)).toBe(true);

    expect(await cancelOperation(id)).toBe("cancelled");
    const { calls } = stubFetch({});
    await testSender().sender.drain();

    expect(calls).toHaveLength(0);
    expect(await db.outbox.count()).toBe(0);
    expect(await rowOf(5)).toMatchObject({ dispatched: false, current_status_id: 100 });
  });

  it("refuses once the sender has claimed it (its request may be on the way), and after it is sent", async () => {
    await cacheOrders(6);
    const id = await enqueueDispatch([order(6)]);
    const sends = heldSends();
    const { sender } = testSender({ send: sends.send });
    const drained = sender.drain();
    await vi.waitFor(() => expect(sends.inFlight()).toEqual([id]));

    expect(await cancelOperation(id)).toBe("sending");
    expect(await rowOf(6)).toMatchObject({ dispatched: true });

    sends.answer(id, { data: sampleOrder(6, { dispatched: true, current_status: { id: 300, name: "READY_TO_SHIP" }, current_status_id: 300 }) });
    await drained;
    expect(await cancelOperation(id)).toBe("gone");
    expect(await rowOf(6)).toMatchObject({ dispatched: true });
  });

  it("does not cancel one that was claimed before and went back to pending (a reload mid-request)", async () => {
    const id = await enqueueDispatch([order(8)]);
    await db.outbox.update(id, { state: "pending", claimed: true });
    expect(await cancelOperation(id)).toBe("sending");
    expect(await db.outbox.get(id)).toBeDefined();
  });
});
