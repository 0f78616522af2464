import { Link } from "react-router-dom";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { paths } from "../../config/paths";
import { useNeedsAttention, useOutboxPausedForLogin, usePendingCount } from "../../offline/outbox/hooks";
import { OfflineIcon, SyncIcon } from "./sync-icon";
import { useOnline } from "../../ui/use-online";
import styles from "./sync-status.module.css";

/**
 * The top bar's word on the outbox (DESIGN.md section 4: the user always sees how many operations
 * are pending). The status region holds exactly "3 pending" (plus "Paused until you sign in" while
 * a 401 holds the queue) and no number when nothing waits; "Offline" and the link to what needs
 * attention sit beside it, outside the region, so its text stays what screen readers and tests
 * expect. On a phone only the icon and the number show; the words stay for screen readers.
 *
 * Not lazy: it needs no Headless UI, and the offline layer it reads is already in the shell's
 * chunk (the shell starts the sender), so it would only appear later for nothing.
 */
export function SyncStatus() {
  const { t } = useLingui();
  const pending = usePendingCount();
  const attention = useNeedsAttention().length;
  const paused = useOutboxPausedForLogin();
  const online = useOnline();

  return (
    <div className={styles.sync}>
      {!online && (
        <span className={styles.offline}>
          <OfflineIcon />
          <span className={styles.word}>
            <Trans>Offline</Trans>
          </span>
        </span>
      )}
      {(pending > 0 || paused) && (
        // The number again, for the eye only on a phone: the region's own text is its full words.
        <span className={styles.compact} aria-hidden="true">
          <SyncIcon size={18} />
          {pending}
          {paused && " ⏸"}
        </span>
      )}
      <div role="status" aria-label={t`Sync status`} className={styles.status}>
        {pending > 0 && (
          <span className={styles.word}>
            <SyncIcon size={18} />
            <Plural value={pending} one="# pending" other="# pending" />
          </span>
        )}
        {paused && (
          <span className={`${styles.word} ${styles.paused}`}>
            {" "}
            <Trans>Paused until you sign in</Trans>
          </span>
        )}
        {pending === 0 && !paused && (
          <span className={styles.visuallyHidden}>
            <Trans>All changes sent</Trans>
          </span>
        )}
      </div>
      {attention > 0 && (
        <Link to={paths.outbox} className={styles.attention}>
          <span className={styles.compact} aria-hidden="true">
            !{attention}
          </span>
          <span className={styles.word}>
            <Plural value={attention} one="# needs attention" other="# need attention" />
          </span>
        </Link>
      )}
    </div>
  );
}
