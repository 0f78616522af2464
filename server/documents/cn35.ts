import { code128Png } from "./barcode";
import type { DrawDocument } from "./document-context";
import { addPage, count, countryName, day, field, kg, rule, senderLines, write } from "./layout";

/**
 * CN35, the airmail dispatch bag label (UPU form): office of origin, destination country, the
 * dispatch (order) number, weight, number of items, and the tracking reference as Code 128.
 * One page per order.
 */

const GAP = 8;
/** Share of the content width the barcode takes. */
const BARCODE_SHARE = 0.8;

export const drawCn35: DrawDocument = async (doc, entry, { format, printedAt }) => {
  const { order } = entry;
  const frame = addPage(doc, format);
  let y = frame.top;

  // The form's heading: its number on the left, the airmail band on the right.
  const bandHeight = frame.sizes.title * 2;
  const nameWidth = frame.contentWidth * 0.3;
  write(doc, "CN 35", frame.left, y + (bandHeight - frame.sizes.title) / 2, { width: nameWidth, size: frame.sizes.title, bold: true, maxLines: 1 });
  doc.save().rect(frame.left + nameWidth, y, frame.contentWidth - nameWidth, bandHeight).fill("black").restore();
  write(doc, "PAR AVION / BY AIRMAIL", frame.left + nameWidth, y + (bandHeight - frame.sizes.heading) / 2, {
    width: frame.contentWidth - nameWidth,
    size: frame.sizes.heading,
    bold: true,
    align: "center",
    maxLines: 1,
    color: "white",
  });
  y += bandHeight + GAP;

  const sender = senderLines(entry.sender, entry.seller);
  const origin = entry.sender?.country ?? order.boxes[0]?.items[0]?.origin_country ?? "";
  const half = (frame.contentWidth - GAP) / 2;
  const left = frame.left;
  const right = frame.left + half + GAP;
  const row = (cells: [string, string][]) => {
    const heights = cells.map(([label, value], i) => field(doc, frame, label, value, i === 0 ? left : right, y, half));
    y += Math.max(...heights) + GAP / 2;
    rule(doc, frame.left, frame.right, y - GAP / 4, 0.25);
  };
  row([
    ["Office of origin", `${sender.name}, ${countryName(origin)}`],
    ["Office of destination", `${order.customer.city}, ${countryName(order.customer.country)}`],
  ]);
  row([
    ["Dispatch number", order.order_number],
    ["Date of dispatch", day(order.dispatched_at ?? printedAt.toISOString())],
  ]);
  const quantity = order.boxes.reduce((sum, box) => sum + box.items.reduce((inBox, item) => inBox + item.quantity, 0), 0);
  row([
    ["Number of items", `${count(order.boxes.length, "parcel")} (${count(quantity, "article")})`],
    ["Gross weight", kg(order.boxes.reduce((sum, box) => sum + box.weight, 0))],
  ]);
  row([
    ["Carrier", `${entry.carrierName} (${order.contract_name})`],
    ["Contents", order.contain_battery || order.dangerous_good ? "Goods - see dangerous goods marks" : "Goods"],
  ]);
  y += GAP;

  const width = frame.contentWidth * BARCODE_SHARE;
  const height = Math.min(frame.bottom - y - frame.sizes.heading * 3, frame.sizes.title * 4.5);
  doc.image(await code128Png(order.reference), frame.left + (frame.contentWidth - width) / 2, y, { width, height });
  y += height + 3;
  write(doc, order.reference, frame.left, y, { width: frame.contentWidth, size: frame.sizes.heading + 2, mono: true, align: "center", maxLines: 1 });
};
