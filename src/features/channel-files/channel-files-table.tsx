import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "react-router-dom";
import { channelFileDownloadUrl } from "../../api/calls/channel-files";
import type { ChannelFile } from "../../api/schemas/channel-files";
import { paths } from "../../config/paths";
import { showErrorToast } from "../../ui/api-error";
import { Button } from "../../ui/button";
import { formatDateTime } from "../../ui/format/date";
import { DataTable, type DataTableColumn } from "../../ui/table/data-table";
import { channelFileErrorText } from "./channel-file-error-text";
import { channelFileStatusLabel } from "./channel-file-status";
import styles from "./channel-files.module.css";

/**
 * Opens a short-lived link (PUT /v1/amazon_files/{id}); the answer is an attachment, so the
 * browser saves it and the page stays where it is.
 */
function DownloadButton({ file }: { file: ChannelFile }) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      busy={busy}
      aria-label={t`Download ${file.name}`}
      onClick={async () => {
        setBusy(true);
        try {
          window.location.assign(await channelFileDownloadUrl(file.id));
        } catch (error) {
          showErrorToast(error, i18n, { lead: t`The file could not be downloaded.`, reasons: channelFileErrorText(error, i18n) });
        } finally {
          setBusy(false);
        }
      }}
    >
      <Trans>Download</Trans>
    </Button>
  );
}

export function ChannelFilesTable({ files, canImport }: { files: readonly ChannelFile[]; canImport: boolean }) {
  const { t, i18n } = useLingui();
  const columns: DataTableColumn<ChannelFile>[] = [
    { key: "name", header: t`File`, cell: (file) => <span className={styles.fileName}>{file.name}</span> },
    { key: "channel", header: t`Channel`, cell: (file) => (file.channel === "amazon" ? "Amazon" : file.channel) },
    { key: "orders", header: t`Orders`, numeric: true, cell: (file) => file.orders_count },
    { key: "status", header: t`Status`, cell: (file) => channelFileStatusLabel(file.status, i18n) },
    { key: "created", header: t`Uploaded`, cell: (file) => formatDateTime(file.created_at, {}, i18n) },
    {
      key: "actions",
      header: t`Actions`,
      cell: (file) => (
        <span className={styles.rowActions}>
          <DownloadButton file={file} />
          {canImport && (
            <Link to={paths.channelImport(file.id)} aria-label={t`Import orders of ${file.name}`}>
              <Trans>Import</Trans>
            </Link>
          )}
          {file.import_job_id !== null && (
            <Link to={paths.importResponse(file.import_job_id)} aria-label={t`Import result of ${file.name}`}>
              <Trans>Import result</Trans>
            </Link>
          )}
        </span>
      ),
    },
  ];
  return <DataTable label={t`Sales channel files`} columns={columns} rows={files} rowId={(file) => file.id} empty={<Trans>No channel files yet. Upload a report to start.</Trans>} />;
}
