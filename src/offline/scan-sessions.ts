import { useLiveQuery } from "dexie-react-hooks";
import { ORDER_STATUSES } from "../domain/order-status";
import { db } from "./db";

/**
 * Pickup and dropoff scanning sessions (issue 5): what a driver scanned in one round, kept in
 * Dexie so that a reload, a crash or a phone that kills the tab loses nothing. The events
 * themselves go to the outbox (enqueuePickupScan); a session only remembers what was scanned, so
 * that the same parcel is not queued twice and the driver sees what is missing.
 */

export type ScanType = "pickup" | "dropoff";

/** A parcel the driver is expected to scan: a cached order dispatched and not yet picked up. */
export interface ExpectedParcel {
  id: number;
  order_number: string;
  reference: string;
  last_mile_tracking_number: string | null;
}

/**
 * Why the device refused a scan on the spot, without queueing it: "not-dispatched" = the order is
 * known not to be dispatched (the server refuses such a scan: "Dispatch the order before recording
 * its pickup or dropoff.").
 */
export type ScanRefusal = "not-dispatched";

/** One code recorded (or refused on the spot) in a session. */
export interface SessionScan {
  /** The code as read or typed (trimmed), shown to the driver. */
  code: string;
  /** The code compared for "already scanned" (see normalizeCode). */
  key: string;
  /** Device time of the scan (ISO). */
  scannedAt: string;
  /** The order the code names, when the device knew it at scan time. */
  orderId?: number;
  orderNumber?: string;
  /** The outbox operation that carries the event (its Idempotency-Key); absent when refused on the spot. */
  opId?: string;
  /** Set when the device refused it on the spot: nothing was queued. */
  refused?: ScanRefusal;
}

export interface ScanSession {
  id: string;
  type: ScanType;
  userId: number;
  state: "open" | "finished";
  startedAt: string;
  finishedAt?: string;
  /**
   * Taken when the session starts: a scan changes the cached status, not this list. First from
   * the orders saved on the device; replaced by the server's list (GET /v1/pickups/expected) as
   * soon as it arrives, which the session then keeps for offline use.
   */
  expected: ExpectedParcel[];
  /** Where `expected` came from; absent (sessions of earlier versions) = the device. */
  expectedSource?: "device" | "server";
  /** ISO time the server's list was taken. */
  expectedAt?: string;
  /** How many parcels the server expects in all, when it sent fewer (it caps the list). */
  expectedTotal?: number;
  /** Oldest first. */
  scans: SessionScan[];
}

export interface SessionSummary {
  expected: number;
  /** Scans recorded (queued), refused ones left out. */
  scanned: number;
  /** Expected parcels scanned. */
  found: number;
  missing: ExpectedParcel[];
  /** Scans that match no expected parcel (another round's parcel, an order not cached, a typo). */
  extra: SessionScan[];
  /** Scans refused, on the spot or by the server: neither found nor extra. */
  refused: SessionScan[];
}

/** The order fields a code can name (list rows, lookups and expected parcels all have them). */
export interface CodeTarget {
  id: number;
  order_number: string;
  reference: string;
  last_mile_tracking_number: string | null;
}

const PICKUP_CODE = ORDER_STATUSES.PICKUP;

/**
 * Labels are read upper case by scanners and typed in any case by people; surrounding spaces and
 * a keyboard wedge's stray control characters mean nothing. The server matches the same way.
 */
export function normalizeCode(code: string): string {
  // eslint-disable-next-line no-control-regex
  return code.replace(/[\u0000-\u001f\u007f]/g, "").trim().toUpperCase();
}

/** The target a code names: its tracking reference, last-mile tracking number or order number. */
export function matchCode<T extends CodeTarget>(targets: readonly T[], code: string): T | undefined {
  const key = normalizeCode(code);
  if (key === "") return undefined;
  return targets.find(
    (target) =>
      normalizeCode(target.reference) === key ||
      (target.last_mile_tracking_number !== null && normalizeCode(target.last_mile_tracking_number) === key) ||
      normalizeCode(target.order_number) === key,
  );
}

/** Expected parcels: cached orders dispatched whose status has not reached PICKUP yet. */
export function expectedParcels(
  rows: readonly (CodeTarget & { dispatched: boolean; current_status: { id: number } })[],
): ExpectedParcel[] {
  return rows
    .filter((row) => row.dispatched && row.current_status.id < PICKUP_CODE)
    .map(({ id, order_number, reference, last_mile_tracking_number }) => ({ id, order_number, reference, last_mile_tracking_number }))
    .sort((a, b) => a.order_number.localeCompare(b.order_number));
}

/**
 * Expected parcels from the server's list, plus those this device dispatched itself and has not
 * sent yet (the server cannot list them): a cached row whose server copy is undispatched under a
 * queued dispatch.
 */
export function mergeExpected(
  fromServer: readonly ExpectedParcel[],
  rows: readonly (CodeTarget & { dispatched: boolean; current_status: { id: number }; base?: { dispatched: boolean } })[],
): ExpectedParcel[] {
  const listed = new Set(fromServer.map((parcel) => parcel.id));
  const dispatchedHere = expectedParcels(rows.filter((row) => row.base !== undefined && !row.base.dispatched && !listed.has(row.id)));
  return [...fromServer.map(({ id, order_number, reference, last_mile_tracking_number }) => ({ id, order_number, reference, last_mile_tracking_number })), ...dispatchedHere].sort(
    (a, b) => a.order_number.localeCompare(b.order_number),
  );
}

const same = (scan: SessionScan, key: string, orderId: number | undefined) => scan.key === key || (orderId !== undefined && scan.orderId === orderId);

/**
 * The earlier scan of the same code, or of another code naming the same order. A scan refused on
 * the spot is no duplicate: nothing was queued, so scanning it again is a new attempt.
 */
export function findDuplicate(session: Pick<ScanSession, "scans">, code: string, orderId?: number): SessionScan | undefined {
  const key = normalizeCode(code);
  return session.scans.find((scan) => !scan.refused && same(scan, key, orderId));
}

/**
 * Scanned against expected. `refusedOps`: the operations the server refused (they need attention);
 * their scans count as refused, like those refused on the spot, never as found.
 */
export function summarize(session: Pick<ScanSession, "expected" | "scans">, refusedOps: ReadonlySet<string> = new Set()): SessionSummary {
  const scannedOrders = new Set<number>();
  const extra: SessionScan[] = [];
  const refused: SessionScan[] = [];
  for (const scan of session.scans) {
    if (scan.refused || (scan.opId !== undefined && refusedOps.has(scan.opId))) {
      refused.push(scan);
      continue;
    }
    const parcel = scan.orderId !== undefined ? session.expected.find((e) => e.id === scan.orderId) : matchCode(session.expected, scan.code);
    if (parcel) scannedOrders.add(parcel.id);
    else extra.push(scan);
  }
  const missing = session.expected.filter((parcel) => !scannedOrders.has(parcel.id));
  return { expected: session.expected.length, scanned: session.scans.length - refused.length, found: scannedOrders.size, missing, extra, refused };
}

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
    const kept = session.scans.filter((earlier) => !(earlier.refused && same(earlier, key, scan.orderId)));
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
