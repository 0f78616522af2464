import { useId, useState } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { downloadOrderDocument } from "../../../api/calls/order-create";
import { type DocumentKind, LABEL_FORMATS, type LabelFormat } from "../../../api/schemas/documents";
import type { Order } from "../../../api/schemas/orders";
import { Button } from "../../../ui/button";
import formStyles from "../../../ui/form.module.css";
import { SelectField } from "../../../ui/fields";
import { showErrorToast } from "../../../ui/api-error";
import { useOnline } from "../../../ui/use-online";
import { documentErrorText, worthRetrying } from "./document-error-text";
import { fileNameFromHeaders, saveFile } from "../../../ui/save-file";
import styles from "../orders.module.css";

/** The paper formats, as the printing settings name them. */
export const LABEL_FORMAT_NAMES: Record<LabelFormat, MessageDescriptor> = {
  "4x6": msg`4x6 thermal`,
  letter_full: msg`Letter, full page`,
  letter_half: msg`Letter, half page`,
};

/** One order's documents, named as their buttons. */
const DOCUMENT_BUTTONS: Record<DocumentKind, MessageDescriptor> = {
  label: msg`Download label`,
  commercial_invoice: msg`Commercial invoice`,
  packing_slip: msg`Packing slip`,
  cn35: msg`CN35`,
  dangerous_goods: msg`Dangerous goods label`,
  battery_confirmation: msg`Battery confirmation`,
};

/**
 * The documents the server makes for this order: the dangerous-goods label (UN3481) for an order
 * with batteries or dangerous goods, the battery confirmation only with batteries (the server
 * refuses the others with 409).
 */
export function documentKindsFor(order: Pick<Order, "contain_battery" | "dangerous_good">): DocumentKind[] {
  const kinds: DocumentKind[] = ["label", "commercial_invoice", "packing_slip", "cn35"];
  if (order.contain_battery || order.dangerous_good) kinds.push("dangerous_goods");
  if (order.contain_battery) kinds.push("battery_confirmation");
  return kinds;
}

/** "Documents" on the order view: each PDF downloaded as a file, the label in a chosen format. */
export function OrderDocumentsMenu({ order }: { order: Pick<Order, "id" | "order_number" | "contain_battery" | "dangerous_good"> }) {
  const { i18n, t } = useLingui();
  const online = useOnline();
  const headingId = useId();
  const offlineId = useId();
  // "" = the format of the printing settings, which the server applies itself.
  const [format, setFormat] = useState<LabelFormat | "">("");
  const [busy, setBusy] = useState<DocumentKind | null>(null);
  // A download that may work when sent again (server busy or unreachable): shown with "Try again".
  const [retry, setRetry] = useState<{ kind: DocumentKind; text: string } | null>(null);
  const number = order.order_number;

  const download = async (kind: DocumentKind) => {
    setBusy(kind);
    setRetry(null);
    try {
      const { blob, headers } = await downloadOrderDocument(order.id, kind, kind === "label" && format !== "" ? format : undefined);
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

  const formatOptions = [
    { value: "", label: t`As in printing settings` },
    ...LABEL_FORMATS.map((value) => ({ value, label: i18n._(LABEL_FORMAT_NAMES[value]) })),
  ];

  return (
    <div role="group" aria-labelledby={headingId} className={styles.documents}>
      <h2 id={headingId} className={styles.documentsTitle}>
        <Trans>Documents</Trans>
      </h2>
      <div className={styles.actions}>
        <SelectField label={t`Label format`} options={formatOptions} value={format} onChange={(e) => setFormat(e.target.value as LabelFormat | "")} />
        {documentKindsFor(order).map((kind) => (
          <Button
            key={kind}
            variant={kind === "label" ? "primary" : "secondary"}
            busy={busy === kind}
            disabled={!online}
            aria-describedby={online ? undefined : offlineId}
            onClick={() => void download(kind)}
          >
            {i18n._(DOCUMENT_BUTTONS[kind])}
          </Button>
        ))}
      </div>
      {retry && (
        <div className={styles.actions}>
          <p role="alert" className={formStyles.alert}>
            {retry.text}
          </p>
          <Button variant="secondary" disabled={!online || busy !== null} onClick={() => void download(retry.kind)}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {!online && (
        <p id={offlineId} className={styles.muted}>
          <Trans>Documents are made by the server: connect to the network to download them.</Trans>
        </p>
      )}
    </div>
  );
}
