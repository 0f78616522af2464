import type { OverpackDetail } from "../../../api/schemas/overpacks";
import { type OverpackCandidate, type OverpackRefusalReason, selectionRefusals } from "../../../domain/overpack";
import type { CachedOrderRow } from "../../../offline/order-cache";
import { enqueueOverpackAdd } from "../../../offline/outbox";
import { type OverpackScanRow, addOverpackScan } from "../../../offline/overpack-scans";
import { matchCode, normalizeCode } from "../../../offline/scan-sessions";

/**
 * What happens to one code scanned into an overpack (issue 18, decision 051). The order the code
 * names in the device's cache, when there is one, is checked against the bag with the domain's
 * rules: a code that cannot go (another destination, contract or currency, not dispatched, in
 * another overpack) is refused on the spot and NOT queued; one already in this overpack is
 * "already" and not queued either. Anything else is queued in the outbox (by the order's id when
 * known, by the code otherwise, for the server to resolve and judge) and remembered in the list.
 */

export interface RecordOverpackScanInput {
  code: string;
  userId: number;
  overpack: Pick<OverpackDetail, "id" | "dispatched" | "destination_country" | "contract_name" | "currency" | "orders">;
  /** The orders this device has cached (list rows, with queued changes applied). */
  cachedOrders: readonly CachedOrderRow[];
  /** This overpack's scans so far on this device. */
  earlier: readonly OverpackScanRow[];
  at?: Date;
}

/** "duplicate": the same code is in the list already (a camera sees one label many times). */
export type RecordOutcome = { kind: "duplicate"; scan: OverpackScanRow } | { kind: "recorded"; scan: OverpackScanRow };

/** The device's copy of an order as the rules read it; an overpacked row's bag is unknown (-1). */
export const candidateOf = (row: CachedOrderRow): OverpackCandidate => ({
  id: row.id,
  dispatched: row.dispatched,
  overpack_id: row.overpacked ? -1 : null,
  customer_country: row.customer_country,
  contract_name: row.contract_name,
  currency: row.currency,
});

/**
 * Why the device refuses this order, given the bag and the orders queued into it before (the first
 * of an empty bag sets its destination, contract and currency, as on the server).
 */
export function deviceRefusal(order: CachedOrderRow, input: Pick<RecordOverpackScanInput, "overpack" | "cachedOrders" | "earlier">): OverpackRefusalReason | null {
  const { overpack } = input;
  if (overpack.orders.some((inBag) => inBag.id === order.id)) return "in_this_overpack";
  if (input.earlier.some((scan) => scan.orderId === order.id && scan.verdict === "queued")) return "in_this_overpack";
  const cached = new Map(input.cachedOrders.map((row) => [row.id, row]));
  const queued = input.earlier
    .filter((scan) => scan.verdict === "queued" && scan.orderId !== undefined)
    .sort((a, b) => a.scannedAt.localeCompare(b.scannedAt))
    .flatMap((scan) => {
      const row = cached.get(scan.orderId!);
      return row ? [candidateOf(row)] : [];
    });
  const refusals = selectionRefusals([...queued, candidateOf(order)], { ...overpack, id: overpack.id });
  return refusals.find((refusal) => refusal.order.id === order.id)?.reason ?? null;
}

export async function recordOverpackScan(input: RecordOverpackScanInput): Promise<RecordOutcome | undefined> {
  const code = normalizeCode(input.code);
  if (code === "") return undefined;
  const same = input.earlier.find((scan) => normalizeCode(scan.code) === code);
  if (same) return { kind: "duplicate", scan: same };
  const order = matchCode(input.cachedOrders, code);
  const base = { userId: input.userId, overpackId: input.overpack.id, code, ...(order ? { orderId: order.id, orderNumber: order.order_number } : {}) };
  if (order) {
    const reason = deviceRefusal(order, input);
    if (reason === "in_this_overpack") return { kind: "recorded", scan: await addOverpackScan({ ...base, verdict: "already" }, input.at) };
    if (reason !== null) return { kind: "recorded", scan: await addOverpackScan({ ...base, verdict: "refused", reason }, input.at) };
  }
  const opId = await enqueueOverpackAdd({ overpackId: input.overpack.id, reference: code, ...(order ? { order: { id: order.id, order_number: order.order_number } } : {}) });
  return { kind: "recorded", scan: await addOverpackScan({ ...base, verdict: "queued", opId }, input.at) };
}
