import { type ComponentProps, type ReactNode, useId } from "react";
import { FieldErrors, FieldFrame } from "../../../ui/fields";
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
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}

interface TextAreaFieldProps extends Omit<ComponentProps<"textarea">, "id"> {
  label: string;
  errors?: string[];
}

/** A labelled multi-line field in the house form style. */
export function TextAreaField({ label, errors, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} errors={errors} className={className}>
      {(control) => <textarea {...control} className={formStyles.input} rows={3} {...textarea} />}
    </FieldFrame>
  );
}
