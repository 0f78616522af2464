import { useId } from "react";
import { Link } from "react-router-dom";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ArchiveJob } from "../../api/schemas/archives";
import { formatDateTime } from "../../ui/format/date";
import { formatNumber } from "../../ui/format/number";
import { JobFileButton } from "../../ui/job-file-button";
import { fileNameOf, jobMessages, jobPagePath, kindText, stateText } from "./job-words";
import { styles, table } from "./styles";

/** One job of the archive: what it is, where it stands, what it says, and its file while it is kept. */
export function ArchiveRow({ job }: { job: ArchiveJob }) {
  const { i18n, t } = useLingui();
  const progressId = useId();
  const fileName = fileNameOf(job);
  const page = jobPagePath(job);
  const messages = jobMessages(job, i18n);
  const running = job.state === "queued" || job.state === "running";
  const done = formatNumber(job.progress.done, {}, i18n);
  const total = formatNumber(job.progress.total, {}, i18n);
  const until = job.expires_at ? formatDateTime(job.expires_at, {}, i18n) : undefined;
  const kind = kindText(job, i18n);
  const name = job.file?.name ?? "";

  return (
    <tr>
      <td style={table.cell}>{kind}</td>
      <td style={{ ...table.cell, ...styles.file }}>
        {page ? <Link to={page}>{fileName ?? t`Open`}</Link> : (fileName ?? "—")}
      </td>
      <td style={table.cell}>
        <span id={progressId} style={job.state === "failed" ? styles.failed : undefined}>
          {stateText(job, i18n)}
        </span>
        {running && job.progress.total > 0 && (
          <>
            <progress style={styles.progress} aria-labelledby={progressId} max={job.progress.total} value={job.progress.done} />
            <span style={styles.muted}>
              <Trans>
                {done} of {total}
              </Trans>
            </span>
          </>
        )}
      </td>
      <td style={table.cell}>
        <time dateTime={job.created_at}>{formatDateTime(job.created_at, {}, i18n)}</time>
      </td>
      <td style={table.cell}>
        {messages.length > 0 && (
          <ul style={styles.list}>
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </td>
      <td style={table.cell}>
        {job.state === "done" && job.file && (
          <JobFileButton job={job} label={t`Download ${kind}: ${name}`}>
            <Trans>Download</Trans>
          </JobFileButton>
        )}
        {until && (
          <span style={styles.muted}>
            <Trans>Available until {until}</Trans>
          </span>
        )}
      </td>
    </tr>
  );
}
