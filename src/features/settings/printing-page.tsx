import { useState } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { savePrintingSettings } from "../../api/calls/order-create";
import { settingsQueries } from "../../api/queries/shared-queries";
import { DOCUMENT_KINDS, LABEL_FORMATS, type LabelFormat, OTHER_PRINTED_KINDS, type PrintedKind, type PrintingSettings } from "../../api/schemas/documents";
import { useCan } from "../../api/use-can";
import { useSessionUser } from "../../api/use-session-user";
import { trackSaving } from "../../ui/saving-events";
import { SelectField } from "../../ui/fields";
import { showErrorToast } from "../../ui/api-error";
import { showToast } from "../../ui/toast";
import styles from "./settings-form.module.css";
import { ReadOnlyHint, SaveActions, SettingsLoadState } from "./settings-form-parts";

const FORMAT_NAMES: Record<LabelFormat, MessageDescriptor> = {
  "4x6": msg`4x6 thermal`,
  letter_full: msg`Letter, full page`,
  letter_half: msg`Letter, half page`,
};

/** Each document's format select, named by the document. */
const FORMAT_LABELS: Record<PrintedKind, MessageDescriptor> = {
  label: msg`Shipping label format`,
  commercial_invoice: msg`Commercial invoice format`,
  packing_slip: msg`Packing slip format`,
  cn35: msg`CN35 format`,
  dangerous_goods: msg`Dangerous goods label format`,
  battery_confirmation: msg`Battery confirmation format`,
  overpack_label: msg`Overpack label format`,
  msds: msg`MSDS (safety data sheet) format`,
  appendix_label: msg`Appendix label format`,
};

/** The documents this server makes, then those it only chooses the paper for (OTHER_PRINTED_KINDS). */
const PRINTED_KINDS: readonly PrintedKind[] = [...DOCUMENT_KINDS, ...OTHER_PRINTED_KINDS];

type WithLabel = keyof PrintingSettings["with_label"];
const WITH_LABEL: readonly WithLabel[] = ["commercial_invoice", "packing_slip", "battery_confirmation", "dangerous_goods"];
const WITH_LABEL_NAMES: Record<WithLabel, MessageDescriptor> = {
  commercial_invoice: msg`Commercial invoice`,
  packing_slip: msg`Packing slip`,
  battery_confirmation: msg`Battery confirmation`,
  dangerous_goods: msg`Dangerous goods label`,
};

/** /settings/printing: the paper of each document and what prints with the label. */
export function PrintingPage() {
  const user = useSessionUser();
  const settings = useQuery(settingsQueries.printing(user?.id));
  const canWrite = useCan("seller:write");

  return (
    <section className={styles.page} aria-labelledby="printing-title">
      <h1 id="printing-title">
        <Trans>Printing</Trans>
      </h1>
      <SettingsLoadState pending={settings.isPending} error={settings.error} loading={<Trans>Loading the printing settings…</Trans>} />
      {settings.data && <PrintingForm userId={user?.id} initial={settings.data} canWrite={canWrite} />}
    </section>
  );
}

function PrintingForm({ userId, initial, canWrite }: { userId: number | undefined; initial: PrintingSettings; canWrite: boolean }) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  // One key per version of the settings: a retry of the same save is applied once, a changed
  // form is a new request (the server refuses a key reused with another body).
  const [key, setKey] = useState(() => crypto.randomUUID());
  const change = (next: PrintingSettings) => {
    setValues(next);
    setKey(crypto.randomUUID());
  };
  const save = useMutation({
    mutationFn: (settings: PrintingSettings) => trackSaving(() => savePrintingSettings(settings, key)),
    onSuccess: (saved) => {
      // The wizard reads the same query: its documents follow the new settings at once.
      queryClient.setQueryData(settingsQueries.printing(userId).queryKey, saved);
      showToast(t`Printing settings saved`, "success");
    },
    onError: (error) => showErrorToast(error, i18n, { lead: t`Printing settings could not be saved` }),
  });
  const formatOptions = LABEL_FORMATS.map((value) => ({ value, label: i18n._(FORMAT_NAMES[value]) }));

  return (
    <form
      className={styles.form}
      aria-label={t`Printing settings`}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(values);
      }}
    >
      <ReadOnlyHint show={!canWrite} />
      <fieldset className={styles.group} disabled={!canWrite}>
        <legend className={styles.legend}>
          <Trans>Formats</Trans>
        </legend>
        <div className={styles.grid}>
          {PRINTED_KINDS.map((kind) => (
            <SelectField
              key={kind}
              label={i18n._(FORMAT_LABELS[kind])}
              options={formatOptions}
              value={values.formats[kind]}
              onChange={(e) => change({ ...values, formats: { ...values.formats, [kind]: e.target.value as LabelFormat } })}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.group} disabled={!canWrite}>
        <legend className={styles.legend}>
          <Trans>Print with the label</Trans>
        </legend>
        {WITH_LABEL.map((kind) => (
          <label key={kind} className={styles.check}>
            <input
              type="checkbox"
              checked={values.with_label[kind]}
              onChange={(e) => change({ ...values, with_label: { ...values.with_label, [kind]: e.target.checked } })}
            />
            {i18n._(WITH_LABEL_NAMES[kind])}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.group} disabled={!canWrite}>
        <legend className={styles.legend}>
          <Trans>Label</Trans>
        </legend>
        <label className={styles.check}>
          <input type="checkbox" checked={values.return_address} onChange={(e) => change({ ...values, return_address: e.target.checked })} />
          <Trans>Return address on the label</Trans>
        </label>
      </fieldset>
      <SaveActions show={canWrite} busy={save.isPending} />
    </form>
  );
}
