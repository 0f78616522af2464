import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { resendVerificationEmail, saveNotificationSettings, verifySenderDomain } from "../../api/calls/notification-settings";
import { type NotificationSettings, isAllowedSenderEmail } from "../../api/schemas/notification-settings";
import { Button } from "../../ui/button";
import { FieldErrors, FieldFrame } from "../../ui/fields";
import formStyles from "../../ui/form.module.css";
import { formatDateTime } from "../../ui/format/date";
import { CopyButton } from "./copy-button";
import { SETTINGS_TEXTS } from "./settings-messages";
import { useSettingsWrite } from "./use-settings-save";
import styles from "./notification-settings.module.css";

const noSecret = () => undefined;

/**
 * The sender e-mail and its domain: the address (never a free-mail one, checked here and by the
 * server), the DNS TXT record that proves the domain with a copy button for each half, "Verify"
 * and "Resend verification email", and the domain's state.
 */
export function EmailSection({ settings, canWrite }: { settings: NotificationSettings; canWrite: boolean }) {
  const { i18n, t } = useLingui();
  const [email, setEmail] = useState(settings.sender_email ?? "");
  const save = useSettingsWrite(settings.seller_id, noSecret);
  const verify = useSettingsWrite(settings.seller_id, noSecret, { success: () => t`Domain verified`, failure: () => t`The domain is not verified yet` });
  const resend = useSettingsWrite(settings.seller_id, noSecret, { success: () => i18n._(SETTINGS_TEXTS.verificationResent), failure: () => t`Could not send the verification email` });
  const record = settings.txt_record;
  const verifiedOn = settings.domain_verified_at ? formatDateTime(settings.domain_verified_at, {}, i18n) : "";
  const lastSentOn = settings.verification_email_sent_at ? formatDateTime(settings.verification_email_sent_at, {}, i18n) : "";
  const domainErrors = [...(verify.errors["sender_domain"] ?? []), ...(verify.errors["sender_email"] ?? []), ...(resend.errors["sender_email"] ?? [])];

  return (
    <section className={styles.section} aria-labelledby="notification-email-title">
      <h2 id="notification-email-title">
        <Trans>E-mail</Trans>
      </h2>
      <form
        noValidate
        aria-label={t`Sender e-mail`}
        onSubmit={(event) => {
          event.preventDefault();
          const value = email.trim();
          if (value !== "" && !isAllowedSenderEmail(value.toLowerCase())) {
            save.setErrors({ sender_email: [i18n._(SETTINGS_TEXTS.emailNotAllowed)] });
            return;
          }
          save.run(() => saveNotificationSettings(settings.seller_id, { sender_email: value === "" ? null : value }));
        }}
      >
        <fieldset className={styles.grid} disabled={!canWrite} style={{ border: 0, padding: 0, margin: 0 }}>
          <FieldFrame label={t`Sender e-mail`} hint={t`An address of your own domain: free-mail addresses (Gmail, Outlook, QQ, UOL…) are not accepted.`} errors={save.errors["sender_email"]}>
            {(control) => <input {...control} className={formStyles.input} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />}
          </FieldFrame>
        </fieldset>
        {canWrite && (
          <div className={styles.actions}>
            <Button type="submit" busy={save.busy}>
              <Trans>Save e-mail</Trans>
            </Button>
          </div>
        )}
      </form>
      {settings.sender_domain && (
        <div>
          <p>
            <Trans>Domain</Trans>: <strong>{settings.sender_domain}</strong>{" "}
            {settings.domain_verified_at ? (
              <span className={styles.verified}>
                <Trans>Verified on {verifiedOn}</Trans>
              </span>
            ) : (
              <span className={styles.unverified}>
                <Trans>Not verified</Trans>
              </span>
            )}
          </p>
          {record && !settings.domain_verified_at && (
            <>
              <p className={styles.hint}>
                <Trans>Publish this TXT record in your domain's DNS, then press Verify. Until then, notifications go out from the platform's own address.</Trans>
              </p>
              <dl className={styles.record} aria-label={t`TXT record to publish`}>
                <dt>
                  <Trans context="of a DNS record">Name</Trans>
                </dt>
                <dd className={styles.code}>{record.name}</dd>
                <dd>
                  <CopyButton text={record.name} label={t`Copy the record name`} />
                </dd>
                <dt>
                  <Trans context="of a DNS record">Value</Trans>
                </dt>
                <dd className={styles.code}>{record.value}</dd>
                <dd>
                  <CopyButton text={record.value} label={t`Copy the record value`} />
                </dd>
              </dl>
              <FieldErrors id="notification-domain-errors" errors={domainErrors} />
              {canWrite && (
                <div className={styles.actions}>
                  <Button type="button" busy={verify.busy} onClick={() => verify.run(() => verifySenderDomain(settings.seller_id))}>
                    <Trans>Verify</Trans>
                  </Button>
                  <Button type="button" variant="secondary" busy={resend.busy} onClick={() => resend.run(() => resendVerificationEmail(settings.seller_id))}>
                    <Trans>Resend verification email</Trans>
                  </Button>
                </div>
              )}
              {settings.verification_email_sent_at && (
                <p className={styles.hint}>
                  <Trans>Verification email last sent on {lastSentOn}</Trans>
                </p>
              )}
            </>
          )}
        </div>
      )}
    </section>
  );
}
