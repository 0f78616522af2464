import { useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { downloadOrdersDocument, startOrdersDocumentJob } from "../../../api/calls/order-create";
import { DOCUMENTS_JOB_THRESHOLD } from "../../../api/schemas/documents";
import type { OrderDocumentsJob } from "../../../api/schemas/jobs";
import { Button } from "../../../ui/button";
import formStyles from "../../../ui/form.module.css";
import { useOnline } from "../../../ui/use-online";
import { documentErrorText } from "../documents/document-error-text";
import { orderQueries } from "../queries";
import { fileNameFromHeaders, saveFile } from "../../../ui/save-file";
import styles from "./dispatch.module.css";

/**
 * "Print labels" for exactly the orders a dispatch has just dispatched (issue 14): one PDF of their
 * labels, made by the server in the user's printing format, as the bulk "Documents" makes it.
 */
interface PrintLabelsButtonProps {
  orders: readonly { id: number; order_number: string }[];
  /** More than DOCUMENTS_JOB_THRESHOLD orders: the server makes the PDF as a job, which the page follows. */
  onJobStarted?: (job: OrderDocumentsJob) => void;
}

export function PrintLabelsButton({ orders, onJobStarted }: PrintLabelsButtonProps) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  // Kept for the retries of one press: a lost answer never queues two jobs.
  const jobKey = useRef<string | null>(null);
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
      const request = { ids: orders.map((order) => order.id), kind: "label" as const };
      if (new Set(request.ids).size > DOCUMENTS_JOB_THRESHOLD) {
        jobKey.current ??= crypto.randomUUID();
        const job = await startOrdersDocumentJob(request, jobKey.current);
        jobKey.current = null;
        onJobStarted?.(job);
        await queryClient.invalidateQueries({ queryKey: orderQueries.documentJobs() });
        return;
      }
      const { blob, headers } = await downloadOrdersDocument(request);
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
