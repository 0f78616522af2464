import { categoryHasBattery } from "../../src/domain/product-categories";
import type { OrderItem } from "../../src/api/schemas/orders";
import type { DrawDocument } from "./document-context";
import { type Column, addPage, countryName, ensureRoom, paragraph, signatureLine, table, twoBlocks, write } from "./layout";
import { receiverBlock, shipperBlock, titleRow } from "./parties";

/**
 * The shipper's confirmation for orders with lithium batteries: the declaration that the batteries
 * are lithium ion contained in equipment, shipped under IATA Packing Instruction 967 Section II,
 * the items that hold them, and the shipper's signature.
 */

const GAP = 8;

const STATEMENTS = [
  "The lithium ion cells and batteries in this shipment are contained in equipment (UN3481) and are offered under IATA Packing Instruction 967, Section II.",
  "Each cell is rated at no more than 20 Wh and each battery at no more than 100 Wh, and the rating is marked on the battery case.",
  "Each cell and battery type has passed the tests of the UN Manual of Tests and Criteria, Part III, subsection 38.3.",
  "The equipment is protected against damage and against accidental activation, and the package can withstand a 1.2 m drop test.",
  "The package carries the lithium battery mark with a telephone number for more information.",
];

type BatteryRow = OrderItem & { box: number };

const COLUMNS: Column<BatteryRow>[] = [
  { title: "Box", share: 0.08, align: "center", value: (row) => row.box },
  { title: "SKU", share: 0.18, value: (row) => row.sku },
  { title: "Product", share: 0.4, value: (row) => row.name },
  { title: "Category", share: 0.24, value: (row) => row.category },
  { title: "Quantity", share: 0.1, align: "right", value: (row) => row.quantity },
];

export const drawBatteryConfirmation: DrawDocument = async (doc, entry, { format }) => {
  const { order } = entry;
  let frame = addPage(doc, format);
  let y = frame.top;
  y += titleRow(doc, frame, "Shipper's confirmation: lithium batteries", entry, y);
  y +=
    twoBlocks(
      frame,
      y,
      (x, top, width) => shipperBlock(doc, frame, entry, "Shipper", x, top, width),
      (x, top, width) => receiverBlock(doc, frame, entry, "Receiver", x, top, width),
    ) + GAP;
  const carrier = `Carrier: ${entry.carrierName} (${order.contract_name})   |   Destination: ${countryName(order.customer.country)}`;
  y += write(doc, carrier, frame.left, y, { width: frame.contentWidth, size: frame.sizes.body, maxLines: 2 }) + GAP;

  const rows = order.boxes.flatMap((box) => box.items.map((item) => ({ ...item, box: box.number })));
  // The order is flagged as holding batteries; when no category says which item, all are listed.
  const withBattery = rows.filter((row) => categoryHasBattery(row.category));
  y += write(doc, "Items with lithium batteries", frame.left, y, { width: frame.contentWidth, size: frame.sizes.heading, bold: true, maxLines: 1 }) + 2;
  ({ frame, y } = table(doc, frame, COLUMNS, withBattery.length > 0 ? withBattery : rows, y));
  y += GAP;

  ({ frame, y } = paragraph(doc, frame, "I, the shipper, declare that:", y, { bold: true }));
  y += 2;
  for (const statement of STATEMENTS) {
    ({ frame, y } = paragraph(doc, frame, `- ${statement}`, y));
    y += 2;
  }
  y += GAP;
  ({ frame, y } = ensureRoom(doc, frame, y, frame.sizes.body * 5));
  const third = (frame.contentWidth - 2 * GAP) / 3;
  signatureLine(doc, frame, "Shipper's name", frame.left, y, third);
  signatureLine(doc, frame, "Signature", frame.left + third + GAP, y, third);
  signatureLine(doc, frame, "Date", frame.left + 2 * (third + GAP), y, third);
};
