import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router-dom";
import { paths } from "../../config/paths";
import type { OutboxState } from "../../offline/outbox/operations";
import { MISREAD_MESSAGE } from "../../ui/scanner";
import type { ScanOutcome } from "./record-scan";
import styles from "./pickups.module.css";

interface ScanOutcomeViewProps {
  outcome: (ScanOutcome & { seq: number }) | undefined;
  /** The outbox state of the recorded scan's operation; undefined once it was sent. */
  opState: OutboxState | undefined;
}

/** Whether an operation is still on the device, refused, or gone to the server. */
export function SendState({ state }: { state: OutboxState | undefined }) {
  if (state === "needs_attention")
    return (
      <span className={`${styles.marker} ${styles.attention}`}>
        <Trans>Needs attention</Trans>
      </span>
    );
  if (state)
    return (
      <span className={`${styles.marker} ${styles.pending}`}>
        <Trans>Pending sync</Trans>
      </span>
    );
  return (
    <span className={`${styles.marker} ${styles.sent}`}>
      <Trans>Sent</Trans>
    </span>
  );
}

/**
 * The latest scan, large, announced politely: the code as text, the order it names and whether
 * it was recorded. Keyed by the outcome's counter, so a repeat is announced again.
 */
export function ScanOutcomeView({ outcome, opState }: ScanOutcomeViewProps) {
  const { i18n, t } = useLingui();
  const tone = !outcome ? "" : outcome.kind === "recorded" ? styles.ok : outcome.kind === "duplicate" ? styles.warn : styles.bad;
  return (
    <div role="status" aria-live="polite" aria-label={t`Last scan`} className={`${styles.outcome} ${tone}`}>
      {!outcome ? (
        <p>
          <Trans>Scan a label or enter its code.</Trans>
        </p>
      ) : (
        <div key={outcome.seq}>
          <p className={styles.code}>{outcome.code}</p>
          {outcome.kind === "recorded" && (
            <p>
              <Trans>Recorded</Trans> <SendState state={opState} />
            </p>
          )}
          {outcome.kind === "duplicate" && (
            <p>
              <Trans>Already scanned in this session. Nothing was queued.</Trans>
            </p>
          )}
          {outcome.kind === "unknown" && (
            <p>
              <Trans>No order has this tracking number or order number. Nothing was queued.</Trans>
            </p>
          )}
          {outcome.kind === "misread" && (
            <p>
              {i18n._(MISREAD_MESSAGE)} <Trans>Nothing was queued.</Trans>
            </p>
          )}
          {outcome.kind === "failed" && (
            <p>
              <Trans>This device could not save the scan. Try again.</Trans>
            </p>
          )}
          {(outcome.kind === "recorded" || outcome.kind === "duplicate") &&
            (outcome.order ? (
              <p>
                <Trans>
                  Order <Link to={paths.order(outcome.order.id)}>{outcome.order.order_number}</Link>
                </Trans>
              </p>
            ) : (
              <p>
                <Trans>Order not known on this device yet: the server matches it when the scan is sent.</Trans>
              </p>
            ))}
        </div>
      )}
    </div>
  );
}
