import { useId } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatNumber } from "../../ui/format/number";
import { IMPORT_STAGES } from "../../domain/order-import/types";
import type { ImportProgress } from "./import-ports";
import { CHECK_STAGE_LABELS, stageState } from "./import-stages";
import styles from "./order-import.module.css";

/**
 * The check under way: the spec's statuses in order, the current one marked, a progress bar over
 * the rows and how many have been read. The bar has no value while the rows are not counted yet.
 */
export function CheckProgressView({ fileName, progress }: { fileName: string; progress: ImportProgress }) {
  const { i18n, t } = useLingui();
  const titleId = useId();
  const done = formatNumber(progress.done, {}, i18n);
  const total = formatNumber(progress.total, {}, i18n);
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId}>
        <Trans>Checking {fileName}</Trans>
      </h2>
      <ol className={styles.stages}>
        {IMPORT_STAGES.map((stage) => {
          const state = stageState(stage, progress.stage);
          return (
            <li key={stage} aria-current={state === "current" ? "step" : undefined} className={state === "pending" ? styles.pending : state === "done" ? styles.done : undefined}>
              {i18n._(CHECK_STAGE_LABELS[stage])}
            </li>
          );
        })}
      </ol>
      {progress.total > 0 ? (
        <progress className={styles.progress} aria-label={t`Rows checked`} max={progress.total} value={progress.done} />
      ) : (
        <progress className={styles.progress} aria-label={t`Rows checked`} />
      )}
      <p role="status">{progress.total > 0 ? <Trans>{done} of {total} rows</Trans> : <Trans>Reading the file…</Trans>}</p>
    </section>
  );
}
