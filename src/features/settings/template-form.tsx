import type { FormEvent, ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { Button } from "../../ui/button";
import formStyles from "../../ui/form.module.css";
import styles from "./boxes-products-page.module.css";

interface TemplateFormProps {
  /** The heading, also the form's accessible name. */
  title: string;
  /** Why the last save failed, shown as an alert. */
  failure: string | null;
  /** The submit button's text. */
  saveLabel: ReactNode;
  onSubmit: (event: FormEvent) => Promise<void>;
  onCancel: () => void;
  /** The fields. */
  children: ReactNode;
}

/** The frame both template forms share: title, save failure, fields, then Save and Cancel. */
export function TemplateForm({ title, failure, saveLabel, onSubmit, onCancel, children }: TemplateFormProps) {
  return (
    <form className={styles.form} aria-label={title} noValidate onSubmit={(event) => void onSubmit(event)}>
      <h3 className={styles.formTitle}>{title}</h3>
      {failure && (
        <p role="alert" className={formStyles.alert}>
          {failure}
        </p>
      )}
      {children}
      <div className={styles.actions}>
        <Button type="submit">{saveLabel}</Button>
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
