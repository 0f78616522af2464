import { type ComponentProps, type ReactNode, useId } from "react";
import formStyles from "../../../ui/form.module.css";
import styles from "./steps.module.css";

interface CheckboxFieldProps extends Omit<ComponentProps<"input">, "type" | "id"> {
  label: ReactNode;
  errors?: string[];
}

/** A checkbox whose whole row (44 px tall) is its label, with its problems under it. */
export function CheckboxField({ label, errors = [], className, ...input }: CheckboxFieldProps) {
  const id = useId();
  const invalid = errors.length > 0;
  return (
    <div className={className}>
      <label className={styles.check}>
        <input type="checkbox" id={id} aria-invalid={invalid || undefined} aria-describedby={invalid ? `${id}-error` : undefined} {...input} />
        <span>{label}</span>
      </label>
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

interface TextAreaFieldProps extends Omit<ComponentProps<"textarea">, "id"> {
  label: string;
  errors?: string[];
}

/** A labelled multi-line field in the house form style. */
export function TextAreaField({ label, errors = [], className, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const invalid = errors.length > 0;
  return (
    <div className={`${formStyles.field} ${className ?? ""}`}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <textarea id={id} className={formStyles.input} rows={3} aria-invalid={invalid || undefined} aria-describedby={invalid ? `${id}-error` : undefined} {...textarea} />
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
