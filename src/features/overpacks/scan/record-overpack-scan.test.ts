import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, stubFetch } from "../../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../../tests/setup/session-fixture";
import type { OverpackDetail } from "../../../api/schemas/overpacks";
import { storeSessionUser } from "../../../api/session";
import { db } from "../../../offline/db";
import { cacheOrderRows, readCachedOrderRows } from "../../../offline/order-cache";
import { type OverpackScanRow, resultOf } from "../../../offline/overpack-scans";
import { clearOfflineTables, sampleRow, testSender } from "../../../offline/testing";
import { recordOverpackScan } from "./record-overpack-scan";

const BAG: OverpackDetail = {
  id: 7,
  reference: "BAG-MX-1",
  length: 60,
  width: 40,
  height: 40,
  destination_country: "MX",
  contract_id: 1,
  contract_name: "Express",
  currency: "USD",
  total_volumes: 1,
  total_orders: 1,
  total_orders_value: 100,
  total_weight: 1.2,
  dispatched: false,
  dispatched_at: null,
  ship_from: null,
  origin_hub: null,
  carrier_name: null,
  tracking_number: null,
  created_at: "2026-11-20T10:00:00.000Z",
  orders: [{ id: 9, order_number: "LG9", reference: "REF9", customer_full_name: "C", customer_country: "MX", total_value: 100, currency: "USD", weight: 1.2, volumes: 1 }],
};
const row = (id: number, overrides = {}) =>
  sampleRow(id, { order_number: `LG${id}`, reference: `REF${id}`, dispatched: true, overpacked: false, customer_country: "MX", contract_name: "Express", currency: "USD", ...overrides });

async function scan(code: string) {
  const earlier = await db.overpackScans.toArray();
  return recordOverpackScan({ code, userId: 1, overpack: BAG, cachedOrders: await readCachedOrderRows(), earlier });
}
const results = async () => {
  const ops = new Map((await db.outbox.toArray()).map((op) => [op.id, op]));
  const scans: OverpackScanRow[] = (await db.overpackScans.toArray()).sort((a, b) => a.scannedAt.localeCompare(b.scannedAt));
  return scans.map((entry) => [entry.code, resultOf(entry, ops)]);
};

describe("scanning into an overpack", () => {
  beforeEach(async () => {
    await clearOfflineTables();
    await db.overpackScans.clear();
    storeSessionUser(demoSessionUser());
    await cacheOrderRows([row(1), row(2, { customer_country: "BR" }), row(3, { dispatched: false }), row(9, { overpacked: true })]);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("refuses on the device what the cached order says cannot go, and queues nothing for it", async () => {
    expect((await scan("ref2"))?.scan).toMatchObject({ verdict: "refused", reason: "other_destination", orderNumber: "LG2" });
    expect((await scan("REF3"))?.scan).toMatchObject({ verdict: "refused", reason: "not_dispatched" });
    // Already in this bag (the server's copy of it says so): nothing to send.
    expect((await scan("REF9"))?.scan).toMatchObject({ verdict: "already" });
    expect(await db.outbox.count()).toBe(0);
  });

  it("queues each other code once, sends them in scan order with their own keys, and counts 'already in this overpack' as done", async () => {
    await scan("REF1");
    await scan("NB-UNKNOWN-1");
    // A camera sees one label many times: the same code is not queued twice.
    expect((await scan(" ref1 "))?.kind).toBe("duplicate");
    const ops = (await db.outbox.orderBy("seq").toArray()).map((op) => op.id);
    expect(ops).toHaveLength(2);
    expect((await results()).map(([, result]) => result)).toEqual([{ kind: "pending" }, { kind: "pending" }]);

    const sent: { body: unknown; key: string | null }[] = [];
    stubFetch({
      "PUT /v1/overpacks/7/add-orders": async (request) => {
        sent.push({ body: await request.json(), key: request.headers.get("Idempotency-Key") });
        // The second: the server already had it (a send whose answer a reload lost).
        if (sent.length === 2) return json({ messages: [{ base: ["The order is already in this overpack"] }], refused: [{ id: 4, order_number: "LG4", code: "NB-UNKNOWN-1", reason: "in_this_overpack", messages: [] }] }, 409);
        return json({ data: { ...BAG, orders: [] } });
      },
    });
    const { sender } = testSender();
    await sender.drain();
    await sender.drain();

    expect(sent).toEqual([
      { body: { order_ids: [1] }, key: ops[0] },
      { body: { references: ["NB-UNKNOWN-1"] }, key: ops[1] },
    ]);
    expect(await db.outbox.count()).toBe(0);
    expect((await results()).map(([, result]) => result)).toEqual([{ kind: "added" }, { kind: "added" }]);
  });

  it("keeps a code the server refuses in 'needs attention' with its reason, and the bag's later scans wait behind it", async () => {
    await scan("NB-ELSEWHERE");
    await scan("REF1");
    const sent: unknown[] = [];
    stubFetch({
      "PUT /v1/overpacks/7/add-orders": async (request) => {
        sent.push(await request.json());
        return json({ messages: [{ base: ["The order goes to another destination country"] }], refused: [{ id: 5, order_number: "LG5", code: "NB-ELSEWHERE", reason: "other_destination", messages: ["The order goes to another destination country"] }] }, 409);
      },
    });
    await testSender().sender.drain();
    expect(sent).toEqual([{ references: ["NB-ELSEWHERE"] }]);
    expect(await results()).toEqual([
      ["NB-ELSEWHERE", { kind: "refused", reason: "other_destination", messages: ["The order goes to another destination country"], byServer: true }],
      ["REF1", { kind: "pending" }],
    ]);
  });
});
