import { useId } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router-dom";
import { useMeasurementSystem } from "../../api/queries/shared-queries";
import { ApiErrorAlert } from "../../ui/api-error";
import formStyles from "../../ui/form.module.css";
import { CheckProgressView } from "./check-progress";
import { CheckResult } from "./check-result";
import { csvDataUrl, TEMPLATE_FILE } from "./download-text";
import { type ImportProblem, problemText, templateCsv } from "./import-ports";
import { useImportCheck } from "./use-import-check";
import { useImportContext } from "./use-import-context";
import styles from "./order-import.module.css";

/** Where the seller sets its default ship-from address (decision 054). */
const COMPANY_PATH = "/company";

/**
 * /orders/import (issue 17): a CSV file of orders is checked on the device, in a worker, as soon
 * as it is chosen; the result shows the rows with errors (correctable in place) and imports the
 * valid orders. The format is in the README and in the template.
 */
export function OrderImportPage() {
  const { t } = useLingui();
  const fieldId = useId();
  const { context, error } = useImportContext();
  const { state, choose, correct } = useImportCheck(context);
  const checking = state.kind === "checking";
  return (
    <div className={styles.page}>
      <h1>
        <Trans>Import orders</Trans>
      </h1>
      <p>
        <Trans>One row per item: rows with the same order number make one order, and the box number groups its items into boxes. The file is checked on this device before anything is sent.</Trans>
      </p>
      <div className={styles.choose}>
        <div className={formStyles.field}>
          <label htmlFor={fieldId} className={formStyles.label}>
            <Trans>CSV file</Trans>
          </label>
          <input
            id={fieldId}
            type="file"
            accept=".csv,text/csv"
            disabled={checking || context === undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // The same file chosen again (after editing it) must start a new check.
              event.target.value = "";
              if (file) void choose(file);
            }}
          />
        </div>
        <a href={csvDataUrl(templateCsv())} download={TEMPLATE_FILE}>
          {t`Download template`}
        </a>
      </div>
      {context?.sender === null && (
        <p role="alert" className={formStyles.alert}>
          <Link to={COMPANY_PATH}>
            <Trans>Set a default sender before importing orders</Trans>
          </Link>
        </p>
      )}
      {context === undefined &&
        (error === null ? (
          <p role="status" className={styles.muted}>
            <Trans>Getting your contracts and sales channels…</Trans>
          </p>
        ) : (
          <ApiErrorAlert error={error} />
        ))}
      {state.kind === "checking" && <CheckProgressView fileName={state.fileName} progress={state.progress} />}
      {state.kind === "file-problems" && <FileProblems fileName={state.fileName} problems={state.problems} />}
      {state.kind === "broken" && <ApiErrorAlert error={state.error} />}
      {state.kind === "checked" && <CheckResult key={state.run} file={state.file} onCorrect={(file, corrections) => void correct(file, corrections)} />}
    </div>
  );
}

/** A file that cannot be imported at all: why, plainly, and nothing else. */
function FileProblems({ fileName, problems }: { fileName: string; problems: readonly ImportProblem[] }) {
  const { i18n } = useLingui();
  const system = useMeasurementSystem();
  return (
    <div role="alert" className={formStyles.alert}>
      <p>
        <Trans>{fileName} cannot be imported:</Trans>
      </p>
      <ul className={styles.problems}>
        {problems.map((problem, index) => (
          <li key={index}>{problemText(problem, i18n, system)}</li>
        ))}
      </ul>
    </div>
  );
}
