import { useLingui } from "@lingui/react/macro";
import { useMeasurementSystem } from "../../api/queries/shared-queries";
import formStyles from "../../ui/form.module.css";
import tableStyles from "../../ui/table/table.module.css";
import { cellKey, cellValue } from "./corrections";
import { type CheckedFile, problemText } from "./import-ports";
import type { ProblemRow } from "./problem-rows";
import styles from "./order-import.module.css";

interface ProblemTableProps {
  file: CheckedFile;
  rows: readonly ProblemRow[];
  edits: ReadonlyMap<string, string>;
  onEdit: (key: string, value: string) => void;
}

/**
 * The rows with errors: the row a spreadsheet shows, the column, the message in the user's
 * language, and the cell itself to correct in place (once per cell, on its first problem).
 * Everything from the file is shown as text.
 */
export function ProblemTable({ file, rows, edits, onEdit }: ProblemTableProps) {
  const { i18n, t } = useLingui();
  const system = useMeasurementSystem();
  const editable = new Set<string>();
  return (
    <div className={tableStyles.scroller}>
      <table className={tableStyles.table} aria-label={t`Rows with errors`}>
        <thead>
          <tr>
            <th scope="col" className={tableStyles.numeric}>{t`Row`}</th>
            <th scope="col">{t`Column`}</th>
            <th scope="col">{t`Order number`}</th>
            <th scope="col">{t`Message`}</th>
            <th scope="col">{t`Correction`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = row.line !== null && row.column !== null ? cellKey(row.line, row.column) : null;
            const current = row.line !== null && row.column !== null ? cellValue(file, row.line, row.column) : undefined;
            const withInput = key !== null && current !== undefined && !editable.has(key);
            if (withInput) editable.add(key);
            return (
              <tr key={row.key}>
                <td className={tableStyles.numeric}>{row.line ?? ""}</td>
                <td>{row.column ?? ""}</td>
                <td>{row.orderNumber ?? ""}</td>
                <td className={styles.message}>{problemText(row.problem, i18n, system)}</td>
                <td>
                  {withInput && (
                    <input
                      className={`${formStyles.input} ${styles.cellInput}`}
                      aria-label={t`Row ${row.line}, ${row.column}`}
                      value={edits.get(key) ?? current}
                      onChange={(event) => onEdit(key, event.target.value)}
                    />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
