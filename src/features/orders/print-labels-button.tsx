import { useRef, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { downloadOrdersDocument } from "../../api/calls/order-create";
import { Button } from "../../ui/button";
import formStyles from "../../ui/form.module.css";
import { useOnline } from "../../ui/use-online";
import { documentErrorText } from "./document-error-text";
import { fileNameFromHeaders, saveFile } from "./save-file";
import styles from "./dispatch.module.css";

/**
 * "Print labels" for exactly the orders a dispatch has just dispatched (issue 14): one PDF of their
 * labels, made by the server in the user's printing format, as the bulk "Documents" makes it.
 */
export function PrintLabelsButton({ orders }: { orders: readonly { id: number; order_number: string }[] }) {
  const { i18n, t } = useLingui();
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const running = useRef(false);
  const count = orders.length;

  const print = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      const { blob, headers } = await downloadOrdersDocument({ ids: orders.map((order) => order.id), kind: "label" });
      saveFile(blob, fileNameFromHeaders(headers, `label-${count}-orders.pdf`));
    } catch (failure) {
      setError(failure);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        busy={busy}
        disabled={!online}
        title={online ? undefined : t`Documents are made by the server: connect to the network to download them.`}
        onClick={() => void print()}
      >
        <Trans>Print labels</Trans>
      </Button>
      {error ? (
        <p role="alert" className={`${formStyles.alert} ${styles.progressError}`}>
          {documentErrorText(error, i18n).join(" ")}
        </p>
      ) : null}
    </>
  );
}
