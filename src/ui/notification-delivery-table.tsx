import { Link } from "react-router-dom";
import { Trans, useLingui } from "@lingui/react/macro";
import type { NotificationDelivery } from "../api/schemas/notification-deliveries";
import { paths } from "../config/paths";
import { trackingEventByCode } from "../domain/tracking-events";
import { formatDateTime } from "./format/date";
import { channelLabel, deliveryStatusLabel, eventLabel } from "./notification-delivery-labels";
import styles from "./notification-deliveries.module.css";

interface DeliveryTableProps {
  deliveries: readonly NotificationDelivery[];
  /** The table's accessible name. */
  label: string;
  /** A column with the order (a link to it): the rule's log spans orders, the order's does not. */
  showOrder?: boolean;
}

/**
 * The notification delivery log as a table (decision 060), shared by the order view and the
 * notification rule view: per delivery its event, channel, recipient, state, attempts, the
 * receiver's last answer (text, never markup) and when it last changed, in the server's order.
 */
export function DeliveryTable({ deliveries, label, showOrder = false }: DeliveryTableProps) {
  const { i18n } = useLingui();
  return (
    <div className={styles.scroll}>
      <table aria-label={label}>
        <thead>
          <tr>
            {showOrder && (
              <th scope="col">
                <Trans>Order</Trans>
              </th>
            )}
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
                {showOrder && (
                  <td>
                    <Link to={paths.order(delivery.order_id)}>{delivery.order_number || `#${delivery.order_id}`}</Link>
                  </td>
                )}
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
  );
}
