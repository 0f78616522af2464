import { beforeEach, describe, expect, it } from "vitest";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { storeSessionUser } from "../../api/session";
import { db } from "../db";
import { cacheOrderRows } from "../order-cache";
import { addSessionScan, getOpenScanSession, openScanSession } from "../scan-sessions";
import { clearOfflineTables, sampleRow } from "../testing";
import { discardOperation } from "./actions";
import { canCorrectCode, correctScanCode } from "./correct-scan";
import { enqueuePickupScan } from "./enqueue";

const scannedAt = "2024-05-03T10:15:00.000Z";
const readyToShip = { dispatched: true, current_status: { id: 300, name: "READY_TO_SHIP" as const }, current_status_id: 300 };

/** A scan of `code` queued in the user's session, then refused by the server with `status`. */
async function refusedScan(code: string, status: number) {
  const session = await openScanSession(7, "dropoff");
  const opId = await enqueuePickupScan({ reference: code, type: "dropoff", scannedAt, note: "At the counter" });
  await addSessionScan(session.id, { code, scannedAt, opId });
  await db.outbox.update(opId, { state: "needs_attention", lastError: { status, messages: ["No order with this tracking number or order number."] } });
  return opId;
}

describe("correcting a refused scan's code", () => {
  beforeEach(async () => {
    await clearOfflineTables();
    await db.scanSessions.clear();
    storeSessionUser(demoSessionUser({ id: 7, seller_id: 3 }));
  });

  it("queues the corrected code as a new operation (new key, same scan time and note) and drops the refused one, in the session too", async () => {
    await cacheOrderRows([sampleRow(5, readyToShip)]);
    const refused = await refusedScan("REF-55", 404);
    expect(canCorrectCode((await db.outbox.get(refused))!)).toBe(true);

    const next = await correctScanCode(refused, " ref-5 ");

    expect(next).not.toBe(refused);
    const ops = await db.outbox.toArray();
    expect(ops.map((op) => op.id)).toEqual([next]);
    expect(ops[0]).toMatchObject({ kind: "pickup-scan", state: "pending", attempts: 0, orderIds: [5], orderNumbers: ["LG000005"] });
    expect(ops[0]!.body).toEqual({ reference: "ref-5", type: "dropoff", scanned_at: scannedAt, note: "At the counter" });
    const scans = (await getOpenScanSession(7))!.scans;
    expect(scans).toEqual([expect.objectContaining({ code: "ref-5", key: "REF-5", opId: next, orderId: 5, orderNumber: "LG000005" })]);
  });

  it("is offered only for a scan refused for its code (404, 422), and refuses anything else", async () => {
    const refused = await refusedScan("REF-55", 409);
    expect(canCorrectCode((await db.outbox.get(refused))!)).toBe(false);
    await expect(correctScanCode(refused, "REF-5")).rejects.toThrow(/cannot be corrected/);
    expect((await db.outbox.toArray()).map((op) => op.id)).toEqual([refused]);

    const pending = await enqueuePickupScan({ reference: "REF-9", type: "pickup", scannedAt });
    expect(canCorrectCode((await db.outbox.get(pending))!)).toBe(false);
    await expect(correctScanCode(pending, "REF-8")).rejects.toThrow(/cannot be corrected/);
  });

  it("discarding a scan takes it out of its session: its parcel is missing again", async () => {
    const refused = await refusedScan("REF-55", 404);
    await discardOperation(refused);
    expect(await db.outbox.count()).toBe(0);
    expect((await getOpenScanSession(7))!.scans).toEqual([]);
  });
});
