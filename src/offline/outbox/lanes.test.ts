import { describe, expect, it } from "vitest";
import { type Progress, lanesOf, startable } from "./lanes";
import type { OutboxOperation } from "./operations";

/** Operations as the queue holds them, in seq order; only what ordering reads is filled in. */
function op(id: string, orderIds: number[], extra: Partial<OutboxOperation> = {}): OutboxOperation {
  return {
    id,
    seq: 0,
    kind: orderIds.length > 1 ? "multi-dispatch" : "add-checkpoint",
    method: "post",
    path: "",
    orderIds,
    orderNumbers: orderIds.map((n) => `LG${n}`),
    userId: 1,
    sellerId: 1,
    state: "pending",
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: "2026-11-26T10:00:00.000Z",
    ...extra,
  };
}

const ids = (ops: OutboxOperation[]) => ops.map((o) => o.id);
const always = () => true;

describe("startable", () => {
  const a = op("a: order 1", [1]);
  const b = op("b: order 2", [2]);
  const multi = op("multi: orders 1 and 2", [1, 2]);
  const c = op("c: order 3", [3]);
  const c2 = op("c2: order 3 again", [3]);
  const queue = [a, b, multi, c, c2];

  it("starts the first operation of each order together; a multi-dispatch waits for both its orders", () => {
    expect(ids(startable(queue, new Map(), always, 10))).toEqual([a.id, b.id, c.id]);
  });

  it("keeps the multi-dispatch waiting while one of its orders is still being sent", () => {
    const progress = new Map<string, Progress>([
      [a.id, "done"],
      [b.id, "sending"],
      [c.id, "done"],
    ]);
    expect(ids(startable(queue, progress, always, 10))).toEqual([c2.id]);
  });

  it("starts the multi-dispatch once both its orders' earlier operations are done", () => {
    const progress = new Map<string, Progress>([
      [a.id, "done"],
      [b.id, "done"],
      [c.id, "sending"],
    ]);
    expect(ids(startable(queue, progress, always, 10))).toEqual([multi.id]);
  });

  it("holds back later operations on every order of a multi-dispatch that waits", () => {
    const later1 = op("later on order 1", [1]);
    const later2 = op("later on order 2", [2]);
    const progress = new Map<string, Progress>([
      [a.id, "done"],
      [b.id, "done"],
      [multi.id, "waits"],
    ]);
    expect(ids(startable([a, b, multi, later1, later2, c], progress, always, 10))).toEqual([c.id]);
  });

  it("lets an operation that is not ready (backoff, needs attention, another user's) hold its order back", () => {
    const notReady = new Set([a.id]);
    expect(ids(startable(queue, new Map(), (o) => !notReady.has(o.id), 10))).toEqual([b.id, c.id]);
  });

  it("starts no more than the room left", () => {
    expect(ids(startable(queue, new Map(), always, 2))).toEqual([a.id, b.id]);
    expect(startable(queue, new Map(), always, 0)).toEqual([]);
  });

  it("orders one template's operations, and scans of one unknown code, like one order's", () => {
    const template = { entity: "box" as const, localId: "box-1" };
    const save = op("save", [], { kind: "template-save", template });
    const remove = op("delete", [], { kind: "template-delete", template });
    const scan = (id: string, reference: string) => op(id, [], { kind: "pickup-scan", body: { reference, type: "pickup", scanned_at: "2026-11-26T10:00:00.000Z" } });
    const first = scan("scan NB1", "NB1BR");
    const again = scan("scan nb1 again", "nb1br");
    const other = scan("scan NB2", "NB2BR");
    expect(ids(startable([save, remove, first, again, other], new Map(), always, 10))).toEqual([save.id, first.id, other.id]);
    expect(lanesOf(again)).toEqual(lanesOf(first));
  });
});
