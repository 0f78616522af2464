import * as v from "valibot";
import { Envelope } from "./common";

/**
 * Printing settings and documents (issue 6). Documents are PDFs made by the server:
 *   GET  /v1/orders/{id}/documents/{kind}?format=...  one order's document;
 *   POST /v1/orders/documents {ids, kind, format?}     one PDF for many orders (up to 1000), in the
 *        given format or the user's printing setting; orders the kind does not apply to (no battery,
 *        no dangerous goods) are left out and named in the `X-Skipped-Orders` header (order
 *        numbers, comma separated); 422 when none applies. Above DOCUMENTS_JOB_THRESHOLD orders
 *        the answer is 202 with a job (src/api/schemas/jobs.ts) whose file is the PDF.
 *   GET  /v1/printings, PUT /v1/printings/all          the seller's printing settings.
 */

export const LABEL_FORMATS = ["4x6", "letter_full", "letter_half"] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];

/** The documents the server makes. */
export const DOCUMENT_KINDS = ["label", "commercial_invoice", "packing_slip", "cn35", "dangerous_goods", "battery_confirmation"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Page sizes in PDF points (1/72 inch): 4x6 inches, US letter, half a letter (landscape half cut). */
export const PAGE_SIZES: Record<LabelFormat, readonly [number, number]> = {
  "4x6": [288, 432],
  letter_full: [612, 792],
  letter_half: [612, 396],
};

/**
 * Papers the printing settings also choose for documents made elsewhere or by others (spec: MSDS,
 * appendix label, overpack label): the overpack label is drawn by server/overpacks in its format;
 * the MSDS (the battery maker's safety sheet) and the carrier's appendix label are not made by
 * this server, the setting tells the warehouse which paper to load for them.
 */
export const OTHER_PRINTED_KINDS = ["overpack_label", "msds", "appendix_label"] as const;
export type OtherPrintedKind = (typeof OTHER_PRINTED_KINDS)[number];
export type PrintedKind = DocumentKind | OtherPrintedKind;

const OTHER_DEFAULT_FORMATS: Record<OtherPrintedKind, LabelFormat> = { overpack_label: "4x6", msds: "letter_full", appendix_label: "4x6" };

const formatChoice = v.picklist(LABEL_FORMATS, "Choose a format");

export const PrintingSettings = v.object({
  /**
   * The paper of each document kind. The later kinds are optional on the wire so that a save from
   * an app that does not know them yet (a queued request, an old tab) still passes; they default.
   */
  formats: v.object({
    ...(Object.fromEntries(DOCUMENT_KINDS.map((kind) => [kind, formatChoice])) as Record<DocumentKind, typeof formatChoice>),
    ...(Object.fromEntries(OTHER_PRINTED_KINDS.map((kind) => [kind, v.optional(formatChoice, OTHER_DEFAULT_FORMATS[kind])])) as {
      [K in OtherPrintedKind]: v.OptionalSchema<typeof formatChoice, LabelFormat>;
    }),
  }),
  /** Printed with the label: commercial invoice, packing slip, battery confirmation, dangerous goods label. */
  with_label: v.object({
    commercial_invoice: v.boolean(),
    packing_slip: v.boolean(),
    battery_confirmation: v.boolean(),
    dangerous_goods: v.boolean(),
  }),
  /** Print the seller's return address on the label. */
  return_address: v.boolean(),
});
export type PrintingSettings = v.InferOutput<typeof PrintingSettings>;

export const DEFAULT_PRINTING_SETTINGS: PrintingSettings = {
  formats: {
    label: "4x6",
    commercial_invoice: "letter_full",
    packing_slip: "letter_full",
    cn35: "letter_full",
    dangerous_goods: "4x6",
    battery_confirmation: "letter_full",
    ...OTHER_DEFAULT_FORMATS,
  },
  with_label: { commercial_invoice: false, packing_slip: false, battery_confirmation: false, dangerous_goods: false },
  return_address: true,
};

export const PrintingSettingsResponse = Envelope(PrintingSettings);

/**
 * More orders than this in one PDF make a durable job (issue 16): about 0.15 s of rendering per
 * 50 labels on a quiet machine, so up to here the synchronous answer comes within a second or two;
 * beyond, the app shows the job's progress and the user may leave the page.
 */
export const DOCUMENTS_JOB_THRESHOLD = 50;

export const DocumentsRequest = v.object({
  ids: v.pipe(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(1))),
    v.minLength(1, "Choose at least one order"),
    v.maxLength(1000, "Can't be more than 1000 orders"),
  ),
  kind: v.picklist(DOCUMENT_KINDS, "Unknown document"),
  format: v.optional(v.picklist(LABEL_FORMATS, "Choose a format")),
});
export type DocumentsRequest = v.InferInput<typeof DocumentsRequest>;

export const DocumentQuery = v.object({ format: v.optional(v.picklist(LABEL_FORMATS, "Choose a format")) });

/** Answer header naming the orders a combined PDF left out. */
export const SKIPPED_ORDERS_HEADER = "X-Skipped-Orders";
