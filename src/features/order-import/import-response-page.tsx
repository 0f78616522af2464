import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { Trans, useLingui } from "@lingui/react/macro";
import { downloadJobFile } from "../../api/calls/jobs";
import { ApiErrorAlert } from "../../ui/api-error";
import { Button } from "../../ui/button";
import formStyles from "../../ui/form.module.css";
import { formatNumber } from "../../ui/format/number";
import { downloadBlob } from "./download-text";
import type { ImportJob } from "./import-calls";
import { IMPORT_PATH, ORDERS_PATH, REJECTED_PATH } from "./import-paths";
import { useImportJob } from "./use-import-job";
import styles from "./order-import.module.css";

/** A finished job always has its figures; an older server's answer without them shows zeros. */
const NO_TOTALS = { products: 0, orders: 0, valid: 0, rejected: 0 } as const;


/**
 * /orders/import_response?job=<id>: an import's progress while the server works, then its
 * summary (total products, orders, valid, rejected) and its log to download.
 */
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
      ) : job.error ? (
        <ApiErrorAlert error={job.error} />
      ) : job.data === undefined ? (
        <p role="status" className={styles.muted}>
          <Trans>Loading the import…</Trans>
        </p>
      ) : (
        <JobView job={job.data} />
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

function JobSummary({ job }: { job: ImportJob }) {
  const { i18n, t } = useLingui();
  const [error, setError] = useState<unknown>(null);
  const [downloading, setDownloading] = useState(false);
  const { products, orders, valid, rejected } = job.details.result ?? NO_TOTALS;
  const count = (value: number) => formatNumber(value, {}, i18n);
  const download = async () => {
    setDownloading(true);
    setError(null);
    try {
      const { blob } = await downloadJobFile(job.id);
      downloadBlob(blob, job.file?.name ?? "import-log.csv");
    } catch (failure) {
      setError(failure);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <section className={styles.section}>
      <dl className={styles.counts} aria-label={t`Summary`}>
        <div>
          <dt>{t`Total products`}</dt>
          <dd>{count(products)}</dd>
        </div>
        <div>
          <dt>{t`Orders`}</dt>
          <dd>{count(orders)}</dd>
        </div>
        <div>
          <dt>{t`Valid`}</dt>
          <dd>{count(valid)}</dd>
        </div>
        <div>
          <dt>{t`Rejected`}</dt>
          <dd>{count(rejected)}</dd>
        </div>
      </dl>
      {valid === 0 && (
        <p role="alert" className={styles.warning}>
          <Trans>No valid products were found, please check your information and try again.</Trans>
        </p>
      )}
      {error !== null && <ApiErrorAlert error={error} />}
      <div className={styles.actions}>
        {job.file && (
          <Button variant="secondary" busy={downloading} onClick={() => void download()}>
            <Trans>Download log</Trans>
          </Button>
        )}
      </div>
      <p className={styles.actions}>
        {valid > 0 && <Link to={ORDERS_PATH}>{t`Go to orders`}</Link>}
        {rejected > 0 && <Link to={REJECTED_PATH}>{t`See the rejected orders`}</Link>}
        <Link to={IMPORT_PATH}>{t`Import another file`}</Link>
      </p>
    </section>
  );
}
