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

/** One code recorded in a session. */
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
  /** The outbox operation that carries the event (its Idempotency-Key). */
  opId: string;
}

export interface ScanSession {
  id: string;
  type: ScanType;
  userId: number;
  state: "open" | "finished";
  startedAt: string;
  finishedAt?: string;
  /** Taken when the session starts: a scan changes the cached status, not this list. */
  expected: ExpectedParcel[];
  /** Oldest first. */
  scans: SessionScan[];
}

export interface SessionSummary {
  expected: number;
  scanned: number;
  /** Expected parcels scanned. */
  found: number;
  missing: ExpectedParcel[];
  /** Scans that match no expected parcel (another round's parcel, an order not cached, a typo). */
  extra: SessionScan[];
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

/** The earlier scan of the same code, or of another code naming the same order. */
export function findDuplicate(session: Pick<ScanSession, "scans">, code: string, orderId?: number): SessionScan | undefined {
  const key = normalizeCode(code);
  return session.scans.find((scan) => scan.key === key || (orderId !== undefined && scan.orderId === orderId));
}

export function summarize(session: Pick<ScanSession, "expected" | "scans">): SessionSummary {
  const scannedOrders = new Set<number>();
  const extra: SessionScan[] = [];
  for (const scan of session.scans) {
    const parcel = scan.orderId !== undefined ? session.expected.find((e) => e.id === scan.orderId) : matchCode(session.expected, scan.code);
    if (parcel) scannedOrders.add(parcel.id);
    else extra.push(scan);
  }
  const missing = session.expected.filter((parcel) => !scannedOrders.has(parcel.id));
  return { expected: session.expected.length, scanned: session.scans.length, found: scannedOrders.size, missing, extra };
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
 * Adds a scan unless its code (or its order) is already in the session. Read and write happen in
 * one transaction, so two decodes of one label a few milliseconds apart add it once.
 */
export async function addSessionScan(id: string, scan: Omit<SessionScan, "key">): Promise<"added" | "duplicate"> {
  return db.transaction("rw", db.scanSessions, async () => {
    const session = await db.scanSessions.get(id);
    if (!session || session.state !== "open") throw new Error("The scan session is not open");
    if (findDuplicate(session, scan.code, scan.orderId)) return "duplicate";
    await db.scanSessions.update(id, { scans: [...session.scans, { ...scan, key: normalizeCode(scan.code) }] });
    return "added";
  });
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
