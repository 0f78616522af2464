import type { MeasurementSystem } from "../measurement";
import { IMPORT_COLUMNS, type ImportColumn, type ImportRow } from "../order-import/types";
import { lengthFromCm, weightFromKg } from "../measurement-units";
import { type OrderMapping, type Templates, resolveMapping } from "./channel-mapping";
import type { ChannelOrder } from "./parse-report";
import { REPORT_CHANNEL, REPORT_COLUMNS } from "./report-columns";

/**
 * A mapped report as the rows of the bulk import (issue 17 contract: `columns` and
 * `{ line, values }` rows, one per item, `line` being the report's own line). The app checks
 * them with `checkImport` and the server runs the same conversion and the same check again on
 * the stored file, so nothing the device decided is trusted.
 *
 * What the channel knows comes from the report; what customs needs (HS code, category, origin,
 * unit weight, the box) comes from the templates. An item without a template keeps its customs
 * cells blank, so the import rules name them ("Can't be blank") and the order is rejected and
 * kept with its cells, never dropped in silence.
 */
/** Every column of the import but `contract`: a channel's orders go under the seller's default contract. */
export const CHANNEL_IMPORT_COLUMNS = IMPORT_COLUMNS.filter((column): column is Exclude<ImportColumn, "contract"> => column !== "contract");
type Column = (typeof CHANNEL_IMPORT_COLUMNS)[number];

/**
 * Marketplace buyers paid the goods only; whoever receives pays duties unless the seller changes
 * the order. DDU is also the incoterm every demo contract offers at any value.
 */
export const CHANNEL_INCOTERM = "DDU";

/** All items of a channel order travel in one box of the chosen template. */
const CHANNEL_BOX_NUMBER = "1";

/** "Rua das Flores, 123" -> street and house number; the number cell must hold digits only. */
const STREET_AND_NUMBER = /^(.*?)[\s,]+(?:n[º°o.]?\s*)?(\d+)\s*$/i;

export function splitStreetNumber(address: string): { address: string; number: string } {
  const match = STREET_AND_NUMBER.exec(address.trim());
  return match ? { address: match[1]!.trim(), number: match[2]! } : { address: address.trim(), number: "" };
}

/** Two decimals, as the import file writes money; blank stays blank. */
function unitPrice(linePrice: string, quantity: string): string {
  const price = Number(linePrice.replace(",", "."));
  const count = Number(quantity);
  if (linePrice.trim() === "" || !Number.isFinite(price) || !Number.isInteger(count) || count <= 0) return linePrice;
  return (Math.round((price / count) * 100) / 100).toFixed(2);
}

/** Templates hold centimetres and kilograms; the import reads the user's measurement system. */
const THREE_DECIMALS = 1000;
const rounded = (value: number) => String(Math.round(value * THREE_DECIMALS) / THREE_DECIMALS);

export interface ChannelImportRows {
  columns: string[];
  rows: ImportRow[];
  /** Per order, what the templates could not fill: SKUs without a product template, no box. */
  gaps: { order_id: string; missing_skus: string[]; missing_box: boolean }[];
}

/**
 * `salesChannel`: the seller's sales channel the orders come from (its name), or null when the
 * seller has none for this marketplace: the cell is then left empty, which the import allows.
 */
export function channelImportRows(
  orders: readonly ChannelOrder[],
  mappings: readonly OrderMapping[],
  templates: Templates,
  system: MeasurementSystem,
  salesChannel: string | null,
): ChannelImportRows {
  const length = (cm: number) => rounded(lengthFromCm(cm, system));
  const weight = (kg: number) => rounded(weightFromKg(kg, system));
  const rows: ChannelImportRows["rows"] = [];
  const gaps: ChannelImportRows["gaps"] = [];
  for (const order of orders) {
    const mapping = resolveMapping(order, mappings.find((m) => m.order_id === order.order_id), templates);
    if (mapping.missingSkus.length > 0 || !mapping.box) gaps.push({ order_id: order.order_id, missing_skus: mapping.missingSkus, missing_box: !mapping.box });
    const { address, number } = splitStreetNumber(order.address_1);
    const itemsKg = order.items.reduce((sum, item) => sum + (mapping.products.get(item.sku)?.unit_weight ?? 0) * (Number(item.quantity) || 0), 0);
    const box = mapping.box;
    for (const item of order.items) {
      const product = mapping.products.get(item.sku);
      const cells: Record<Column, string> = {
        order_number: order.order_id,
        sales_channel: salesChannel ?? "",
        sales_channel_order_number: order.order_id,
        incoterm: CHANNEL_INCOTERM,
        currency: order.currency,
        receiver_name: order.recipient_name,
        receiver_tax_document: order.tax_id,
        receiver_phone: order.phone,
        receiver_email: order.buyer_email,
        receiver_country: order.country,
        receiver_postal_code: order.postal_code,
        receiver_state: order.state,
        receiver_city: order.city,
        receiver_address: address,
        receiver_number: number,
        receiver_complement: order.address_2,
        receiver_quarter: order.address_3,
        box_number: CHANNEL_BOX_NUMBER,
        box_length: box ? length(box.length) : "",
        box_width: box ? length(box.width) : "",
        box_height: box ? length(box.height) : "",
        box_weight: box ? weight(box.empty_weight + itemsKg) : "",
        item_sku: item.sku,
        item_name: product?.name ?? item.product_name,
        item_description: product?.description ?? item.product_name,
        item_category: product?.category ?? "",
        item_hs_code: product?.hs_code ?? "",
        item_origin_country: product?.origin_country ?? "",
        item_unit_price: unitPrice(item.item_price, item.quantity),
        item_unit_weight: product ? weight(product.unit_weight) : "",
        item_quantity: item.quantity,
      };
      rows.push({ line: item.line, values: CHANNEL_IMPORT_COLUMNS.map((column) => cells[column]) });
    }
  }
  return { columns: [...CHANNEL_IMPORT_COLUMNS], rows, gaps };
}

/** The seller's sales channel for the report's marketplace, by name whatever the case. */
export const channelOfSeller = (channels: readonly { name: string }[]) =>
  channels.find((channel) => channel.name.trim().toLowerCase() === REPORT_CHANNEL.toLowerCase())?.name ?? null;

/**
 * Where a cell of the import rows came from, to name it to the user: the report's own column, or
 * the template that filled it.
 */
export type CellSource = { report: string } | { template: "box" | "product" };
const FROM_REPORT: Partial<Record<Column, string>> = {
  order_number: REPORT_COLUMNS.orderId,
  sales_channel_order_number: REPORT_COLUMNS.orderId,
  currency: REPORT_COLUMNS.currency,
  receiver_name: REPORT_COLUMNS.recipientName,
  receiver_tax_document: REPORT_COLUMNS.taxId,
  receiver_phone: REPORT_COLUMNS.shipPhone,
  receiver_email: REPORT_COLUMNS.buyerEmail,
  receiver_country: REPORT_COLUMNS.country,
  receiver_postal_code: REPORT_COLUMNS.postalCode,
  receiver_state: REPORT_COLUMNS.state,
  receiver_city: REPORT_COLUMNS.city,
  receiver_address: REPORT_COLUMNS.address1,
  receiver_number: REPORT_COLUMNS.address1,
  receiver_complement: REPORT_COLUMNS.address2,
  receiver_quarter: REPORT_COLUMNS.address3,
  item_sku: REPORT_COLUMNS.sku,
  item_unit_price: REPORT_COLUMNS.itemPrice,
  item_quantity: REPORT_COLUMNS.quantity,
};

export function cellSource(column: string): CellSource | undefined {
  const report = FROM_REPORT[column as Column];
  if (report) return { report };
  if (column.startsWith("box_")) return { template: "box" };
  if (column.startsWith("item_")) return { template: "product" };
  return undefined;
}
