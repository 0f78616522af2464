import { type ComponentProps, useId } from "react";
import formStyles from "./form.module.css";

interface SelectFieldProps extends Omit<ComponentProps<"select">, "id"> {
  label: string;
  options: readonly { value: string; label: string }[];
  errors?: string[];
}

/** A labelled select in the house form style (44 px tall). */
export function SelectField({ label, options, errors = [], required, ...select }: SelectFieldProps) {
  const id = useId();
  const invalid = errors.length > 0;
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
        {required && (
          <span aria-hidden="true" className={formStyles.required}>
            {" "}*
          </span>
        )}
      </label>
      <select id={id} className={formStyles.input} aria-invalid={invalid || undefined} aria-describedby={invalid ? `${id}-error` : undefined} aria-required={required || undefined} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {invalid && (
        <ul id={`${id}-error`} className={formStyles.errors}>
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
