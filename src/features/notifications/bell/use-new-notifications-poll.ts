import { useEffect, useRef } from "react";
import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { msg, plural } from "@lingui/core/macro";
import { type MyNotificationsParams, fetchMyNotifications } from "../../../api/calls/notifications";
import { useSessionUser } from "../../../api/use-session-user";
import { showToast } from "../../../ui/toast";
import { notificationQueries } from "../queries";

/** How often the bell asks whether new notifications have arrived. */
export const POLL_INTERVAL_MS = 30_000;
/** The poll needs only the count; spec section 7: "is_new=true, offset=0, limit=10". */
export const POLL_LIMIT = 10;

export const pollParams: MyNotificationsParams = { isNew: true, limit: POLL_LIMIT, offset: 0 };

/**
 * The count of the signed-in user's new notifications, asked again every 30 s while the caller is
 * mounted. When the count rises above the last one seen, a toast says so; the first answer only
 * sets the baseline. Errors are silently ignored (spec section 8): nothing is shown, and the next
 * tick simply asks again. Unmounting the caller removes the query's observer, and with it the timer.
 */
export function useNewNotificationsPoll(): { count: number } {
  const { i18n } = useLingui();
  const user = useSessionUser();
  const userId = user?.id ?? null;
  const poll = useQuery({
    queryKey: notificationQueries.list(pollParams),
    queryFn: () => fetchMyNotifications(pollParams),
    enabled: userId !== null,
    refetchInterval: POLL_INTERVAL_MS,
    // A failed tick is not retried: the next one comes soon enough and nobody waits on this one.
    retry: false,
  });
  const count = userId === null ? undefined : poll.data?.count;

  // The last count seen, and for whom: another user signing in on this device starts a new baseline.
  const lastSeen = useRef<{ userId: number; count: number } | null>(null);
  useEffect(() => {
    if (userId === null) lastSeen.current = null;
    if (userId === null || count === undefined) return;
    const previous = lastSeen.current;
    lastSeen.current = { userId, count };
    if (previous?.userId === userId && count > previous.count) {
      showToast(i18n._(msg({ message: plural(count, { one: "You have # new notification", other: "You have # new notifications" }) })), "info");
    }
  }, [userId, count, i18n]);

  return { count: count ?? 0 };
}
