import { Trans } from "@lingui/react/macro";
import styles from "./orders.module.css";

export type SyncMark = "pending" | "attention";

/** "Pending sync" or "Needs attention" beside an order: words, not a colour alone. */
export function SyncMarker({ mark }: { mark: SyncMark | undefined }) {
  if (!mark) return null;
  return (
    <span className={`${styles.marker} ${mark === "attention" ? styles.attention : styles.pending}`}>
      {mark === "attention" ? <Trans>Needs attention</Trans> : <Trans>Pending sync</Trans>}
    </span>
  );
}
