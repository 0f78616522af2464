import { type ComponentProps, useId } from "react";
import styles from "./form.module.css";

interface TextFieldProps extends Omit<ComponentProps<"input">, "id"> {
  label: string;
  /** Messages shown under the field and linked to it for screen readers. */
  errors?: string[];
  required?: boolean;
}

/** A labelled input; a required one carries an asterisk after its label (spec section 5). */
export function TextField({ label, errors = [], required, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = errors.length > 0;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span aria-hidden="true" className={styles.required}>
            {" "}*
          </span>
        )}
      </label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        aria-required={required || undefined}
        {...input}
      />
      {invalid && (
        <ul id={errorId} className={styles.errors}>
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
