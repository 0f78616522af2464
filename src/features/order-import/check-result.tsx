import { useId, useMemo, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMeasurementSystem } from "../../api/queries/shared-queries";
import { ApiErrorAlert } from "../../ui/api-error";
import { Button } from "../../ui/button";
import { formatNumber } from "../../ui/format/number";
import { useOnline } from "../../ui/use-online";
import type { Corrections } from "./corrections";
import { downloadText, REJECTED_ROWS_FILE } from "./download-text";
import { type CheckedFile, problemText, rejectedRowsCsv } from "./import-ports";
import { PROBLEM_ROWS_SHOWN_MAX, problemRows } from "./problem-rows";
import { ProblemTable } from "./problem-table";
import { useStartImport } from "./use-start-import";
import styles from "./order-import.module.css";

interface CheckResultProps {
  file: CheckedFile;
  onCorrect: (file: CheckedFile, corrections: Corrections) => void;
}

/**
 * A checked file: how many orders, valid and rejected; the rows with errors, correctable in place
 * and checked again; "Import valid orders" and "Download rejected rows".
 */
export function CheckResult({ file, onCorrect }: CheckResultProps) {
  const { i18n, t } = useLingui();
  const titleId = useId();
  const online = useOnline();
  const system = useMeasurementSystem();
  const [edits, setEdits] = useState<Map<string, string>>(() => new Map());
  const rows = useMemo(() => problemRows(file.result), [file.result]);
  const importing = useStartImport(file);
  const { totals } = file.result;
  const count = (value: number) => formatNumber(value, {}, i18n);
  const hidden = rows.length - PROBLEM_ROWS_SHOWN_MAX;

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId}>
        <Trans>Result of {file.fileName}</Trans>
      </h2>
      <dl className={styles.counts}>
        <div>
          <dt>{t`Orders`}</dt>
          <dd>{count(totals.orders)}</dd>
        </div>
        <div>
          <dt>{t`Valid`}</dt>
          <dd>{count(totals.valid)}</dd>
        </div>
        <div>
          <dt>{t`Rejected`}</dt>
          <dd>{count(totals.rejected)}</dd>
        </div>
      </dl>
      {rows.length > 0 && (
        <>
          <ProblemTable file={file} rows={rows.slice(0, PROBLEM_ROWS_SHOWN_MAX)} edits={edits} onEdit={(key, value) => setEdits((before) => new Map(before).set(key, value))} />
          {hidden > 0 && <p className={styles.muted}>{t`And ${count(hidden)} more: download the rejected rows to see them all.`}</p>}
        </>
      )}
      {!online && (
        <p className={styles.warning} role="status">
          <Trans>Importing needs the network. Your checked file stays here: import it when you are back online.</Trans>
        </p>
      )}
      {importing.error !== null && (importing.offline ? <p role="alert" className={styles.warning}>{t`The import could not reach the server. Your checked file stays here: try again when you are back online.`}</p> : <ApiErrorAlert error={importing.error} />)}
      <div className={styles.actions}>
        {rows.length > 0 && (
          <Button variant="secondary" disabled={edits.size === 0} onClick={() => onCorrect(file, edits)}>
            <Trans>Check again</Trans>
          </Button>
        )}
        <Button disabled={totals.valid === 0 || !online} busy={importing.sending} onClick={() => void importing.start()}>
          <Trans>Import valid orders</Trans>
        </Button>
        {totals.rejected > 0 && (
          <Button variant="secondary" onClick={() => downloadText(rejectedRowsCsv(file, (problem) => problemText(problem, i18n, system)), REJECTED_ROWS_FILE(file.fileName))}>
            <Trans>Download rejected rows</Trans>
          </Button>
        )}
      </div>
    </section>
  );
}
