import type { OrderItem } from "../../src/api/schemas/orders";
import type { DrawDocument } from "./document-context";
import { type Column, addPage, count, ensureRoom, kg, table, twoBlocks, write } from "./layout";
import { receiverBlock, shipperBlock, titleRow } from "./parties";

/** The packing slip: what goes in each box and how many, for the packer and the receiver. No prices. */

const GAP = 8;

const COLUMNS: Column<OrderItem>[] = [
  { title: "SKU", share: 0.2, value: (item) => item.sku },
  { title: "Product", share: 0.6, value: (item) => [item.name, item.description].filter(Boolean).join(" - ") },
  { title: "Quantity", share: 0.2, align: "right", value: (item) => item.quantity },
];

export const drawPackingSlip: DrawDocument = async (doc, entry, { format }) => {
  const { order } = entry;
  let frame = addPage(doc, format);
  let y = frame.top;
  y += titleRow(doc, frame, "Packing slip", entry, y);
  y +=
    twoBlocks(
      frame,
      y,
      (x, top, width) => shipperBlock(doc, frame, entry, "From", x, top, width),
      (x, top, width) => receiverBlock(doc, frame, entry, "Ship to", x, top, width),
    ) + GAP;
  if (order.sales_channel_order_number) {
    y += write(doc, `Sales channel order: ${order.sales_channel_order_number}`, frame.left, y, { width: frame.contentWidth, size: frame.sizes.body, maxLines: 1 }) + GAP / 2;
  }
  for (const box of order.boxes) {
    ({ frame, y } = ensureRoom(doc, frame, y, frame.sizes.heading * 4));
    const heading = `Box ${box.number} of ${order.boxes.length}: ${box.length} x ${box.width} x ${box.height} cm, ${kg(box.weight)}`;
    y += write(doc, heading, frame.left, y, { width: frame.contentWidth, size: frame.sizes.heading, bold: true, maxLines: 1 }) + 2;
    ({ frame, y } = table(doc, frame, COLUMNS, box.items, y));
    y += GAP;
  }
  const quantity = order.boxes.reduce((sum, box) => sum + box.items.reduce((inBox, item) => inBox + item.quantity, 0), 0);
  ({ frame, y } = ensureRoom(doc, frame, y, frame.sizes.heading * 2));
  write(doc, `Total: ${count(quantity, "item")} in ${count(order.boxes.length, "box", "boxes")}`, frame.left, y, { width: frame.contentWidth, size: frame.sizes.heading, bold: true, maxLines: 1 });
};
