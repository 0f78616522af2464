import { type FormEvent, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { connectIntegration, disconnectIntegration, testIntegration } from "../../api/calls/integrations";
import { ApiError } from "../../api/errors";
import { CONNECTION_FAILED, type IntegrationAnswer } from "../../api/schemas/integrations";
import { MAX_CREDENTIAL_LENGTH, SECRET_FIELDS } from "../../domain/integrations";
import { showErrorToast } from "../../ui/api-error";
import { Button } from "../../ui/button";
import { TextField } from "../../ui/fields";
import { showToast } from "../../ui/toast";
import { FIELD_LABELS } from "./integration-words";
import { integrationQueries } from "./queries";
import { styles } from "./styles";

/**
 * An integration's credentials form: "Test connection" asks the server to try them without saving,
 * "Connect" tries and saves them (encrypted; the server never sends them back, only their last
 * characters, shown as the field's hint), "Disconnect" deletes them. Typed values stay in the form
 * after a refusal, and are dropped once sent successfully.
 */
export function ConnectForm({ integration, onDone }: { integration: IntegrationAnswer; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const blankValues = () => Object.fromEntries(integration.fields.map((field) => [field, ""]));
  const [values, setValues] = useState<Record<string, string>>(blankValues);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [result, setResult] = useState<"connected" | "refused" | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: integrationQueries.all() });

  const refusedTexts = (error: unknown) =>
    error instanceof ApiError && error.messages.includes(CONNECTION_FAILED) ? [t`The connection could not be created, please try again later`] : undefined;
  const onError = (error: unknown) => {
    if (refusedTexts(error)) setResult("refused");
    showErrorToast(error, i18n, { reasons: refusedTexts(error) });
  };
  const test = useMutation({ mutationFn: () => testIntegration(integration.code, values), onSuccess: () => setResult("connected"), onError });
  const connect = useMutation({
    mutationFn: () => connectIntegration(integration.code, values),
    onSuccess: async () => {
      setValues(blankValues());
      showToast(t`${integration.name} is connected.`, "success");
      await refresh();
      onDone();
    },
    onError,
  });
  const disconnect = useMutation({
    mutationFn: () => disconnectIntegration(integration.code),
    onSuccess: async () => {
      showToast(t`${integration.name} is disconnected.`, "success");
      await refresh();
      onDone();
    },
    onError: (error) => showErrorToast(error, i18n, { lead: t`Could not save, try again later` }),
  });

  const checked = () => {
    const found = Object.fromEntries(integration.fields.filter((field) => !values[field]?.trim()).map((field) => [field, [t`Can't be blank`]]));
    setErrors(found);
    setResult(null);
    return Object.keys(found).length === 0;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checked()) connect.mutate();
  };

  return (
    <form aria-label={t`Credentials of ${integration.name}`} onSubmit={submit} noValidate style={styles.form}>
      {integration.fields.map((field) => (
        <TextField
          key={field}
          label={i18n._(FIELD_LABELS[field])}
          required
          type={SECRET_FIELDS.has(field) ? "password" : "text"}
          autoComplete="off"
          maxLength={MAX_CREDENTIAL_LENGTH}
          value={values[field] ?? ""}
          errors={errors[field]}
          placeholder={integration.masked[field]}
          onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
        />
      ))}
      {result && (
        <p role="status" style={result === "connected" ? styles.connected : styles.refused}>
          {result === "connected" ? <Trans>Connection works: these credentials are accepted.</Trans> : <Trans>The connection could not be created, please try again later</Trans>}
        </p>
      )}
      <div style={styles.row}>
        <Button type="button" variant="secondary" busy={test.isPending} onClick={() => checked() && test.mutate()}>
          <Trans>Test connection</Trans>
        </Button>
        <Button type="submit" busy={connect.isPending}>
          {integration.state === "connected" ? <Trans>Save credentials</Trans> : <Trans context="an integration">Connect</Trans>}
        </Button>
        {integration.state === "connected" && (
          <Button type="button" variant="secondary" busy={disconnect.isPending} onClick={() => disconnect.mutate()}>
            <Trans>Disconnect</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
