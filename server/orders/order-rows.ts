import type { Kysely, Transaction } from "kysely";
import type * as v from "valibot";
import type { Order, OrderContract } from "../../src/api/schemas/orders";
import type { Database } from "../db/schema";
import { flag } from "../http/answers";
import { notFound } from "../http/errors";
import { type OrderRow, contractAnswer, orderAnswer } from "./order-answers";

/**
 * Reading one seller's orders: every read of an order starts from sellerOrders, so that another
 * seller's order is exactly as missing as one that does not exist (server/auth/tenancy.ts).
 */

type Db = Kysely<Database> | Transaction<Database>;

/** Orders of one seller with their contract and sales channel names: every read starts here. */
export function sellerOrders(db: Db, sellerId: number) {
  return db
    .selectFrom("orders")
    .innerJoin("contracts", "contracts.id", "orders.contract_id")
    .leftJoin("sales_channels", "sales_channels.id", "orders.sales_channel_id")
    .where("orders.seller_id", "=", sellerId);
}

export async function findOrderRow(db: Db, sellerId: number, id: number, options: { toChange?: boolean } = {}): Promise<OrderRow> {
  const query = sellerOrders(db, sellerId)
    .selectAll("orders")
    .select(["contracts.name as contract_name", "sales_channels.name as sales_channel_name"])
    .where("orders.id", "=", id);
  // To change it: the order's row stays as read until the transaction ends (a dispatch through
  // another instance waits, or the change waits for the dispatch and then sees it dispatched).
  const row = await (options.toChange ? query.forUpdate("orders") : query).executeTakeFirst();
  // Another seller's order is exactly as missing as one that does not exist (tenancy.ts).
  if (!row) throw notFound();
  return row;
}

/** The whole order: the row plus its boxes (with items) and volumes. */
export async function loadOrder(db: Db, sellerId: number, id: number): Promise<Order> {
  const row = await findOrderRow(db, sellerId, id);
  const [boxes, items, volumes] = await Promise.all([
    db.selectFrom("order_boxes").selectAll().where("order_id", "=", id).orderBy("number").execute(),
    db.selectFrom("order_items").selectAll().where("order_id", "=", id).orderBy("id").execute(),
    db.selectFrom("order_volumes").selectAll().where("order_id", "=", id).orderBy("box_number").execute(),
  ]);
  return orderAnswer(row, boxes, items, volumes);
}

/** The contract the seller's order ships under. */
export async function loadOrderContract(db: Db, sellerId: number, id: number): Promise<v.InferOutput<typeof OrderContract>> {
  const order = await findOrderRow(db, sellerId, id);
  const contract = await db.selectFrom("contracts").selectAll().where("id", "=", order.contract_id).executeTakeFirstOrThrow();
  return contractAnswer(contract);
}

/** The overpack holding the seller's order, or null when it is in none. */
export async function loadOrderOverpack(db: Db, sellerId: number, id: number) {
  const order = await findOrderRow(db, sellerId, id);
  if (order.overpack_id === null) return null;
  const overpack = await db.selectFrom("overpacks").selectAll().where("id", "=", order.overpack_id).executeTakeFirstOrThrow();
  return { id: overpack.id, reference: overpack.reference, dispatched: flag(overpack.dispatched) };
}

/** The sales channel the seller's order came from, or null. */
export async function loadOrderSalesChannel(db: Db, sellerId: number, id: number) {
  const order = await findOrderRow(db, sellerId, id);
  if (order.sales_channel_id === null || order.sales_channel_name === null) return null;
  return { id: order.sales_channel_id, name: order.sales_channel_name };
}

/** The HS codes of the documents stored with the seller's order (check-valid of an edit counts them). */
export async function storedDocumentCodes(db: Db, sellerId: number, id: number): Promise<string[]> {
  await findOrderRow(db, sellerId, id);
  const rows = await db.selectFrom("order_documents").select("hs_code").where("order_id", "=", id).execute();
  return rows.map((r) => r.hs_code);
}
