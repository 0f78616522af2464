import { useId, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { downloadOrdersDocument, startOrdersDocumentJob } from "../../../api/calls/order-create";
import { DOCUMENTS_JOB_THRESHOLD, DOCUMENT_KINDS, type DocumentKind, SKIPPED_ORDERS_HEADER } from "../../../api/schemas/documents";
import type { OrderDocumentsJob } from "../../../api/schemas/jobs";
import { Button } from "../../../ui/button";
import formStyles from "../../../ui/form.module.css";
import { formatNumber } from "../../../ui/format/number";
import { SelectField } from "../../../ui/fields";
import { useOnline } from "../../../ui/use-online";
import { BULK_NAMES, SKIP_REASONS } from "./document-names";
import { documentErrorText, worthRetrying } from "./document-error-text";
import { orderQueries } from "../queries";
import { fileNameFromHeaders, saveFile } from "../../../ui/save-file";
import styles from "../orders.module.css";

/** The server makes one PDF of at most this many orders (DocumentsRequest). */
export const BULK_DOCUMENTS_LIMIT = 1000;

type Progress = { phase: "idle" } | { phase: "preparing"; count: number } | { phase: "downloading"; count: number; share: number };

interface BulkDocumentsProps {
  ids: readonly number[];
  /** A PDF of more than DOCUMENTS_JOB_THRESHOLD orders became a job: the page follows it (DocumentJobs). */
  onJobStarted?: (job: OrderDocumentsJob) => void;
}

/**
 * "Documents" and "Download PDF" for the selected orders: one PDF made by the server in the
 * user's printing format. The server works before the first byte comes, so the bar is
 * indeterminate ("Preparing PDF for N orders…") until the download starts, then shows its share.
 * Above DOCUMENTS_JOB_THRESHOLD orders the server makes the PDF as a job instead: its progress and
 * its file are shown by DocumentJobs, which stays on the page when the selection changes.
 */
export function BulkDocuments({ ids, onJobStarted }: BulkDocumentsProps) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  // One key per request to start a job, kept for its retries: a lost answer never queues two jobs.
  const jobKey = useRef<{ request: string; key: string } | null>(null);
  const online = useOnline();
  const statusId = useId();
  const reasonId = useId();
  const [kind, setKind] = useState<DocumentKind>("label");
  const [progress, setProgress] = useState<Progress>({ phase: "idle" });
  const [skipped, setSkipped] = useState<{ kind: DocumentKind; numbers: string } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const running = useRef(false);
  const count = ids.length;
  const reason = !online
    ? t`Documents are made by the server: connect to the network to download them.`
    : count > BULK_DOCUMENTS_LIMIT
      ? t`Select at most ${BULK_DOCUMENTS_LIMIT} orders for one PDF.`
      : undefined;

  const startJob = async () => {
    const request = { ids: [...ids], kind };
    const fingerprint = JSON.stringify(request);
    if (jobKey.current?.request !== fingerprint) jobKey.current = { request: fingerprint, key: crypto.randomUUID() };
    const job = await startOrdersDocumentJob(request, jobKey.current.key);
    jobKey.current = null;
    onJobStarted?.(job);
    await queryClient.invalidateQueries({ queryKey: orderQueries.documentJobs() });
  };

  const download = async () => {
    if (running.current) return;
    running.current = true;
    setError(null);
    setSkipped(null);
    setProgress({ phase: "preparing", count });
    try {
      if (new Set(ids).size > DOCUMENTS_JOB_THRESHOLD) {
        await startJob();
        return;
      }
      const { blob, headers } = await downloadOrdersDocument(
        { ids: [...ids], kind },
        { onProgress: (share) => setProgress({ phase: "downloading", count, share }) },
      );
      const left = headers.get(SKIPPED_ORDERS_HEADER);
      if (left) setSkipped({ kind, numbers: left.split(",").map((n) => n.trim()).filter(Boolean).join(", ") });
      saveFile(blob, fileNameFromHeaders(headers, `${kind}-${count}-orders.pdf`));
    } catch (failure) {
      setError(failure);
    } finally {
      running.current = false;
      setProgress({ phase: "idle" });
    }
  };

  const options = DOCUMENT_KINDS.map((value) => ({ value, label: i18n._(BULK_NAMES[value]) }));
  const skipReason = skipped ? SKIP_REASONS[skipped.kind] : undefined;
  const why = skipReason ? i18n._(skipReason) : undefined;
  const leftOut = skipped?.numbers;
  const shareText = progress.phase === "downloading" ? formatNumber(progress.share, { style: "percent" }, i18n) : "";

  return (
    <div className={styles.bulk}>
      <SelectField label={t`Documents`} options={options} value={kind} onChange={(e) => setKind(e.target.value as DocumentKind)} />
      <Button
        variant="secondary"
        busy={progress.phase !== "idle"}
        disabled={reason !== undefined}
        aria-describedby={reason ? reasonId : undefined}
        onClick={() => void download()}
      >
        <Trans>Download PDF</Trans>
      </Button>
      {reason && (
        <span id={reasonId} className={styles.reason}>
          {reason}
        </span>
      )}
      {progress.phase !== "idle" && (
        <div className={styles.bulkStatus}>
          <p id={statusId} role="status">
            {progress.phase === "preparing" ? (
              <Plural value={progress.count} one="Preparing PDF for # order…" other="Preparing PDF for # orders…" />
            ) : (
              <Trans>Downloading PDF… {shareText}</Trans>
            )}
          </p>
          {progress.phase === "preparing" ? (
            <progress aria-labelledby={statusId} />
          ) : (
            <progress aria-labelledby={statusId} max={1} value={progress.share} />
          )}
        </div>
      )}
      {skipped && (
        <p role="status" className={styles.reason}>
          {why ? (
            <Trans>
              Left out ({why}): {leftOut}
            </Trans>
          ) : (
            <Trans>Left out: {leftOut}</Trans>
          )}
        </p>
      )}
      {error ? (
        <div className={styles.bulkStatus}>
          <p role="alert" className={formStyles.alert}>
            {documentErrorText(error, i18n).join(" ")}
          </p>
          {worthRetrying(error) && (
            <Button variant="secondary" disabled={reason !== undefined} onClick={() => void download()}>
              <Trans>Try again</Trans>
            </Button>
          )}
        </div>
      ) : null}
    </div>
  );
}
