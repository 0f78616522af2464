import { useId, useState } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type DocumentKind, LABEL_FORMATS, type LabelFormat } from "../../../api/schemas/documents";
import type { Order } from "../../../api/schemas/orders";
import { Button } from "../../../ui/button";
import formStyles from "../../../ui/form.module.css";
import { SelectField } from "../../../ui/fields";
import { useOnline } from "../../../ui/use-online";
import { DOCUMENT_BUTTONS, useDocumentDownload } from "./use-document-download";
import styles from "../orders.module.css";

/** The paper formats, as the printing settings name them. */
export const LABEL_FORMAT_NAMES: Record<LabelFormat, MessageDescriptor> = {
  "4x6": msg`4x6 thermal`,
  letter_full: msg`Letter, full page`,
  letter_half: msg`Letter, half page`,
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
  const { busy, retry, download: fetchDocument } = useDocumentDownload(order);
  const download = (kind: DocumentKind) => fetchDocument(kind, format === "" ? undefined : format);

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
