import { type ComponentProps, type ReactNode, useId } from "react";
import styles from "./form.module.css";

/**
 * The frame under every field component of the app (text, select, masked, country, state,
 * multi-line): the label with a required field's asterisk (spec section 5), a hint under it, the
 * problems under the control, and the ids and ARIA attributes that tie them to the control, so
 * that a screen reader reads the label, the hint and the problems of the field it is in.
 * The plain text and select fields are here with it; the masked field has its own file.
 */

/** What the control gets from the frame: spread it onto the input, select or textarea. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  "aria-required": true | undefined;
}

interface FieldFrameProps {
  label: ReactNode;
  required?: boolean;
  /** Help under the label ("with the area code"), read with the control. */
  hint?: ReactNode;
  /** Problems shown under the control and read with it. */
  errors?: readonly string[];
  /** Added to the frame's own class. */
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

// form.module.css has no hint style; muted like the app's other secondary text.
const HINT_STYLE = { color: "var(--color-muted, #5b6170)" } as const;

export function FieldFrame({ label, required = false, hint, errors = [], className, children }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = errors.length > 0;
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span aria-hidden="true" className={styles.required}>
            {" "}*
          </span>
        )}
      </label>
      {hint && (
        <small id={hintId} style={HINT_STYLE}>
          {hint}
        </small>
      )}
      {children({ id, "aria-invalid": invalid || undefined, "aria-describedby": describedBy, "aria-required": required || undefined })}
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}

/**
 * A field's problems under it, for controls laid out otherwise (a checkbox inside its label); the
 * control points at `id` with aria-describedby.
 */
export function FieldErrors({ id, errors }: { id: string; errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <ul id={id} className={styles.errors}>
      {errors.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

interface TextFieldProps extends Omit<ComponentProps<"input">, "id"> {
  label: string;
  /** Messages shown under the field and linked to it for screen readers. */
  errors?: string[];
  required?: boolean;
}

/** A labelled input; a required one carries an asterisk after its label (spec section 5). */
export function TextField({ label, errors, required, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} required={required} errors={errors}>
      {(control) => <input {...control} className={styles.input} {...input} />}
    </FieldFrame>
  );
}

interface SelectFieldProps extends Omit<ComponentProps<"select">, "id"> {
  label: string;
  options: readonly { value: string; label: string }[];
  errors?: string[];
  /** Help under the label, read with the select (for instance which rule chose the value). */
  hint?: ReactNode;
}

/** A labelled select in the house form style (44 px tall). */
export function SelectField({ label, options, errors, required, hint, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} required={required} errors={errors} hint={hint}>
      {(control) => (
        <select {...control} className={styles.input} {...select}>
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
