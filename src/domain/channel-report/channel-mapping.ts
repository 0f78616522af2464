import type { ChannelOrder } from "./parse-report";

/**
 * What the user chose for a report's orders (POST /v1/amazon-save): for each order, the box
 * template its items travel in and, per SKU, the product template that gives what the channel
 * does not know (HS code, category, weight, origin). Without a saved choice, a SKU takes the
 * product template of the same SKU and an order the seller's auto-select box (or the first box).
 */
export interface OrderMapping {
  order_id: string;
  box_template_id: number | null;
  products: { sku: string; product_template_id: number }[];
}

/** The parts of the seller's templates the mapping reads (src/api/schemas/templates.ts). */
export interface BoxTemplateForMapping {
  id: number;
  name: string;
  length: number;
  width: number;
  height: number;
  empty_weight: number;
  auto_select: boolean;
}
export interface ProductTemplateForMapping {
  id: number;
  sku: string;
  name: string;
  description: string | null;
  category: string;
  hs_code: string;
  origin_country: string;
  unit_weight: number;
}

export interface Templates {
  boxes: readonly BoxTemplateForMapping[];
  products: readonly ProductTemplateForMapping[];
}

/** One order's templates, resolved: a SKU without a template is left out of `products`. */
export interface ResolvedMapping {
  box: BoxTemplateForMapping | undefined;
  products: ReadonlyMap<string, ProductTemplateForMapping>;
  /** SKUs of the order that no product template covers (named to the user). */
  missingSkus: string[];
}

const sameSku = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const defaultBoxTemplate = (boxes: readonly BoxTemplateForMapping[]) => boxes.find((b) => b.auto_select) ?? boxes[0];

/** The template a SKU maps to by itself: the seller's product template of the same SKU. */
export const templateOfSku = (products: readonly ProductTemplateForMapping[], sku: string) => products.find((p) => sameSku(p.sku, sku));

export function resolveMapping(order: ChannelOrder, saved: OrderMapping | undefined, templates: Templates): ResolvedMapping {
  const boxId = saved?.box_template_id;
  const box = boxId == null ? defaultBoxTemplate(templates.boxes) : templates.boxes.find((b) => b.id === boxId);
  const products = new Map<string, ProductTemplateForMapping>();
  const missingSkus: string[] = [];
  for (const sku of new Set(order.items.map((item) => item.sku))) {
    const chosenId = saved?.products.find((p) => sameSku(p.sku, sku))?.product_template_id;
    const template = chosenId === undefined ? templateOfSku(templates.products, sku) : templates.products.find((p) => p.id === chosenId);
    if (template) products.set(sku, template);
    else missingSkus.push(sku);
  }
  return { box, products, missingSkus };
}

/** Every order of the report with the mapping the user would import now (saved or by default). */
export function defaultMappings(orders: readonly ChannelOrder[], saved: readonly OrderMapping[], templates: Templates): OrderMapping[] {
  return orders.map((order) => {
    const resolved = resolveMapping(order, saved.find((m) => m.order_id === order.order_id), templates);
    return {
      order_id: order.order_id,
      box_template_id: resolved.box?.id ?? null,
      products: [...resolved.products].map(([sku, template]) => ({ sku, product_template_id: template.id })),
    };
  });
}
