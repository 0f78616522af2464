import type { Kysely, Transaction } from "kysely";
import type { ShipmentFacts } from "../../src/domain/shipping-rules/evaluate";
import { itemCountOf } from "../../src/domain/shipping-rules/evaluate";
import type { Database } from "../db/schema";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * What a notification rule's conditions look at, for many orders at once (three queries whatever
 * their number): read only when a matching rule has a condition beyond "All Shipments".
 */
export async function shipmentFactsOf(db: Db, orderIds: readonly number[]): Promise<Map<number, ShipmentFacts>> {
  const facts = new Map<number, ShipmentFacts>();
  if (orderIds.length === 0) return facts;
  const ids = [...orderIds];
  const [orders, items, boxes] = await Promise.all([
    db
      .selectFrom("orders")
      .leftJoin("sales_channels", "sales_channels.id", "orders.sales_channel_id")
      .select(["orders.id", "orders.customer_country", "orders.customer_state", "orders.customer_postal_code", "sales_channels.id as channel_id", "sales_channels.name as channel_name"])
      .where("orders.id", "in", ids)
      .execute(),
    db.selectFrom("order_items").select(["order_id", "sku", "category", "quantity", "unit_price_cents"]).where("order_id", "in", ids).execute(),
    db.selectFrom("order_boxes").select(["order_id", "weight"]).where("order_id", "in", ids).execute(),
  ]);
  const itemsOf = groupBy(items, (item) => item.order_id);
  const boxesOf = groupBy(boxes, (box) => box.order_id);
  for (const order of orders) {
    const own = itemsOf.get(order.id) ?? [];
    const list = own.map((item) => ({ sku: item.sku, category: item.category, quantity: Number(item.quantity) }));
    facts.set(order.id, {
      destination_country: order.customer_country,
      destination_state: order.customer_state,
      destination_postal_code: order.customer_postal_code,
      channel: order.channel_id !== null && order.channel_name !== null ? { id: order.channel_id, name: order.channel_name } : null,
      items: list,
      seller_price_cents: own.reduce((sum, item) => sum + Number(item.unit_price_cents) * Number(item.quantity), 0),
      weight_kg: (boxesOf.get(order.id) ?? []).reduce((sum, box) => sum + Number(box.weight), 0),
      item_count: itemCountOf(list),
    });
  }
  return facts;
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}
