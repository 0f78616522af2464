import type { DocumentOrder } from "./document-order";
import { type PageFrame, type Pdf, addressLines, caption, day, rule, senderLines, write } from "./layout";

/** Blocks the letter-style documents share: the title row, the shipper and the receiver. */

const GAP = 6;

/** The document title on the left, order number, date and tracking reference on the right. */
export function titleRow(doc: Pdf, frame: PageFrame, title: string, entry: DocumentOrder, y: number): number {
  const { order } = entry;
  const rightWidth = Math.min(frame.contentWidth * 0.45, 220);
  const titleWidth = frame.contentWidth - rightWidth - GAP;
  const left = write(doc, title, frame.left, y, { width: titleWidth, size: frame.sizes.title, bold: true, maxLines: 2 });
  let right = 0;
  for (const line of [`Order: ${order.order_number}`, `Date: ${day(order.created_at)}`, `Tracking: ${order.reference}`]) {
    right += write(doc, line, frame.right - rightWidth, y + right, { width: rightWidth, size: frame.sizes.body, align: "right", maxLines: 1 });
  }
  const height = Math.max(left, right) + GAP;
  rule(doc, frame.left, frame.right, y + height, 1);
  return height + GAP;
}

/** The shipper (the order's sender, else the seller) with its tax number and contacts. */
export function shipperBlock(doc: Pdf, frame: PageFrame, entry: DocumentOrder, heading: string, x: number, y: number, width: number): number {
  const { sender, seller, order } = entry;
  const party = senderLines(sender, seller);
  let used = caption(doc, frame, heading, x, y, width);
  used += write(doc, party.name, x, y + used, { width, size: frame.sizes.body, bold: true, maxLines: 2 });
  const lines = [...party.lines];
  if (sender?.tax_number) lines.push(`${sender.tax_number_is_cpf ? "CPF" : "Tax number"}: ${sender.tax_number}`);
  if (sender?.phone) lines.push(`Phone: ${sender.phone}`);
  if (sender?.email) lines.push(`E-mail: ${sender.email}`);
  if (order.seller_legal_name) lines.push(`Legal name: ${order.seller_legal_name}`);
  if (order.seller_rfb_code) lines.push(`RFB code: ${order.seller_rfb_code}`);
  for (const line of lines) used += write(doc, line, x, y + used, { width, size: frame.sizes.body, maxLines: 2 });
  return used;
}

/** The receiver with the tax document and contacts. */
export function receiverBlock(doc: Pdf, frame: PageFrame, entry: DocumentOrder, heading: string, x: number, y: number, width: number): number {
  const { customer } = entry.order;
  let used = caption(doc, frame, heading, x, y, width);
  used += write(doc, customer.full_name, x, y + used, { width, size: frame.sizes.body, bold: true, maxLines: 2 });
  const lines = [...addressLines(customer)];
  if (customer.document) lines.push(`${customer.document_type ?? "Tax document"}: ${customer.document}`);
  if (customer.phone) lines.push(`Phone: ${customer.phone}`);
  if (customer.email) lines.push(`E-mail: ${customer.email}`);
  for (const line of lines) used += write(doc, line, x, y + used, { width, size: frame.sizes.body, maxLines: 2 });
  return used;
}
