import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { ApiError } from "../errors";
import { addCheckpointWrite, dispatchWrite, pickupScanWrite, sendQueuedWrite, templateDeleteWrite, templateSaveWrite } from "./queued-writes";

afterEach(() => vi.unstubAllGlobals());

describe("the writes the outbox queues", () => {
  it("dispatch one order on its own path, several in one multi-dispatch naming them", () => {
    expect(dispatchWrite([5])).toEqual({ kind: "dispatch", method: "put", path: "orders/5/dispatch" });
    expect(dispatchWrite([5, 6])).toEqual({ kind: "multi-dispatch", method: "put", path: "orders/multi_dispatch", body: { ids: [5, 6] } });
  });

  it("add a checkpoint to its order and record a scan with what was scanned", () => {
    const checkpoint = { status: "DELIVERED", message: "Left at the door" };
    expect(addCheckpointWrite(9, checkpoint)).toEqual({ kind: "add-checkpoint", method: "post", path: "orders/9/add-checkpoint", body: checkpoint });
    const scan = { reference: "LG-1", type: "pickup" as const, scanned_at: "2024-05-02T08:00:00.000Z" };
    expect(pickupScanWrite(scan)).toEqual({ kind: "pickup-scan", method: "post", path: "pickups", body: scan });
  });

  it("create a template the server does not have yet, change or delete one it has, and skip deleting one it never had", () => {
    expect(templateSaveWrite("box", null, { name: "Small" })).toEqual({ kind: "template-save", method: "post", path: "box_templates", body: { name: "Small" } });
    expect(templateSaveWrite("product", 4, { name: "Mug" })).toMatchObject({ method: "put", path: "product_templates/4" });
    expect(templateDeleteWrite("box", 4)).toEqual({ kind: "template-delete", method: "delete", path: "box_templates/4" });
    expect(templateDeleteWrite("product", null)).toBeNull();
  });
});

describe("sendQueuedWrite", () => {
  it("sends the write under /v1 with its Idempotency-Key and reads the answer of its kind", async () => {
    const { calls } = stubFetch({ "DELETE /v1/box_templates/4": () => json({ data: { id: 4 } }) });
    await expect(sendQueuedWrite(templateDeleteWrite("box", 4)!, "key-1")).resolves.toEqual({ data: { id: 4 } });
    expect(calls[0]!.headers.get("Idempotency-Key")).toBe("key-1");
  });

  it("refuses an answer that is not the one its kind expects", async () => {
    stubFetch({ "DELETE /v1/box_templates/4": () => json({ data: { name: "not an id" } }) });
    const sent = sendQueuedWrite(templateDeleteWrite("box", 4)!, "key-2");
    await expect(sent).rejects.toBeInstanceOf(ApiError);
    await expect(sent).rejects.toMatchObject({ kind: "invalid-answer" });
  });
});
