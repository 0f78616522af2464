import { useId, useState } from "react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCachedOrderRows } from "../../../offline/order-cache";
import { Button } from "../../../ui/button";
import type { DispatchCandidate } from "./use-dispatch-orders";
import styles from "./dispatch.module.css";

/** Entries listed at once; a select-all of 1000 says how many more there are. */
const LISTED_MAX = 100;

interface SelectionReviewProps {
  selected: ReadonlySet<number>;
  /** Orders selected by a scan that no list page has cached (the server's lookup found them). */
  scanned: ReadonlyMap<number, DispatchCandidate>;
  onRemove: (id: number) => void;
}

/**
 * The selection, to check before "Dispatch" (issue 14, a warehouse tablet): how many orders are
 * already dispatched (Dispatch leaves them out) and, on demand, the list of selected orders with
 * those flagged, each removable by itself.
 */
export function SelectionReview({ selected, scanned, onRemove }: SelectionReviewProps) {
  const { t } = useLingui();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const ids = [...selected];
  const cached = useCachedOrderRows(ids);
  const byId = new Map<number, Pick<DispatchCandidate, "order_number" | "dispatched">>(scanned);
  for (const row of cached ?? []) byId.set(row.id, row);
  const entries = ids.map((id) => ({ id, order_number: byId.get(id)?.order_number ?? `#${id}`, dispatched: byId.get(id)?.dispatched ?? false }));
  const flagged = entries.filter((entry) => entry.dispatched).length;
  const hidden = entries.length - LISTED_MAX;

  return (
    <div className={styles.review}>
      <Button variant="secondary" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        <Trans>Review selection</Trans>
      </Button>
      {flagged > 0 && (
        <span className={styles.flag}>
          <Plural value={flagged} one="# already dispatched: left out of Dispatch" other="# already dispatched: left out of Dispatch" />
        </span>
      )}
      <div id={listId} hidden={!open} className={styles.reviewPanel}>
        {open && (
          <ul className={styles.reviewList} aria-label={t`Selected orders`}>
            {entries.slice(0, LISTED_MAX).map((entry) => {
              const number = entry.order_number;
              return (
                <li key={entry.id} className={styles.reviewItem}>
                  <span className={styles.refusalOrder}>{number}</span>
                  {entry.dispatched && (
                    <span className={styles.flag}>
                      <Trans>Already dispatched</Trans>
                    </span>
                  )}
                  <Button variant="secondary" aria-label={t`Remove ${number} from the selection`} onClick={() => onRemove(entry.id)}>
                    <Trans>Remove</Trans>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        {open && hidden > 0 && (
          <p>
            <Trans>and {hidden} more</Trans>
          </p>
        )}
      </div>
    </div>
  );
}
