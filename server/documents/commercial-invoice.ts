import type { OrderItem } from "../../src/api/schemas/orders";
import type { ExportReason } from "../../src/api/schemas/document-settings";
import type { DrawDocument } from "./document-context";
import { type Column, addPage, countryName, ensureRoom, kg, money, paragraph, rule, signatureLine, table, twoBlocks, write } from "./layout";
import { receiverBlock, shipperBlock, titleRow } from "./parties";

/**
 * The commercial invoice customs read: exporter and importer with tax ids, every item with its HS
 * code, origin, quantity and value, the incoterm, freight and totals, the reason for export, and the
 * signed declaration; the reason, the declaration and the signer are the seller's document settings.
 */

/** The reason for export as customs forms name it (the invoice is in English, as its other words). */
const EXPORT_REASON_WORDS: Record<ExportReason, string> = {
  sale: "Sale",
  gift: "Gift",
  sample: "Commercial sample",
  return: "Return",
  repair: "Repair or warranty",
  personal_effects: "Personal effects",
};

const GAP = 8;

export const drawCommercialInvoice: DrawDocument = async (doc, entry, { format, documents }) => {
  const { order } = entry;
  let frame = addPage(doc, format);
  let y = frame.top;
  y += titleRow(doc, frame, "Commercial invoice", entry, y);
  y +=
    twoBlocks(
      frame,
      y,
      (x, top, width) => shipperBlock(doc, frame, entry, "Exporter / seller", x, top, width),
      (x, top, width) => receiverBlock(doc, frame, entry, "Importer / receiver", x, top, width),
    ) + GAP;

  const items = order.boxes.flatMap((box) => box.items);
  const grossKg = order.boxes.reduce((sum, box) => sum + box.weight, 0);
  const terms = [
    `Incoterm: ${order.incoterm}`,
    `Currency: ${order.currency}`,
    `Carrier: ${entry.carrierName} (${order.contract_name})`,
    `Boxes: ${order.boxes.length}, gross weight ${kg(grossKg)}`,
    `Commercial destination: ${order.commercial_destination ? "yes" : "no"}`,
    `Reason for export: ${EXPORT_REASON_WORDS[documents.export_reason]}`,
  ];
  y += write(doc, terms.join("   |   "), frame.left, y, { width: frame.contentWidth, size: frame.sizes.body, maxLines: 3 }) + GAP;

  const currency = order.currency;
  const columns: Column<OrderItem>[] = [
    { title: "Description", share: 0.34, value: (item) => [item.name, item.description].filter(Boolean).join(" - ") },
    { title: "HS code", share: 0.12, value: (item) => item.hs_code },
    { title: "Origin", share: 0.1, value: (item) => item.origin_country },
    { title: "Qty", share: 0.08, align: "right", value: (item) => item.quantity },
    { title: "Unit value", share: 0.17, align: "right", value: (item) => money(item.unit_price, currency) },
    { title: "Total", share: 0.19, align: "right", value: (item) => money(item.unit_price * item.quantity, currency) },
  ];
  ({ frame, y } = table(doc, frame, columns, items, y));
  y += GAP;

  const goods = items.reduce((sum, item) => sum + item.unit_price * item.quantity, 0);
  const insurance = order.insurance ? order.insurance_cost : 0;
  const totals: [string, string][] = [
    ["Goods value", money(goods, currency)],
    ["Freight", money(order.freight_value, currency)],
    ["Insurance", money(insurance, currency)],
    ["Total invoice value", money(goods + order.freight_value + insurance, currency)],
  ];
  const line = frame.sizes.body * 1.4;
  ({ frame, y } = ensureRoom(doc, frame, y, line * totals.length + GAP));
  const labelX = frame.left + frame.contentWidth * 0.5;
  const labelWidth = frame.contentWidth * 0.3;
  totals.forEach(([label, value], i) => {
    const last = i === totals.length - 1;
    write(doc, label, labelX, y, { width: labelWidth, size: frame.sizes.body, bold: last, maxLines: 1 });
    write(doc, value, labelX + labelWidth, y, { width: frame.contentWidth * 0.2, size: frame.sizes.body, bold: last, align: "right", maxLines: 1 });
    y += line;
  });
  rule(doc, labelX, frame.right, y, 0.5);
  y += GAP;
  y += write(doc, `Destination: ${countryName(order.customer.country)}`, frame.left, y, { width: frame.contentWidth, size: frame.sizes.body, maxLines: 1 }) + GAP;

  ({ frame, y } = paragraph(doc, frame, documents.declaration, y));
  y += GAP;
  ({ frame, y } = ensureRoom(doc, frame, y, frame.sizes.body * 5));
  const half = (frame.contentWidth - GAP) / 2;
  // The seller's signer, when set, is printed under the line: the exporter still signs by hand.
  const signer = documents.signer_name === "" ? "Name and signature of the exporter" : `Signature of the exporter: ${documents.signer_name}`;
  signatureLine(doc, frame, signer, frame.left, y, half);
  signatureLine(doc, frame, "Place and date", frame.left + half + GAP, y, half);
};
