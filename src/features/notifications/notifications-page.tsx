import { useSearchParams } from "react-router-dom";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { fetchMyNotifications, setNotificationsNew } from "../../api/calls/notifications";
import type { Notification } from "../../api/schemas/notifications";
import { ApiErrorAlert } from "../../ui/api-error";
import { Button } from "../../ui/button";
import { formatDateTime } from "../../ui/format/date";
import { notificationQueries } from "./queries";
import styles from "./notifications-page.module.css";

const PAGE_SIZE = 20;

/** The user's own notifications (spec: /notifications/notifications_list), newest first. */
export function NotificationsPage() {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  // Page and filter live in the URL: a reload or a shared link shows the same list.
  const [params, setParams] = useSearchParams();
  const onlyNew = params.get("only_new") === "true";
  const pageNumber = Math.max(1, Number(params.get("page")) || 1);
  const listParams = { isNew: onlyNew ? true : undefined, limit: PAGE_SIZE, offset: (pageNumber - 1) * PAGE_SIZE };
  const list = useQuery({ queryKey: notificationQueries.list(listParams), queryFn: () => fetchMyNotifications(listParams), placeholderData: keepPreviousData });
  const mark = useMutation({
    mutationFn: ({ items, isNew }: { items: Notification[]; isNew: boolean }) => setNotificationsNew(items, isNew),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationQueries.all() }),
  });

  const elements = list.data?.elements ?? [];
  const pageCount = Math.max(1, Math.ceil((list.data?.count ?? 0) / PAGE_SIZE));
  const unread = elements.filter((n) => n.is_new);
  const go = (next: { page?: number; onlyNew?: boolean }) => {
    const search = new URLSearchParams();
    if (next.onlyNew ?? onlyNew) search.set("only_new", "true");
    const target = next.page ?? 1;
    if (target > 1) search.set("page", String(target));
    setParams(search);
  };

  return (
    <section className={styles.page} aria-labelledby="notifications-title">
      <header className={styles.header}>
        <h1 id="notifications-title">
          <Trans>Notifications</Trans>
        </h1>
        <label className={styles.filter}>
          <input type="checkbox" checked={onlyNew} onChange={(e) => go({ onlyNew: e.target.checked })} />
          <Trans>Only new</Trans>
        </label>
        <Button variant="secondary" disabled={unread.length === 0} busy={mark.isPending} onClick={() => mark.mutate({ items: unread, isNew: false })}>
          <Trans>Mark all on this page as read</Trans>
        </Button>
      </header>
      {(list.error ?? mark.error) && (
        <ApiErrorAlert error={list.error ?? mark.error} />
      )}
      {list.isPending && (
        <p role="status">
          <Trans>Loading notifications…</Trans>
        </p>
      )}
      {list.isSuccess && elements.length === 0 && (
        <p>{onlyNew ? <Trans>You have no new notifications.</Trans> : <Trans>You have no notifications yet.</Trans>}</p>
      )}
      <ul className={styles.list} aria-label={t`Notifications`}>
        {elements.map((n) => (
          <li key={`${n.type}-${n.id}`} className={n.is_new ? `${styles.item} ${styles.new}` : styles.item}>
            <div className={styles.text}>
              <h2 className={styles.title}>
                {n.title}
                {n.is_new && (
                  <span className={styles.badge}>
                    <Trans context="a notification not read yet">New</Trans>
                  </span>
                )}
              </h2>
              <p>{n.body}</p>
              <time dateTime={n.created_at}>{formatDateTime(n.created_at, {}, i18n)}</time>
            </div>
            {/* The visible words start the accessible name, which adds the title to tell the buttons apart. */}
            <Button
              variant="secondary"
              busy={mark.isPending && mark.variables?.items.includes(n)}
              aria-label={n.is_new ? t`Mark as read: ${n.title}` : t`Mark as new: ${n.title}`}
              onClick={() => mark.mutate({ items: [n], isNew: !n.is_new })}
            >
              {n.is_new ? <Trans>Mark as read</Trans> : <Trans>Mark as new</Trans>}
            </Button>
          </li>
        ))}
      </ul>
      {pageCount > 1 && (
        <nav className={styles.pager} aria-label={t`Pages`}>
          <Button variant="secondary" disabled={pageNumber <= 1} onClick={() => go({ page: pageNumber - 1 })}>
            <Trans>Previous</Trans>
          </Button>
          <span>
            <Trans>
              Page {pageNumber} of {pageCount}
            </Trans>
          </span>
          <Button variant="secondary" disabled={pageNumber >= pageCount} onClick={() => go({ page: pageNumber + 1 })}>
            <Trans>Next</Trans>
          </Button>
        </nav>
      )}
    </section>
  );
}
