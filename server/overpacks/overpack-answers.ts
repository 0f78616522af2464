import type { Kysely, Selectable, Transaction } from "kysely";
import type { Overpack, OverpackOrder } from "../../src/api/schemas/overpacks";
import { units } from "../db/money";
import type { Database } from "../db/schema";
import type { OverpacksTable } from "../db/schema-orders";
import { flag } from "../http/answers";

/**
 * Overpacks as the answers give them. Totals are summed from the orders on every read (decision
 * 050): nothing stored can drift from what the bag holds. The seller is always the first
 * condition, so another seller's overpack is as unknown as a missing one.
 */

type Db = Kysely<Database> | Transaction<Database>;

/** The form takes centimetres; the bag keeps integer millimetres (exact on both databases). */
export const MM_PER_CM = 10;
export const toMillimetres = (cm: number) => Math.round(cm * MM_PER_CM);
const toCentimetres = (mm: number) => mm / MM_PER_CM;
/** Weights summed from boxes are reals: three decimals (grams) are what a label prints. */
const KG_DECIMALS = 3;

export function overpacksOfSeller(db: Db, sellerId: number) {
  return db.selectFrom("overpacks").leftJoin("contracts", "contracts.id", "overpacks.contract_id").where("overpacks.seller_id", "=", sellerId);
}

type OverpackRow = Selectable<OverpacksTable> & { contract_name: string | null; origin_hub: string | null };

export async function readOverpackRows(db: Db, sellerId: number, ids: readonly number[]): Promise<OverpackRow[]> {
  if (ids.length === 0) return [];
  return overpacksOfSeller(db, sellerId).selectAll("overpacks").select(["contracts.name as contract_name", "contracts.origin_hub"]).where("overpacks.id", "in", ids).execute();
}

interface Totals {
  orders: number;
  value_cents: number;
  volumes: number;
  weight: number;
  ship_from: string | null;
}

const EMPTY_TOTALS: Totals = { orders: 0, value_cents: 0, volumes: 0, weight: 0, ship_from: null };

/** Orders, value, boxes, weight and ship-from of each overpack, from its orders (two grouped reads). */
async function totalsOf(db: Db, sellerId: number, ids: readonly number[]): Promise<Map<number, Totals>> {
  const totals = new Map<number, Totals>();
  if (ids.length === 0) return totals;
  const [orders, boxes, senders] = await Promise.all([
    db
      .selectFrom("orders")
      .select((eb) => ["orders.overpack_id", eb.fn.countAll<number | string>().as("orders"), eb.fn.sum<number | string>("orders.total_value_cents").as("value_cents")])
      .where("orders.seller_id", "=", sellerId)
      .where("orders.overpack_id", "in", ids)
      .groupBy("orders.overpack_id")
      .execute(),
    db
      .selectFrom("order_boxes")
      .innerJoin("orders", "orders.id", "order_boxes.order_id")
      .select((eb) => ["orders.overpack_id", eb.fn.countAll<number | string>().as("volumes"), eb.fn.sum<number | string>("order_boxes.weight").as("weight")])
      .where("orders.seller_id", "=", sellerId)
      .where("orders.overpack_id", "in", ids)
      .groupBy("orders.overpack_id")
      .execute(),
    // The bag's ship-from is its first order's sender (one seller ships a bag from one place).
    db
      .selectFrom("orders")
      .select(["orders.overpack_id", "orders.sender_name", "orders.sender_city"])
      .where("orders.seller_id", "=", sellerId)
      .where("orders.overpack_id", "in", ids)
      .orderBy("orders.id", "desc")
      .execute(),
  ]);
  const entry = (id: number) => totals.get(id) ?? totals.set(id, { ...EMPTY_TOTALS }).get(id)!;
  for (const row of orders) Object.assign(entry(row.overpack_id!), { orders: Number(row.orders), value_cents: Number(row.value_cents) });
  for (const row of boxes) Object.assign(entry(row.overpack_id!), { volumes: Number(row.volumes), weight: Number(row.weight) });
  // Newest first, so the last one written is the oldest order's.
  for (const row of senders) entry(row.overpack_id!).ship_from = [row.sender_name, row.sender_city].filter(Boolean).join(", ") || null;
  return totals;
}

/** The answers of these rows, in their order. */
export async function overpackAnswers(db: Db, sellerId: number, rows: readonly OverpackRow[]): Promise<Overpack[]> {
  const totals = await totalsOf(
    db,
    sellerId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const sums = totals.get(row.id) ?? EMPTY_TOTALS;
    return {
      id: row.id,
      reference: row.reference,
      length: toCentimetres(row.length_mm),
      width: toCentimetres(row.width_mm),
      height: toCentimetres(row.height_mm),
      destination_country: row.destination_country,
      contract_id: row.contract_id,
      contract_name: row.contract_name,
      currency: row.currency,
      total_volumes: sums.volumes,
      total_orders: sums.orders,
      total_orders_value: units(sums.value_cents),
      total_weight: Number(sums.weight.toFixed(KG_DECIMALS)),
      dispatched: flag(row.dispatched),
      dispatched_at: row.dispatched_at,
      ship_from: sums.ship_from,
      origin_hub: row.contract_id === null ? null : row.origin_hub,
      carrier_name: row.carrier_name,
      tracking_number: row.tracking_number,
      created_at: row.created_at,
    };
  });
}

/** The orders of one overpack as its view lists them, oldest added first (by id). */
export async function overpackOrders(db: Db, sellerId: number, overpackId: number): Promise<OverpackOrder[]> {
  const [orders, boxes] = await Promise.all([
    db
      .selectFrom("orders")
      .select(["id", "order_number", "reference", "customer_full_name", "customer_country", "total_value_cents", "currency"])
      .where("seller_id", "=", sellerId)
      .where("overpack_id", "=", overpackId)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("order_boxes")
      .innerJoin("orders", "orders.id", "order_boxes.order_id")
      .select(["order_boxes.order_id", "order_boxes.weight"])
      .where("orders.seller_id", "=", sellerId)
      .where("orders.overpack_id", "=", overpackId)
      .execute(),
  ]);
  const weights = new Map<number, { weight: number; volumes: number }>();
  for (const box of boxes) {
    const sum = weights.get(box.order_id) ?? { weight: 0, volumes: 0 };
    weights.set(box.order_id, { weight: sum.weight + box.weight, volumes: sum.volumes + 1 });
  }
  return orders.map(({ total_value_cents, ...order }) => {
    const sum = weights.get(order.id) ?? { weight: 0, volumes: 0 };
    return { ...order, total_value: units(total_value_cents), weight: Number(sum.weight.toFixed(KG_DECIMALS)), volumes: sum.volumes };
  });
}
