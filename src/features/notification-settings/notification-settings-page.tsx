import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useCan } from "../../api/use-can";
import { useSessionUser } from "../../api/use-session-user";
import { ApiErrorAlert } from "../../ui/api-error";
import { ChannelsSection } from "./channels-section";
import { EmailSection } from "./email-section";
import { notificationSettingsQuery } from "./queries";
import { WebhookSection } from "./webhook-section";
import styles from "./notification-settings.module.css";

/**
 * /notifications/settings (configuration area sections 2, 3 and 5; decision 058): the sender
 * e-mail with its domain's verification, SMS and WhatsApp with their cost confirmation, and the
 * webhook. Every group reads it; Seller Admin and Seller Operation change it (the server refuses
 * anyone else).
 */
export function NotificationSettingsPage() {
  const user = useSessionUser();
  const sellerId = user?.seller_id;
  const settings = useQuery(notificationSettingsQuery(sellerId));
  const canWrite = useCan("seller:write");

  return (
    <section className={styles.page} aria-labelledby="notification-settings-title">
      <h1 id="notification-settings-title">
        <Trans>Notification settings</Trans>
      </h1>
      {!canWrite && (
        <p className={styles.hint}>
          <Trans>You can see these settings; only a seller admin or operator can change them.</Trans>
        </p>
      )}
      {settings.isPending && sellerId !== undefined && (
        <p role="status">
          <Trans>Loading the notification settings…</Trans>
        </p>
      )}
      {settings.error ? <ApiErrorAlert error={settings.error} /> : null}
      {settings.data && (
        <>
          <EmailSection key={`email-${settings.data.sender_email ?? ""}`} settings={settings.data} canWrite={canWrite} />
          <ChannelsSection settings={settings.data} canWrite={canWrite} />
          <WebhookSection settings={settings.data} canWrite={canWrite} />
        </>
      )}
    </section>
  );
}
