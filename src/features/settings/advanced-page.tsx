import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { saveSellerSettings } from "../../api/calls/order-create";
import { measureQuery, settingsQueries } from "../../api/queries/shared-queries";
import type { SellerSettings } from "../../api/schemas/seller-settings";
import { useCan } from "../../api/use-can";
import { useSessionUser } from "../../api/use-session-user";
import type { MeasurementSystem } from "../../domain/measurement";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { formatDate } from "../../ui/format/date";
import { trackSaving } from "../../ui/saving-events";
import { showErrorToast } from "../../ui/api-error";
import { showToast } from "../../ui/toast";
import styles from "./settings-form.module.css";
import { ReadOnlyHint, SaveActions, SettingsLoadState } from "./settings-form-parts";

type AdvancedValues = Pick<SellerSettings, "measurement_system" | "auto_dispatch" | "strict_tax_id">;

/**
 * /settings/advanced: the measurement system every size and weight is shown and typed in,
 * dispatch on creation, and the strict tax-id (CPF) check against the tax authority, which may
 * cost extra: turning it on asks to confirm the cost, and the server records who did and when
 * (decision 064).
 */
export function AdvancedPage() {
  const user = useSessionUser();
  const sellerId = user?.seller_id;
  const settings = useQuery(settingsQueries.seller(sellerId));
  const canWrite = useCan("seller:write");

  return (
    <section className={styles.page} aria-labelledby="advanced-title">
      <h1 id="advanced-title">
        <Trans>Advanced</Trans>
      </h1>
      <SettingsLoadState pending={settings.isPending && sellerId !== undefined} error={settings.error} loading={<Trans>Loading the settings…</Trans>} />
      {settings.data && sellerId !== undefined && (
        <AdvancedForm
          sellerId={sellerId}
          userId={user?.id}
          initial={{ measurement_system: settings.data.measurement_system, auto_dispatch: settings.data.auto_dispatch, strict_tax_id: settings.data.strict_tax_id }}
          confirmation={settings.data.strict_tax_id_confirmation}
          canWrite={canWrite}
        />
      )}
    </section>
  );
}

function AdvancedForm({
  sellerId,
  userId,
  initial,
  confirmation,
  canWrite,
}: {
  sellerId: number;
  userId: number | undefined;
  initial: AdvancedValues;
  confirmation: SellerSettings["strict_tax_id_confirmation"];
  canWrite: boolean;
}) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  // The strict check's cost dialog is open (the box is ticked only once the user confirms).
  const [askingCost, setAskingCost] = useState(false);
  // What the server holds: the check is sent only when it changes (turning it on carries the confirmation).
  const [savedStrict, setSavedStrict] = useState(initial.strict_tax_id);
  // A new key per version of the form: a retried save applies once, a changed one is a new request.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const change = (next: AdvancedValues) => {
    setValues(next);
    setKey(crypto.randomUUID());
  };
  const save = useMutation({
    mutationFn: ({ strict_tax_id, ...next }: AdvancedValues) =>
      trackSaving(() =>
        saveSellerSettings(sellerId, { ...next, ...(strict_tax_id === savedStrict ? {} : { strict_tax_id, ...(strict_tax_id ? { strict_tax_id_cost_confirmed: true } : {}) }) }, key),
      ),
    onSuccess: async (saved) => {
      setSavedStrict(saved.strict_tax_id);
      // The wizard reads the same settings (auto-dispatch, insurance): it has them at once too.
      queryClient.setQueryData(settingsQueries.seller(sellerId).queryKey, saved);
      showToast(t`Settings updated`, "success");
      // Every screen showing sizes (quotes, orders, templates, the wizard) reads the system from
      // one query of GET /v1/measure: show the new one at once, and have the screens on view
      // confirm it with the server.
      const measure = measureQuery(userId).queryKey;
      queryClient.setQueryData(measure, { measurement_system: saved.measurement_system });
      await queryClient.invalidateQueries({ queryKey: measure });
    },
    onError: (error) => showErrorToast(error, i18n, { lead: t`Could not save, try again later` }),
  });
  const systems: { value: MeasurementSystem; label: string }[] = [
    { value: "metric", label: t`Metric (cm, kg)` },
    { value: "imperial", label: t`Imperial (in, lb)` },
  ];

  return (
    <form
      className={styles.form}
      aria-label={t`Advanced settings`}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(values);
      }}
    >
      <ReadOnlyHint show={!canWrite} />
      <fieldset className={styles.group} disabled={!canWrite}>
        <legend className={styles.legend}>
          <Trans>Measurement system</Trans>
        </legend>
        {systems.map((system) => (
          <label key={system.value} className={styles.check}>
            <input
              type="radio"
              name="measurement-system"
              value={system.value}
              checked={values.measurement_system === system.value}
              onChange={() => change({ ...values, measurement_system: system.value })}
            />
            {system.label}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.group} disabled={!canWrite}>
        <legend className={styles.legend}>
          <Trans>Orders</Trans>
        </legend>
        <label className={styles.check}>
          <input type="checkbox" checked={values.auto_dispatch} onChange={(e) => change({ ...values, auto_dispatch: e.target.checked })} />
          <Trans>Dispatch orders automatically when they are created</Trans>
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={values.strict_tax_id}
            onChange={(e) => (e.target.checked && !savedStrict ? setAskingCost(true) : change({ ...values, strict_tax_id: e.target.checked }))}
          />
          <Trans>Check each Brazilian receiver's CPF with the tax authority (may cost extra)</Trans>
        </label>
        {values.strict_tax_id && savedStrict && confirmation && <CostConfirmed by={confirmation.by} at={confirmation.at} />}
      </fieldset>
      <ConfirmDialog
        open={askingCost}
        title={t`Turn on the strict CPF check?`}
        confirmLabel={t`Confirm the extra cost`}
        onConfirm={() => {
          setAskingCost(false);
          change({ ...values, strict_tax_id: true });
        }}
        onClose={() => setAskingCost(false)}
      >
        <Trans>
          Each order to Brazil will have its receiver's CPF checked with the tax authority before it is created or imported. Each check may be charged to your account. An order whose CPF the authority
          rejects, or cannot check at the moment, is not created.
        </Trans>
      </ConfirmDialog>
      <SaveActions show={canWrite} busy={save.isPending} />
    </form>
  );
}

/** Who confirmed the strict check's extra cost, and when (recorded by the server). */
function CostConfirmed({ by, at }: { by: string; at: string }) {
  const { i18n } = useLingui();
  const on = formatDate(at, {}, i18n);
  return (
    <p className={styles.hint}>
      <Trans>
        Extra cost confirmed by {by} on {on}.
      </Trans>
    </p>
  );
}
