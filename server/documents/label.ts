import type { LabelFormat } from "../../src/api/schemas/documents";
import type { OrderBox } from "../../src/api/schemas/orders";
import { billedWeightKg } from "../../src/domain/parcel";
import { code128Png } from "./barcode";
import type { DrawDocument } from "./document-context";
import { type DocumentOrder, printedBoxes } from "./document-order";
import { type PageFrame, type Pdf, TWO_COLUMNS_FROM_PT, addPage, addressLines, caption, day, field, kg, rule, senderLines, write } from "./layout";

/**
 * The shipping label: one page per box ("Box 1 of 2"), with the carrier, the incoterm, sender and
 * receiver, the tracking reference as text and as Code 128, weights and the battery warning.
 * Laid out from the page frame, so the same code serves 4x6 thermal and both letter formats.
 */

/** Barcode width: about 3.5 in on a 4x6 label, so a warehouse scanner reads it at a distance. */
const BARCODE_SIZE: Record<LabelFormat, { width: number; height: number }> = {
  "4x6": { width: 252, height: 64 },
  letter_half: { width: 288, height: 56 },
  letter_full: { width: 324, height: 80 },
};

const GAP = 6;

function header(doc: Pdf, frame: PageFrame, entry: DocumentOrder, box: OrderBox, y: number): number {
  const { order } = entry;
  const badgeWidth = frame.sizes.title * 3.6;
  const textWidth = frame.contentWidth - badgeWidth - GAP;
  let used = write(doc, entry.carrierName, frame.left, y, { width: textWidth, size: frame.sizes.title, bold: true, maxLines: 1 });
  used += write(doc, `Contract: ${order.contract_name}`, frame.left, y + used, { width: textWidth, size: frame.sizes.body, maxLines: 1 });
  const badgeHeight = frame.sizes.title * 1.6;
  const badgeX = frame.right - badgeWidth;
  doc.save().lineWidth(1.5).rect(badgeX, y, badgeWidth, badgeHeight).stroke().restore();
  write(doc, order.incoterm, badgeX, y + (badgeHeight - frame.sizes.title) / 2, { width: badgeWidth, size: frame.sizes.title, bold: true, align: "center", maxLines: 1 });
  const boxLine = write(doc, `Box ${box.number} of ${Math.max(order.boxes.length, 1)}`, badgeX - GAP * 4, y + badgeHeight + 2, {
    width: badgeWidth + GAP * 4,
    size: frame.sizes.body,
    bold: true,
    align: "right",
    maxLines: 1,
  });
  return Math.max(used, badgeHeight + 2 + boxLine);
}

function fromBlock(doc: Pdf, frame: PageFrame, entry: DocumentOrder, withAddress: boolean, x: number, y: number, width: number): number {
  const sender = senderLines(entry.sender, entry.seller);
  let used = caption(doc, frame, withAddress ? "From / return address" : "From", x, y, width);
  used += write(doc, sender.name, x, y + used, { width, size: frame.sizes.body, bold: true, maxLines: 1 });
  if (withAddress) {
    for (const line of sender.lines) used += write(doc, line, x, y + used, { width, size: frame.sizes.small + 0.5, maxLines: 1 });
  }
  return used;
}

function toBlock(doc: Pdf, frame: PageFrame, entry: DocumentOrder, x: number, y: number, width: number): number {
  const { customer } = entry.order;
  let used = caption(doc, frame, "Ship to", x, y, width);
  used += write(doc, customer.full_name, x, y + used, { width, size: frame.sizes.heading + 1, bold: true, maxLines: 2 });
  for (const line of addressLines(customer)) used += write(doc, line, x, y + used, { width, size: frame.sizes.body + 0.5, maxLines: 2 });
  if (customer.reference) used += write(doc, `Reference: ${customer.reference}`, x, y + used, { width, size: frame.sizes.small, maxLines: 1 });
  used += write(doc, `Phone: ${customer.phone}`, x, y + used, { width, size: frame.sizes.small + 0.5, maxLines: 1 });
  return used;
}

async function barcodeBlock(doc: Pdf, frame: PageFrame, reference: string, y: number): Promise<number> {
  const size = BARCODE_SIZE[frame.format];
  const width = Math.min(size.width, frame.contentWidth);
  doc.image(await code128Png(reference), frame.left + (frame.contentWidth - width) / 2, y, { width, height: size.height });
  const text = write(doc, reference, frame.left, y + size.height + 3, { width: frame.contentWidth, size: frame.sizes.heading + 2, mono: true, align: "center", maxLines: 1 });
  return size.height + 3 + text;
}

function detailsGrid(doc: Pdf, frame: PageFrame, entry: DocumentOrder, box: OrderBox, y: number): number {
  const { order } = entry;
  const quantity = box.items.reduce((sum, item) => sum + item.quantity, 0);
  const cells: [string, string][] = [
    ["Order number", order.order_number],
    ["Date", day(order.created_at)],
    ["Items", String(quantity)],
    ["Weight", kg(box.weight)],
    ["Billed weight", kg(billedWeightKg(box))],
    ["Dimensions", `${box.length} x ${box.width} x ${box.height} cm`],
  ];
  const perRow = frame.contentWidth >= TWO_COLUMNS_FROM_PT ? cells.length : 3;
  const width = frame.contentWidth / perRow;
  let used = 0;
  for (let start = 0; start < cells.length; start += perRow) {
    const heights = cells.slice(start, start + perRow).map(([label, value], i) => field(doc, frame, label, value, frame.left + i * width, y + used, width - GAP));
    used += Math.max(...heights) + GAP / 2;
  }
  return used;
}

/** A black band with white text: the warning a handler must not miss. */
function warningBand(doc: Pdf, frame: PageFrame, text: string, y: number): number {
  const height = frame.sizes.heading * 1.8;
  doc.save().rect(frame.left, y, frame.contentWidth, height).fill("black").restore();
  write(doc, text, frame.left, y + (height - frame.sizes.heading) / 2, { width: frame.contentWidth, size: frame.sizes.heading, bold: true, align: "center", maxLines: 1, color: "white" });
  return height;
}

async function drawBoxLabel(doc: Pdf, entry: DocumentOrder, box: OrderBox, format: LabelFormat, withReturnAddress: boolean): Promise<void> {
  const frame = addPage(doc, format);
  let y = frame.top;
  y += header(doc, frame, entry, box, y) + GAP;
  rule(doc, frame.left, frame.right, y, 1.5);
  y += GAP;
  if (frame.contentWidth >= TWO_COLUMNS_FROM_PT) {
    const fromWidth = frame.contentWidth * 0.4;
    const from = fromBlock(doc, frame, entry, withReturnAddress, frame.left, y, fromWidth - GAP);
    const to = toBlock(doc, frame, entry, frame.left + fromWidth + GAP, y, frame.contentWidth - fromWidth - GAP);
    y += Math.max(from, to) + GAP;
  } else {
    y += fromBlock(doc, frame, entry, withReturnAddress, frame.left, y, frame.contentWidth) + GAP;
    rule(doc, frame.left, frame.right, y, 0.5);
    y += GAP;
    y += toBlock(doc, frame, entry, frame.left, y, frame.contentWidth) + GAP;
  }
  rule(doc, frame.left, frame.right, y, 1.5);
  y += GAP * 1.5;
  y += (await barcodeBlock(doc, frame, entry.order.reference, y)) + GAP;
  rule(doc, frame.left, frame.right, y, 1.5);
  y += GAP;
  y += detailsGrid(doc, frame, entry, box, y) + GAP;
  if (entry.order.contain_battery) y += warningBand(doc, frame, "Contains lithium batteries", y) + GAP / 2;
  if (entry.order.dangerous_good) warningBand(doc, frame, "Contains dangerous goods", y);
}

export const drawLabel: DrawDocument = async (doc, entry, context) => {
  for (const box of printedBoxes(entry.order)) await drawBoxLabel(doc, entry, box, context.format, context.settings.return_address);
};
