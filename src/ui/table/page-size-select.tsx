import { useId } from "react";
import { Trans } from "@lingui/react/macro";
import { PAGE_SIZES, type PageSize, toPageSize } from "./page-size";
import styles from "./table.module.css";

interface PageSizeSelectProps {
  value: PageSize;
  onChange: (size: PageSize) => void;
}

/** "Rows per page": 10, 20 or 50. The caller saves the choice (usePageSize) and goes to page 1. */
export function PageSizeSelect({ value, onChange }: PageSizeSelectProps) {
  const id = useId();
  return (
    <div className={styles.pageSize}>
      <label htmlFor={id}>
        <Trans>Rows per page</Trans>
      </label>
      <select id={id} value={value} onChange={(event) => onChange(toPageSize(event.target.value))}>
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}
