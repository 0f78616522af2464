import { useState } from "react";
import { Link } from "react-router-dom";
import { Trans, useLingui } from "@lingui/react/macro";
import { downloadJobFile } from "../../api/calls/jobs";
import { ApiErrorAlert } from "../../ui/api-error";
import { Button } from "../../ui/button";
import { formatNumber } from "../../ui/format/number";
import { downloadBlob } from "./download-text";
import type { ImportJob } from "./import-calls";
import { IMPORT_PATH, ORDERS_PATH, REJECTED_PATH } from "./import-paths";
import styles from "./order-import.module.css";

/** A finished job always has its figures; an older server's answer without them shows zeros. */
const NO_TOTALS = { products: 0, orders: 0, valid: 0, rejected: 0 } as const;

/**
 * A finished import: the spec's result (total products, orders, valid, rejected), the log to
 * download (a CSV: line, order number, outcome, message), and where to go next.
 */
export function JobSummary({ job }: { job: ImportJob }) {
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
