import { beforeEach, describe, expect, it } from "vitest";
import { closeDb, db, openDb } from "./db";
import {
  addSessionScan,
  expectedParcels,
  finishScanSession,
  findDuplicate,
  getOpenScanSession,
  matchCode,
  normalizeCode,
  openScanSession,
  setScanSessionType,
  summarize,
} from "./scan-sessions";
import { clearOfflineTables, sampleRow } from "./testing";

const dispatched = (id: number, overrides = {}) =>
  ({ ...sampleRow(id, { dispatched: true, current_status: { id: 300, name: "READY_TO_SHIP" }, current_status_id: 300, ...overrides }), cachedAt: "2024-05-01T00:00:00.000Z" });

beforeEach(async () => {
  await clearOfflineTables();
  await db.scanSessions.clear();
});

describe("codes", () => {
  it("compares codes without case, spaces or a wedge's control characters", () => {
    expect(normalizeCode("  br123\r\n")).toBe("BR123");
    expect(normalizeCode("\u0002abc\u0003")).toBe("ABC");
  });

  it("matches the tracking reference, the last-mile number or the order number", () => {
    const rows = [sampleRow(1), sampleRow(2, { last_mile_tracking_number: "LM-2" })];
    expect(matchCode(rows, "ref-1")?.id).toBe(1);
    expect(matchCode(rows, " lm-2 ")?.id).toBe(2);
    expect(matchCode(rows, "LG000002")?.id).toBe(2);
    expect(matchCode(rows, "nothing")).toBeUndefined();
    expect(matchCode(rows, "  ")).toBeUndefined();
  });
});

describe("expected parcels", () => {
  it("are the cached orders dispatched and below PICKUP", () => {
    const rows = [
      dispatched(3),
      dispatched(1),
      sampleRow(2),
      dispatched(4, { current_status: { id: 400, name: "PICKUP" }, current_status_id: 400 }),
      dispatched(5, { current_status: { id: 600, name: "IN_TRANSIT" }, current_status_id: 600 }),
    ];
    expect(expectedParcels(rows).map((parcel) => parcel.id)).toEqual([1, 3]);
  });
});

describe("summaries", () => {
  it("counts missing and extra parcels", () => {
    const expected = expectedParcels([dispatched(1), dispatched(2), dispatched(3)]);
    const scans = [
      { code: "REF-1", key: "REF-1", scannedAt: "", orderId: 1, orderNumber: "LG000001", opId: "a" },
      { code: "lg000003", key: "LG000003", scannedAt: "", opId: "b" },
      { code: "OTHER", key: "OTHER", scannedAt: "", opId: "c" },
      { code: "REF-9", key: "REF-9", scannedAt: "", orderId: 9, orderNumber: "LG000009", opId: "d" },
    ];
    const summary = summarize({ expected, scans });
    expect(summary).toMatchObject({ expected: 3, scanned: 4, found: 2 });
    expect(summary.missing.map((parcel) => parcel.id)).toEqual([2]);
    expect(summary.extra.map((scan) => scan.code)).toEqual(["OTHER", "REF-9"]);
  });

  it("knows a duplicate by its code or by its order", () => {
    const session = { scans: [{ code: "REF-1", key: "REF-1", scannedAt: "", orderId: 1, opId: "a" }] };
    expect(findDuplicate(session, " ref-1")).toBeDefined();
    expect(findDuplicate(session, "LG000001", 1)).toBeDefined();
    expect(findDuplicate(session, "LG000002", 2)).toBeUndefined();
  });
});

describe("sessions in Dexie", () => {
  it("opens one session per user with the expected parcels of that moment, and keeps it across a reopen", async () => {
    await db.orderRows.bulkPut([dispatched(1), dispatched(2)]);
    const first = await openScanSession(1, "dropoff");
    expect(first.expected.map((parcel) => parcel.id)).toEqual([1, 2]);
    expect(await openScanSession(1, "pickup")).toEqual(first);
    expect((await openScanSession(2, "pickup")).id).not.toBe(first.id);

    expect(await addSessionScan(first.id, { code: "REF-1", scannedAt: "2024-05-01T00:00:00.000Z", orderId: 1, opId: "op-1" })).toBe("added");
    closeDb();
    await openDb();
    const reopened = await getOpenScanSession(1);
    expect(reopened?.type).toBe("dropoff");
    expect(reopened?.scans.map((scan) => scan.key)).toEqual(["REF-1"]);
  });

  it("adds a code once even when two adds race", async () => {
    const session = await openScanSession(1, "pickup");
    const scan = { code: "ABC", scannedAt: "2024-05-01T00:00:00.000Z", opId: "x" };
    const results = await Promise.all([addSessionScan(session.id, scan), addSessionScan(session.id, { ...scan, code: "abc" })]);
    expect(results.sort()).toEqual(["added", "duplicate"]);
    expect((await getOpenScanSession(1))?.scans).toHaveLength(1);
  });

  it("changes the type only before the first scan, and finishing closes the session", async () => {
    const session = await openScanSession(1, "pickup");
    await setScanSessionType(session.id, "dropoff");
    expect((await getOpenScanSession(1))?.type).toBe("dropoff");
    await addSessionScan(session.id, { code: "ABC", scannedAt: "2024-05-01T00:00:00.000Z", opId: "x" });
    await setScanSessionType(session.id, "pickup");
    expect((await getOpenScanSession(1))?.type).toBe("dropoff");

    const finished = await finishScanSession(session.id);
    expect(finished?.state).toBe("finished");
    expect(finished?.finishedAt).toBeDefined();
    expect(await getOpenScanSession(1)).toBeUndefined();
    await expect(addSessionScan(session.id, { code: "DEF", scannedAt: "", opId: "y" })).rejects.toThrow();
  });
});
