import type { Kysely } from "kysely";
import { MAX_PAGE_SIZE } from "../../src/api/schemas/common";
import type { OrderListRow } from "../../src/api/schemas/orders";
import type { Database } from "../db/schema";
import { listRowAnswer } from "./order-answers";
import { type OrdersFilter, checkFilterDates, orderFilters, orderSort } from "./order-filter";
import { sellerOrders } from "./order-rows";

export interface OrderListPage {
  elements: OrderListRow[];
  count: number;
  /** Every matching id, up to the spec's 1000 (section 9), for "select all". */
  ids: number[];
}

/** One page of the seller's orders as GET /v1/orders lists them (filters: order-filter.ts). */
export async function listOrders(db: Kysely<Database>, sellerId: number, query: OrdersFilter): Promise<OrderListPage> {
  checkFilterDates(query);
  const filtered = sellerOrders(db, sellerId).where((eb) => orderFilters(eb, query));
  const { column, direction } = orderSort(query);
  const sorted = filtered.orderBy(column, direction).orderBy("orders.id", direction);
  const [rows, total, ids] = await Promise.all([
    sorted
      .selectAll("orders")
      .select(["contracts.name as contract_name", "sales_channels.name as sales_channel_name"])
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
    // Select-all takes every matching id at once, up to the spec's 1000 (section 9).
    sorted.select("orders.id").limit(MAX_PAGE_SIZE).execute(),
  ]);
  return { elements: rows.map(listRowAnswer), count: Number(total.count), ids: ids.map((r) => r.id) };
}
