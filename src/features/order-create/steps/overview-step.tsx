import { useMemo } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { orderCosts } from "../../../domain/order-validation";
import formStyles from "../../../ui/form.module.css";
import { costsFingerprint } from "./cost-agreement";
import { CostFigures, DutiesPayer, usePricedShipment } from "./cost-summary";
import { useFieldErrors } from "../wizard/field-errors";
import { CheckboxField } from "../wizard/step-fields";
import type { StepProps } from "../wizard/step-props";
import styles from "../wizard/steps.module.css";

/**
 * Overview: the cost summary of the chosen contract and incoterm (Freight, Duties, Taxes,
 * Insurance, Total; who pays duties under DDU) and the agreement the order needs. With a landed
 * cost the item values must cover freight and taxes.
 */
export function OverviewStep({ draft, update, issues, showAll, measurement, context }: StepProps) {
  const { t } = useLingui();
  const errors = useFieldErrors(issues, showAll, measurement);
  const shipment = usePricedShipment(draft, measurement);
  const costs = useMemo(() => orderCosts(shipment.input, context.rules), [shipment, context.rules]);
  const contract = context.rules.contract;
  // The value rule is about the figures shown here: it shows as soon as it applies.
  const valueTooLow = issues.filter((issue) => issue.path === "base" && issue.code === "value_too_low");
  // The wizard took the agreement back because the figures changed since (cost-agreement.ts).
  const costsChanged = !draft.agreed_to_costs && costs !== null && (draft.agreed_costs ?? null) !== null && draft.agreed_costs !== costsFingerprint(costs);

  return (
    <div className={styles.stack}>
      {costs && contract ? (
        <section className={styles.section} aria-label={t`Cost summary`}>
          <p className={styles.muted}>
            {contract.name} · {contract.carrier_name} · {costs.incoterm}
          </p>
          <CostFigures summary={costs} currency={draft.shipment.currency} />
          <DutiesPayer incoterm={costs.incoterm} />
        </section>
      ) : (
        <p className={styles.muted}>
          <Trans>Choose a contract on the Courier step, with boxes inside the parcel limits, to see the costs.</Trans>
        </p>
      )}
      {valueTooLow.length > 0 && (
        <p className={formStyles.alert} role="alert">
          <Trans>Item values too low to cover freight and taxes</Trans>
        </p>
      )}
      {costsChanged && (
        <p className={formStyles.alert} role="status">
          <Trans>The costs changed after you agreed to them. Check the summary and agree again.</Trans>
        </p>
      )}
      <CheckboxField
        label={t`I agree to the cost summary`}
        checked={draft.agreed_to_costs}
        onChange={(event) => {
          const agreed = event.target.checked;
          const agreedCosts = agreed && costs ? costsFingerprint(costs) : null;
          update((current) => ({ ...current, agreed_to_costs: agreed, agreed_costs: agreedCosts }));
          errors.touch("agreed_to_costs");
        }}
        errors={errors.errorsAt("agreed_to_costs")}
      />
    </div>
  );
}
