import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { saveSellerSettings } from "../../api/calls/order-create";
import { measureQuery, settingsQueries } from "../../api/queries/shared-queries";
import type { SellerSettings } from "../../api/schemas/seller-settings";
import { useCan } from "../../api/use-can";
import { useSessionUser } from "../../api/use-session-user";
import type { MeasurementSystem } from "../../domain/measurement";
import { trackSaving } from "../../ui/saving-events";
import { showErrorToast } from "../../ui/api-error";
import { showToast } from "../../ui/toast";
import styles from "./settings-form.module.css";
import { ReadOnlyHint, SaveActions, SettingsLoadState } from "./settings-form-parts";

type AdvancedValues = Pick<SellerSettings, "measurement_system" | "auto_dispatch">;

/**
 * /settings/advanced: the measurement system every size and weight is shown and typed in, and
 * dispatch on creation. The spec's strict tax-id check against the tax authority is not offered:
 * there is no authority to call.
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
        <AdvancedForm sellerId={sellerId} userId={user?.id} initial={{ measurement_system: settings.data.measurement_system, auto_dispatch: settings.data.auto_dispatch }} canWrite={canWrite} />
      )}
    </section>
  );
}

function AdvancedForm({ sellerId, userId, initial, canWrite }: { sellerId: number; userId: number | undefined; initial: AdvancedValues; canWrite: boolean }) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  // A new key per version of the form: a retried save applies once, a changed one is a new request.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const change = (next: AdvancedValues) => {
    setValues(next);
    setKey(crypto.randomUUID());
  };
  const save = useMutation({
    mutationFn: (next: AdvancedValues) => trackSaving(() => saveSellerSettings(sellerId, next, key)),
    onSuccess: async (saved) => {
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
      </fieldset>
      <SaveActions show={canWrite} busy={save.isPending} />
    </form>
  );
}
