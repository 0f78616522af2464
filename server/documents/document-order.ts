import { setImmediate as nextTurn } from "node:timers/promises";
import type { Kysely } from "kysely";
import type { DocumentKind } from "../../src/api/schemas/documents";
import type { Order, OrderBox, OrderSender } from "../../src/api/schemas/orders";
import type { Database } from "../db/schema";
import { notFound } from "../http/errors";
import { orderAnswer, senderAnswer } from "../orders/order-answers";
import { sellerOrders } from "../orders/order-rows";

/**
 * What a document prints about one order: the order as GET /v1/orders/{id} answers it, plus the
 * carrier, the sender as written on the order and the seller (the sender of older orders).
 */
export interface DocumentOrder {
  order: Order;
  carrierName: string;
  /** Null on orders made before senders were kept (migration 004). */
  sender: OrderSender | null;
  seller: { name: string; email: string; website: string | null };
}

/**
 * Orders read between two turns of the event loop. SQLite answers synchronously: reading 300
 * orders one by one in one go held the server for about 100 ms (issue 13); ten take a few ms.
 */
const ORDERS_PER_TURN = 10;

type Seller = DocumentOrder["seller"];

/**
 * The seller's orders `ids`, in the order given (repeated ids once). Any id that is not one of the
 * seller's orders makes the whole request a 404, exactly as a missing order (tenancy.ts).
 * Read ten at a time (four queries each time), letting other requests through in between.
 */
export async function loadDocumentOrders(db: Kysely<Database>, sellerId: number, ids: readonly number[]): Promise<DocumentOrder[]> {
  const unique = [...new Set(ids)];
  const [found, seller] = await Promise.all([
    db.selectFrom("orders").select("id").where("seller_id", "=", sellerId).where("id", "in", unique).execute(),
    db.selectFrom("sellers").select(["name", "email", "website"]).where("id", "=", sellerId).executeTakeFirstOrThrow(),
  ]);
  if (found.length !== unique.length) throw notFound();
  const byId = new Map<number, DocumentOrder>();
  for (let start = 0; start < unique.length; start += ORDERS_PER_TURN) {
    if (start > 0) await nextTurn();
    for (const entry of await loadSome(db, sellerId, unique.slice(start, start + ORDERS_PER_TURN), seller)) byId.set(entry.order.id, entry);
  }
  return unique.map((id) => byId.get(id)!);
}

/** Orders `ids` of the seller (all known to be theirs) with their parts, in four queries. */
async function loadSome(db: Kysely<Database>, sellerId: number, ids: readonly number[], seller: Seller): Promise<DocumentOrder[]> {
  const [rows, boxes, items, volumes] = await Promise.all([
    sellerOrders(db, sellerId)
      .selectAll("orders")
      .select(["contracts.name as contract_name", "sales_channels.name as sales_channel_name", "contracts.carrier_name"])
      .where("orders.id", "in", ids)
      .execute(),
    db.selectFrom("order_boxes").selectAll().where("order_id", "in", ids).orderBy("number").execute(),
    db.selectFrom("order_items").selectAll().where("order_id", "in", ids).orderBy("id").execute(),
    db.selectFrom("order_volumes").selectAll().where("order_id", "in", ids).orderBy("box_number").execute(),
  ]);
  const partsOf = <T extends { order_id: number }>(parts: readonly T[], id: number) => parts.filter((part) => part.order_id === id);
  return rows.map((row) => ({
    order: orderAnswer(row, partsOf(boxes, row.id), partsOf(items, row.id), partsOf(volumes, row.id)),
    carrierName: row.carrier_name,
    sender: senderAnswer(row),
    seller,
  }));
}

/**
 * Whether a document is made for an order. The battery confirmation is the shipper's declaration
 * about lithium batteries; the UN3481 mark goes on parcels with batteries or dangerous goods.
 */
export function documentApplies(kind: DocumentKind, { order }: DocumentOrder): boolean {
  return kindApplies(kind, order);
}

/** documentApplies from the order's two flags alone, for a check made before the orders are read (a job). */
export function kindApplies(kind: DocumentKind, order: { contain_battery: boolean; dangerous_good: boolean }): boolean {
  switch (kind) {
    case "battery_confirmation":
      return order.contain_battery;
    case "dangerous_goods":
      return order.contain_battery || order.dangerous_good;
    default:
      return true;
  }
}

/** Why a document was not made for an order (the single download's 409). */
export const NOT_APPLICABLE_MESSAGES: Partial<Record<DocumentKind, string>> = {
  battery_confirmation: "This order contains no lithium batteries, so it has no battery confirmation.",
  dangerous_goods: "This order contains no lithium batteries or dangerous goods, so it has no dangerous-goods label.",
};

/** The boxes to print a page for: an order without boxes (never made by the app) still gets one. */
export function printedBoxes(order: Order): OrderBox[] {
  if (order.boxes.length > 0) return order.boxes;
  return [{ id: 0, number: 1, length: 0, width: 0, height: 0, empty_weight: 0, weight: 0, harmful_products: false, items: [] }];
}
