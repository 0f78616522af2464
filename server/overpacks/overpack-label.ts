import type { LabelFormat } from "../../src/api/schemas/documents";
import { OVERPACK_MESSAGES, type OverpackDetail } from "../../src/api/schemas/overpacks";
import { code128Png } from "../documents/barcode";
import { addPage, countryName, count, day, field, finish, kg, money, rule, startDocument, write } from "../documents/layout";
import { HttpError } from "../http/errors";

/**
 * The bag's label (decision 050): one page (4x6 by default, else the printing settings' overpack label format) with its reference, destination, contract, carrier,
 * totals and its tracking number as Code 128. Drawn here rather than in the document pool: the
 * pool's workers take orders (render.ts), and one page with one barcode is a few milliseconds.
 * A bag gets its tracking number at dispatch, so before that there is no label (409, spec text).
 */

const GAP = 8;
/** About 3.5 in on a 4x6 label, like an order's, so a warehouse scanner reads it at a distance. */
const BARCODE = { width: 252, height: 64 } as const;

/** The label on the paper the seller's printing settings choose for it (4x6 unless changed). */
export async function overpackLabelPdf(overpack: OverpackDetail, printedAt: Date, format: LabelFormat = "4x6"): Promise<Buffer> {
  if (!overpack.dispatched || overpack.tracking_number === null) throw new HttpError(409, [OVERPACK_MESSAGES.notDispatchedYet]);
  const doc = startDocument(`Overpack ${overpack.reference}`, printedAt);
  const frame = addPage(doc, format);
  let y = frame.top;
  y += write(doc, overpack.carrier_name ?? "", frame.left, y, { width: frame.contentWidth, size: frame.sizes.title, bold: true, maxLines: 1 });
  y += write(doc, `Overpack ${overpack.reference}`, frame.left, y, { width: frame.contentWidth, size: frame.sizes.heading, bold: true, maxLines: 2 });
  y += GAP / 2;
  rule(doc, frame.left, frame.right, y);
  y += GAP / 2;

  const half = (frame.contentWidth - GAP) / 2;
  const right = frame.left + half + GAP;
  const row = (cells: [string, string][]) => {
    const heights = cells.map(([label, value], i) => field(doc, frame, label, value, i === 0 ? frame.left : right, y, half));
    y += Math.max(...heights) + GAP / 2;
  };
  row([
    ["Destination", countryName(overpack.destination_country)],
    ["Contract", overpack.contract_name ?? "-"],
  ]);
  row([
    ["Ship from", overpack.ship_from ?? "-"],
    ["Origin hub", overpack.origin_hub ?? "-"],
  ]);
  row([
    ["Orders", count(overpack.total_orders, "order")],
    ["Volumes", count(overpack.total_volumes, "volume")],
  ]);
  row([
    ["Total weight", kg(overpack.total_weight)],
    ["Total value", money(overpack.total_orders_value, overpack.currency ?? "")],
  ]);
  row([
    ["Dimensions", `${overpack.length} x ${overpack.width} x ${overpack.height} cm`],
    ["Dispatched", day(overpack.dispatched_at ?? printedAt.toISOString())],
  ]);
  rule(doc, frame.left, frame.right, y);
  y += GAP;

  const x = frame.left + (frame.contentWidth - BARCODE.width) / 2;
  doc.image(await code128Png(overpack.tracking_number), x, y, { width: BARCODE.width, height: BARCODE.height });
  y += BARCODE.height + 3;
  write(doc, overpack.tracking_number, frame.left, y, { width: frame.contentWidth, size: frame.sizes.title, mono: true, align: "center", maxLines: 1 });
  return finish(doc);
}
