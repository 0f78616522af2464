import { Link } from "react-router-dom";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Notification } from "../../api/schemas/notifications";
import { paths } from "../../config/paths";
import { Button } from "../../ui/button";
import { formatDateTime } from "../../ui/format/date";
import { SelectCheckbox } from "../../ui/table/select-checkbox";
import styles from "./notifications-page.module.css";

interface NotificationItemProps {
  notification: Notification;
  /** New or read as the user sees it now (the state asked for while a change is pending). */
  isNew: boolean;
  pending: boolean;
  selected: boolean;
  opened: boolean;
  onSelect: (selected: boolean) => void;
  onToggle: () => void;
}

/** One notification of the list: its selection box, its title (a link that opens it), body and time. */
export function NotificationItem({ notification: n, isNew, pending, selected, opened, onSelect, onToggle }: NotificationItemProps) {
  const { i18n, t } = useLingui();
  const classes = [styles.item, isNew ? styles.new : "", opened ? styles.current : ""].filter(Boolean).join(" ");
  return (
    <li className={classes} aria-busy={pending || undefined} aria-current={opened || undefined}>
      <SelectCheckbox label={t`Select: ${n.title}`} checked={selected} onChange={onSelect} />
      <div className={styles.text}>
        <h2 className={styles.title}>
          <Link to={`${paths.notificationsList}?notificationId=${n.id}`}>{n.title}</Link>
          {isNew && (
            <span className={styles.badge}>
              <Trans context="a notification not read yet">New</Trans>
            </span>
          )}
          {pending && (
            <span className={styles.pending} role="status">
              <Trans context="a notification's change the server has not confirmed yet">Saving…</Trans>
            </span>
          )}
        </h2>
        {/* Text only: React escapes it, so a body holding markup shows as written and never runs. */}
        <p>{n.body}</p>
        <time dateTime={n.created_at}>{formatDateTime(n.created_at, {}, i18n)}</time>
      </div>
      {/* The visible words start the accessible name, which adds the title to tell the buttons apart. */}
      <Button variant="secondary" disabled={pending} aria-label={isNew ? t`Mark as read: ${n.title}` : t`Mark as new: ${n.title}`} onClick={onToggle}>
        {isNew ? <Trans>Mark as read</Trans> : <Trans>Mark as new</Trans>}
      </Button>
    </li>
  );
}
