import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { fetchNotificationDeliveries } from "../../../api/calls/notification-deliveries";
import { isOfflineError, retryUnlessOffline } from "../../../api/offline-error";
import { ApiErrorAlert } from "../../../ui/api-error";
import { DeliveryTable } from "../../../ui/notification-delivery-table";
import { orderQueries } from "../queries";
import { Section } from "./facts";
import styles from "../orders.module.css";

/** The newest deliveries shown; an order has a few checkpoints and channels, rarely more. */
const SHOWN_DELIVERIES = 50;

/**
 * The notifications the seller's rules sent about this order (decision 060): per delivery its
 * channel, recipient, state, attempts and the receiver's last answer, newest first. Read from the
 * server only: the log is written there, and an order opened offline simply shows the error.
 */
export function NotificationLogSection({ orderId }: { orderId: number }) {
  const { t } = useLingui();
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
        <DeliveryTable deliveries={deliveries} label={t`Notifications sent`} />
      )}
    </Section>
  );
}
