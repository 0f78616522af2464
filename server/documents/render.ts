import { DEFAULT_DOCUMENT_SETTINGS, type DocumentSettings } from "../../src/api/schemas/document-settings";
import type { DocumentKind, LabelFormat, PrintingSettings } from "../../src/api/schemas/documents";
import { drawBatteryConfirmation } from "./battery-confirmation";
import { drawCn35 } from "./cn35";
import { drawCommercialInvoice } from "./commercial-invoice";
import { drawDangerousGoods } from "./dangerous-goods";
import type { DrawDocument } from "./document-context";
import { type DocumentOrder, documentApplies } from "./document-order";
import { drawLabel } from "./label";
import { finish, startDocument } from "./layout";
import { drawPackingSlip } from "./packing-slip";

/** Every document the server makes, by kind (src/api/schemas/documents.ts DOCUMENT_KINDS). */
export const DOCUMENT_DRAWERS: Record<DocumentKind, DrawDocument> = {
  label: drawLabel,
  commercial_invoice: drawCommercialInvoice,
  packing_slip: drawPackingSlip,
  cn35: drawCn35,
  dangerous_goods: drawDangerousGoods,
  battery_confirmation: drawBatteryConfirmation,
};

export const DOCUMENT_TITLES: Record<DocumentKind, string> = {
  label: "Shipping label",
  commercial_invoice: "Commercial invoice",
  packing_slip: "Packing slip",
  cn35: "CN35",
  dangerous_goods: "Dangerous goods label",
  battery_confirmation: "Battery confirmation",
};

/** Printed after each order's label when the printing settings say so, in this order. */
const WITH_LABEL_ORDER = ["commercial_invoice", "packing_slip", "battery_confirmation", "dangerous_goods"] as const;

export interface RenderRequest {
  kind: DocumentKind;
  /** Orders the kind applies to (the caller leaves out the others), in print order. */
  orders: DocumentOrder[];
  /** The paper of `kind`; documents printed with a label use their own setting. */
  format: LabelFormat;
  settings: PrintingSettings;
  /** The seller's document settings; the defaults when absent (a job queued before they existed). */
  documents?: DocumentSettings;
  printedAt: Date;
}

/**
 * One PDF with `kind` for every order, one after the other. `onOrderDone` hears how many orders
 * are drawn so far (a job's progress); it changes nothing in the file.
 */
export async function renderDocuments({ kind, orders, format, settings, documents = DEFAULT_DOCUMENT_SETTINGS, printedAt }: RenderRequest, onOrderDone?: (done: number) => void): Promise<Buffer> {
  const doc = startDocument(DOCUMENT_TITLES[kind], printedAt);
  const extras = kind === "label" ? WITH_LABEL_ORDER.filter((extra) => settings.with_label[extra]) : [];
  for (const [index, entry] of orders.entries()) {
    await DOCUMENT_DRAWERS[kind](doc, entry, { format, settings, documents, printedAt });
    for (const extra of extras) {
      if (documentApplies(extra, entry)) await DOCUMENT_DRAWERS[extra](doc, entry, { format: settings.formats[extra], settings, documents, printedAt });
    }
    onOrderDone?.(index + 1);
  }
  return finish(doc);
}
