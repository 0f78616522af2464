import type { Insertable } from "kysely";
import { ORDER_STATUSES } from "../../src/domain/order-status";
import { s10Identifier } from "../../src/domain/s10";
import type { Database } from "../db/schema";
import { TRACKING_REFERENCE_COUNTRY, TRACKING_REFERENCE_SERVICE } from "../orders/tracking-reference";

/**
 * The demo overpacks (issue 18, decision 050): each holds dispatched orders of one destination,
 * contract and currency, as the server would let them in. Seller 1 has bags dispatched and not,
 * to two destinations; seller 2 has one (seller 1's users get 404 for it). Several in-transit
 * orders of seller 1 to Brazil under "Standard" stay outside every bag, so a user can add them to
 * the open bag OVP-LG-0002 from /orders.
 */

interface OrderFacts {
  id: number;
  seller_id: number;
  customer_country: string;
  contract_id: number;
  currency: string;
  current_status_id: number;
  overpack_id?: number | null;
}

interface BagPlan {
  id: number;
  seller_id: number;
  reference: string;
  /** Centimetres. */
  size: [number, number, number];
  country: string;
  contract_id: number;
  orders: number;
  /** Days ago it was made; dispatched bags also carry a dispatch time, carrier and number. */
  createdDaysAgo: number;
  dispatched?: { daysAgo: number; carrier: string; serial: number };
}

/** Serials of the bags' S10 numbers: far from the orders' random ones, and fixed for tests. */
const BAGS: BagPlan[] = [
  { id: 1, seller_id: 1, reference: "OVP-LG-0001", size: [60, 40, 40], country: "BR", contract_id: 1, orders: 4, createdDaysAgo: 30, dispatched: { daysAgo: 28, carrier: "Andes Air Courier", serial: 90_000_001 } },
  { id: 2, seller_id: 1, reference: "OVP-LG-0002", size: [80, 60, 50], country: "BR", contract_id: 2, orders: 2, createdDaysAgo: 3 },
  { id: 3, seller_id: 1, reference: "OVP-LG-0003", size: [50, 40, 30.5], country: "PE", contract_id: 1, orders: 2, createdDaysAgo: 20, dispatched: { daysAgo: 19, carrier: "Andes Air Courier", serial: 90_000_002 } },
  { id: 4, seller_id: 1, reference: "OVP-LG-0004", size: [45, 35, 25], country: "EC", contract_id: 3, orders: 2, createdDaysAgo: 1 },
  { id: 5, seller_id: 2, reference: "OVP-OS-0001", size: [60, 40, 40], country: "AR", contract_id: 4, orders: 1, createdDaysAgo: 5 },
];

const DAY_MS = 86_400_000;
const MM_PER_CM = 10;

export const bagTrackingNumber = (serial: number) => s10Identifier({ service: TRACKING_REFERENCE_SERVICE, serial, country: TRACKING_REFERENCE_COUNTRY });

/**
 * The bags' rows, and each bag's orders marked: the oldest in-transit orders of the bag's seller,
 * destination and contract (all demo orders are in US dollars).
 */
export function planOverpacks(orders: OrderFacts[], now: Date): Insertable<Database["overpacks"]>[] {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  return BAGS.map((bag) => {
    const chosen = orders
      .filter((o) => o.seller_id === bag.seller_id && o.customer_country === bag.country && o.contract_id === bag.contract_id)
      .filter((o) => o.current_status_id === ORDER_STATUSES.IN_TRANSIT && (o.overpack_id ?? null) === null)
      .slice(0, bag.orders);
    if (chosen.length !== bag.orders) throw new Error(`The demo orders cannot fill overpack ${bag.reference}`);
    for (const order of chosen) order.overpack_id = bag.id;
    const [length, width, height] = bag.size.map((cm) => Math.round(cm * MM_PER_CM)) as [number, number, number];
    return {
      id: bag.id,
      seller_id: bag.seller_id,
      reference: bag.reference,
      length_mm: length,
      width_mm: width,
      height_mm: height,
      destination_country: bag.country,
      contract_id: bag.contract_id,
      currency: chosen[0]!.currency,
      dispatched: bag.dispatched ? (1 as const) : (0 as const),
      dispatched_at: bag.dispatched ? ago(bag.dispatched.daysAgo) : null,
      carrier_name: bag.dispatched?.carrier ?? null,
      tracking_number: bag.dispatched ? bagTrackingNumber(bag.dispatched.serial) : null,
      created_at: ago(bag.createdDaysAgo),
    };
  });
}
