import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { ApiErrorAlert } from "../../ui/api-error";
import { Button } from "../../ui/button";
import styles from "./settings-form.module.css";

/**
 * The frame the seller's settings pages share (printing, advanced, tracking page): the loading and
 * failure lines, the read-only hint and the Save button. Who may change them is
 * `useCan("seller:write")`; the server refuses a viewer's save anyway, these only keep the screen
 * honest about it.
 */

/** "Loading…" while the first answer is on its way, then the reason if it failed. */
export function SettingsLoadState({ pending, error, loading }: { pending: boolean; error: unknown; loading: ReactNode }) {
  return (
    <>
      {pending && <p role="status">{loading}</p>}
      {error ? <ApiErrorAlert error={error} /> : null}
    </>
  );
}

export function ReadOnlyHint({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <p className={styles.hint}>
      <Trans>You can see these settings; only a seller admin or operator can change them.</Trans>
    </p>
  );
}

/** The form's submit button; absent for a reader. */
export function SaveActions({ show, busy }: { show: boolean; busy: boolean }) {
  if (!show) return null;
  return (
    <div className={styles.actions}>
      <Button type="submit" busy={busy}>
        <Trans>Save</Trans>
      </Button>
    </div>
  );
}
