import type { PrintingSettings } from "../../api/schemas/documents";
import type { Contract } from "../../api/schemas/quotes";
import type { SellerSettings } from "../../api/schemas/seller-settings";
import type { MeasurementSystem } from "../../domain/measurement";
import type { OrderRulesContext } from "../../domain/order-validation";
import type { OrderDraftValues } from "../../offline/drafts/order-draft-values";

/**
 * What the wizard needs from the server besides the draft, loaded once and kept for offline use:
 * the measurement system, contracts (to price and check offline), sales channels, seller and
 * printing settings, and which of the draft's HS codes need a document.
 * Issue 6: being built (helper H6b replaces this file).
 */
export interface WizardContext {
  measurement: MeasurementSystem;
  contracts: Contract[] | undefined;
  salesChannels: { id: number; name: string }[] | undefined;
  sellerSettings: SellerSettings | undefined;
  printing: PrintingSettings | undefined;
  online: boolean;
  /** The rules' context for this draft (chosen contract's terms, HS codes needing documents). */
  rules: OrderRulesContext;
}

export function useWizardContext(_draft: OrderDraftValues): WizardContext {
  return { measurement: "metric", contracts: undefined, salesChannels: undefined, sellerSettings: undefined, printing: undefined, online: true, rules: { contract: undefined } };
}
