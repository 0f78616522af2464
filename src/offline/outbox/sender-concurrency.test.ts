import { beforeEach, describe, expect, it, vi } from "vitest";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { storeSessionUser } from "../../api/session";
import { ApiError } from "../../api/errors";
import { db } from "../db";
import { clearOfflineTables, heldSends, testSender } from "../testing";
import { discardOperation } from "./actions";
import { enqueueCheckpoint, enqueueDispatch } from "./enqueue";
import { OUTBOX_META } from "./operations";
import { SEND_CONCURRENCY } from "./sender";

/**
 * The sender sends different orders' operations at once and one order's one after another
 * (decision 027). Every send is held until the test answers it, so what is in flight together is
 * seen, not timed.
 */

const order = (id: number) => ({ id, order_number: `LG${id}` });
const checkpoint = (id: number, message = "Out") => enqueueCheckpoint(order(id), { status: "IN_TRANSIT", message });

describe("the outbox sender, several orders at once", () => {
  beforeEach(async () => {
    await clearOfflineTables();
    storeSessionUser(demoSessionUser());
  });

  it("sends two orders' operations at once, and a multi-dispatch only once both its orders are done", async () => {
    const a = await checkpoint(1);
    const b = await checkpoint(2);
    const multi = await enqueueDispatch([order(1), order(2)]);
    const c = await checkpoint(3);
    const c2 = await checkpoint(3, "Out again");
    const sends = heldSends();
    const drained = testSender({ send: sends.send }).sender.drain();

    // Orders 1, 2 and 3 each have one operation in flight; the multi-dispatch and order 3's second wait.
    await vi.waitFor(() => expect(sends.inFlight()).toEqual([a, b, c]));

    // Order 1 done, order 2 still in flight: the multi-dispatch still waits; order 3 goes on.
    sends.answer(a);
    sends.answer(c);
    await vi.waitFor(() => expect(sends.inFlight()).toEqual([b, c2]));

    sends.answer(b);
    await vi.waitFor(() => expect(sends.inFlight()).toEqual([c2, multi]));
    sends.answer(c2);
    sends.answer(multi);
    await drained;

    expect(sends.started.map((op) => op.id)).toEqual([a, b, c, c2, multi]);
    expect(sends.overlaps).toEqual([]);
    expect(await db.outbox.count()).toBe(0);
  });

  it(`keeps at most ${SEND_CONCURRENCY} operations in flight, starting the next as each is answered`, async () => {
    const ids: string[] = [];
    for (let id = 1; id <= SEND_CONCURRENCY + 3; id += 1) ids.push(await checkpoint(id));
    const sends = heldSends();
    const drained = testSender({ send: sends.send }).sender.drain();

    await vi.waitFor(() => expect(sends.inFlight()).toEqual(ids.slice(0, SEND_CONCURRENCY)));
    sends.answer(ids[1]!);
    await vi.waitFor(() => expect(sends.inFlight()).toEqual([ids[0], ...ids.slice(2, SEND_CONCURRENCY + 1)]));
    while (sends.inFlight().length > 0) {
      for (const id of sends.inFlight()) sends.answer(id);
      await vi.waitFor(() => expect(sends.started.length === ids.length || sends.inFlight().length > 0).toBe(true));
    }
    await drained;

    expect(sends.most()).toBe(SEND_CONCURRENCY);
    expect(await db.outbox.count()).toBe(0);
  });

  it("on a 401, lets the sends in flight finish and starts no other until a sign-in", async () => {
    const ids: string[] = [];
    for (let id = 1; id <= SEND_CONCURRENCY + 2; id += 1) ids.push(await checkpoint(id));
    const sends = heldSends();
    const drained = testSender({ send: sends.send }).sender.drain();
    await vi.waitFor(() => expect(sends.inFlight()).toHaveLength(SEND_CONCURRENCY));

    sends.fail(ids[0]!, new ApiError("http", 401, ["Please login again."]));
    await vi.waitFor(async () => expect((await db.meta.get(OUTBOX_META.pausedForLogin))?.value).toBe(true));
    for (const id of sends.inFlight()) sends.answer(id);
    await drained;

    expect(sends.started.map((op) => op.id)).toEqual(ids.slice(0, SEND_CONCURRENCY));
    const left = await db.outbox.orderBy("seq").toArray();
    expect(left.map((op) => [op.id, op.state, op.attempts])).toEqual([ids[0], ...ids.slice(SEND_CONCURRENCY)].map((id) => [id, "pending", 0]));
  });

  it("sends nothing discarded after it read the queue: an operation is claimed (in flight on disk) before its send", async () => {
    const discarded = await checkpoint(1);
    const kept = await checkpoint(2);
    const sends = heldSends();
    let discarding: Promise<void> | undefined;
    const now = Date.now() + 1_000;
    // The sender asks the time while it picks what to send, after reading the queue: the user
    // discards the first operation right then.
    const drained = testSender({
      send: sends.send,
      now: () => {
        discarding ??= discardOperation(discarded);
        return now;
      },
    }).sender.drain();
    await vi.waitFor(() => expect(sends.inFlight()).toEqual([kept]));
    expect(await db.outbox.get(kept)).toMatchObject({ state: "in_flight" });
    sends.answer(kept);
    await drained;
    await discarding;

    expect(sends.started.map((op) => op.id)).toEqual([kept]);
    expect(await db.outbox.count()).toBe(0);
  });
});

