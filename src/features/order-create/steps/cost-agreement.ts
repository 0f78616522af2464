import { useEffect } from "react";
import type { MeasurementSystem } from "../../../domain/measurement";
import { type OrderRulesContext, orderCosts } from "../../../domain/order-validation";
import type { CostSummary } from "../../../domain/pricing";
import { type OrderDraftValues, draftToOrderInput } from "../../../offline/drafts/order-draft-values";

/** What the user agrees to: every figure of the summary, the contract's terms and the incoterm. */
export const costsFingerprint = (costs: CostSummary): string => JSON.stringify(costs);

/** The costs of a draft as the Overview step shows them; null while they cannot be priced. */
export const draftCosts = (draft: OrderDraftValues, measurement: MeasurementSystem, rules: OrderRulesContext): CostSummary | null =>
  orderCosts(draftToOrderInput(draft, measurement), rules);

/** The agreement no longer holds: the costs shown now differ from the ones agreed to. */
export function agreementOutdated(draft: OrderDraftValues, costs: CostSummary | null): boolean {
  // Costs that cannot be priced yet (contracts still loading, a box over a limit) change nothing:
  // the other rules already stop the order, and a reload must not undo the agreement.
  return draft.agreed_to_costs && costs !== null && draft.agreed_costs !== costsFingerprint(costs);
}

/**
 * Takes the agreement back when the costs change after it was given (another contract, boxes,
 * insurance): the user agrees again to the figures that will be charged. `agreed_costs` stays, so
 * the Overview step can say why the box is unticked.
 */
export function useAgreementFollowsCosts(
  draft: OrderDraftValues,
  /** The draft's costs now (the wizard prices the order it already checks). */
  costs: CostSummary | null,
  update: (change: (current: OrderDraftValues) => OrderDraftValues) => void,
): void {
  const outdated = agreementOutdated(draft, costs);
  useEffect(() => {
    if (outdated) update((current) => ({ ...current, agreed_to_costs: false }));
  }, [outdated, update]);
}
