import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { MAX_OPERATION_AGE_MS } from "../../api/schemas/operation-lifetime";
import { storeSessionUser } from "../../api/session";
import { db } from "../db";
import { clearOfflineTables, sampleCheckpoint, sampleOrder, testSender } from "../testing";
import { retryOperation } from "./actions";
import { enqueueCheckpoint, enqueueDispatch } from "./enqueue";
import { isTooOld } from "./lifetime";

const order = (id: number) => ({ id, order_number: `LG${id}` });
const path = (request: Request) => new URL(request.url).pathname;
const keyOf = (request: Request) => request.headers.get("Idempotency-Key");

describe("isTooOld", () => {
  const queuedAt = Date.parse("2026-11-01T00:00:00.000Z");
  const op = { createdAt: new Date(queuedAt).toISOString() };

  it("sends an operation up to the device's maximum age, not a millisecond beyond", () => {
    expect(isTooOld(op, queuedAt + MAX_OPERATION_AGE_MS)).toBe(false);
    expect(isTooOld(op, queuedAt + MAX_OPERATION_AGE_MS + 1)).toBe(true);
  });

  it("counts the age from a person's Retry after it had grown too old", () => {
    const confirmedAt = queuedAt + MAX_OPERATION_AGE_MS + 5_000;
    expect(isTooOld({ ...op, confirmedAt: new Date(confirmedAt).toISOString() }, confirmedAt + 1_000)).toBe(false);
  });
});

describe("the outbox sender with an operation too old to send", () => {
  beforeEach(async () => {
    await clearOfflineTables();
    storeSessionUser(demoSessionUser());
  });
  afterEach(() => vi.unstubAllGlobals());

  async function queueWithOldDispatch() {
    const old = await enqueueDispatch([order(1)]);
    const behind = await enqueueCheckpoint(order(1), { status: "SHIPPED", message: "Out" });
    const other = await enqueueDispatch([order(2)]);
    const { sender, clock } = testSender();
    // Queued more than the maximum age ago (a device left in a drawer for a month).
    await db.outbox.update(old, { createdAt: new Date(clock.now - MAX_OPERATION_AGE_MS - 1).toISOString() });
    return { old, behind, other, sender };
  }

  it("never sends it: it needs attention (too old), later operations on its order wait, other orders go on", async () => {
    const { old, behind, sender } = await queueWithOldDispatch();
    const { calls } = stubFetch({ "PUT /v1/orders/2/dispatch": () => json({ data: sampleOrder(2, { dispatched: true }) }) });

    await sender.drain();

    expect(calls.map(path)).toEqual(["/v1/orders/2/dispatch"]);
    expect(await db.outbox.get(old)).toMatchObject({ state: "needs_attention", attempts: 0, lastError: { messages: [], reason: "too-old" } });
    expect(await db.outbox.get(behind)).toMatchObject({ state: "pending", attempts: 0 });
    expect(await db.outbox.count()).toBe(2);
  });

  it("sends it with its own key after Retry (the person checked the order), then what waited behind it", async () => {
    const { old, behind, sender } = await queueWithOldDispatch();
    const { calls } = stubFetch({
      "PUT /v1/orders/1/dispatch": () => json({ data: sampleOrder(1, { dispatched: true }) }),
      "PUT /v1/orders/2/dispatch": () => json({ data: sampleOrder(2, { dispatched: true }) }),
      "POST /v1/orders/1/add-checkpoint": () => json({ data: sampleCheckpoint(9, { status: "SHIPPED", status_code: 500 }) }, 201),
    });
    await sender.drain();
    expect(calls.map(keyOf)).not.toContain(old);

    await retryOperation(old);
    expect((await db.outbox.get(old))?.confirmedAt).toEqual(expect.any(String));
    await sender.drain();

    expect(calls.map(keyOf).slice(1)).toEqual([old, behind]);
    expect(await db.outbox.count()).toBe(0);
  });
});
