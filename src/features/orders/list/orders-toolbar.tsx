import { useId } from "react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { MAX_PAGE_SIZE } from "../../../api/schemas/common";
import { Button } from "../../../ui/button";
import styles from "../orders.module.css";

/** Spec (section 9): select-all fetches at most 1000 orders; a multi-dispatch takes as many. */
export const SELECT_ALL_LIMIT = MAX_PAGE_SIZE;

interface OrdersToolbarProps {
  selectedCount: number;
  /** Orders matching the filters. */
  matchingCount: number;
  canWrite: boolean;
  selectingAll: boolean;
  dispatching: boolean;
  onSelectAll: () => void;
  onClear: () => void;
  onDispatch: () => void;
  /** Documents of the selected orders in one PDF, shown while rows are selected. */
  documents?: React.ReactNode;
  /** The selection to review before Dispatch (selection-review.tsx), shown while rows are selected. */
  review?: React.ReactNode;
  /** "Add to overpack" for the selection, for a user who may (can_overpack), shown while rows are selected. */
  overpack?: React.ReactNode;
}

/** Selection summary, select all matching, the one "Dispatch" button, documents of the selection and the column chooser. */
export function OrdersToolbar(props: OrdersToolbarProps) {
  const { selectedCount, matchingCount, canWrite, selectingAll, dispatching, onSelectAll, onClear, onDispatch, documents, review, overpack } = props;
  const { t } = useLingui();
  const reasonId = useId();
  const selectable = Math.min(matchingCount, SELECT_ALL_LIMIT);
  const tooMany = selectedCount > SELECT_ALL_LIMIT;
  const reason = selectedCount === 0 ? t`Select orders to dispatch them.` : tooMany ? t`Select at most ${SELECT_ALL_LIMIT} orders to dispatch at once.` : undefined;

  return (
    <div className={styles.toolbar}>
      {canWrite && (
        <>
          <p className={styles.selection} aria-live="polite">
            {selectedCount > 0 && <Plural value={selectedCount} one="# selected" other="# selected" />}
          </p>
          {selectedCount > 0 && (
            <Button variant="secondary" onClick={onClear}>
              <Trans>Clear selection</Trans>
            </Button>
          )}
          {selectedCount > 0 && review}
          {selectable > 0 && selectedCount < selectable && (
            <Button variant="secondary" busy={selectingAll} onClick={onSelectAll}>
              {matchingCount > SELECT_ALL_LIMIT ? (
                <Trans>
                  Select the first {selectable} of {matchingCount} matching orders
                </Trans>
              ) : (
                <Plural value={selectable} one="Select the # matching order" other="Select all # matching orders" />
              )}
            </Button>
          )}
          <Button disabled={reason !== undefined} busy={dispatching} aria-describedby={reason ? reasonId : undefined} onClick={onDispatch}>
            <Trans>Dispatch</Trans>
          </Button>
          {reason && (
            <span id={reasonId} className={styles.reason}>
              {reason}
            </span>
          )}
          {selectedCount > 0 && documents}
          {selectedCount > 0 && overpack}
        </>
      )}
    </div>
  );
}
