import { useId, useRef } from "react";
import { Link } from "react-router-dom";
import { CloseButton, Popover, PopoverButton, PopoverPanel } from "@headlessui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { type MyNotificationsParams, fetchMyNotifications, setNotificationsNew } from "../../../api/calls/notifications";
import type { Notification } from "../../../api/schemas/notifications";
import { paths } from "../../../config/paths";
import { apiErrorText } from "../../../ui/api-error-text";
import { Button } from "../../../ui/button";
import { formatNumber } from "../../../ui/format/number";
import { formatDateTime } from "../../../ui/format/date";
import { formatRelativeTime } from "../../../ui/format/relative-time";
import { notificationQueries } from "../queries";
import { useNewNotificationsPoll } from "./use-new-notifications-poll";
import styles from "./notification-bell.module.css";

/** Spec section 9: "Notification dropdown loads up to 50". */
export const DROPDOWN_LIMIT = 50;
/** Above this the badge shows "99+"; the accessible name always carries the exact count. */
const BADGE_MAX = 99;

const dropdownParams: MyNotificationsParams = { isNew: true, limit: DROPDOWN_LIMIT, offset: 0 };

/**
 * The top bar's bell (spec section 2): the count of new notifications as a badge, kept fresh by a
 * background poll, and a dropdown listing the new ones with "Mark as read".
 */
export function NotificationBell() {
  const { i18n, t } = useLingui();
  const { count } = useNewNotificationsPoll();
  const label = count > 0 ? t`Notifications, ${count} new` : t`Notifications`;
  const titleId = useId();

  return (
    <Popover className={styles.bell}>
      <PopoverButton className={styles.button} aria-label={label}>
        <BellIcon />
        {count > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {count > BADGE_MAX ? `${formatNumber(BADGE_MAX, undefined, i18n)}+` : formatNumber(count, undefined, i18n)}
          </span>
        )}
      </PopoverButton>
      <PopoverPanel as="section" anchor={{ to: "bottom end", gap: 8, padding: 8 }} focus aria-labelledby={titleId} className={styles.panel}>
        <NewNotifications titleId={titleId} />
      </PopoverPanel>
    </Popover>
  );
}

/** The dropdown's content. It mounts when the bell opens, so every opening asks the server again. */
function NewNotifications({ titleId }: { titleId: string }) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const list = useQuery({ queryKey: notificationQueries.list(dropdownParams), queryFn: () => fetchMyNotifications(dropdownParams), staleTime: 0 });
  const mark = useMutation({
    mutationFn: (items: Notification[]) => setNotificationsNew(items, false),
    // The badge (the poll's query) and this list are both under notificationQueries.all().
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationQueries.all() }),
    // The pressed button leaves with its item; focus stays in the dropdown instead of falling to the page.
    onSuccess: () => titleRef.current?.focus(),
  });
  const elements = list.data?.elements ?? [];
  // Relative to when the list was fetched: render stays pure, and the list is fetched at each opening.
  const now = list.dataUpdatedAt;
  const failure = list.error ?? mark.error;

  return (
    <>
      <div className={styles.header}>
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
          <Trans>New notifications</Trans>
        </h2>
        <Button variant="secondary" disabled={elements.length === 0} busy={mark.isPending && mark.variables === elements} onClick={() => mark.mutate(elements)}>
          <Trans>Mark all as read</Trans>
        </Button>
      </div>
      {failure && (
        <p role="alert" className={styles.alert}>
          {apiErrorText(failure, i18n).join(" ")}
        </p>
      )}
      {list.isPending && (
        <p role="status">
          <Trans>Loading notifications…</Trans>
        </p>
      )}
      {list.isSuccess && elements.length === 0 && (
        <p className={styles.empty}>
          <Trans>No new notifications.</Trans>
        </p>
      )}
      {elements.length > 0 && (
        <ul className={styles.list} aria-labelledby={titleId}>
          {elements.map((n) => (
            <li key={`${n.type}-${n.id}`} className={styles.item}>
              <h3 className={styles.itemTitle}>
                {/* Opens it whole in the list (which marks it read); closing the dropdown on the way. */}
                <CloseButton as={Link} to={`${paths.notificationsList}?notificationId=${n.id}`} className={styles.itemLink}>
                  {n.title}
                </CloseButton>
              </h3>
              {/* Text only: React escapes it, so a body holding markup shows as written and never runs. */}
              <p className={styles.body}>{n.body}</p>
              <time className={styles.time} dateTime={n.created_at} title={formatDateTime(n.created_at, undefined, i18n)}>
                {formatRelativeTime(n.created_at, now, i18n)}
              </time>
              <Button
                variant="secondary"
                className={styles.markRead}
                busy={mark.isPending && mark.variables.includes(n)}
                aria-label={t`Mark as read: ${n.title}`}
                onClick={() => mark.mutate([n])}
              >
                <Trans>Mark as read</Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <CloseButton as={Link} to={paths.notificationsList} className={styles.seeAll}>
        <Trans>See all notifications</Trans>
      </CloseButton>
    </>
  );
}

function BellIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-5.5-1.5-1.8V10a5.5 5.5 0 0 0-4.25-5.36V4a1.25 1.25 0 0 0-2.5 0v.64A5.5 5.5 0 0 0 6.5 10v4.7L5 16.5V18h14v-1.5Z"
      />
    </svg>
  );
}
