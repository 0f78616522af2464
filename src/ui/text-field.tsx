import type { ComponentProps } from "react";
import { FieldFrame } from "./field-frame";
import styles from "./form.module.css";

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
