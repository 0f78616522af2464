import { Popover, PopoverButton, PopoverPanel } from "@headlessui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TableColumn } from "../../../api/schemas/columns";
import buttonStyles from "../../../ui/button.module.css";
import { columnTitle } from "./column-titles";
import styles from "../orders.module.css";

interface ColumnChooserProps {
  columns: readonly TableColumn[];
  onChange: (key: string, show: boolean) => void;
}

/** "Columns": a checkbox per column the user may hide; each change is saved at once. */
export function ColumnChooser({ columns, onChange }: ColumnChooserProps) {
  const { i18n } = useLingui();
  return (
    <Popover className={styles.chooser}>
      <PopoverButton className={`${buttonStyles.button} ${buttonStyles.secondary}`}>
        <Trans>Columns</Trans>
      </PopoverButton>
      <PopoverPanel anchor={{ to: "bottom end", gap: 4 }} className={styles.chooserPanel}>
        <fieldset>
          <legend>
            <Trans>Columns shown</Trans>
          </legend>
          {columns
            .filter((column) => column.isCustomizable)
            .map((column) => (
              <label key={column.key} className={styles.chooserItem}>
                <input type="checkbox" checked={column.show} onChange={(event) => onChange(column.key, event.target.checked)} />
                {columnTitle(column.key, i18n)}
              </label>
            ))}
        </fieldset>
      </PopoverPanel>
    </Popover>
  );
}
