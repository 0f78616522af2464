import { useEffect, useRef } from "react";
import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { fetchMyNotification } from "../../api/calls/notifications";
import { ApiError } from "../../api/errors";
import type { Notification } from "../../api/schemas/notifications";
import { ApiErrorAlert } from "../../ui/api-error";
import { Button } from "../../ui/button";
import { formatDateTime } from "../../ui/format/date";
import { notificationQueries } from "./queries";
import type { MarkRequest } from "./use-mark-notifications";
import styles from "./notifications-page.module.css";

interface OpenedNotificationProps {
  id: number;
  shownNew: (n: Notification) => boolean;
  mark: (request: MarkRequest) => void;
  onClose: () => void;
}

/**
 * The notification a link names (`?notificationId=`, from the bell or a shared address), shown
 * whole above the list, focused so a screen reader reads it, and marked read once it is shown:
 * opening a notification is reading it. Fetched by id, so it shows even when it is on another page.
 */
export function OpenedNotification({ id, shownNew, mark, onClose }: OpenedNotificationProps) {
  const { i18n, t } = useLingui();
  const one = useQuery({ queryKey: notificationQueries.one(id), queryFn: () => fetchMyNotification(id) });
  const heading = useRef<HTMLHeadingElement>(null);
  const markedFor = useRef<number | null>(null);
  const notification = one.data;

  useEffect(() => {
    // Once per opened notification: a refetch after marking must neither mark it again nor take
    // the focus back from wherever the user has moved it.
    if (!notification || markedFor.current === notification.id) return;
    markedFor.current = notification.id;
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: "nearest" });
    if (notification.is_new) mark({ items: [notification], isNew: false });
  }, [notification, mark]);

  const notFound = one.error instanceof ApiError && one.error.status === 404;
  return (
    <article className={styles.opened} aria-label={notification ? undefined : t`Opened notification`} aria-labelledby={notification ? "opened-notification-title" : undefined}>
      {one.isPending && (
        <p role="status">
          <Trans>Loading the notification…</Trans>
        </p>
      )}
      {notFound && (
        <p role="alert">
          <Trans>This notification was not found. It may belong to another user or have been removed.</Trans>
        </p>
      )}
      {one.error && !notFound ? <ApiErrorAlert error={one.error} /> : null}
      {notification && (
        <>
          <h2 id="opened-notification-title" ref={heading} tabIndex={-1} className={styles.openedTitle}>
            {notification.title}
          </h2>
          <p className={styles.openedBody}>{notification.body}</p>
          <p className={styles.openedMeta}>
            <time dateTime={notification.created_at}>{formatDateTime(notification.created_at, {}, i18n)}</time>
            {" · "}
            <span>{shownNew(notification) ? <Trans context="a notification not read yet">New</Trans> : <Trans context="a notification already read">Read</Trans>}</span>
          </p>
        </>
      )}
      <Button variant="secondary" onClick={onClose}>
        <Trans context="the opened notification">Close</Trans>
      </Button>
    </article>
  );
}
