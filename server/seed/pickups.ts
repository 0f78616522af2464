import type { Insertable, Kysely, Transaction } from "kysely";
import { PICKUP_CHECKPOINT_MESSAGES, type PickupType } from "../../src/api/schemas/pickups";
import { ORDER_STATUSES } from "../../src/domain/order-status";
import type { Database, PickupsTable } from "../db/schema";
import { type DemoOrderRows, buildDemoOrderRows } from "./order-plan";
import { type DemoOrderRef, DEMO_ORDERS } from "./orders";

/**
 * A few recorded pickups and dropoffs (issue 5) on demo orders that have a first-mile handover
 * in their history, so the list has rows to show and filter. Each takes the time of the order's
 * PICKUP checkpoint; the checkpoint itself is the order history's (seeded with the orders).
 * Orders that tests use (DEMO_ORDERS) are left out, so that no fixture changes meaning.
 */

/** Seller 1's orders at PICKUP get this many scans, newest order first, types alternating. */
const SELLER_1_PICKUPS = 6;
const SELLER_2_PICKUPS = 1;

export interface DemoPickupRef extends DemoOrderRef {
  /** The order's tracking reference: the code a label carries and a test scans. */
  reference: string;
}

export interface DemoPickupFixtures {
  /**
   * Seller 1's dispatched orders at READY_TO_SHIP with no pickup or dropoff yet, newest first:
   * each test that records a scan takes its own.
   */
  scannable: DemoPickupRef[];
  /** Seller 1's NEW (undispatched) order: a scan answers 409. */
  undispatched: DemoPickupRef;
  /** The seeded scans, newest order first. */
  recorded: (DemoPickupRef & { type: PickupType })[];
  /** Seller 2's dispatched order: seller 1's users get 404 for its code. */
  otherSeller: DemoPickupRef;
}

type OrderRow = DemoOrderRows["orders"][number];

const reserved = new Set<number>(
  [DEMO_ORDERS.undispatched, DEMO_ORDERS.dispatched, DEMO_ORDERS.delivered, DEMO_ORDERS.overpacked, DEMO_ORDERS.otherSeller.dispatched, DEMO_ORDERS.otherSeller.undispatched].map((o) => o.id),
);

const pickupRef = (order: OrderRow): DemoPickupRef => ({ id: order.id, order_number: order.order_number, reference: order.reference });

function seededOrders(rows: DemoOrderRows): { order: OrderRow; type: PickupType }[] {
  const newestFirst = [...rows.orders].sort((a, b) => b.id - a.id).filter((o) => !reserved.has(o.id));
  const handedOver = (o: OrderRow) => rows.checkpoints.some((c) => c.order_id === o.id && c.status_code === ORDER_STATUSES.PICKUP);
  const seller1 = newestFirst.filter((o) => o.seller_id === 1 && o.current_status_id === ORDER_STATUSES.PICKUP).slice(0, SELLER_1_PICKUPS);
  const seller2 = newestFirst.filter((o) => o.seller_id === 2 && handedOver(o)).slice(0, SELLER_2_PICKUPS);
  return [...seller1, ...seller2].map((order, i) => ({ order, type: i % 2 === 0 ? "pickup" : "dropoff" }));
}

/** The pickup rows for these demo orders (pure). */
export function demoPickupRows(rows: DemoOrderRows, createdBy: Record<number, number>): Insertable<PickupsTable>[] {
  return seededOrders(rows).map(({ order, type }) => {
    const checkpoint = rows.checkpoints.find((c) => c.order_id === order.id && c.status_code === ORDER_STATUSES.PICKUP);
    if (!checkpoint) throw new Error(`Demo order ${order.order_number} has no PICKUP checkpoint`);
    return {
      seller_id: order.seller_id,
      order_id: order.id,
      type,
      reference: order.reference,
      scanned_at: checkpoint.created_at,
      note: type === "dropoff" ? "Left at the warehouse counter." : null,
      created_by: createdBy[order.seller_id] ?? 1,
      created_at: checkpoint.created_at,
    };
  });
}

export async function seedDemoPickups(trx: Transaction<Database> | Kysely<Database>, now: Date, createdBy: Record<number, number>): Promise<void> {
  const rows = demoPickupRows(buildDemoOrderRows(now, { dispatchers: createdBy }), createdBy);
  if (rows.length === 0) return;
  await trx.insertInto("pickups").values(rows).execute();
  // The handover checkpoints of the scanned orders say who took them, as a live scan's would.
  for (const row of rows) {
    await trx
      .updateTable("checkpoints")
      .set({ message: PICKUP_CHECKPOINT_MESSAGES[row.type], created_by: row.created_by })
      .where("order_id", "=", row.order_id)
      .where("status_code", "=", ORDER_STATUSES.PICKUP)
      .execute();
  }
}

export function demoPickupFixtures(rows: DemoOrderRows): DemoPickupFixtures {
  const newestFirst = [...rows.orders].sort((a, b) => b.id - a.id);
  const seeded = seededOrders(rows);
  const seededIds = new Set(seeded.map((s) => s.order.id));
  const scannable = newestFirst.filter((o) => o.seller_id === 1 && o.current_status_id === ORDER_STATUSES.READY_TO_SHIP && !reserved.has(o.id) && !seededIds.has(o.id));
  const find = (id: number) => {
    const order = rows.orders.find((o) => o.id === id);
    if (!order) throw new Error(`No demo order ${id}`);
    return order;
  };
  return {
    scannable: scannable.map(pickupRef),
    undispatched: pickupRef(find(DEMO_ORDERS.undispatched.id)),
    recorded: seeded.map(({ order, type }) => ({ ...pickupRef(order), type })),
    otherSeller: pickupRef(find(DEMO_ORDERS.otherSeller.dispatched.id)),
  };
}

/** The fixtures of the demo pickups (the time given here changes no id, number or reference). */
export const DEMO_PICKUPS: DemoPickupFixtures = demoPickupFixtures(buildDemoOrderRows(new Date(0), { dispatchers: {} }));
