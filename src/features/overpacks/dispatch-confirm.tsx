import { Plural, Trans } from "@lingui/react/macro";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import type { OverpackFacts } from "./use-overpack-actions";

/** "Dispatch 3 overpacks?": a dispatched overpack cannot take more orders, so it asks first. */
export function DispatchConfirm({ request, busy, onConfirm, onClose }: { request: OverpackFacts[] | null; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  const count = request?.length ?? 0;
  return (
    <ConfirmDialog
      open={request !== null}
      title={count === 1 ? <Trans>Dispatch overpack {request?.[0]?.reference}?</Trans> : <Plural value={count} one="Dispatch # overpack?" other="Dispatch # overpacks?" />}
      confirmLabel={<Trans>Dispatch</Trans>}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Trans>A dispatched overpack leaves with its carrier and cannot take more orders.</Trans>
    </ConfirmDialog>
  );
}
