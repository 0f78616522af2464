import { useState } from "react";
import { Link } from "react-router-dom";
import { Trans, useLingui } from "@lingui/react/macro";
import { downloadOrderDocument } from "../../../api/calls/order-create";
import type { LabelFormat } from "../../../api/schemas/documents";
import type { Order } from "../../../api/schemas/orders";
import { paths } from "../../../config/paths";
import { apiErrorText } from "../../../ui/api-error-text";
import { Button } from "../../../ui/button";
import buttonStyles from "../../../ui/button.module.css";
import formStyles from "../../../ui/form.module.css";
import styles from "../wizard/steps.module.css";


/** Hands a downloaded file to the browser as a download with this name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

interface FinishCreatedProps {
  order: Order;
  editing: boolean;
  labelFormat: LabelFormat;
}

/** The last inner step: the order exists; open it, print its label, or start another. */
export function FinishCreated({ order, editing, labelFormat }: FinishCreatedProps) {
  const { i18n, t } = useLingui();
  const [downloading, setDownloading] = useState(false);
  const [problem, setProblem] = useState<string[]>([]);
  const number = order.order_number;

  const download = async () => {
    setDownloading(true);
    setProblem([]);
    try {
      const { blob } = await downloadOrderDocument(order.id, "label", labelFormat);
      saveFile(blob, `label-${number}.pdf`);
    } catch (error) {
      setProblem(apiErrorText(error, i18n));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className={styles.stack}>
      <p className={formStyles.notice} role="status">
        {editing ? t`Order ${number} saved` : t`Order ${number} created`}
      </p>
      {order.dispatched && (
        <p className={styles.muted}>
          <Trans>The order is dispatched.</Trans>
        </p>
      )}
      <div className={styles.row}>
        <Link className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.linkButton}`} to={paths.order(order.id)}>
          <Trans>View order</Trans>
        </Link>
        <Button variant="secondary" onClick={() => void download()} busy={downloading}>
          <Trans>Download label</Trans>
        </Button>
        <Link className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.linkButton}`} to={paths.orderCreate()}>
          <Trans>Create another order</Trans>
        </Link>
      </div>
      {problem.length > 0 && (
        <ul className={formStyles.alert} role="alert">
          {problem.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
