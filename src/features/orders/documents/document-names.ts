import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { DocumentKind } from "../../../api/schemas/documents";

/** Each kind as the "Documents" select names it: many orders, one file. */
export const BULK_NAMES: Record<DocumentKind, MessageDescriptor> = {
  label: msg`Labels`,
  commercial_invoice: msg`Commercial invoices`,
  packing_slip: msg`Packing slips`,
  cn35: msg`CN35`,
  dangerous_goods: msg`Dangerous goods labels`,
  battery_confirmation: msg`Battery confirmations`,
};

/** Each kind inside a sentence ("Preparing labels: …"). */
export const DOCUMENT_NOUNS: Record<DocumentKind, MessageDescriptor> = {
  label: msg`labels`,
  commercial_invoice: msg`commercial invoices`,
  packing_slip: msg`packing slips`,
  cn35: msg`CN35 bag labels`,
  dangerous_goods: msg`dangerous goods labels`,
  battery_confirmation: msg`battery confirmations`,
};

/** Why the server left orders out of a kind's PDF. */
export const SKIP_REASONS: Partial<Record<DocumentKind, MessageDescriptor>> = {
  battery_confirmation: msg`no batteries`,
  dangerous_goods: msg`no batteries or dangerous goods`,
};
