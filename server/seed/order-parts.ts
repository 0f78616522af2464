import { type OrderStatusName, ORDER_STATUSES } from "../../src/domain/order-status";
import { type ParcelMeasures, billedWeightKg } from "../../src/domain/parcel";
import { type ContractTerms, type CostSummary, freightCents } from "../../src/domain/pricing";
import { checkpointRow } from "../orders/checkpoints";
import { taxShareCents } from "../orders/order-costs";
import type { BOX_SIZES, Product } from "./order-catalog";
import { CHECKPOINT_MESSAGES } from "./order-history";
import type { DemoOrderRows } from "./order-plan";

/**
 * The rows that hang off one planned demo order: its boxes with their items and volumes, and its
 * checkpoint history. Nothing here draws a random number, so the seeded orders stay the same
 * whatever is computed here.
 */

export interface PlannedItem {
  product: Product;
  quantity: number;
}

export interface PlannedBox {
  size: (typeof BOX_SIZES)[number];
  items: PlannedItem[];
}

/** A planned box as the pricing rules weigh it: its size and its weight with the items in it. */
export function boxMeasures(box: PlannedBox): ParcelMeasures {
  const itemsKg = box.items.reduce((sum, i) => sum + i.product.unit_weight * i.quantity, 0);
  return { length: box.size.length, width: box.size.width, height: box.size.height, weight: Math.round((box.size.empty_weight + itemsKg) * 1000) / 1000 };
}

/** The last id used in each table, shared by all the orders of a seed. */
export interface RowIds {
  box: number;
  item: number;
  volume: number;
  checkpoint: number;
}

interface BoxesOfOrder {
  orderId: number;
  reference: string;
  dispatched: boolean;
  boxes: PlannedBox[];
  /** The order's contract and its quote: each box's freight, duties and taxes shared out by value. */
  terms: ContractTerms;
  costs: CostSummary;
  valueCents: number;
}

const valueOf = (items: PlannedItem[]) => items.reduce((sum, i) => sum + i.product.unit_price_cents * i.quantity, 0);

export function addBoxes(rows: DemoOrderRows, ids: RowIds, order: BoxesOfOrder): void {
  const { orderId, reference, dispatched, boxes, terms, costs, valueCents } = order;
  // As order creation shares them (server/orders/order-costs.ts).
  const taxShare = (cents: number) => taxShareCents(costs, valueCents, cents);
  boxes.forEach((box, b) => {
    ids.box += 1;
    const boxId = ids.box;
    const boxValue = valueOf(box.items);
    const measures = boxMeasures(box);
    rows.order_boxes.push({
      id: boxId,
      order_id: orderId,
      number: b + 1,
      ...box.size,
      weight: measures.weight,
      harmful_products: box.items.some((i) => i.product.dangerous) ? 1 : 0,
    });
    for (const item of box.items) {
      ids.item += 1;
      rows.order_items.push({
        id: ids.item,
        order_id: orderId,
        box_id: boxId,
        sku: item.product.sku,
        name: item.product.name,
        description: null,
        category: item.product.category,
        hs_code: item.product.hs_code,
        origin_country: "CN",
        unit_price_cents: item.product.unit_price_cents,
        unit_weight: item.product.unit_weight,
        quantity: item.quantity,
        tax_value_cents: taxShare(item.product.unit_price_cents),
      });
    }
    ids.volume += 1;
    rows.order_volumes.push({
      id: ids.volume,
      order_id: orderId,
      box_number: b + 1,
      tracking_number: dispatched ? `${reference}-${b + 1}` : null,
      unit_products_cents: boxValue,
      // Each box is billed on its own billed weight, as a quote bills it.
      unit_freight_cents: freightCents(terms, billedWeightKg(measures)),
      unit_tax_cents: taxShare(boxValue),
    });
  });
}

interface HistoryOfOrder {
  orderId: number;
  /** The statuses the order went through, oldest first, with their times (ISO). */
  history: readonly OrderStatusName[];
  times: string[];
  /** The user recorded as having dispatched (the first checkpoint's author). */
  dispatcher: number;
}

export function addCheckpoints(rows: DemoOrderRows, ids: RowIds, order: HistoryOfOrder): void {
  order.history.forEach((status, k) => {
    ids.checkpoint += 1;
    rows.checkpoints.push({
      id: ids.checkpoint,
      ...checkpointRow({
        order_id: order.orderId,
        status_code: ORDER_STATUSES[status],
        message: CHECKPOINT_MESSAGES[status],
        // Dispatch is the seller's act; later events come from the carriers.
        created_by: k === 0 ? order.dispatcher : null,
        created_at: order.times[k]!,
      }),
    });
  });
}
