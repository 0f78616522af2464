import { fetchOrders } from "../../../api/calls/orders";
import type { OrderListRow } from "../../../api/schemas/orders";
import { readCachedOrderRows } from "../../../offline/order-cache";
import { filterAndSortOrders } from "../../../offline/order-filter";
import { isOfflineError } from "../offline-error";
import { ORDER_SEARCH_LIMIT, type OrderSearchAnswer, type OrderSearchHit } from "./order-search";

/**
 * The global search's orders (issue 14): an order found by a part of its number or of its
 * tracking reference. Online, the server's own list filters answer (GET /v1/orders with
 * order_number, then reference, a few rows each: the filters are "and", so two small calls);
 * offline, or when the server cannot be reached, the orders saved on this device answer with the
 * same matching rules (order-filter.ts), and the answer says so. Loaded on the first search
 * (order-search.ts), so the top bar's widgets do not carry the order schemas and filters.
 */

const hit = ({ id, order_number, reference }: OrderListRow): OrderSearchHit => ({ id, order_number, reference });

/** Exact matches first (a scanned or pasted code), then the rest in the server's order; no repeats. */
export function mergeHits(text: string, ...lists: OrderListRow[][]): OrderSearchHit[] {
  const needle = text.trim().toLowerCase();
  const seen = new Map<number, OrderListRow>();
  for (const row of lists.flat()) if (!seen.has(row.id)) seen.set(row.id, row);
  const rows = [...seen.values()];
  const exact = (row: OrderListRow) => row.order_number.toLowerCase() === needle || row.reference.toLowerCase() === needle;
  return [...rows.filter(exact), ...rows.filter((row) => !exact(row))].slice(0, ORDER_SEARCH_LIMIT).map(hit);
}

async function searchDevice(text: string): Promise<OrderSearchAnswer> {
  const rows = await readCachedOrderRows();
  return { hits: mergeHits(text, filterAndSortOrders(rows, { order_number: text }), filterAndSortOrders(rows, { reference: text })), fromDevice: true };
}

export async function searchOrders(text: string, online: boolean, signal?: AbortSignal): Promise<OrderSearchAnswer> {
  if (!online) return searchDevice(text);
  const query = { limit: String(ORDER_SEARCH_LIMIT), offset: "0" };
  try {
    const [byNumber, byReference] = await Promise.all([
      fetchOrders({ ...query, order_number: text }, signal),
      fetchOrders({ ...query, reference: text }, signal),
    ]);
    return { hits: mergeHits(text, byNumber.elements, byReference.elements), fromDevice: false };
  } catch (error) {
    if (isOfflineError(error)) return searchDevice(text);
    throw error;
  }
}
