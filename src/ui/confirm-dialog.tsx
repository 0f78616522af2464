import type { ReactNode } from "react";
import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { Trans } from "@lingui/react/macro";
import { Button } from "./button";
import styles from "./dialog.module.css";

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. "Delete order LG-10001?" (already translated). */
  title: ReactNode;
  /** What happens if the user confirms; rendered as the dialog's description. */
  children?: ReactNode;
  /** The confirming button's name, a verb that says what it does ("Delete", "Discard"). */
  confirmLabel: ReactNode;
  /** Defaults to "Cancel". */
  cancelLabel?: ReactNode;
  /** Destructive action: the confirm button is styled as a danger. */
  danger?: boolean;
  /** Disables the confirm button while the action runs (the dialog stays open). */
  busy?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape and a click outside all land here. */
  onClose: () => void;
}

/**
 * Asks before an action that cannot be undone. The safe choice (cancel) takes the focus, so an
 * Enter pressed out of habit never throws work away.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, danger = false, busy = false, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} className={styles.dialog}>
      <DialogBackdrop className={styles.backdrop} />
      <div className={styles.container}>
        <DialogPanel className={`${styles.panel} ${styles.small}`}>
          <DialogTitle className={styles.title}>{title}</DialogTitle>
          {children !== undefined && children !== null && <Description as="div" className={styles.body}>{children}</Description>}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onClose} data-autofocus>
              {cancelLabel ?? <Trans>Cancel</Trans>}
            </Button>
            <Button className={danger ? styles.danger : undefined} busy={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
