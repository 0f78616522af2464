import type { DocumentSettings } from "../../src/api/schemas/document-settings";
import type { LabelFormat, PrintingSettings } from "../../src/api/schemas/documents";
import type { DocumentOrder } from "./document-order";
import type { Pdf } from "./layout";

/** What every document drawer gets besides the order. */
export interface DrawContext {
  format: LabelFormat;
  settings: PrintingSettings;
  /** What the commercial invoice says besides the order (/settings/documents). */
  documents: DocumentSettings;
  printedAt: Date;
}

/** Draws one order's document as pages appended to `doc`. Async: barcodes are made on the way. */
export type DrawDocument = (doc: Pdf, entry: DocumentOrder, context: DrawContext) => Promise<void>;
