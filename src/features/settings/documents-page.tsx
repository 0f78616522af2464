import { useState } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchDocumentSettings, saveDocumentSettings } from "../../api/calls/document-settings";
import { type DocumentSettings, EXPORT_REASONS, type ExportReason, MAX_DECLARATION_LENGTH, MAX_SIGNER_LENGTH } from "../../api/schemas/document-settings";
import { useCan } from "../../api/use-can";
import { useSessionUser } from "../../api/use-session-user";
import { showErrorToast } from "../../ui/api-error";
import { FieldFrame, SelectField, TextField } from "../../ui/fields";
import formStyles from "../../ui/form.module.css";
import { trackSaving } from "../../ui/saving-events";
import { showToast } from "../../ui/toast";
import styles from "./settings-form.module.css";
import { ReadOnlyHint, SaveActions, SettingsLoadState } from "./settings-form-parts";
import { fieldErrorsOf } from "../../api/field-errors";
import trackingStyles from "./tracking-settings.module.css";

const REASONS: Record<ExportReason, MessageDescriptor> = {
  sale: msg`Sale`,
  gift: msg`Gift`,
  sample: msg`Commercial sample`,
  return: msg`Return`,
  repair: msg`Repair or warranty`,
  personal_effects: msg`Personal effects`,
};

const documentSettingsQuery = (userId: number | undefined) => ({ queryKey: ["document-settings", userId] as const, queryFn: ({ signal }: { signal: AbortSignal }) => fetchDocumentSettings(signal) });

/**
 * /settings/documents (decision 061): what the seller's commercial invoices say besides the
 * order: the reason for export, the declaration above the signature and the name printed to sign
 * it. The paper of each document and what prints with the label are on /settings/printing.
 */
export function DocumentsPage() {
  const user = useSessionUser();
  const settings = useQuery(documentSettingsQuery(user?.id));
  const canWrite = useCan("seller:write");

  return (
    <section className={styles.page} aria-labelledby="documents-title">
      <h1 id="documents-title">
        <Trans>Documents</Trans>
      </h1>
      <p className={styles.hint}>
        <Trans>Printed on every commercial invoice. Paper sizes and what prints with the label are in the printing settings.</Trans>
      </p>
      <SettingsLoadState pending={settings.isPending} error={settings.error} loading={<Trans>Loading the settings…</Trans>} />
      {settings.data && <DocumentsForm userId={user?.id} initial={settings.data} canWrite={canWrite} />}
    </section>
  );
}

function DocumentsForm({ userId, initial, canWrite }: { userId: number | undefined; initial: DocumentSettings; canWrite: boolean }) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const [blank, setBlank] = useState(false);
  // A new key per version of the form: a retried save applies once, a changed one is a new request.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const change = (next: DocumentSettings) => {
    setValues(next);
    setBlank(false);
    setKey(crypto.randomUUID());
  };
  const save = useMutation({
    mutationFn: (next: DocumentSettings) => trackSaving(() => saveDocumentSettings(next, key)),
    onSuccess: (saved) => {
      queryClient.setQueryData(documentSettingsQuery(userId).queryKey, saved);
      setValues(saved);
      showToast(t`Settings updated`, "success");
    },
    onError: (error) => showErrorToast(error, i18n, { lead: t`Could not save, try again later` }),
  });
  const serverErrors = fieldErrorsOf(save.error);
  const declarationErrors = blank ? [t`Can't be blank`] : (serverErrors.declaration ?? []);

  return (
    <form
      className={styles.form}
      aria-label={t`Document settings`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (values.declaration.trim() === "") setBlank(true);
        else save.mutate(values);
      }}
    >
      <ReadOnlyHint show={!canWrite} />
      <fieldset className={styles.group} disabled={!canWrite}>
        <legend className={styles.legend}>
          <Trans>Commercial invoice</Trans>
        </legend>
        <SelectField
          label={t`Reason for export`}
          options={EXPORT_REASONS.map((reason) => ({ value: reason, label: i18n._(REASONS[reason]) }))}
          value={values.export_reason}
          errors={serverErrors.export_reason}
          onChange={(event) => change({ ...values, export_reason: event.target.value as ExportReason })}
        />
        <FieldFrame label={t`Declaration`} required errors={declarationErrors}>
          {(control) => (
            <textarea
              {...control}
              className={`${formStyles.input} ${trackingStyles.textarea}`}
              maxLength={MAX_DECLARATION_LENGTH}
              value={values.declaration}
              onChange={(event) => change({ ...values, declaration: event.target.value })}
            />
          )}
        </FieldFrame>
        <TextField
          label={t`Name printed under the signature`}
          maxLength={MAX_SIGNER_LENGTH}
          value={values.signer_name}
          errors={serverErrors.signer_name}
          onChange={(event) => change({ ...values, signer_name: event.target.value })}
        />
      </fieldset>
      <SaveActions show={canWrite} busy={save.isPending} />
    </form>
  );
}
