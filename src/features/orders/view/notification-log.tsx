import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { fetchNotificationDeliveries } from "../../../api/calls/notification-deliveries";
import { isOfflineError, retryUnlessOffline } from "../../../api/offline-error";
import { trackingEventByCode } from "../../../domain/tracking-events";
import { ApiErrorAlert } from "../../../ui/api-error";
import { formatDateTime } from "../../../ui/format/date";
import { orderQueries } from "../queries";
import { Section } from "./facts";
import { channelLabel, deliveryStatusLabel, eventLabel } from "./notification-words";
import styles from "../orders.module.css";

/** The newest deliveries shown; an order has a few checkpoints and channels, rarely more. */
const SHOWN_DELIVERIES = 50;

/**
 * The notifications the seller's rules sent about this order (decision 060): per delivery its
 * channel, recipient, state, attempts and the receiver's last answer, newest first. Read from the
 * server only: the log is written there, and an order opened offline simply shows the error.
 */
export function NotificationLogSection({ orderId }: { orderId: number }) {
  const { i18n, t } = useLingui();
  const log = useQuery({
    queryKey: orderQueries.notifications(orderId),
    queryFn: ({ signal }) => fetchNotificationDeliveries({ order_id: String(orderId), limit: String(SHOWN_DELIVERIES) }, signal),
    retry: retryUnlessOffline,
  });
  const deliveries = log.data?.elements ?? [];
  return (
    <Section id="order-notifications" title={<Trans>Notifications sent</Trans>} wide>
      {log.isError && isOfflineError(log.error) ? (
        <p className={styles.muted}>
          <Trans>The notifications show once you are online.</Trans>
        </p>
      ) : log.isError ? (
        <ApiErrorAlert error={log.error} />
      ) : log.isPending ? (
        <p className={styles.muted} role="status">
          <Trans>Loading notifications…</Trans>
        </p>
      ) : deliveries.length === 0 ? (
        <p className={styles.muted}>
          <Trans>No notifications for this order.</Trans>
        </p>
      ) : (
        <div className={styles.scroll}>
          <table aria-label={t`Notifications sent`}>
            <thead>
              <tr>
                <th scope="col"><Trans context="tracking event of a checkpoint">Event</Trans></th>
                <th scope="col"><Trans>Channel</Trans></th>
                <th scope="col"><Trans>Recipient</Trans></th>
                <th scope="col"><Trans context="of a notification delivery">State</Trans></th>
                <th scope="col"><Trans>Attempts</Trans></th>
                <th scope="col"><Trans>Last answer</Trans></th>
                <th scope="col"><Trans context="time of a notification delivery">Updated</Trans></th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((delivery) => {
                const event = trackingEventByCode(delivery.event_code);
                return (
                  <tr key={delivery.id}>
                    <td>{event ? eventLabel(event, i18n) : delivery.event_code}</td>
                    <td>{channelLabel(delivery.channel, i18n)}</td>
                    <td>{delivery.recipient ?? "—"}</td>
                    <td>{deliveryStatusLabel(delivery.status, i18n)}</td>
                    <td>{delivery.attempts}</td>
                    <td className={styles.answer}>{delivery.last_answer ?? "—"}</td>
                    <td>{formatDateTime(delivery.updated_at, {}, i18n)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
