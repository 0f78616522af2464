import { useLiveQuery } from "dexie-react-hooks";
import { db } from "./db";
import { expectedParcels, findDuplicate, mergeExpected, normalizeCode, sameParcel, type ExpectedParcel, type ScanSession, type ScanType, type SessionScan } from "./scan-session-rules";

/**
 * Pickup and dropoff scanning sessions (issue 5): what a driver scanned in one round, kept in
 * Dexie so that a reload, a crash or a phone that kills the tab loses nothing. The events
 * themselves go to the outbox (enqueuePickupScan); a session only remembers what was scanned (and
 * what was refused on the spot), so that the same parcel is not queued twice and the driver sees
 * what is missing. Its rules are in scan-session-rules.ts.
 */
export * from "./scan-session-rules";

/** The user's open session, if any. */
export async function getOpenScanSession(userId: number): Promise<ScanSession | undefined> {
  return db.scanSessions.where("[userId+state]").equals([userId, "open"]).first();
}

/**
 * The user's open session, or a new one of `type` whose expected parcels are the cached orders
 * of this moment. One open session per user: a second call returns the first one.
 */
export async function openScanSession(userId: number, type: ScanType): Promise<ScanSession> {
  return db.transaction("rw", db.scanSessions, db.orderRows, async () => {
    const open = await getOpenScanSession(userId);
    if (open) return open;
    const session: ScanSession = {
      id: crypto.randomUUID(),
      type,
      userId,
      state: "open",
      startedAt: new Date().toISOString(),
      expected: expectedParcels(await db.orderRows.toArray()),
      expectedSource: "device",
      scans: [],
    };
    await db.scanSessions.add(session);
    return session;
  });
}

/** Changes the type of an open session that has no scan yet (the driver picked the wrong one). */
export async function setScanSessionType(id: string, type: ScanType): Promise<void> {
  await db.transaction("rw", db.scanSessions, async () => {
    const session = await db.scanSessions.get(id);
    if (session && session.state === "open" && session.scans.length === 0) await db.scanSessions.update(id, { type });
  });
}

/**
 * The server's expected parcels for an open session (GET /v1/pickups/expected), merged with the
 * parcels this device dispatched and has not sent yet; kept in the session for offline use.
 */
export async function setSessionExpected(id: string, fromServer: readonly ExpectedParcel[], total: number, at: Date = new Date()): Promise<void> {
  await db.transaction("rw", db.scanSessions, db.orderRows, async () => {
    const session = await db.scanSessions.get(id);
    if (!session || session.state !== "open") return;
    const expected = mergeExpected(fromServer, await db.orderRows.toArray());
    await db.scanSessions.update(id, {
      expected,
      expectedSource: "server",
      expectedAt: at.toISOString(),
      expectedTotal: total > fromServer.length ? total : undefined,
    });
  });
}

/**
 * Adds a scan unless its code (or its order) is already in the session. Read and write happen in
 * one transaction, so two decodes of one label a few milliseconds apart add it once. An earlier
 * refusal on the spot of the same parcel gives way to the new scan.
 */
export async function addSessionScan(id: string, scan: Omit<SessionScan, "key">): Promise<"added" | "duplicate"> {
  return db.transaction("rw", db.scanSessions, async () => {
    const session = await db.scanSessions.get(id);
    if (!session || session.state !== "open") throw new Error("The scan session is not open");
    if (findDuplicate(session, scan.code, scan.orderId)) return "duplicate";
    const key = normalizeCode(scan.code);
    const kept = session.scans.filter((earlier) => !(earlier.refused && sameParcel(earlier, key, scan.orderId)));
    await db.scanSessions.update(id, { scans: [...kept, { ...scan, key }] });
    return "added";
  });
}

/**
 * The session scan carried by an outbox operation, in whichever session holds it. Called inside
 * the outbox's own transactions (discard, correction), which include `scanSessions`.
 */
async function sessionOfOperation(opId: string): Promise<ScanSession | undefined> {
  // Sessions are few (one open per user, finished ones until sign-out): reading them is cheap.
  return (await db.scanSessions.toArray()).find((session) => session.scans.some((scan) => scan.opId === opId));
}

/** A discarded scan leaves its session: it was never recorded, so its parcel is missing again. */
export async function forgetScanOfOperation(opId: string): Promise<void> {
  const session = await sessionOfOperation(opId);
  if (session) await db.scanSessions.update(session.id, { scans: session.scans.filter((scan) => scan.opId !== opId) });
}

/** A corrected code takes the place of the refused one, with the operation that now carries it. */
export async function replaceScanOfOperation(opId: string, next: { opId: string; code: string; orderId?: number; orderNumber?: string }): Promise<void> {
  const session = await sessionOfOperation(opId);
  if (!session) return;
  const scans = session.scans.map((scan) =>
    scan.opId === opId ? { ...scan, code: next.code, key: normalizeCode(next.code), opId: next.opId, orderId: next.orderId, orderNumber: next.orderNumber } : scan,
  );
  await db.scanSessions.update(session.id, { scans });
}

/** Closes the session; its record stays (the summary) until the next sign-out clears the device. */
export async function finishScanSession(id: string): Promise<ScanSession | undefined> {
  return db.transaction("rw", db.scanSessions, async () => {
    const session = await db.scanSessions.get(id);
    if (!session) return undefined;
    const finished: ScanSession = { ...session, state: "finished", finishedAt: new Date().toISOString() };
    await db.scanSessions.put(finished);
    return finished;
  });
}

export async function getScanSession(id: string): Promise<ScanSession | undefined> {
  return db.scanSessions.get(id);
}

/** Forgets every session (sign-out, like the order caches). */
export async function clearScanSessions(): Promise<void> {
  await db.scanSessions.clear();
}

/**
 * The user's open session, live: undefined while loading, null when there is none. Survives a
 * reload because it is read from Dexie, not kept in React state.
 */
export function useOpenScanSession(userId: number | undefined): ScanSession | null | undefined {
  return useLiveQuery(async () => (userId === undefined ? null : ((await getOpenScanSession(userId)) ?? null)), [userId]);
}
