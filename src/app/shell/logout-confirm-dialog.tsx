import { Plural, Trans } from "@lingui/react/macro";
import { usePendingCount } from "../../offline/outbox/hooks";
import { ConfirmDialog } from "../../ui/confirm-dialog";

interface LogoutConfirmDialogProps {
  /** Operations waiting when the user asked to log out, shown until the live count is read. */
  pendingAtRequest: number;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Asked only when changes are still waiting. They are not lost: the outbox keeps them on this
 * device and sends them only with the session of the user who made them, so they go out when
 * that user signs in here again (and never with someone else's account).
 */
export function LogoutConfirmDialog({ pendingAtRequest, onCancel, onConfirm }: LogoutConfirmDialogProps) {
  // Live: the count follows the outbox while the question is open.
  const pendingOperations = usePendingCount(pendingAtRequest);
  return (
    <ConfirmDialog open title={<Trans>Log out?</Trans>} confirmLabel={<Trans>Log out</Trans>} onConfirm={onConfirm} onClose={onCancel}>
      {pendingOperations > 0 ? (
        <Plural
          value={pendingOperations}
          one="# change has not been sent yet. It stays on this device and is sent when you sign in here again with this account."
          other="# changes have not been sent yet. They stay on this device and are sent when you sign in here again with this account."
        />
      ) : (
        // Sent while the question was open.
        <Trans>All changes have been sent.</Trans>
      )}
    </ConfirmDialog>
  );
}
