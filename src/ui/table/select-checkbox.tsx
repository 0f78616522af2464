import { useEffect, useRef } from "react";
import styles from "./table.module.css";

interface SelectCheckboxProps {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * A selection checkbox named by `label`. The label box around it is 44 px square, so the small
 * box is easy to hit with a finger.
 */
export function SelectCheckbox({ label, checked, indeterminate = false, disabled, onChange }: SelectCheckboxProps) {
  const input = useRef<HTMLInputElement>(null);
  // "Some selected" exists only as a DOM property, not as an attribute.
  useEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label className={styles.checkTarget}>
      <input ref={input} type="checkbox" aria-label={label} checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
    </label>
  );
}
