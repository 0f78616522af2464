import { useId, useState } from "react";
import { Link, useParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { ApiError } from "../../api/errors";
import type { ProductImportLog } from "../../api/schemas/product-import";
import { paths } from "../../config/paths";
import { ApiErrorAlert } from "../../ui/api-error";
import formStyles from "../../ui/form.module.css";
import { formatNumber } from "../../ui/format/number";
import { JobFileButton } from "../../ui/job-file-button";
import { jobMessageText } from "../../ui/job-error-text";
import { lineMessages, outcomeText } from "./outcome-text";
import { productImportQueries } from "./queries";
import { styles, table } from "./styles";

/**
 * /products/import/{id} (issue 17; spec section 2 "product import log"): a products file's import,
 * first its progress (asked for every second while it runs), then its totals and every line of
 * the file with its outcome and, for a rejected one, each problem in the user's words. The log
 * can be downloaded as the CSV the server keeps (GET /v1/jobs/{id}/file).
 */
export function ProductImportPage() {
  const { id = "" } = useParams();
  const { t } = useLingui();
  const log = useQuery(productImportQueries.log(id));
  const missing = log.error instanceof ApiError && log.error.status === 404;

  return (
    <section style={styles.page} aria-labelledby="product-import-title">
      <h1 id="product-import-title" style={styles.title}>
        <Trans>Product import log</Trans>
      </h1>
      {log.isPending && (
        <p role="status">
          <Trans>Loading the import…</Trans>
        </p>
      )}
      {missing && (
        <p role="alert" className={formStyles.alert}>
          <Trans>This import does not exist, or its log has expired.</Trans>
        </p>
      )}
      {log.error && !missing && <ApiErrorAlert error={log.error} />}
      {log.data && <ImportLog log={log.data} />}
      <p style={styles.actions}>
        <Link to={paths.boxesProducts}>
          <Trans>Back to boxes and products</Trans>
        </Link>
        <Link to={paths.archives}>{t`All downloads`}</Link>
      </p>
    </section>
  );
}

function ImportLog({ log }: { log: ProductImportLog }) {
  const { i18n, t } = useLingui();
  const progressId = useId();
  const [onlyRejected, setOnlyRejected] = useState(false);
  const { job, lines } = log;
  const n = (value: number) => formatNumber(value, {}, i18n);
  const fileName = job.details.file_name;
  const done = n(job.progress.done);
  const total = n(job.progress.total || job.details.rows);
  const shown = onlyRejected ? lines.filter((line) => line.outcome === "rejected") : lines;

  return (
    <>
      <p style={styles.file}>
        <Trans>File: {fileName}</Trans>
      </p>
      {(job.state === "queued" || job.state === "running") && (
        <>
          <p id={progressId} role="status">
            {job.state === "queued" ? <Trans>Waiting to start…</Trans> : <Trans>Checking products: {done} of {total}</Trans>}
          </p>
          <progress style={styles.progress} aria-labelledby={progressId} max={Math.max(job.progress.total, 1)} value={job.progress.done} />
        </>
      )}
      {job.error !== null && (
        <p role="alert" className={formStyles.alert}>
          {jobMessageText(job.error, i18n)}
        </p>
      )}
      {job.state === "done" && (
        <>
          <dl style={styles.totals} aria-label={t`Totals`}>
            <div style={styles.total}>
              <dt style={styles.totalName}>
                <Trans>Products in the file</Trans>
              </dt>
              <dd style={styles.totalValue}>{n(job.details.rows)}</dd>
            </div>
            <div style={styles.total}>
              <dt style={styles.totalName}>
                <Trans context="products counted">Created</Trans>
              </dt>
              <dd style={styles.totalValue}>{n(job.details.created)}</dd>
            </div>
            <div style={styles.total}>
              <dt style={styles.totalName}>
                <Trans>Updated</Trans>
              </dt>
              <dd style={styles.totalValue}>{n(job.details.updated)}</dd>
            </div>
            <div style={styles.total}>
              <dt style={styles.totalName}>
                <Trans>Rejected</Trans>
              </dt>
              <dd style={styles.totalValue}>{n(job.details.rejected)}</dd>
            </div>
          </dl>
          <div style={styles.actions}>
            {job.file && (
              <JobFileButton job={job}>
                <Trans>Download log</Trans>
              </JobFileButton>
            )}
            {job.details.rejected > 0 && (
              <label style={styles.filter}>
                <input type="checkbox" checked={onlyRejected} onChange={(event) => setOnlyRejected(event.target.checked)} />
                <Trans>Only rejected lines</Trans>
              </label>
            )}
          </div>
          <div style={table.scroller}>
            <table style={table.table} aria-label={t`Lines of the file`}>
              <thead>
                <tr>
                  <th scope="col" style={table.head}>
                    <Trans>Line</Trans>
                  </th>
                  <th scope="col" style={table.head}>
                    <Trans>SKU</Trans>
                  </th>
                  <th scope="col" style={table.head}>
                    <Trans>Outcome</Trans>
                  </th>
                  <th scope="col" style={table.head}>
                    <Trans>Message</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((line) => {
                  const messages = lineMessages(line, i18n);
                  return (
                    <tr key={line.line}>
                      <td style={table.cell}>{n(line.line)}</td>
                      <td style={table.cell}>{line.sku}</td>
                      <td style={line.outcome === "rejected" ? { ...table.cell, ...styles.rejected } : table.cell}>{outcomeText(line.outcome, i18n)}</td>
                      <td style={table.cell}>
                        {messages.length > 0 && (
                          <ul style={styles.list}>
                            {messages.map((message) => (
                              <li key={message}>{message}</li>
                            ))}
                          </ul>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}
