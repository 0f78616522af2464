import { useState } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { downloadOrderDocument } from "../../../api/calls/order-create";
import type { DocumentKind, LabelFormat } from "../../../api/schemas/documents";
import { showErrorToast } from "../../../ui/api-error";
import { fileNameFromHeaders, saveFile } from "../../../ui/save-file";
import { documentErrorText, worthRetrying } from "./document-error-text";

/** One order's documents, named as their buttons. */
export const DOCUMENT_BUTTONS: Record<DocumentKind, MessageDescriptor> = {
  label: msg`Download label`,
  commercial_invoice: msg`Commercial invoice`,
  packing_slip: msg`Packing slip`,
  cn35: msg`CN35`,
  dangerous_goods: msg`Dangerous goods label`,
  battery_confirmation: msg`Battery confirmation`,
};

/**
 * Downloads one order's document as a file, as the order view's Documents and the list's
 * "Generate CN35" both do: the failure in the spec's words for a CN35 ('Generate cn35 for {orderId}
 * failed.'), kept for "Try again" when sending again may work, in a toast otherwise.
 */
export function useDocumentDownload(order: { id: number; order_number: string }) {
  const { i18n, t } = useLingui();
  const [busy, setBusy] = useState<DocumentKind | null>(null);
  // A download that may work when sent again (server busy or unreachable): shown with "Try again".
  const [retry, setRetry] = useState<{ kind: DocumentKind; text: string } | null>(null);
  const number = order.order_number;

  const download = async (kind: DocumentKind, format?: LabelFormat) => {
    setBusy(kind);
    setRetry(null);
    try {
      const { blob, headers } = await downloadOrderDocument(order.id, kind, kind === "label" ? format : undefined);
      saveFile(blob, fileNameFromHeaders(headers, `${kind}-${number}.pdf`));
    } catch (error) {
      const name = kind === "label" ? t`Label` : i18n._(DOCUMENT_BUTTONS[kind]);
      // CN35 failures carry the spec's own text.
      const failed = kind === "cn35" ? t`Generate cn35 for ${number} failed.` : t`${name} for ${number} could not be downloaded.`;
      const reasons = documentErrorText(error, i18n);
      if (worthRetrying(error)) setRetry({ kind, text: [failed, ...reasons].join(" ") });
      else showErrorToast(error, i18n, { lead: failed, reasons });
    } finally {
      setBusy(null);
    }
  };
  return { busy, retry, download };
}
