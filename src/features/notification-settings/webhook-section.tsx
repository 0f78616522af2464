import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { rotateWebhookSecret, saveNotificationSettings, sendWebhookTestEvent } from "../../api/calls/notification-settings";
import { type NotificationSettings, WEBHOOK_METHODS, type WebhookTestResult } from "../../api/schemas/notification-settings";
import { showErrorToast } from "../../ui/api-error";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { SelectField, TextField } from "../../ui/fields";
import { formatDateTime } from "../../ui/format/date";
import { CopyButton } from "./copy-button";
import { settingsText } from "./settings-messages";
import { useSettingsWrite } from "./use-settings-save";
import { type WebhookValues, newHeaderRow, webhookChanges, webhookValues } from "./webhook-values";
import styles from "./notification-settings.module.css";

/**
 * Where the seller's own system is told: URL, method, endpoint, an authentication header and its
 * key (write-only: the server never sends it back), extra headers as name/value rows. The signing
 * secret is shown once, when the first save or a rotation makes it; "Send test event" shows
 * what the receiver answered.
 */
export function WebhookSection({ settings, canWrite }: { settings: NotificationSettings; canWrite: boolean }) {
  const { i18n, t } = useLingui();
  const [values, setValues] = useState<WebhookValues>(() => webhookValues(settings));
  const [secret, setSecret] = useState<string | null>(null);
  const [askRotate, setAskRotate] = useState(false);
  const save = useSettingsWrite(settings.seller_id, setSecret);
  const rotate = useSettingsWrite(settings.seller_id, setSecret, { success: () => t`New signing secret made`, failure: () => t`Could not rotate the secret` });
  const test = useMutation({
    mutationFn: () => sendWebhookTestEvent(settings.seller_id),
    onError: (error) => showErrorToast(error, i18n, { lead: t`Could not send the test event` }),
  });
  const set = <K extends keyof WebhookValues>(field: K, value: WebhookValues[K]) => setValues((current) => ({ ...current, [field]: value }));
  const setHeader = (key: number, part: "name" | "value", value: string) =>
    setValues((current) => ({ ...current, headers: current.headers.map((h) => (h.key === key ? { ...h, [part]: value } : h)) }));
  const errors = (path: string) => save.errors[path];
  const createdOn = settings.webhook_secret_created_at ? formatDateTime(settings.webhook_secret_created_at, {}, i18n) : "";
  const keyHint = settings.webhook_auth_key_hint ?? "";

  return (
    <section className={styles.section} aria-labelledby="notification-webhook-title">
      <h2 id="notification-webhook-title">
        <Trans>Webhook</Trans>
      </h2>
      <form
        noValidate
        aria-label={t`Webhook`}
        onSubmit={(event) => {
          event.preventDefault();
          save.run(async () => {
            const saved = await saveNotificationSettings(settings.seller_id, webhookChanges(values));
            setValues((current) => ({ ...current, authKey: "", removeKey: false }));
            return saved;
          });
        }}
      >
        <fieldset className={styles.section} disabled={!canWrite} style={{ border: 0, padding: 0 }}>
          <div className={styles.grid}>
            <TextField label={t`Webhook URL`} type="url" inputMode="url" value={values.url} onChange={(e) => set("url", e.target.value)} errors={errors("webhook_url")} />
            <SelectField label={t({ message: "Method", context: "of an HTTP request" })} options={WEBHOOK_METHODS.map((m) => ({ value: m, label: m }))} value={values.method} onChange={(e) => set("method", e.target.value as WebhookValues["method"])} errors={errors("webhook_method")} />
            <TextField label={t`Endpoint`} value={values.endpoint} onChange={(e) => set("endpoint", e.target.value)} errors={errors("webhook_endpoint")} />
            <TextField label={t`Authentication header name`} value={values.authHeader} onChange={(e) => set("authHeader", e.target.value)} errors={errors("webhook_auth_header")} />
            <TextField
              label={t`Authentication key`}
              type="password"
              autoComplete="off"
              placeholder={keyHint ? t`Saved (${keyHint}); type to replace` : ""}
              value={values.authKey}
              onChange={(e) => set("authKey", e.target.value)}
              errors={errors("webhook_auth_key")}
            />
          </div>
          {keyHint && (
            <label className={styles.switch}>
              <input type="checkbox" checked={values.removeKey} onChange={(e) => set("removeKey", e.target.checked)} />
              <Trans>Remove the saved key</Trans>
            </label>
          )}
          <h3 className={styles.hint}>
            <Trans>Extra headers</Trans>
          </h3>
          <ul className={styles.headers}>
            {values.headers.map((header, index) => {
              const row = index + 1;
              return (
                <li key={header.key} className={styles.header}>
                  <TextField label={t`Header ${row} name`} value={header.name} onChange={(e) => setHeader(header.key, "name", e.target.value)} errors={errors(`webhook_headers.${index}.name`)} />
                  <TextField label={t`Header ${row} value`} value={header.value} onChange={(e) => setHeader(header.key, "value", e.target.value)} errors={errors(`webhook_headers.${index}.value`)} />
                  <Button type="button" variant="secondary" aria-label={t`Remove header ${row}`} onClick={() => set("headers", values.headers.filter((h) => h.key !== header.key))}>
                    <Trans>Remove</Trans>
                  </Button>
                </li>
              );
            })}
          </ul>
          {canWrite && (
            <div className={styles.actions}>
              <Button type="button" variant="secondary" onClick={() => set("headers", [...values.headers, newHeaderRow()])}>
                <Trans>Add header</Trans>
              </Button>
              <Button type="submit" busy={save.busy}>
                <Trans>Save webhook</Trans>
              </Button>
            </div>
          )}
        </fieldset>
      </form>

      {secret !== null && (
        <div className={styles.secret} role="region" aria-label={t`New signing secret`}>
          <strong>
            <Trans>Signing secret: copy it now, it is shown only once</Trans>
          </strong>
          <code className={styles.code}>{secret}</code>
          <div className={styles.actions}>
            <CopyButton text={secret} label={t`Copy the signing secret`} />
            <Button type="button" variant="secondary" onClick={() => setSecret(null)}>
              <Trans>I have saved it</Trans>
            </Button>
          </div>
          <p className={styles.hint}>
            <Trans>Your receiver checks each event's webhook-signature header with it (Standard Webhooks).</Trans>
          </p>
        </div>
      )}
      {settings.webhook_secret_set && secret === null && (
        <p className={styles.hint}>
          <Trans>A signing secret is set (made on {createdOn}). It is shown only when it is made.</Trans>
        </p>
      )}
      {canWrite && settings.webhook_url && (
        <div className={styles.actions}>
          <Button type="button" variant="secondary" busy={rotate.busy} onClick={() => setAskRotate(true)}>
            <Trans>Rotate secret</Trans>
          </Button>
          <Button type="button" variant="secondary" busy={test.isPending} onClick={() => test.mutate()}>
            <Trans>Send test event</Trans>
          </Button>
        </div>
      )}
      {test.data && <TestAnswer result={test.data} translate={(text) => settingsText(text, (d) => i18n._(d))} />}
      <ConfirmDialog
        open={askRotate}
        title={t`Rotate the signing secret?`}
        confirmLabel={<Trans>Rotate</Trans>}
        danger
        onClose={() => setAskRotate(false)}
        onConfirm={() => {
          setAskRotate(false);
          rotate.run(() => rotateWebhookSecret(settings.seller_id));
        }}
      >
        <Trans>The current secret stops working at once: your receiver must use the new one.</Trans>
      </ConfirmDialog>
    </section>
  );
}

/** What the receiver said to the test event, as text (never as HTML: it comes from anywhere). */
function TestAnswer({ result, translate }: { result: WebhookTestResult; translate: (text: string) => string }) {
  const status = result.status ?? 0;
  const error = result.error ? translate(result.error) : "";
  return (
    <div role="status">
      {result.status === null ? (
        <p className={styles.error}>
          <Trans>No answer from the receiver: {error}</Trans>
        </p>
      ) : (
        <>
          <p className={result.ok ? styles.verified : styles.error}>
            <Trans>The receiver answered {status}</Trans>
          </p>
          {result.body !== "" && <pre className={`${styles.code} ${styles.answer}`}>{result.body}</pre>}
        </>
      )}
    </div>
  );
}
