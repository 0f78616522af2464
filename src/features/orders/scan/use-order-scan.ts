import { useCallback, useEffect, useRef } from "react";
import { isMisreadRefusal, lookupPickupReference } from "../../../api/calls/pickups";
import { isOnline } from "../../../api/connectivity";
import { ApiError } from "../../../api/errors";
import { readCachedOrderRows } from "../../../offline/order-cache";
import { matchCode } from "../../../offline/scan-sessions";
import { isMisreadCode } from "../../../ui/scanner";

/** The order a scanned code names: what opening it and dispatching it need. */
export interface ScannedOrder {
  id: number;
  order_number: string;
  dispatched: boolean;
}

export type OrderScanResult =
  | { kind: "found"; code: string; order: ScannedOrder }
  /** The server knows no order of this seller by this code. */
  | { kind: "unknown"; code: string }
  /** A tracking number whose check digit is wrong (a misread or a typo): nothing was looked up. */
  | { kind: "misread"; code: string }
  /** Offline, and no order saved on this device answers to the code. */
  | { kind: "not-on-device"; code: string }
  /** Online as far as the browser knows, but the lookup failed (network, server error). */
  | { kind: "unreachable"; code: string };

const scannedOrder = ({ id, order_number, dispatched }: ScannedOrder): ScannedOrder => ({ id, order_number, dispatched });

/**
 * The order a code names: its tracking reference, last-mile tracking number or order number, in
 * any case. Orders saved on this device answer first (no network, and a wedge scanner in a busy
 * warehouse must not wait); the server is asked only about codes the device does not know, and
 * never about a tracking number whose check digit shows it was misread.
 */
export async function findOrderByCode(raw: string, online: boolean): Promise<OrderScanResult> {
  const code = raw.trim();
  const cached = matchCode(await readCachedOrderRows().catch(() => []), code);
  if (cached) return { kind: "found", code, order: scannedOrder(cached) };
  if (isMisreadCode(code)) return { kind: "misread", code };
  if (!online) return { kind: "not-on-device", code };
  try {
    return { kind: "found", code, order: scannedOrder(await lookupPickupReference(code)) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: "unknown", code };
    if (isMisreadRefusal(error)) return { kind: "misread", code };
    return { kind: "unreachable", code };
  }
}

/**
 * One code at a time: a camera or a wedge scanner can send the next code before the last lookup
 * answered, and each result must be handled (and announced) in the order the codes came.
 * Blank codes (a wedge's stray Enter) are ignored and give undefined.
 */
export function useOrderScan(onResult: (result: OrderScanResult) => void): (code: string) => Promise<OrderScanResult | undefined> {
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const onResultRef = useRef(onResult);
  useEffect(() => {
    onResultRef.current = onResult;
  }, [onResult]);
  return useCallback((code: string) => {
    const run = chain.current.then(async () => {
      if (code.trim() === "") return undefined;
      const result = await findOrderByCode(code, isOnline());
      onResultRef.current(result);
      return result;
    });
    chain.current = run.catch(() => undefined);
    return run;
  }, []);
}
