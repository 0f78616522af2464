import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { saveSellerSettings } from "../../api/calls/order-create";
import { measureQuery, settingsQueries } from "../../api/queries/shared-queries";
import { useCan } from "../../api/use-can";
import { useSessionUser } from "../../api/use-session-user";
import { MEASUREMENT_SYSTEMS, type MeasurementSystem } from "../../domain/measurement";
import { showErrorToast } from "../../ui/api-error";
import { trackSaving } from "../../ui/saving-events";
import styles from "./accessibility-page.module.css";
import { ReadOnlyHint } from "./settings-form-parts";

/**
 * The accessibility page's units (spec: "Text size, language, units"): the seller's measurement
 * system of GET /v1/measure, the same setting as /settings/advanced, saved the moment it is chosen
 * like the page's other choices. It is the seller's, so a viewer sees it without changing it (the
 * server refuses the viewer's PUT /v1/seller_settings anyway).
 */
export function MeasurementUnitsSection() {
  const { i18n, t } = useLingui();
  const user = useSessionUser();
  const sellerId = user?.seller_id;
  const queryClient = useQueryClient();
  const measure = useQuery(measureQuery(user?.id));
  const canWrite = useCan("seller:write");
  // A new key per choice: a retried save applies once, another choice is a new request.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const save = useMutation({
    mutationFn: (system: MeasurementSystem) => trackSaving(() => saveSellerSettings(sellerId!, { measurement_system: system }, key)),
    onSuccess: async (saved) => {
      setKey(crypto.randomUUID());
      queryClient.setQueryData(settingsQueries.seller(sellerId).queryKey, saved);
      // Every screen showing sizes reads this one query: they follow at once.
      const measureKey = measureQuery(user?.id).queryKey;
      queryClient.setQueryData(measureKey, { measurement_system: saved.measurement_system });
      await queryClient.invalidateQueries({ queryKey: measureKey });
    },
    onError: (error) => showErrorToast(error, i18n, { lead: t`Could not save, try again later` }),
  });
  const names: Record<MeasurementSystem, string> = { metric: t`Metric (cm, kg)`, imperial: t`Imperial (in, lb)` };
  // The choice being saved shows at once; a refusal shows the stored one again.
  const shown = save.isPending ? save.variables : measure.data?.measurement_system;

  return (
    <fieldset className={styles.group} disabled={!canWrite || sellerId === undefined || measure.data === undefined} aria-busy={save.isPending || undefined}>
      <legend className={styles.legend}>
        <Trans>Measurement units</Trans>
      </legend>
      <ReadOnlyHint show={!canWrite} />
      <div className={styles.options}>
        {MEASUREMENT_SYSTEMS.map((system) => (
          <label key={system} className={styles.option}>
            <input type="radio" name="measurement-units" value={system} checked={shown === system} onChange={() => save.mutate(system)} />
            {names[system]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
