import { useMemo, useState } from "react";
import type { ChannelFileDetail, OrderMapping } from "../../api/schemas/channel-files";
import type { MeasurementSystem } from "../../domain/measurement";
import { type Templates, channelImportRows, channelOfSeller, defaultBoxTemplate, templateOfSku } from "../../domain/channel-report";

/**
 * The user's mapping of one file, as the screen edits it: one box template for the file's
 * orders and one product template per SKU, starting from what was saved (or, without a saved
 * choice, the auto-select box and the template of the same SKU). From it come the mapping
 * POST /v1/amazon-save stores and the import rows the server will build the same way.
 */
export interface SkuRow {
  sku: string;
  product_name: string;
  /** Orders that have the SKU. */
  orders: number;
}

/** "No choice" in the selects: a SKU left without template keeps its customs cells blank. */
export const NO_TEMPLATE = 0;

function initialChoices(detail: ChannelFileDetail, templates: Templates) {
  const saved = new Map(detail.mapping.flatMap((m) => m.products.map((p) => [p.sku, p.product_template_id] as const)));
  const skus = new Map<string, SkuRow>();
  for (const order of detail.orders) {
    for (const item of new Map(order.items.map((i) => [i.sku, i])).values()) {
      const row = skus.get(item.sku) ?? { sku: item.sku, product_name: item.product_name, orders: 0 };
      skus.set(item.sku, { ...row, orders: row.orders + 1 });
    }
  }
  const products = new Map([...skus.keys()].map((sku) => [sku, saved.get(sku) ?? templateOfSku(templates.products, sku)?.id ?? NO_TEMPLATE]));
  const savedBox = detail.mapping.find((m) => m.box_template_id !== null)?.box_template_id;
  return { skus: [...skus.values()], products, box: savedBox ?? defaultBoxTemplate(templates.boxes)?.id ?? NO_TEMPLATE };
}

export function useChannelMapping(detail: ChannelFileDetail, templates: Templates, system: MeasurementSystem) {
  const initial = useMemo(() => initialChoices(detail, templates), [detail, templates]);
  const [box, setBox] = useState(initial.box);
  const [products, setProducts] = useState<ReadonlyMap<string, number>>(initial.products);

  const mapping: OrderMapping[] = useMemo(
    () =>
      detail.orders.map((order) => ({
        order_id: order.order_id,
        box_template_id: box === NO_TEMPLATE ? null : box,
        products: [...new Set(order.items.map((i) => i.sku))]
          .filter((sku) => (products.get(sku) ?? NO_TEMPLATE) !== NO_TEMPLATE)
          .map((sku) => ({ sku, product_template_id: products.get(sku)! })),
      })),
    [detail.orders, box, products],
  );
  const salesChannel = channelOfSeller(detail.context.salesChannels);
  const converted = useMemo(() => channelImportRows(detail.orders, mapping, templates, system, salesChannel), [detail.orders, mapping, templates, system, salesChannel]);

  return {
    skus: initial.skus,
    box,
    setBox,
    products,
    chooseProduct: (sku: string, templateId: number) => setProducts((current) => new Map(current).set(sku, templateId)),
    mapping,
    converted,
  };
}
