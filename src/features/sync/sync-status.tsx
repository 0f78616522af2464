import { Link } from "react-router-dom";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { paths } from "../../config/paths";
import { useNeedsAttention, useOutboxPausedForLogin, usePendingCount } from "../../offline/outbox/hooks";
import { AttentionIcon, OfflineIcon, SyncIcon } from "./sync-icon";
import { useOnline } from "../../ui/use-online";
import styles from "./sync-status.module.css";

/**
 * The top bar's word on the outbox (DESIGN.md section 4: the user always sees how many operations
 * are pending), in words on every screen, and a link to `/outbox` (issue 14). The status region
 * holds exactly "3 pending" (plus "Paused until you sign in" while a 401 holds the queue), or
 * "All changes sent", so that its text stays what screen readers and tests expect; "Offline" and
 * what needs attention are a second line beside it. The whole is one link, 44 px high, as wide as
 * its words up to a limit (longer words are cut with an ellipsis, never wrapped onto a new row of
 * the top bar, which keeps its height whatever appears: decision 032).
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
  const tone = attention > 0 ? styles.attention : !online || paused ? styles.waiting : undefined;
  // The words shown are also the link's name: the status region's own label ("Sync status")
  // would otherwise stand for its text in the name.
  const pendingWords = pending > 0 ? t`${plural(pending, { one: "# pending", other: "# pending" })}` : undefined;
  const pausedWords = paused ? t`Paused until you sign in` : undefined;
  const sentWords = pending === 0 && !paused && attention === 0 ? t`All changes sent` : undefined;
  const offlineWords = online ? undefined : t`Offline`;
  const attentionWords = attention > 0 ? t`${plural(attention, { one: "# needs attention", other: "# need attention" })}` : undefined;
  const name = [pendingWords, pausedWords, sentWords, offlineWords, attentionWords].filter(Boolean).join(" ");
  return (
    <Link to={paths.outbox} className={`${styles.sync} ${tone ?? ""}`} aria-label={name}>
      {attention > 0 ? <AttentionIcon /> : !online ? <OfflineIcon /> : <SyncIcon size={18} />}
      <span className={styles.lines}>
        <span role="status" aria-label={t`Sync status`} className={styles.status}>
          {pendingWords}
          {pausedWords && <span className={styles.paused}> {pausedWords}</span>}
          {sentWords}
        </span>
        {offlineWords && <span className={styles.second}>{offlineWords}</span>}
        {attentionWords && <span className={`${styles.second} ${styles.attentionWords}`}>{attentionWords}</span>}
      </span>
    </Link>
  );
}
