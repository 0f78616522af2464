import { useEffect, useState } from "react";
import { Trans } from "@lingui/react/macro";
import { SAVING_EVENT, SAVING_FAILED_EVENT } from "./saving-events";
import styles from "./saving-indicator.module.css";

/** How long "Saved" stays, like a toast (spec section 9: hide delay 2000 ms). */
export const SAVED_VISIBLE_MS = 2000;

type State = "idle" | "saving" | "saved";

/**
 * "Saving…" with a spinner while any save runs, then "Saved" for two seconds. Saves are counted,
 * so two overlapping saves show "Saved" only when both are done; an end without a start shows
 * nothing. The status region is always in the page so that screen readers hear each change.
 */
export function SavingIndicator() {
  const [state, setState] = useState<State>("idle");

  useEffect(() => {
    let pending = 0;
    let hideTimer: ReturnType<typeof setTimeout> | undefined;
    const clearHide = () => {
      if (hideTimer !== undefined) clearTimeout(hideTimer);
      hideTimer = undefined;
    };
    const onSaving = (event: Event) => {
      const saving = (event as CustomEvent<unknown>).detail === true;
      if (saving) {
        pending += 1;
        clearHide();
        setState("saving");
        return;
      }
      if (pending === 0) return;
      pending -= 1;
      if (pending > 0) return;
      setState("saved");
      hideTimer = setTimeout(() => setState("idle"), SAVED_VISIBLE_MS);
    };
    const onFailed = () => {
      if (pending === 0) return;
      pending -= 1;
      if (pending === 0) setState("idle");
    };
    window.addEventListener(SAVING_EVENT, onSaving);
    window.addEventListener(SAVING_FAILED_EVENT, onFailed);
    return () => {
      clearHide();
      window.removeEventListener(SAVING_EVENT, onSaving);
      window.removeEventListener(SAVING_FAILED_EVENT, onFailed);
    };
  }, []);

  return (
    <div role="status" className={styles.indicator}>
      {state === "saving" && (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          <Trans>Saving…</Trans>
        </>
      )}
      {state === "saved" && (
        <>
          <span className={styles.check} aria-hidden="true">
            ✓
          </span>
          <Trans>Saved</Trans>
        </>
      )}
    </div>
  );
}
