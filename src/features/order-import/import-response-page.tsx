import { useId } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { Trans, useLingui } from "@lingui/react/macro";
import { ApiError } from "../../api/errors";
import { JOB_RETENTION_DAYS } from "../../api/schemas/jobs";
import { FollowingTrouble } from "./following-trouble";
import formStyles from "../../ui/form.module.css";
import { formatNumber } from "../../ui/format/number";
import type { ImportJob } from "./import-calls";
import { IMPORT_PATH } from "./import-paths";
import { JobSummary } from "./import-summary";
import { useImportJob } from "./use-import-job";
import styles from "./order-import.module.css";

/**
 * /orders/import_response?job=<id>: an import's progress while the server works, then its
 * summary (total products, orders, valid, rejected) and its log to download.
 */
/** GET /v1/jobs/{id} answers 404 for a job that expired, another seller's, or another kind. */
const NOT_FOUND = 404;

export function ImportResponsePage() {
  const [params] = useSearchParams();
  const id = params.get("job");
  const job = useImportJob(id);
  return (
    <div className={styles.page}>
      <h1>
        <Trans>Import result</Trans>
      </h1>
      {id === null ? (
        <p>
          <Trans>
            No import is chosen. <Link to={IMPORT_PATH}>Import orders</Link>
          </Trans>
        </p>
      ) : job.error instanceof ApiError && job.error.status === NOT_FOUND && job.data === undefined ? (
        <p role="alert" className={formStyles.alert}>
          <Trans>
            This import is not on the server: its result is kept {JOB_RETENTION_DAYS} days. <Link to={IMPORT_PATH}>Import orders</Link>
          </Trans>
        </p>
      ) : (
        <>
          {job.data !== undefined ? (
            <JobView job={job.data} />
          ) : job.error ? null : (
            <p role="status" className={styles.muted}>
              <Trans>Loading the import…</Trans>
            </p>
          )}
          {job.error ? <FollowingTrouble error={job.error} asking={job.isFetching} onRetry={() => void job.refetch()} /> : null}
        </>
      )}
    </div>
  );
}

function JobView({ job }: { job: ImportJob }) {
  return (
    <>
      <p className={styles.message}>
        <Trans>File: {job.details.file_name}</Trans>
      </p>
      <JobState job={job} />
    </>
  );
}

function JobState({ job }: { job: ImportJob }) {
  const { i18n, t } = useLingui();
  const statusId = useId();
  if (job.state === "failed")
    return (
      <>
        <p role="alert" className={formStyles.alert}>
          <Trans>Failed to import file</Trans>
        </p>
        <p>
          <Link to={IMPORT_PATH}>{t`Import another file`}</Link>
        </p>
      </>
    );
  if (job.state !== "done") {
    const done = formatNumber(job.progress.done, {}, i18n);
    const total = formatNumber(job.progress.total, {}, i18n);
    return (
      <section className={styles.section}>
        <p id={statusId} role="status">
          {job.progress.total > 0 ? <Trans>Importing: {done} of {total} orders</Trans> : <Trans>Waiting to start the import…</Trans>}
        </p>
        {job.progress.total > 0 ? <progress className={styles.progress} aria-label={t`Orders imported`} max={job.progress.total} value={job.progress.done} /> : <progress className={styles.progress} aria-label={t`Orders imported`} />}
        <p className={styles.muted}>
          <Trans>You can leave this page: the import goes on, and its result stays in Downloads.</Trans>
        </p>
      </section>
    );
  }
  return <JobSummary job={job} />;
}
