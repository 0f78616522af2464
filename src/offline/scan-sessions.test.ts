import { beforeEach, describe, expect, it } from "vitest";
import { closeDb, db, openDb } from "./db";
import {
  addSessionScan,
  expectedParcels,
  finishScanSession,
  findDuplicate,
  getOpenScanSession,
  matchCode,
  mergeExpected,
  normalizeCode,
  openScanSession,
  setSessionExpected,
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

  it("counts refused scans (on the spot, or by the server) neither as found nor as extra", () => {
    const expected = expectedParcels([dispatched(1), dispatched(2)]);
    const scans = [
      { code: "REF-1", key: "REF-1", scannedAt: "", orderId: 1, opId: "refused-by-server" },
      { code: "REF-2", key: "REF-2", scannedAt: "", orderId: 2, opId: "sent" },
      { code: "REF-7", key: "REF-7", scannedAt: "", orderId: 7, refused: "not-dispatched" as const },
    ];
    const summary = summarize({ expected, scans }, new Set(["refused-by-server"]));
    expect(summary).toMatchObject({ expected: 2, scanned: 1, found: 1, extra: [] });
    expect(summary.missing.map((parcel) => parcel.id)).toEqual([1]);
    expect(summary.refused.map((scan) => scan.code)).toEqual(["REF-1", "REF-7"]);
  });

  it("knows a duplicate by its code or by its order", () => {
    const session = { scans: [{ code: "REF-1", key: "REF-1", scannedAt: "", orderId: 1, opId: "a" }] };
    expect(findDuplicate(session, " ref-1")).toBeDefined();
    expect(findDuplicate(session, "LG000001", 1)).toBeDefined();
    expect(findDuplicate(session, "LG000002", 2)).toBeUndefined();
  });
});

describe("the server's expected parcels", () => {
  it("are kept with the parcels this device dispatched and has not sent yet", () => {
    const fromServer = [{ id: 3, order_number: "LG000003", reference: "REF-3", last_mile_tracking_number: null }];
    const queuedDispatch = { ...dispatched(1), base: { dispatched: false, current_status: { id: 100, name: "NEW" as const }, current_status_id: 100 } };
    // Dispatched on the server already: the server's list decides about it.
    const known = dispatched(2);
    expect(mergeExpected(fromServer, [queuedDispatch, known, sampleRow(4)]).map((parcel) => parcel.id)).toEqual([1, 3]);
  });
});

describe("sessions in Dexie", () => {
  it("takes the server's expected parcels for an open session and keeps them", async () => {
    await db.orderRows.bulkPut([dispatched(1)]);
    const session = await openScanSession(1, "pickup");
    expect(session).toMatchObject({ expectedSource: "device", expected: [expect.objectContaining({ id: 1 })] });
    const fromServer = [9, 8].map((id) => ({ id, order_number: `LG00000${id}`, reference: `REF-${id}`, last_mile_tracking_number: null }));
    await setSessionExpected(session.id, fromServer, 5, new Date("2024-05-02T08:00:00.000Z"));
    closeDb();
    await openDb();
    expect(await getOpenScanSession(1)).toMatchObject({
      expectedSource: "server",
      expectedAt: "2024-05-02T08:00:00.000Z",
      expectedTotal: 5,
      expected: [expect.objectContaining({ id: 8 }), expect.objectContaining({ id: 9 })],
    });
  });

  it("lets a parcel refused on the spot be scanned again: the new scan takes its place", async () => {
    const session = await openScanSession(1, "pickup");
    await addSessionScan(session.id, { code: "REF-4", scannedAt: "", orderId: 4, refused: "not-dispatched" });
    expect(findDuplicate((await getOpenScanSession(1))!, "ref-4", 4)).toBeUndefined();
    expect(await addSessionScan(session.id, { code: "LG000004", scannedAt: "", orderId: 4, opId: "op-4" })).toBe("added");
    expect((await getOpenScanSession(1))!.scans).toEqual([expect.objectContaining({ code: "LG000004", opId: "op-4" })]);
    expect((await getOpenScanSession(1))!.scans[0]!.refused).toBeUndefined();
  });

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
