import { useLingui } from "@lingui/react/macro";
import type { SessionScan } from "../../offline/scan-sessions";
import { OutcomeIcon } from "./outcome-icon";
import { SendState, isRefused, scanSendState, type OperationsById } from "./scan-state";
import styles from "./pickups.module.css";

/** Enough to see the last parcels go by beside the camera, few enough to fit a phone's screen. */
export const RECENT_SCANS_SHOWN = 3;

/**
 * The session's last few scans, newest first, beside the camera: the code, the order and where
 * each stands (pending, sent, refused). Text only, no links: the session below links each order.
 */
export function RecentScans({ scans, operations }: { scans: readonly SessionScan[]; operations: OperationsById }) {
  const { t } = useLingui();
  if (scans.length === 0) return null;
  const recent = scans.slice(-RECENT_SCANS_SHOWN).reverse();
  return (
    <ul className={styles.recent} aria-label={t`Last scans`}>
      {recent.map((scan) => {
        const state = scanSendState(scan, operations);
        return (
          <li key={`${scan.key}-${scan.scannedAt}`} className={isRefused(state) ? styles.recentRefused : undefined}>
            <OutcomeIcon tone={isRefused(state) ? "refused" : "ok"} size={18} />
            <span className={styles.recentWhat}>
              <span className={styles.recentCode}>{scan.code}</span>
              {scan.orderNumber && <span className={styles.recentOrder}>{scan.orderNumber}</span>}
            </span>
            <SendState state={state} />
          </li>
        );
      })}
    </ul>
  );
}
