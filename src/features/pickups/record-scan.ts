import { isMisreadRefusal, lookupPickupReference } from "../../api/calls/pickups";
import { ApiError } from "../../api/errors";
import type { PickupType } from "../../api/schemas/pickups";
import { enqueuePickupScan } from "../../offline/outbox";
import { addSessionScan, findDuplicate, matchCode, openScanSession, type CodeTarget, type ScanRefusal } from "../../offline/scan-sessions";
import { isMisreadCode } from "../../ui/scanner";

/**
 * What happens to one code, scanned or typed: the order it names is found, the event is queued in
 * the outbox at once (online or not) and remembered in the session, unless the session already
 * has it. Screens show the outcome; tests call this through the screen.
 */

export interface OrderRef {
  id: number;
  order_number: string;
}

export type ScanOutcome =
  | { kind: "recorded"; code: string; order?: OrderRef; opId: string }
  /**
   * The order is known not to be dispatched: the server would refuse the scan ("Dispatch the
   * order before recording its pickup or dropoff."), so nothing is queued. `offline`: the device
   * judged from its saved copy (the server was not asked); the driver may record it anyway.
   */
  | { kind: "refused"; code: string; order: OrderRef; reason: ScanRefusal; offline: boolean }
  | { kind: "duplicate"; code: string; order?: OrderRef }
  /** Online, the server knows no order by this code: nothing is queued. */
  | { kind: "unknown"; code: string }
  /** A tracking number whose check digit is wrong (a misread or a typo): nothing is queued, online or not. */
  | { kind: "misread"; code: string }
  /** The device could not save the scan (no session user, a broken local database). */
  | { kind: "failed"; code: string };

/**
 * How long a lookup may hold a scan back. A code the device does not know is checked with the
 * server first so that a typo is refused on the spot, not in "needs attention" later; a slow
 * network must not stop the driver, so past this the scan is queued as if offline.
 */
export const LOOKUP_WAIT_MS = 2_500;

/** An order the device knows, with whether it is dispatched (its saved copy, with queued changes). */
export type ScanTarget = CodeTarget & { dispatched?: boolean };

export interface RecordScanInput {
  code: string;
  type: PickupType;
  userId: number;
  /** Orders the device has cached (list rows). */
  cachedOrders: readonly ScanTarget[];
  online: boolean;
  /** Device time of the scan. */
  scannedAt?: Date;
  /** Queue it even though the device believes the order is not dispatched ("Record anyway", offline). */
  force?: boolean;
}

const orderRef = (order: CodeTarget): OrderRef => ({ id: order.id, order_number: order.order_number });

type Lookup = { found: OrderRef; dispatched: boolean } | { unknown: true } | { misread: true } | { unreachable: true };

function lookupFailure(error: unknown): Lookup {
  if (error instanceof ApiError && error.status === 404) return { unknown: true };
  // The server judges the check digit the same way; a device rule that lags behind still learns it here.
  if (isMisreadRefusal(error)) return { misread: true };
  return { unreachable: true };
}

async function lookUp(code: string): Promise<Lookup> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<Lookup>((resolve) => {
    timer = setTimeout(() => resolve({ unreachable: true }), LOOKUP_WAIT_MS);
  });
  const answer = lookupPickupReference(code).then((order): Lookup => ({ found: orderRef(order), dispatched: order.dispatched }), lookupFailure);
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether the order is dispatched as far as the device knows: a parcel the session expects is
 * (the server listed it, and a dispatch is never undone); otherwise the saved copy says, queued
 * dispatches included. undefined: the device does not know the order.
 */
function knownDispatched(cached: ScanTarget | undefined, expected: boolean): boolean | undefined {
  if (expected) return true;
  return cached?.dispatched;
}

export async function recordScan({ code: raw, type, userId, cachedOrders, online, scannedAt = new Date(), force = false }: RecordScanInput): Promise<ScanOutcome> {
  const code = raw.trim();
  try {
    // Before the session: a misread neither starts one nor counts in it. A code an order saved
    // on the device answers to is no misread, whatever its check digit (decision 025).
    if (!matchCode(cachedOrders, code) && isMisreadCode(code)) return { kind: "misread", code };
    const session = await openScanSession(userId, type);
    const cached = matchCode(cachedOrders, code);
    const expected = matchCode(session.expected, code);
    const known = cached ?? expected;
    let ref = known ? orderRef(known) : undefined;
    let dispatched = knownDispatched(cached, expected !== undefined);
    if (findDuplicate(session, code, ref?.id)) return { kind: "duplicate", code, order: ref };

    // Online, the server is asked about a code the device does not know, and about an order its
    // saved copy shows undispatched (that copy may be older than a dispatch made elsewhere).
    let judgedOffline = true;
    if (online && !force && (!ref || dispatched === false)) {
      const lookup = await lookUp(code);
      if ("unknown" in lookup) return { kind: "unknown", code };
      if ("misread" in lookup) return { kind: "misread", code };
      if ("found" in lookup) {
        ref = lookup.found;
        dispatched = lookup.dispatched;
        judgedOffline = false;
        if (findDuplicate(session, code, ref.id)) return { kind: "duplicate", code, order: ref };
      }
    }

    // The server refuses a scan of an undispatched order: queueing it would only wait for that
    // refusal on the outbox screen. The session remembers it as refused (decision 032).
    if (ref && dispatched === false && !force) {
      await addSessionScan(session.id, { code, scannedAt: scannedAt.toISOString(), orderId: ref.id, orderNumber: ref.order_number, refused: "not-dispatched" });
      return { kind: "refused", code, order: ref, reason: "not-dispatched", offline: judgedOffline };
    }

    // Queued first, remembered second: a crash in between can at worst let the same code be
    // queued again (the server answers "already recorded"), never lose a scan.
    const opId = await enqueuePickupScan({ reference: code, type: session.type, scannedAt: scannedAt.toISOString(), order: ref });
    await addSessionScan(session.id, { code, scannedAt: scannedAt.toISOString(), orderId: ref?.id, orderNumber: ref?.order_number, opId });
    return { kind: "recorded", code, order: ref, opId };
  } catch (error) {
    console.error("Could not record a scan", error);
    return { kind: "failed", code };
  }
}
