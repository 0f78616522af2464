import { type ComponentType, useState } from "react";
import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { vi } from "vitest";
import { ShellProviders, activateLocale, queryClient } from "../../../../tests/setup/test-providers";
import type { Contract } from "../../../api/schemas/quotes";
import type { Order } from "../../../api/schemas/orders";
import type { MeasurementSystem } from "../../../domain/measurement";
import { orderIssues } from "../../../domain/order-validation";
import { draftToOrderInput, type OrderDraftValues } from "../../../offline/drafts/order-draft-values";
import { orderDraftOf } from "../../../../tests/fixtures/order-draft";
import { validOrderInput } from "../../../../tests/fixtures/orders";
import type { StepProps } from "./step-props";
import { contractTermsOf, type WizardContext } from "./use-wizard-context";

/** Test helpers of the wizard's steps: a valid draft, contracts, a context, and a step rendered alone. */

export const fixtureContract = (overrides: Partial<Contract> = {}): Contract => ({
  id: 1,
  name: "Express BR",
  carrier_name: "Fast Carrier",
  delivery_time: 7,
  incoterms: ["DDP", "DDU"],
  allows_battery: true,
  allows_dangerous_goods: false,
  first_half_kg: 10,
  additional_half_kg: 2,
  duties_percent: 60,
  sales_tax_percent: 17,
  insurance_percent: 1,
  ddp_max_goods_value: null,
  ...overrides,
});

/**
 * The shared valid order (tests/fixtures/orders.ts) as the wizard holds it: a Brazilian receiver
 * with a valid CPF, a sender in Shenzhen, costs agreed, contract 1. The steps' tests price and
 * count one box of two T-shirts (the figures they assert: DDU, no insurance, no sales channel),
 * so the order's box keeps only its first item, whatever else the shared order holds.
 */
export function validDraft(): OrderDraftValues {
  const order = validOrderInput("TEST-1001");
  const [box] = order.boxes;
  const tshirts = { ...box!.items![0]!, sku: "TS-1", name: "T-shirt", hs_code: "610910", unit_price: 20, unit_weight: 0.3, quantity: 2 };
  return orderDraftOf({
    ...order,
    incoterm: "DDU",
    insurance: false,
    sales_channel_id: null,
    sales_channel_order_number: null,
    boxes: [{ ...box!, weight: 0.8, items: [tshirts] }],
  });
}

export function fixtureContext(overrides: Partial<WizardContext> & { draft?: OrderDraftValues } = {}): WizardContext {
  const { draft, ...rest } = overrides;
  const contracts = rest.contracts ?? [fixtureContract()];
  const contractTerms = contracts.map(contractTermsOf);
  return {
    measurement: "metric",
    contracts,
    contractTerms,
    salesChannels: [{ id: 3, name: "Web shop" }],
    shippingRules: [],
    sellerSettings: { measurement_system: "metric", auto_dispatch: false, strict_tax_id: false, strict_tax_id_confirmation: null, insurance: { basis: "selling_price", value: 0, include_freight: false } },
    printing: undefined,
    documentsNeeded: [],
    online: true,
    sellerId: 1,
    rules: { contract: contractTerms.find((terms) => terms.id === (draft ? draft.contract_id : 1)), codes_needing_documents: [] },
    ...rest,
  };
}

interface HarnessOptions {
  draft?: OrderDraftValues;
  /** Built from the draft as it changes (the chosen contract follows it) unless given. */
  context?: (draft: OrderDraftValues) => WizardContext;
  measurement?: MeasurementSystem;
  showAll?: boolean;
  onOrderSaved?: (order: Order) => void;
}

/**
 * Renders one step as the wizard would: the draft in state, the rules run on each change. Returns
 * a getter of the latest draft.
 */
export async function renderStep(Step: ComponentType<StepProps>, options: HarnessOptions = {}) {
  queryClient.clear();
  await activateLocale("en");
  const measurement = options.measurement ?? "metric";
  const latest: { draft: OrderDraftValues } = { draft: options.draft ?? validDraft() };
  const onOrderSaved = options.onOrderSaved ?? vi.fn();
  function Harness() {
    const [draft, setDraft] = useState(latest.draft);
    latest.draft = draft;
    const context = options.context?.(draft) ?? fixtureContext({ draft });
    const issues = orderIssues(draftToOrderInput(draft, measurement), context.rules);
    return (
      <Step
        draft={draft}
        update={(change) => setDraft((current) => change(current))}
        issues={issues}
        showAll={options.showAll ?? false}
        measurement={measurement}
        context={{ ...context, measurement }}
        draftId="draft-1"
        onOrderSaved={onOrderSaved}
      />
    );
  }
  const view = render(
    <ShellProviders>
      <MemoryRouter>
        <Harness />
      </MemoryRouter>
    </ShellProviders>,
  );
  return { ...view, draft: () => latest.draft, onOrderSaved };
}
