import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { fetchMyNotifications } from "../../api/calls/notifications";
import { NOTIFICATION_TYPES, type NotificationType } from "../../api/schemas/notifications";
import { paths } from "../../config/paths";
import { ApiErrorAlert } from "../../ui/api-error";
import { apiErrorText } from "../../ui/api-error-text";
import { Button } from "../../ui/button";
import { Pagination } from "../../ui/table/pagination";
import { SelectCheckbox } from "../../ui/table/select-checkbox";
import { NotificationItem } from "./notification-item";
import { OpenedNotification } from "./opened-notification";
import { notificationQueries } from "./queries";
import { notificationKey, useMarkNotifications } from "./use-mark-notifications";
import styles from "./notifications-page.module.css";

const PAGE_SIZE = 20;

interface ListAddress {
  type?: NotificationType;
  onlyNew: boolean;
  page: number;
  notificationId?: number;
}

/** Everything the list shows lives in the address: a reload or a shared link shows the same. */
function readAddress(params: URLSearchParams): ListAddress {
  const type = NOTIFICATION_TYPES.find((known) => known === params.get("type"));
  const id = Number(params.get("notificationId"));
  return {
    type,
    onlyNew: params.get("only_new") === "true",
    page: Math.max(1, Math.floor(Number(params.get("page"))) || 1),
    notificationId: Number.isInteger(id) && id > 0 ? id : undefined,
  };
}

function searchOf(address: ListAddress): URLSearchParams {
  const search = new URLSearchParams();
  if (address.type) search.set("type", address.type);
  if (address.onlyNew) search.set("only_new", "true");
  if (address.page > 1) search.set("page", String(address.page));
  if (address.notificationId !== undefined) search.set("notificationId", String(address.notificationId));
  return search;
}

const hrefOf = (address: ListAddress) => `${paths.notificationsList}?${searchOf(address).toString()}`;

/**
 * The user's own notifications (spec: /notifications/notifications_list), newest first: all of
 * them, the seller's or the user's own; new or read for one or many; `?notificationId=` opens one.
 */
export function NotificationsPage() {
  const { i18n, t } = useLingui();
  const [params, setParams] = useSearchParams();
  const address = readAddress(params);
  const go = (next: Partial<ListAddress>) => setParams(searchOf({ ...address, ...next }));
  const listParams = { isNew: address.onlyNew ? true : undefined, type: address.type, limit: PAGE_SIZE, offset: (address.page - 1) * PAGE_SIZE };
  const list = useQuery({ queryKey: notificationQueries.list(listParams), queryFn: () => fetchMyNotifications(listParams), placeholderData: keepPreviousData });
  const marks = useMarkNotifications();

  // The selection belongs to the list it was made on: another page or filter starts empty.
  const listKey = JSON.stringify(listParams);
  const [selection, setSelection] = useState<{ listKey: string; keys: ReadonlySet<string> }>({ listKey, keys: new Set() });
  const selected = selection.listKey === listKey ? selection.keys : new Set<string>();
  const select = (keys: Iterable<string>) => setSelection({ listKey, keys: new Set(keys) });

  const elements = list.data?.elements ?? [];
  const pageCount = Math.max(1, Math.ceil((list.data?.count ?? 0) / PAGE_SIZE));
  const chosen = elements.filter((n) => selected.has(notificationKey(n)));
  const markChosen = (isNew: boolean) => {
    marks.mark({ items: chosen, isNew });
    select([]);
  };
  const failedCount = marks.failure?.request.items.length ?? 0;

  return (
    <section className={styles.page} aria-labelledby="notifications-title">
      <header className={styles.header}>
        <h1 id="notifications-title">
          <Trans>Notifications</Trans>
        </h1>
        <fieldset className={styles.types}>
          <legend className={styles.legend}>
            <Trans>Show</Trans>
          </legend>
          <TypeChoice label={t`All notifications`} checked={address.type === undefined} onChoose={() => go({ type: undefined, page: 1 })} />
          <TypeChoice label={t`Seller notifications`} checked={address.type === "seller_notifications"} onChoose={() => go({ type: "seller_notifications", page: 1 })} />
          <TypeChoice label={t`My own notifications`} checked={address.type === "user_notifications"} onChoose={() => go({ type: "user_notifications", page: 1 })} />
        </fieldset>
        <label className={styles.filter}>
          <input type="checkbox" checked={address.onlyNew} onChange={(e) => go({ onlyNew: e.target.checked, page: 1 })} />
          <Trans>Only new</Trans>
        </label>
      </header>

      {address.notificationId !== undefined && (
        <OpenedNotification key={address.notificationId} id={address.notificationId} shownNew={marks.shownNew} mark={marks.mark} onClose={() => go({ notificationId: undefined })} />
      )}

      {marks.failure && (
        <div role="alert" className={styles.failure}>
          <p>
            {t`${plural(failedCount, { one: "# notification could not be changed; it shows as it was.", other: "# notifications could not be changed; they show as they were." })}`}{" "}
            {apiErrorText(marks.failure.error, i18n).join(" ")}
          </p>
          <Button variant="secondary" onClick={marks.dismissFailure}>
            <Trans context="a message">Dismiss</Trans>
          </Button>
        </div>
      )}

      <div role="toolbar" aria-label={t`Selected notifications`} className={styles.toolbar}>
        <SelectCheckbox
          label={t`Select all on this page`}
          checked={elements.length > 0 && chosen.length === elements.length}
          indeterminate={chosen.length > 0 && chosen.length < elements.length}
          disabled={elements.length === 0}
          onChange={(all) => select(all ? elements.map(notificationKey) : [])}
        />
        <span className={styles.count}>{t`${plural(chosen.length, { one: "# selected", other: "# selected" })}`}</span>
        <Button variant="secondary" disabled={chosen.length === 0} onClick={() => markChosen(false)}>
          <Trans>Mark as read</Trans>
        </Button>
        <Button variant="secondary" disabled={chosen.length === 0} onClick={() => markChosen(true)}>
          <Trans>Mark as new</Trans>
        </Button>
      </div>

      {list.error && <ApiErrorAlert error={list.error} />}
      {list.isPending && (
        <p role="status">
          <Trans>Loading notifications…</Trans>
        </p>
      )}
      {list.isSuccess && elements.length === 0 && (
        <p>{address.onlyNew ? <Trans>You have no new notifications.</Trans> : <Trans>You have no notifications yet.</Trans>}</p>
      )}
      <ul className={styles.list} aria-label={t`Notifications`}>
        {elements.map((n) => {
          const key = notificationKey(n);
          const isNew = marks.shownNew(n);
          return (
            <NotificationItem
              key={key}
              notification={n}
              isNew={isNew}
              pending={marks.isPending(n)}
              selected={selected.has(key)}
              opened={n.id === address.notificationId}
              onSelect={(on) => select(on ? [...selected, key] : [...selected].filter((k) => k !== key))}
              onToggle={() => marks.mark({ items: [n], isNew: !isNew })}
            />
          );
        })}
      </ul>
      {pageCount > 1 && <Pagination page={address.page} pageCount={pageCount} pageHref={(page) => hrefOf({ ...address, page })} />}
    </section>
  );
}

function TypeChoice({ label, checked, onChoose }: { label: string; checked: boolean; onChoose: () => void }) {
  return (
    <label className={styles.type}>
      <input type="radio" name="notification-type" checked={checked} onChange={onChoose} />
      {label}
    </label>
  );
}
