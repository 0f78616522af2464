import type { Order } from "../../../api/schemas/orders";
import type { MeasurementSystem } from "../../../domain/measurement";
import type { OrderIssue } from "../../../domain/order-validation";
import type { OrderDraftValues } from "../../../offline/drafts/order-draft-values";
import type { WizardStep } from "./wizard-steps";
import type { WizardContext } from "./use-wizard-context";

/**
 * What every step of the order wizard receives. The wizard (wizard.tsx) owns the draft and
 * saves it; a step reads `draft`, writes through `update`, and shows the `issues` at its fields.
 */
export interface StepProps {
  draft: OrderDraftValues;
  /** Immutable update: return the next draft. Saved to Dexie (debounced) by the wizard. */
  update: (change: (draft: OrderDraftValues) => OrderDraftValues) => void;
  /** Problems of the whole order from the domain rules (src/domain/order-validation.ts). */
  issues: readonly OrderIssue[];
  /** After Next was pressed on this step: show the problems of fields not touched yet too. */
  showAll: boolean;
  measurement: MeasurementSystem;
  context: WizardContext;
  /** The Dexie id of the draft being filled. */
  draftId: string;
  /** The order was created (or replaced): the wizard forgets the draft. */
  onOrderSaved: (order: Order) => void;
}

/** Which paths of the rules belong to which step: Next is refused while its step has problems. */
export function stepOfIssue(issue: OrderIssue): WizardStep {
  const { path } = issue;
  if (path.startsWith("customer.")) return "receiver";
  if (path.startsWith("sender.")) return "sender";
  if (path === "contract_id" || path === "incoterm") return "courier";
  if (path === "agreed_to_costs" || path === "base") return "overview";
  if (path === "documents") return "boxes";
  // order_number, seller_rfb_code, boxes.N..., items
  return "shipment";
}

export const issuesOfStep = (step: WizardStep, issues: readonly OrderIssue[]) => issues.filter((issue) => stepOfIssue(issue) === step);

/** The problems at one field path ("customer.document"), for its errors list. */
export const issuesAt = (path: string, issues: readonly OrderIssue[]) => issues.filter((issue) => issue.path === path);
