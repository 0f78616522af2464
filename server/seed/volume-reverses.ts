import type { Insertable, Kysely, Transaction } from "kysely";
import { ORDER_STATUSES } from "../../src/domain/order-status";
import { REVERSIBLE_STATUSES, reverseNumber } from "../../src/domain/volume-reverse";
import { S10_SERIAL_COUNT } from "../../src/domain/s10";
import type { Database } from "../db/schema";
import type { VolumeReversesTable } from "../db/schema-volume-reverses";
import { trackingReference } from "../orders/tracking-reference";
import { type DemoOrderRows, buildDemoOrderRows } from "./order-plan";
import { DEMO_ORDERS, type DemoOrderRef } from "./orders";
import { seededRandom } from "./random";

/**
 * Demo reverse volumes (issue 18, decision 048): the first volume of a few of seller 1's
 * delivered orders and one of seller 2's, so the list has rows to show and filter and tenancy
 * has something to refuse. Orders that tests name (DEMO_ORDERS) are left out.
 */

const SELLER_1_REVERSES = 4;
const SELLER_2_REVERSES = 1;
/** Reverse tracking numbers come from a stream of their own: the same on every start. */
const REVERSE_REFERENCE_SEED = 20_250_118;
const DAY_MS = 24 * 60 * 60 * 1000;

type OrderRow = DemoOrderRows["orders"][number];

export interface DemoReverseRef {
  id: number;
  order_id: number;
  order_number: string;
  reverse_number: string;
  tracking_reference: string;
}

export interface DemoReverseFixtures {
  /** The seeded reverses, newest first (the list's order). */
  seeded: DemoReverseRef[];
  /** Seller 2's reverse: seller 1's users get 404 for it. */
  otherSeller: DemoReverseRef;
  /** Seller 1's delivered orders with no reverse on a contract that allows them: each test takes its own. */
  reversible: DemoOrderRef[];
  /** Seller 1, delivered, on Economy (allows no reverse). */
  onNoReverseContract: DemoOrderRef;
  /** Seller 1, in transit, on a contract that allows reverses: nothing at the customer's yet. */
  inTransit: DemoOrderRef;
}

const reserved = new Set<number>(
  [DEMO_ORDERS.undispatched, DEMO_ORDERS.dispatched, DEMO_ORDERS.delivered, DEMO_ORDERS.overpacked, DEMO_ORDERS.otherSeller.dispatched, DEMO_ORDERS.otherSeller.undispatched].map((o) => o.id),
);

const ref = (order: OrderRow): DemoOrderRef => ({ id: order.id, order_number: order.order_number });

function candidates(rows: DemoOrderRows, seller: number) {
  const reversibleContracts = new Set(rows.contracts.filter((c) => c.allows_reverse === 1 && c.reverse_carrier_name).map((c) => c.id));
  return [...rows.orders]
    .sort((a, b) => b.id - a.id)
    .filter((o) => o.seller_id === seller && !reserved.has(o.id) && reversibleContracts.has(o.contract_id));
}

const delivered = (o: OrderRow) => REVERSIBLE_STATUSES.includes(o.current_status_id);

function seededOrders(rows: DemoOrderRows): OrderRow[] {
  return [...candidates(rows, 1).filter(delivered).slice(0, SELLER_1_REVERSES), ...candidates(rows, 2).filter(delivered).slice(0, SELLER_2_REVERSES)];
}

/** The reverse rows for these demo orders (pure): ids from 1, newest first by id. */
export function demoReverseRows(rows: DemoOrderRows, now: Date, createdBy: Record<number, number>): (Insertable<VolumeReversesTable> & { id: number })[] {
  const random = seededRandom(REVERSE_REFERENCE_SEED);
  return seededOrders(rows).map((order, index) => {
    const volume = rows.order_volumes.find((v) => v.order_id === order.id && v.box_number === 1);
    const box = rows.order_boxes.find((b) => b.order_id === order.id && b.number === 1);
    const item = rows.order_items.find((i) => i.order_id === order.id && i.box_id === box?.id);
    const contract = rows.contracts.find((c) => c.id === order.contract_id);
    if (!volume?.id || !item || !contract?.reverse_carrier_name) throw new Error(`Demo order ${order.order_number} cannot be reversed`);
    return {
      id: index + 1,
      seller_id: order.seller_id,
      order_id: order.id,
      volume_id: volume.id,
      reverse_number: reverseNumber(order.order_number, 1),
      tracking_reference: trackingReference(() => Math.floor(random() * S10_SERIAL_COUNT)),
      carrier_name: contract.reverse_carrier_name,
      item_name: item.name,
      description: item.description ?? null,
      hs_code: item.hs_code,
      created_by: createdBy[order.seller_id] ?? 1,
      // One a day, the first the newest: the list (newest first) shows them in id order.
      created_at: new Date(now.getTime() - (index + 1) * DAY_MS).toISOString(),
    };
  });
}

export async function seedDemoVolumeReverses(trx: Transaction<Database> | Kysely<Database>, now: Date, createdBy: Record<number, number>): Promise<void> {
  const rows = demoReverseRows(buildDemoOrderRows(now, { dispatchers: createdBy }), now, createdBy);
  if (rows.length > 0) await trx.insertInto("volume_reverses").values(rows).execute();
}

export function demoReverseFixtures(rows: DemoOrderRows): DemoReverseFixtures {
  const reverses = demoReverseRows(rows, new Date(0), {});
  const toRef = (r: (typeof reverses)[number]): DemoReverseRef => ({
    id: r.id,
    order_id: r.order_id,
    order_number: rows.orders.find((o) => o.id === r.order_id)?.order_number ?? "",
    reverse_number: r.reverse_number,
    tracking_reference: r.tracking_reference,
  });
  const seededIds = new Set(reverses.map((r) => r.order_id));
  const otherSeller = reverses.find((r) => r.seller_id === 2);
  const noReverse = new Set(rows.contracts.filter((c) => c.allows_reverse === 0).map((c) => c.id));
  const onNoReverse = [...rows.orders].sort((a, b) => b.id - a.id).find((o) => o.seller_id === 1 && !reserved.has(o.id) && delivered(o) && noReverse.has(o.contract_id));
  const inTransit = candidates(rows, 1).find((o) => o.current_status_id === ORDER_STATUSES.IN_TRANSIT);
  if (!otherSeller || !onNoReverse || !inTransit) throw new Error("The demo orders lack an order the reverse fixtures need");
  return {
    seeded: reverses.filter((r) => r.seller_id === 1).map(toRef),
    otherSeller: toRef(otherSeller),
    reversible: candidates(rows, 1).filter((o) => delivered(o) && !seededIds.has(o.id)).map(ref),
    onNoReverseContract: ref(onNoReverse),
    inTransit: ref(inTransit),
  };
}

/** The fixtures of the demo reverses (the time given here changes no id, number or reference). */
export const DEMO_REVERSES: DemoReverseFixtures = demoReverseFixtures(buildDemoOrderRows(new Date(0), { dispatchers: {} }));
