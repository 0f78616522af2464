/**
 * Which orders may go into an overpack (issue 18). An overpack is one bag sent as one unit: its
 * orders travel to one destination country under one contract, and customs read one declared
 * value, so they share a currency too. Pure: the server decides with it, and the warehouse tablet
 * refuses a scan on the spot with it when the order cached on the device says enough.
 *
 * The reasons, in the order a user can act on them: the bag itself (already gone), then the
 * order's own state, then what it must share with the bag.
 */

export const OVERPACK_REFUSAL_REASONS = [
  "overpack_dispatched",
  "not_dispatched",
  "in_this_overpack",
  "in_other_overpack",
  "other_destination",
  "other_contract",
  "other_currency",
] as const;
export type OverpackRefusalReason = (typeof OVERPACK_REFUSAL_REASONS)[number];

/** What an order must show to be checked; the device's cached row and the server's row both have it. */
export interface OverpackCandidate {
  id: number;
  dispatched: boolean;
  /** The overpack the order is in, or null. The device may only know a flag: pass -1 for "in one, unknown which". */
  overpack_id: number | null;
  customer_country: string;
  contract_name: string;
  currency: string;
}

/** The bag's side: null destination, contract and currency while it holds no order yet. */
export interface OverpackTarget {
  /** null for an overpack not created yet (the dialog's "new name"). */
  id: number | null;
  dispatched: boolean;
  destination_country: string | null;
  contract_name: string | null;
  currency: string | null;
}

/** Why `order` cannot go into `overpack`, or null when it can. */
export function overpackRefusal(order: OverpackCandidate, overpack: OverpackTarget): OverpackRefusalReason | null {
  if (overpack.dispatched) return "overpack_dispatched";
  if (!order.dispatched) return "not_dispatched";
  if (order.overpack_id !== null) return overpack.id !== null && order.overpack_id === overpack.id ? "in_this_overpack" : "in_other_overpack";
  if (overpack.destination_country !== null && order.customer_country !== overpack.destination_country) return "other_destination";
  if (overpack.contract_name !== null && order.contract_name !== overpack.contract_name) return "other_contract";
  if (overpack.currency !== null && order.currency !== overpack.currency) return "other_currency";
  return null;
}

/**
 * Every refusal of a whole selection: each order is checked against the bag as the orders before
 * it leave it (the first acceptable order of an empty bag sets its destination, contract and
 * currency). All or nothing: the caller adds the selection only when this is empty.
 */
export function selectionRefusals<O extends OverpackCandidate>(orders: readonly O[], overpack: OverpackTarget): { order: O; reason: OverpackRefusalReason }[] {
  let bag = overpack;
  const refused: { order: O; reason: OverpackRefusalReason }[] = [];
  for (const order of orders) {
    const reason = overpackRefusal(order, bag);
    if (reason !== null) {
      refused.push({ order, reason });
      continue;
    }
    bag = {
      ...bag,
      destination_country: bag.destination_country ?? order.customer_country,
      contract_name: bag.contract_name ?? order.contract_name,
      currency: bag.currency ?? order.currency,
    };
  }
  return refused;
}
