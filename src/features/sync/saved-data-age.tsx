import { useCallback, useSyncExternalStore } from "react";
import { type QueryClient, type QueryKey, useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatRelativeTime } from "../../ui/format/relative-time";
import { useScreenShowsOwnFreshness } from "../../ui/own-freshness-notice";
import { useOnline } from "../../ui/use-online";
import styles from "./saved-data-age.module.css";

/** When the oldest saved answer on the screen was fetched; undefined when the screen shows none. */
function oldestShown(queryClient: QueryClient, isSaved: (key: QueryKey) => boolean): number | undefined {
  let oldest: number | undefined;
  for (const query of queryClient.getQueryCache().getAll()) {
    // Only what the screen shows: a query some component on view observes.
    if (query.getObserversCount() === 0 || query.state.data === undefined || !isSaved(query.queryKey)) continue;
    oldest = Math.min(oldest ?? Infinity, query.state.dataUpdatedAt);
  }
  return oldest;
}

/**
 * Offline, above every screen that shows answers kept on this device (src/offline/saved-queries.ts):
 * that they are saved ones, and how old the oldest is, as the orders list says of its rows; not on
 * a screen that says so itself.
 */
export function SavedDataAge({ isSaved }: { isSaved: (key: QueryKey) => boolean }) {
  const { i18n } = useLingui();
  const online = useOnline();
  const queryClient = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => queryClient.getQueryCache().subscribe(onChange), [queryClient]);
  const oldest = useSyncExternalStore(subscribe, () => oldestShown(queryClient, isSaved));
  // A screen that says it itself (the orders list, an order) is not told twice.
  const screenSaysIt = useScreenShowsOwnFreshness();
  if (online || oldest === undefined || screenSaysIt) return null;
  const refreshedAt = new Date(oldest).toISOString();
  const when = formatRelativeTime(oldest, Date.now(), i18n);
  return (
    <div role="status" className={styles.age}>
      <p className={styles.offline}>
        <Trans>Offline: showing data saved on this device</Trans>
      </p>
      <p>
        <time dateTime={refreshedAt}>
          <Trans>Last refreshed {when}</Trans>
        </time>
      </p>
    </div>
  );
}
