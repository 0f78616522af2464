import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { jobStartErrorText } from "./known-refusal-text";
import formStyles from "./form.module.css";
import { showToast } from "./toast";

/**
 * A failed call told to the user, the one way each: in a toast after an action (save, delete), or
 * in line where the screen's data should be. The words are apiErrorText's (the server's own
 * messages, ours for a missing network or a server failure), with the job caps' refusals translated.
 */

/** Long enough to read why something failed. */
export const ERROR_TOAST_MS = 6_000;

interface ErrorToastOptions {
  /** What failed, said first ("Printing settings could not be saved"). */
  lead?: string;
  /** Why, when the screen knows better than apiErrorText (a document's busy server, fields in red). */
  reasons?: string[];
}

export function showErrorToast(error: unknown, i18n: I18n, { lead, reasons }: ErrorToastOptions = {}): void {
  const why = reasons ?? jobStartErrorText(error, i18n);
  showToast((lead === undefined ? why : [lead, ...why]).join(" "), "error", ERROR_TOAST_MS);
}

/** The reason a screen's data could not be loaded or sent, in line (an alert for screen readers). */
export function ApiErrorAlert({ error, className = formStyles.alert }: { error: unknown; className?: string }) {
  const { i18n } = useLingui();
  return (
    <p role="alert" className={className}>
      {jobStartErrorText(error, i18n).join(" ")}
    </p>
  );
}
