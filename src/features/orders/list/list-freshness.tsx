import { Trans, useLingui } from "@lingui/react/macro";
import { formatRelativeTime } from "../../../ui/format/relative-time";
import { useOwnFreshnessNotice } from "../../../ui/own-freshness-notice";
import styles from "../orders.module.css";

interface ListFreshnessProps {
  offline: boolean;
  refreshedAt: string | undefined;
}

/** How fresh the list is: "Last refreshed 5 minutes ago", and offline, where the rows come from. */
export function ListFreshness({ offline, refreshedAt }: ListFreshnessProps) {
  const { i18n } = useLingui();
  useOwnFreshnessNotice(offline);
  const when = refreshedAt ? formatRelativeTime(refreshedAt, Date.now(), i18n) : undefined;
  return (
    <div className={styles.freshness}>
      {offline && (
        <p className={styles.offline}>
          <Trans>Offline: showing orders saved on this device</Trans>
        </p>
      )}
      {when && (
        <p>
          <time dateTime={refreshedAt}>
            <Trans>Last refreshed {when}</Trans>
          </time>
        </p>
      )}
    </div>
  );
}
