import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import type { DispatchRequest } from "./use-dispatch-orders";

/** Order numbers spelled out in the dialog; past these, a count. */
const NAMED_MAX = 10;

interface DispatchConfirmDialogProps {
  request: DispatchRequest | undefined;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * "Dispatch 3 orders?" before a batch goes (issue 14): a dispatched order can no longer be edited
 * or removed, and a stray press on a large selection must not lock them all. Says which selected
 * orders are left out because they are dispatched already.
 */
export function DispatchConfirmDialog({ request, busy, onConfirm, onClose }: DispatchConfirmDialogProps) {
  const { t } = useLingui();
  const count = request?.toSend.length ?? 0;
  const skipped = request?.skipped ?? [];
  const skippedNumbers = skipped
    .slice(0, NAMED_MAX)
    .map((order) => order.order_number)
    .join(", ");
  const more = skipped.length - NAMED_MAX;
  return (
    <ConfirmDialog
      open={request !== undefined}
      title={<Plural value={count} one="Dispatch # order?" other="Dispatch # orders?" />}
      confirmLabel={t`Dispatch`}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>
        <Trans>Once dispatched, orders can no longer be edited or removed.</Trans>
      </p>
      {skipped.length > 0 && (
        <p>
          {more > 0 ? (
            <Trans>
              Already dispatched, so left out: {skippedNumbers} and {more} more
            </Trans>
          ) : (
            <Trans>Already dispatched, so left out: {skippedNumbers}</Trans>
          )}
        </p>
      )}
    </ConfirmDialog>
  );
}
