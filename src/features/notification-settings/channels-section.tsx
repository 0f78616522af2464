import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { saveNotificationSettings } from "../../api/calls/notification-settings";
import type { NotificationSettings } from "../../api/schemas/notification-settings";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { FieldErrors } from "../../ui/fields";
import { formatDateTime } from "../../ui/format/date";
import { useSettingsWrite } from "./use-settings-save";
import styles from "./notification-settings.module.css";

type Channel = "sms" | "whatsapp";
const noSecret = () => undefined;

/**
 * SMS and WhatsApp to buyers: switches that save at once. Turning one on costs extra per message
 * (configuration area section 5), so it first asks to confirm the cost in a dialog; the server
 * refuses it without that confirmation and records who gave it.
 */
export function ChannelsSection({ settings, canWrite }: { settings: NotificationSettings; canWrite: boolean }) {
  const { i18n, t } = useLingui();
  const write = useSettingsWrite(settings.seller_id, noSecret);
  const [asking, setAsking] = useState<Channel | null>(null);
  const name = (channel: Channel) => (channel === "sms" ? t`SMS` : t`WhatsApp`);
  const turn = (channel: Channel, on: boolean) =>
    write.run(() => saveNotificationSettings(settings.seller_id, channel === "sms" ? { sms_enabled: on, confirm_cost: on } : { whatsapp_enabled: on, confirm_cost: on }));

  const row = (channel: Channel) => {
    const enabled = channel === "sms" ? settings.sms_enabled : settings.whatsapp_enabled;
    const confirmation = channel === "sms" ? settings.sms_cost_confirmation : settings.whatsapp_cost_confirmation;
    const errorId = `notification-${channel}-errors`;
    const errors = write.errors[`${channel}_enabled`] ?? [];
    const label = channel === "sms" ? t`SMS to buyers` : t`WhatsApp to buyers`;
    const when = confirmation ? formatDateTime(confirmation.at, {}, i18n) : "";
    const who = confirmation?.by ?? "";
    return (
      <div key={channel}>
        <label className={styles.switch}>
          <input
            type="checkbox"
            role="switch"
            checked={enabled}
            disabled={!canWrite || write.busy}
            aria-describedby={errors.length > 0 ? errorId : undefined}
            onChange={(event) => (event.target.checked ? setAsking(channel) : turn(channel, false))}
          />
          {label}
        </label>
        {confirmation && (
          <p className={styles.hint}>{who ? <Trans>Extra cost confirmed by {who} on {when}</Trans> : <Trans>Extra cost confirmed on {when}</Trans>}</p>
        )}
        <FieldErrors id={errorId} errors={errors} />
      </div>
    );
  };

  const askingName = asking ? name(asking) : "";
  return (
    <section className={styles.section} aria-labelledby="notification-channels-title">
      <h2 id="notification-channels-title">
        <Trans>SMS and WhatsApp</Trans>
      </h2>
      <p className={styles.hint}>
        <Trans>Messages to buyers by SMS or WhatsApp are charged per message, on top of your shipping costs.</Trans>
      </p>
      {row("sms")}
      {row("whatsapp")}
      <ConfirmDialog
        open={asking !== null}
        title={t`Turn on ${askingName}?`}
        confirmLabel={<Trans>Confirm the cost and turn on</Trans>}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          if (asking) turn(asking, true);
          setAsking(null);
        }}
      >
        <Trans>Each {askingName} message sent to a buyer is charged to your account, on top of your shipping costs. Do you confirm the extra cost?</Trans>
      </ConfirmDialog>
    </section>
  );
}
