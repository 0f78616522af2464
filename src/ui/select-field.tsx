import type { ComponentProps } from "react";
import { FieldFrame } from "./field-frame";
import formStyles from "./form.module.css";

interface SelectFieldProps extends Omit<ComponentProps<"select">, "id"> {
  label: string;
  options: readonly { value: string; label: string }[];
  errors?: string[];
}

/** A labelled select in the house form style (44 px tall). */
export function SelectField({ label, options, errors, required, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} required={required} errors={errors}>
      {(control) => (
        <select {...control} className={formStyles.input} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
