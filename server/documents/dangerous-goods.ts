import type { OrderBox } from "../../src/api/schemas/orders";
import type { DrawDocument } from "./document-context";
import { type DocumentOrder, printedBoxes } from "./document-order";
import { type PageFrame, type Pdf, addPage, write } from "./layout";

/**
 * The lithium battery mark for UN3481 (lithium ion batteries contained in equipment), one per
 * box: a rectangle with a red hatched border, the battery symbol, "UN3481" and a telephone number
 * for more information. The mark is at most 100 mm wide (its regulated size), less on a 4x6 label.
 */

const MM = 72 / 25.4;
const MARK_MAX_WIDTH = 100 * MM;
/** The hatched border, 5 mm, in stripes at 45 degrees. */
const BORDER = 5 * MM;
const STRIPE = 2.2 * MM;
const RED = "#d71920";
const GAP = 8;

/** Red diagonal stripes clipped to the frame between the outer and inner rectangles. */
function hatchedBorder(doc: Pdf, x: number, y: number, width: number, height: number): void {
  doc.save();
  doc.rect(x, y, width, height).rect(x + BORDER, y + BORDER, width - 2 * BORDER, height - 2 * BORDER).clip("even-odd");
  doc.lineWidth(STRIPE / 2).strokeColor(RED);
  for (let offset = -height; offset < width; offset += STRIPE) {
    doc.moveTo(x + offset, y + height).lineTo(x + offset + height, y).stroke();
  }
  doc.restore();
  doc.save().lineWidth(0.75).strokeColor(RED).rect(x, y, width, height).stroke().restore();
}

/** Two cells side by side, one with a "+": the mark's battery symbol. */
function batterySymbol(doc: Pdf, centerX: number, y: number, size: number): number {
  const cellWidth = size * 1.1;
  const cellHeight = size * 0.55;
  const left = centerX - cellWidth - size * 0.1;
  doc.save().lineWidth(1.2).strokeColor("black");
  for (const x of [left, centerX + size * 0.1]) {
    doc.rect(x, y + cellHeight * 0.1, cellWidth, cellHeight).stroke();
    doc.rect(x + cellWidth, y + cellHeight * 0.35, size * 0.08, cellHeight * 0.3).fill("black");
  }
  doc.restore();
  write(doc, "+", left, y + cellHeight * 0.1 + (cellHeight - size * 0.45) / 2, { width: cellWidth, size: size * 0.45, bold: true, align: "center", maxLines: 1 });
  write(doc, "-", centerX + size * 0.1, y + cellHeight * 0.1 + (cellHeight - size * 0.45) / 2, { width: cellWidth, size: size * 0.45, bold: true, align: "center", maxLines: 1 });
  return cellHeight * 1.2;
}

function drawMark(doc: Pdf, frame: PageFrame, entry: DocumentOrder, y: number): number {
  const width = Math.min(MARK_MAX_WIDTH, frame.width - 2 * 4);
  // 100 x 100 mm where it fits; on a 4x6 label the reduced 100 x 70 mm shape leaves room for the order.
  const height = frame.format === "4x6" ? width * 0.7 : width;
  const x = (frame.width - width) / 2;
  hatchedBorder(doc, x, y, width, height);
  const innerX = x + BORDER + 4;
  const innerWidth = width - 2 * BORDER - 8;
  const scale = width / MARK_MAX_WIDTH;
  let inner = y + BORDER + 6 * scale;
  inner += batterySymbol(doc, x + width / 2, inner, 34 * scale) + 4 * scale;
  inner += write(doc, "UN3481", innerX, inner, { width: innerWidth, size: 30 * scale, bold: true, align: "center", maxLines: 1 });
  write(doc, "Lithium ion batteries contained in equipment", innerX, inner, { width: innerWidth, size: 8 * scale, align: "center", maxLines: 2 });
  const phone = entry.sender?.phone ?? "";
  const callY = y + height - BORDER - 6 - 20 * scale;
  write(doc, "For more information call:", innerX, callY, { width: innerWidth, size: 8 * scale, align: "center", maxLines: 1 });
  write(doc, phone || "______________________", innerX, callY + 10 * scale, { width: innerWidth, size: 10 * scale, bold: true, align: "center", maxLines: 1 });
  return height;
}

function drawBox(doc: Pdf, entry: DocumentOrder, box: OrderBox, frame: PageFrame): void {
  const { order } = entry;
  let y = frame.top;
  y += write(doc, "Lithium battery mark", frame.left, y, { width: frame.contentWidth, size: frame.sizes.heading, bold: true, align: "center", maxLines: 1 }) + GAP / 2;
  y += drawMark(doc, frame, entry, y) + GAP;
  const lines = [
    `Order ${order.order_number} - Box ${box.number} of ${Math.max(order.boxes.length, 1)}`,
    `Tracking: ${order.reference}`,
    order.dangerous_good ? "Contains dangerous goods. Handle with care." : "Handle with care: flammability hazard if damaged.",
  ];
  for (const line of lines) y += write(doc, line, frame.left, y, { width: frame.contentWidth, size: frame.sizes.body, align: "center", maxLines: 1 });
}

export const drawDangerousGoods: DrawDocument = async (doc, entry, { format }) => {
  for (const box of printedBoxes(entry.order)) drawBox(doc, entry, box, addPage(doc, format));
};
