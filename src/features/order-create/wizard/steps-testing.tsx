import { type ComponentType, useState } from "react";
import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { vi } from "vitest";
import { ShellProviders, activateLocale, queryClient } from "../../../../tests/setup/test-providers";
import type { Contract } from "../../../api/schemas/quotes";
import type { Order } from "../../../api/schemas/orders";
import type { MeasurementSystem } from "../../../domain/measurement";
import { orderIssues } from "../../../domain/order-validation";
import { draftToOrderInput, emptyOrderDraft, type OrderDraftValues } from "../../../offline/drafts/order-draft-values";
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

/** A Brazilian receiver with a valid CPF, a US sender, one box of two T-shirts; contract 1, DDU, agreed. */
export function validDraft(): OrderDraftValues {
  const empty = emptyOrderDraft();
  return {
    ...empty,
    customer: {
      full_name: "Maria Silva",
      document: "529.982.247-25",
      phone: "+55 11 91234 5678",
      email: "maria@example.com",
      country: "BR",
      postal_code: "01310-100",
      state: "SP",
      city: "São Paulo",
      address: "Avenida Paulista",
      number: "1000",
      complement: "",
      quarter: "",
      reference: "",
    },
    sender: {
      name: "Lumen Goods Ltd.",
      email: "ship@lumen.example.com",
      phone: "+1 212 555 0100",
      country: "US",
      postal_code: "10001",
      state: "NY",
      city: "New York",
      address: "5th Avenue",
      number: "350",
      complement: "",
      tax_number: "",
      tax_number_is_cpf: false,
      website: "",
    },
    shipment: { ...empty.shipment, order_number: "TEST-1001" },
    contract_id: 1,
    incoterm: "DDU",
    boxes: [
      {
        ...empty.boxes[0]!,
        length: "30",
        width: "20",
        height: "10",
        empty_weight: "0.2",
        weight: "0.8",
        items: [{ ...empty.boxes[0]!.items[0]!, sku: "TS-1", name: "T-shirt", category: "fashion", hs_code: "610910", origin_country: "CN", unit_price: "20", unit_weight: "0.3", quantity: "2" }],
      },
    ],
    agreed_to_costs: true,
  };
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
    sellerSettings: { measurement_system: "metric", auto_dispatch: false, strict_tax_id: false, insurance: { basis: "selling_price", value: 0, include_freight: false } },
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
