import PDFDocument from "pdfkit";
import { type LabelFormat, PAGE_SIZES } from "../../src/api/schemas/documents";
import type { Customer, OrderSender } from "../../src/api/schemas/orders";
import { pdfText } from "./text-safe";

/**
 * Shared layout of every document: pages of the chosen paper, the fonts, text that never spills
 * out of its box, address blocks, tables that continue on a new page, signature lines. Sizes are
 * PDF points (1/72 inch). Page margins are ours, not pdfkit's: pdfkit's own margin would add a
 * page by itself whenever a text ran past the bottom, which is how labels end up on two pages.
 */

export type Pdf = PDFKit.PDFDocument;

export const FONT = { regular: "Helvetica", bold: "Helvetica-Bold", mono: "Courier-Bold" } as const;

/** Text sizes per paper: a 4x6 label is read at arm's length, a letter page at a desk. */
export const TEXT_SIZES: Record<LabelFormat, { small: number; body: number; heading: number; title: number }> = {
  "4x6": { small: 6.5, body: 8, heading: 9.5, title: 13 },
  letter_half: { small: 7, body: 8.5, heading: 10.5, title: 14 },
  letter_full: { small: 8, body: 10, heading: 12, title: 18 },
};

const MARGINS: Record<LabelFormat, number> = { "4x6": 12, letter_half: 24, letter_full: 36 };

/** The usable area of one page. */
export interface PageFrame {
  format: LabelFormat;
  width: number;
  height: number;
  left: number;
  top: number;
  right: number;
  bottom: number;
  contentWidth: number;
  sizes: (typeof TEXT_SIZES)[LabelFormat];
}

export function pageFrame(format: LabelFormat): PageFrame {
  const [width, height] = PAGE_SIZES[format];
  const margin = MARGINS[format];
  return {
    format,
    width,
    height,
    left: margin,
    top: margin,
    right: width - margin,
    bottom: height - margin,
    contentWidth: width - 2 * margin,
    sizes: TEXT_SIZES[format],
  };
}

/** A new document without pages; `printedAt` fixes the creation date (same input, same bytes). */
export function startDocument(title: string, printedAt: Date): Pdf {
  return new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    compress: true,
    info: { Title: pdfText(title), Producer: "Logistics portal", Creator: "Logistics portal", CreationDate: printedAt },
  });
}

/** Adds a page of `format` and answers its frame. */
export function addPage(doc: Pdf, format: LabelFormat): PageFrame {
  const frame = pageFrame(format);
  doc.addPage({ size: [frame.width, frame.height], margin: 0 });
  return frame;
}

/** Ends the document and collects its bytes. */
export function finish(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}

export interface TextOptions {
  width: number;
  size: number;
  bold?: boolean;
  mono?: boolean;
  align?: "left" | "center" | "right";
  /** At most this many lines; the last one ends in "..." when the text is longer. */
  maxLines?: number;
  color?: string;
}

const LINE_GAP = 1;

/** The height of one line of text at `size`. */
export function lineHeight(doc: Pdf, size: number, bold = false): number {
  doc.font(bold ? FONT.bold : FONT.regular).fontSize(size);
  return doc.currentLineHeight(true) + LINE_GAP;
}

/**
 * Writes `value` (made printable by pdfText) in a box `width` wide at (x, y) and answers the height
 * it took. With `maxLines`, the box is bounded so that a long name cannot push the layout down.
 */
export function write(doc: Pdf, value: string | number | null | undefined, x: number, y: number, options: TextOptions): number {
  const text = pdfText(value);
  doc.font(options.mono ? FONT.mono : options.bold ? FONT.bold : FONT.regular).fontSize(options.size);
  doc.fillColor(options.color ?? "black");
  const line = doc.currentLineHeight(true) + LINE_GAP;
  if (text === "") return 0;
  const natural = doc.heightOfString(text, { width: options.width, lineGap: LINE_GAP });
  const height = options.maxLines === undefined ? natural : Math.min(natural, options.maxLines * line);
  doc.text(text, x, y, { width: options.width, height, ellipsis: true, align: options.align ?? "left", lineGap: LINE_GAP, lineBreak: true });
  doc.fillColor("black");
  return height;
}

/** A caption in small bold capitals above a value ("SHIP TO"). */
export function caption(doc: Pdf, frame: PageFrame, label: string, x: number, y: number, width: number): number {
  return write(doc, label.toUpperCase(), x, y, { width, size: frame.sizes.small, bold: true, maxLines: 1, color: "#333333" });
}

/** "Label: value" on one line, value in bold; answers the height. */
export function field(doc: Pdf, frame: PageFrame, label: string, value: string | number | null | undefined, x: number, y: number, width: number): number {
  const used = caption(doc, frame, label, x, y, width);
  return used + write(doc, value === null || value === undefined || value === "" ? "-" : value, x, y + used, { width, size: frame.sizes.body, bold: true, maxLines: 2 });
}

export function rule(doc: Pdf, x1: number, x2: number, y: number, weight = 0.75): void {
  doc.save().lineWidth(weight).strokeColor("black").moveTo(x1, y).lineTo(x2, y).stroke().restore();
}

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

/** "Brazil (BR)"; an unknown code stays as it is. */
export function countryName(iso: string | null | undefined): string {
  if (!iso) return "";
  const code = iso.toUpperCase();
  try {
    const name = regionNames.of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

type Party = Pick<Customer, "address" | "number" | "complement" | "city" | "state" | "postal_code" | "country"> & { quarter?: string | null };

/** The lines of a postal address, without the name. */
export function addressLines(party: Party): string[] {
  const street = [party.address, party.number].filter(Boolean).join(", ");
  return [
    [street, party.complement].filter(Boolean).join(" - "),
    party.quarter ?? "",
    [party.city, party.state].filter(Boolean).join(" - "),
    [party.postal_code, countryName(party.country)].filter(Boolean).join("  "),
  ].filter((line) => line.trim() !== "");
}

/** The sender's name and address lines, or the seller's name and e-mail for orders without one. */
export function senderLines(sender: OrderSender | null, seller: { name: string; email: string }): { name: string; lines: string[] } {
  if (!sender) return { name: seller.name, lines: [seller.email] };
  return { name: sender.name, lines: addressLines(sender) };
}

/** Kilograms with up to three decimals ("1.25 kg"). */
export const kg = (value: number) => `${Number(value.toFixed(3))} kg`;

/** Money in the order's currency ("USD 12.50"). */
export const money = (value: number, currency: string) => `${currency} ${value.toFixed(2)}`;

/** "1 item", "3 items". */
export const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The date part of an ISO time. */
export const day = (iso: string) => iso.slice(0, 10);

/** A cell longer than this ends in "...": one row never outgrows a page. */
const MAX_CELL_LINES = 4;

export interface Column<Row> {
  title: string;
  /** Share of the table width. */
  share: number;
  align?: "left" | "right" | "center";
  value: (row: Row) => string | number | null;
}

/**
 * A table with a header row; rows that do not fit continue on a new page of the same paper, under
 * the header again. Answers the frame and y after the last row.
 */
export function table<Row>(
  doc: Pdf,
  frame: PageFrame,
  columns: Column<Row>[],
  rows: Row[],
  startY: number,
): { frame: PageFrame; y: number } {
  const size = frame.sizes.body;
  const padding = 2;
  const widths = columns.map((column) => column.share * frame.contentWidth);
  const header = (y: number) => {
    let x = frame.left;
    const height = Math.max(...columns.map((column, i) => doc.font(FONT.bold).fontSize(size).heightOfString(pdfText(column.title), { width: widths[i]! - 2 * padding })));
    doc.save().rect(frame.left, y, frame.contentWidth, height + 2 * padding).fill("#e6e6e6").restore();
    columns.forEach((column, i) => {
      write(doc, column.title, x + padding, y + padding, { width: widths[i]! - 2 * padding, size, bold: true, align: column.align });
      x += widths[i]!;
    });
    return y + height + 2 * padding;
  };
  let current = frame;
  let y = header(startY);
  for (const row of rows) {
    const cells = columns.map((column) => pdfText(column.value(row)));
    const line = lineHeight(doc, size);
    const natural = Math.max(line, ...cells.map((cell, i) => doc.font(FONT.regular).fontSize(size).heightOfString(cell, { width: widths[i]! - 2 * padding, lineGap: LINE_GAP })));
    const height = Math.min(natural, MAX_CELL_LINES * line);
    if (y + height + 2 * padding > current.bottom) {
      current = addPage(doc, current.format);
      y = header(current.top);
    }
    let x = current.left;
    cells.forEach((cell, i) => {
      write(doc, cell, x + padding, y + padding, { width: widths[i]! - 2 * padding, size, align: columns[i]!.align, maxLines: MAX_CELL_LINES });
      x += widths[i]!;
    });
    y += height + 2 * padding;
    rule(doc, current.left, current.right, y, 0.25);
  }
  return { frame: current, y };
}

/** Room left on the page, or a new page of the same paper when `needed` does not fit. */
export function ensureRoom(doc: Pdf, frame: PageFrame, y: number, needed: number): { frame: PageFrame; y: number } {
  if (y + needed <= frame.bottom) return { frame, y };
  const next = addPage(doc, frame.format);
  return { frame: next, y: next.top };
}

/** A line to sign on, with what it is for under it. */
export function signatureLine(doc: Pdf, frame: PageFrame, label: string, x: number, y: number, width: number): number {
  const lineY = y + frame.sizes.body * 2.5;
  rule(doc, x, x + width, lineY, 0.5);
  return lineY - y + 2 + write(doc, label, x, lineY + 2, { width, size: frame.sizes.small });
}

/** A paragraph of running text at body size, moved to a new page when it does not fit. */
export function paragraph(doc: Pdf, frame: PageFrame, text: string, y: number, options: { bold?: boolean; size?: number } = {}): { frame: PageFrame; y: number } {
  const size = options.size ?? frame.sizes.body;
  const printable = pdfText(text);
  doc.font(options.bold ? FONT.bold : FONT.regular).fontSize(size);
  const height = doc.heightOfString(printable, { width: frame.contentWidth, lineGap: LINE_GAP });
  const room = ensureRoom(doc, frame, y, height);
  write(doc, printable, room.frame.left, room.y, { width: room.frame.contentWidth, size, bold: options.bold });
  return { frame: room.frame, y: room.y + height };
}

/** Side by side on wide paper, one under the other on a 4x6 label. */
export const TWO_COLUMNS_FROM_PT = 400;

/**
 * Two blocks drawn by `draw(x, y, width)`; answers the height of the taller (side by side) or of
 * both (stacked).
 */
export function twoBlocks(
  frame: PageFrame,
  y: number,
  first: (x: number, y: number, width: number) => number,
  second: (x: number, y: number, width: number) => number,
  gap = 8,
): number {
  if (frame.contentWidth >= TWO_COLUMNS_FROM_PT) {
    const width = (frame.contentWidth - gap) / 2;
    return Math.max(first(frame.left, y, width), second(frame.left + width + gap, y, width));
  }
  const top = first(frame.left, y, frame.contentWidth) + gap;
  return top + second(frame.left, y + top, frame.contentWidth);
}
