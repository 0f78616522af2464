import { ORDER_STATUSES } from "../domain/order-status";

/**
 * The shapes and rules of pickup and dropoff scanning sessions (scan-sessions.ts keeps them in
 * Dexie): which order a code names, which parcels a session expects, what counts as already
 * scanned, and the summary of scanned against expected. Pure functions, no storage.
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

/** Whether a scan is of the parcel with this code key, or of this order. */
export const sameParcel = (scan: SessionScan, key: string, orderId: number | undefined) => scan.key === key || (orderId !== undefined && scan.orderId === orderId);

/**
 * The earlier scan of the same code, or of another code naming the same order. A scan refused on
 * the spot is no duplicate: nothing was queued, so scanning it again is a new attempt.
 */
export function findDuplicate(session: Pick<ScanSession, "scans">, code: string, orderId?: number): SessionScan | undefined {
  const key = normalizeCode(code);
  return session.scans.find((scan) => !scan.refused && sameParcel(scan, key, orderId));
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
