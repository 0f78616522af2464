import * as v from "valibot";
import { Envelope } from "./common";

/**
 * GET and PUT /v1/document_settings (/settings/documents, decision 061): what the seller's
 * commercial invoices say besides the order: the reason for export customs ask for, the
 * declaration above the signature, and the name printed to sign it. Every group reads them; a
 * seller admin or operator changes them.
 */
export const EXPORT_REASONS = ["sale", "gift", "sample", "return", "repair", "personal_effects"] as const;
export type ExportReason = (typeof EXPORT_REASONS)[number];

export const MAX_DECLARATION_LENGTH = 600;
export const MAX_SIGNER_LENGTH = 100;

export const DocumentSettings = v.object({
  export_reason: v.picklist(EXPORT_REASONS, "Choose a reason"),
  declaration: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, "Can't be blank"),
    v.maxLength(MAX_DECLARATION_LENGTH, `Can't be more than ${MAX_DECLARATION_LENGTH} characters`),
  ),
  /** Printed under the signature line; empty: the line is left to be written by hand. */
  signer_name: v.pipe(v.string(), v.trim(), v.maxLength(MAX_SIGNER_LENGTH, `Can't be more than ${MAX_SIGNER_LENGTH} characters`)),
});
export type DocumentSettings = v.InferOutput<typeof DocumentSettings>;
export const DocumentSettingsResponse = Envelope(DocumentSettings);

export const DEFAULT_DOCUMENT_SETTINGS: DocumentSettings = {
  export_reason: "sale",
  declaration:
    "I declare that the information in this invoice is true and correct, that the contents and values of this shipment are as stated above, and that the goods are of the origin shown.",
  signer_name: "",
};
