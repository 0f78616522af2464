import { useEffect, useId, useRef, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { downloadJobFile } from "../../../api/calls/jobs";
import type { OrderDocumentsJob } from "../../../api/schemas/jobs";
import { Button } from "../../../ui/button";
import formStyles from "../../../ui/form.module.css";
import { SKIP_REASONS } from "./document-names";
import { documentErrorText } from "./document-error-text";
import { failedText, preparingText, readyText } from "./job-text";
import { fileNameFromHeaders, saveFile } from "../../../ui/save-file";
import { useDocumentJobs } from "./use-document-jobs";
import styles from "../orders.module.css";

/**
 * The user's recent PDF jobs on the orders list (issue 16): one PDF of more than
 * DOCUMENTS_JOB_THRESHOLD orders is made by the server after the request has been answered.
 * Each job shows its progress ("Preparing labels: 120 of 300 orders"), then its file, or why it
 * failed. The list comes from the server, so a user who left the page finds it when coming back.
 * A job started on this page (`follow`) downloads by itself when it is done, as a smaller PDF does.
 */
export function DocumentJobs({ follow }: { follow: ReadonlySet<string> }) {
  const titleId = useId();
  const jobs = useDocumentJobs();
  if (jobs.length === 0) return null;
  return (
    <section className={styles.jobs} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.jobsTitle}>
        <Trans>PDF files</Trans>
      </h2>
      <ul className={styles.jobList}>
        {jobs.map((job) => (
          <DocumentJobItem key={job.id} job={job} watched={follow.has(job.id)} />
        ))}
      </ul>
    </section>
  );
}

function DocumentJobItem({ job, watched }: { job: OrderDocumentsJob; watched: boolean }) {
  const { i18n, t } = useLingui();
  const statusId = useId();
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const downloadedOnce = useRef(false);

  const download = async () => {
    setDownloading(true);
    setError(null);
    try {
      const { blob, headers } = await downloadJobFile(job.id);
      saveFile(blob, fileNameFromHeaders(headers, job.file?.name ?? `${job.details.document}.pdf`));
    } catch (failure) {
      setError(failure);
    } finally {
      setDownloading(false);
    }
  };

  // A job the user started on this page is downloaded once, when it is done.
  useEffect(() => {
    if (!watched || job.state !== "done" || downloadedOnce.current) return;
    downloadedOnce.current = true;
    void download();
    // download reads only this job, which is what the effect follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [watched, job.state]);

  const reason = SKIP_REASONS[job.details.document];
  const why = reason ? i18n._(reason) : undefined;
  const leftOut = job.details.skipped.join(", ");

  return (
    <li className={styles.bulkStatus}>
      {(job.state === "queued" || job.state === "running") && (
        <>
          <p id={statusId}>{preparingText(job, i18n)}</p>
          <progress aria-labelledby={statusId} max={Math.max(job.progress.total, 1)} value={job.progress.done} />
          {job.state === "queued" && job.error !== null && (
            <p className={styles.reason}>
              <Trans>The last attempt failed; the server tries again.</Trans>
            </p>
          )}
        </>
      )}
      {job.state === "done" && (
        <>
          <p id={statusId} role="status">
            {readyText(job, i18n)}
          </p>
          <Button variant="secondary" busy={downloading} aria-describedby={statusId} onClick={() => void download()}>
            <Trans>Download file</Trans>
          </Button>
        </>
      )}
      {job.state === "failed" && (
        <p role={watched ? "alert" : undefined} className={formStyles.alert}>
          {failedText(job, i18n)} {t`Select the orders and download them again.`}
        </p>
      )}
      {job.details.skipped.length > 0 && job.state !== "failed" && (
        <p className={styles.reason}>
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
        <p role="alert" className={formStyles.alert}>
          {documentErrorText(error, i18n).join(" ")}
        </p>
      ) : null}
    </li>
  );
}
