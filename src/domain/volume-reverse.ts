import { ORDER_STATUSES } from "./order-status";

/**
 * When a volume of an order may be sent back (issue 18, decision 048). Pure: the server decides
 * with it, and its unit tests name every refusal. The spec (section 8) gives two texts word for
 * word and names the other refusals; their texts are in src/api/schemas/volume-reverses.ts.
 */

export const DELIVERY_MODES = ["door_to_door", "airport_to_door"] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

/**
 * A reverse collects what the customer holds: the order was delivered, in whole or in part.
 * Every other status (on the way, failed, not dispatched) has nothing at the customer's to ship.
 */
export const REVERSIBLE_STATUSES: readonly number[] = [ORDER_STATUSES.DELIVERED, ORDER_STATUSES.PARTIAL_DELIVERY];

export type ReverseRefusal = "contract_not_allowed" | "airport_to_door" | "no_shipping_in_state" | "all_reversed" | "already_in_reverse" | "no_carrier";

export interface ReverseContract {
  allows_reverse: boolean;
  delivery_mode: string;
  /** null: no carrier collects reverses under this contract. */
  reverse_carrier_name: string | null;
}

export interface ReverseRequest {
  contract: ReverseContract;
  order_status_id: number;
  /** Every volume of the order, and whether each is already in reverse. */
  volumes: readonly { id: number; reversed: boolean }[];
  /** The volumes chosen (ids of this order's volumes: the caller checked that). */
  chosen: readonly number[];
}

/**
 * The first reason the reverse cannot be made, or null. The order is the one a user can act on:
 * what the contract forbids first (nothing helps), then the order's state, then the volumes
 * chosen, and the carrier last (it may become available later).
 */
export function reverseRefusal(request: ReverseRequest): ReverseRefusal | null {
  const { contract } = request;
  if (!contract.allows_reverse) return "contract_not_allowed";
  if (contract.delivery_mode === "airport_to_door") return "airport_to_door";
  if (!REVERSIBLE_STATUSES.includes(request.order_status_id)) return "no_shipping_in_state";
  if (request.volumes.length > 0 && request.volumes.every((volume) => volume.reversed)) return "all_reversed";
  const reversed = new Set(request.volumes.filter((volume) => volume.reversed).map((volume) => volume.id));
  if (request.chosen.some((id) => reversed.has(id))) return "already_in_reverse";
  if (!contract.reverse_carrier_name) return "no_carrier";
  return null;
}

/** "R" + order number + "-" + box number: unique since a volume is reversed once. */
export const reverseNumber = (orderNumber: string, boxNumber: number): string => `R${orderNumber}-${boxNumber}`;
