import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, stubFetch } from "../../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../../tests/setup/session-fixture";
import type { Order } from "../../../api/schemas/orders";
import { storeSessionUser } from "../../../api/session";
import { db } from "../../../offline/db";
import { draftToOrderInput, emptyBox } from "../../../offline/drafts/order-draft-values";
import { sampleOrder } from "../../../offline/testing";
import { BoxesStep } from "./boxes-step";
import type { ShippingRule } from "../../../api/schemas/shipping-rules";
import { factsOfOrder } from "../../../domain/shipping-rules/facts";
import { CourierStep } from "./courier-step";
import { FinishStep } from "./finish-step";
import { OverviewStep } from "./overview-step";
import { SenderStep } from "./sender-step";
import { ShipmentStep } from "./shipment-step";
import { fixtureContext, fixtureContract, renderStep, validDraft } from "../wizard/steps-testing";

const SLOW = { timeout: 10_000 };
const TEST = { timeout: 30_000 };

beforeEach(async () => {
  storeSessionUser(demoSessionUser());
  await Promise.all([db.meta.clear(), db.outbox.clear(), db.boxTemplates.clear(), db.productTemplates.clear()]);
});
afterEach(() => vi.unstubAllGlobals());

describe("Shipment step", () => {
  it("has every field, per box and per item, labelled in the user's units", TEST, async () => {
    await renderStep(ShipmentStep, { measurement: "imperial" });
    for (const name of ["Order number", "Sales channel order number", "RFB code"].slice(0, 2)) expect(screen.getByRole("textbox", { name })).toBeVisible();
    expect(screen.getByRole("combobox", { name: "Sales channel" })).toHaveDisplayValue("No sales channel");
    expect(screen.getByRole("combobox", { name: "Currency" })).toHaveValue("USD");
    for (const name of ["Landed cost", "PRC (conforming remittance)", "Insurance", "Commercial destination"]) expect(screen.getByRole("checkbox", { name })).toBeVisible();
    const box = screen.getByRole("group", { name: "Box 1" });
    for (const name of ["Length (in)", "Width (in)", "Height (in)", "Empty weight (lb)", "Total weight (lb)"]) expect(within(box).getByRole("textbox", { name })).toBeVisible();
    expect(within(box).getByRole("checkbox", { name: "Harmful products" })).not.toBeChecked();
    expect(within(box).getByRole("combobox", { name: "Box template" })).toBeVisible();
    const item = within(box).getByRole("group", { name: "Item 1" });
    for (const name of ["SKU", "Product name", "Description", "HS code", "Unit price", "Unit weight (lb)", "Quantity"]) expect(within(item).getByRole("textbox", { name })).toBeVisible();
    for (const name of ["Category", "Origin country", "Product template"]) expect(within(item).getByRole("combobox", { name })).toBeVisible();
  });

  it("asks for the RFB code only for PRC orders and says so", TEST, async () => {
    const user = userEvent.setup();
    const { draft } = await renderStep(ShipmentStep);
    expect(screen.queryByRole("textbox", { name: "RFB code" })).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: "PRC (conforming remittance)" }));
    const rfb = screen.getByRole("textbox", { name: "RFB code" });
    await user.click(rfb);
    await user.tab();
    expect(await screen.findByText("The RFB code is required for PRC orders")).toBeVisible();
    await user.type(rfb, "RFB123");
    expect(draft().shipment.seller_rfb_code).toBe("RFB123");
  });

  it("prefills the total weight from the contents until the user types one", TEST, async () => {
    const user = userEvent.setup();
    const start = { ...validDraft(), boxes: [{ ...emptyBox() }] };
    const { draft } = await renderStep(ShipmentStep, { draft: start });
    const box = screen.getByRole("group", { name: "Box 1" });
    await user.type(within(box).getByRole("textbox", { name: "Empty weight (kg)" }), "0.5");
    await user.type(within(box).getByRole("textbox", { name: "Unit weight (kg)" }), "1.5");
    await user.clear(within(box).getByRole("textbox", { name: "Quantity" }));
    await user.type(within(box).getByRole("textbox", { name: "Quantity" }), "2");
    expect(within(box).getByRole("textbox", { name: "Total weight (kg)" })).toHaveValue("3.5");
    await user.clear(within(box).getByRole("textbox", { name: "Total weight (kg)" }));
    await user.type(within(box).getByRole("textbox", { name: "Total weight (kg)" }), "4");
    await user.clear(within(box).getByRole("textbox", { name: "Empty weight (kg)" }));
    expect(draft().boxes[0]!.weight).toBe("4");
  });

  it("shows the HS code rule once the field is left", TEST, async () => {
    const user = userEvent.setup();
    await renderStep(ShipmentStep);
    const hs = screen.getByRole("textbox", { name: "HS code" });
    await user.clear(hs);
    await user.type(hs, "12345");
    expect(screen.queryByText("The HS code has 6 or 8 digits")).toBeNull();
    await user.tab();
    expect(await screen.findByText("The HS code has 6 or 8 digits")).toBeVisible();
    expect(hs).toHaveAttribute("aria-invalid", "true");
  });

  it("adds and removes boxes and items", TEST, async () => {
    const user = userEvent.setup();
    const { draft } = await renderStep(ShipmentStep);
    await user.click(screen.getByRole("button", { name: "Add box" }));
    const second = screen.getByRole("group", { name: "Box 2" });
    await user.click(within(second).getByRole("button", { name: "Add item" }));
    expect(within(second).getByRole("group", { name: "Item 2" })).toBeVisible();
    expect(draft().boxes[1]!.items).toHaveLength(2);
    await user.click(within(within(second).getByRole("group", { name: "Item 2" })).getByRole("button", { name: "Remove item" }));
    expect(draft().boxes[1]!.items).toHaveLength(1);
    await user.click(within(second).getByRole("button", { name: "Remove box" }));
    expect(screen.queryByRole("group", { name: "Box 2" })).toBeNull();
    expect(draft().boxes).toHaveLength(1);
  });

  it("applies box and product templates from the device", TEST, async () => {
    const user = userEvent.setup();
    const now = new Date().toISOString();
    await db.boxTemplates.add({ localId: "server:box:12", serverId: 12, sellerId: 1, sync: "synced", updatedAt: now, name: "Shoe box", length: 35, width: 25, height: 12, empty_weight: 0.3, weight: null, harmful_products: false, auto_select: false });
    await db.productTemplates.add({ localId: "server:product:5", serverId: 5, sellerId: 1, sync: "synced", updatedAt: now, sku: "MUG-1", name: "Mug", description: null, category: "home decor", hs_code: "691200", origin_country: "PT", unit_price: 9.5, unit_weight: 0.4 });
    const { draft } = await renderStep(ShipmentStep, { draft: { ...validDraft(), boxes: [emptyBox()] } });
    const box = screen.getByRole("group", { name: "Box 1" });
    await screen.findByRole("option", { name: "Shoe box" }, SLOW);
    await user.selectOptions(within(box).getByRole("combobox", { name: "Box template" }), "Shoe box");
    expect(within(box).getByRole("textbox", { name: "Length (cm)" })).toHaveValue("35");
    expect(within(box).getByRole("combobox", { name: "Box template" })).toHaveDisplayValue("Shoe box");
    await user.selectOptions(within(box).getByRole("combobox", { name: "Product template" }), "MUG-1 · Mug");
    expect(within(box).getByRole("textbox", { name: "SKU" })).toHaveValue("MUG-1");
    expect(within(box).getByRole("textbox", { name: "Total weight (kg)" })).toHaveValue("0.7");
    expect(draft().boxes[0]).toMatchObject({ template_id: 12, items: [{ template_id: 5, hs_code: "691200" }] });
  });

  it("fills an untouched box with the package a cached rule chooses and hides the package a rule never uses, naming both rules", TEST, async () => {
    const now = new Date().toISOString();
    const template = { sellerId: 1, sync: "synced" as const, updatedAt: now, empty_weight: 0.3, weight: null, harmful_products: false, auto_select: false };
    await db.boxTemplates.bulkAdd([
      { ...template, localId: "server:box:12", serverId: 12, name: "Shoe box", length: 35, width: 25, height: 12 },
      { ...template, localId: "server:box:13", serverId: 13, name: "Crate", length: 80, width: 60, height: 50 },
    ]);
    const toBrazil = (id: number, name: string, action: ShippingRule["rule_actions"][number]["action_name"], values: string[]): ShippingRule => ({
      id,
      name,
      priority: 3,
      expiration: null,
      is_active: true,
      rule_conditions: [{ id: id * 10, condition_name: "Destination Country", operator: "is_any_of", values: ["BR"] }],
      rule_actions: [{ id: id * 10 + 1, action_name: action, values }],
      created_at: "2026-11-20T10:00:00.000Z",
      updated_at: "2026-11-20T10:00:00.000Z",
    });
    const rules = [toBrazil(5, "Shoe boxes to Brazil", "package", ["12"]), toBrazil(6, "No crates to Brazil", "never_use_package", ["13"])];
    const withRules = (draft: ReturnType<typeof validDraft>) => {
      const base = fixtureContext({ draft, shippingRules: rules });
      return { ...base, rules: { ...base.rules, shipping_rules: { rules, facts: factsOfOrder(draftToOrderInput(draft, "metric"), []), now: new Date() } } };
    };
    // Box 2 was measured by the user: the rule leaves it alone.
    const measured = { ...emptyBox(), length: "10", width: "10", height: "10" };
    const { draft } = await renderStep(ShipmentStep, { context: withRules, draft: { ...validDraft(), boxes: [emptyBox(), measured] } });
    const first = screen.getByRole("group", { name: "Box 1" });
    await waitFor(() => expect(within(first).getByRole("textbox", { name: "Length (cm)" })).toHaveValue("35"), SLOW);
    const picker = within(first).getByRole("combobox", { name: "Box template" });
    expect(picker).toHaveDisplayValue("Shoe box");
    expect(picker).toHaveAccessibleDescription("Package chosen by rule “Shoe boxes to Brazil” · Package left out by rule “No crates to Brazil”");
    expect(within(first).queryByRole("option", { name: "Crate" })).toBeNull();
    expect(draft().boxes[1]).toMatchObject({ template_id: null, length: "10" });
    const second = within(screen.getByRole("group", { name: "Box 2" })).getByRole("combobox", { name: "Box template" });
    expect(second).toHaveAccessibleDescription("Package left out by rule “No crates to Brazil”");
  });

  it("saves an item as a product template on the device", TEST, async () => {
    const user = userEvent.setup();
    await renderStep(ShipmentStep);
    await user.click(screen.getByRole("button", { name: "Save as product template" }));
    expect(await screen.findByText("Template saved", undefined, SLOW)).toBeVisible();
    const rows = await db.productTemplates.toArray();
    expect(rows).toMatchObject([{ sku: "TS-1", name: "T-shirt", sellerId: 1, sync: "pending" }]);
    await user.click(screen.getByRole("button", { name: "Save as box template" }));
    await waitFor(async () => expect(await db.boxTemplates.toArray()).toMatchObject([{ name: "30 × 20 × 10 cm", length: 30, empty_weight: 0.2 }]));
  });

  it("notes that batteries need their documents", TEST, async () => {
    const user = userEvent.setup();
    await renderStep(ShipmentStep);
    expect(screen.queryByText(/battery documents/)).toBeNull();
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "Mobile phones");
    expect(screen.getByText(/battery documents/)).toBeVisible();
  });
});

describe("Sender step", () => {
  const address = (id: number, label: string, city: string, is_default: boolean) => ({
    id, label, name: "Lumen Goods Ltd.", email: "ops@lumen.example.com", phone: "+86 138 0013 8000", country: "CN", postal_code: "518000", state: "Guangdong",
    city, address: "Keji Rd", number: "9", complement: null, tax_number: null, tax_number_is_cpf: false, website: null, is_default,
  });
  const fromDongguan: ShippingRule = {
    id: 7,
    name: "Brazil ships from Dongguan",
    priority: 3,
    expiration: null,
    is_active: true,
    rule_conditions: [{ id: 70, condition_name: "Destination Country", operator: "is_any_of", values: ["BR"] }],
    rule_actions: [{ id: 71, action_name: "ship_from", values: ["4"] }],
    created_at: "2026-11-20T10:00:00.000Z",
    updated_at: "2026-11-20T10:00:00.000Z",
  };
  const withRules = (draft: ReturnType<typeof validDraft>) => {
    const base = fixtureContext({ draft, shippingRules: [fromDongguan] });
    return { ...base, rules: { ...base.rules, shipping_rules: { rules: [fromDongguan], facts: factsOfOrder(draftToOrderInput(draft, "metric"), []), now: new Date() } } };
  };

  it("replaces the sender a new draft started with by the address a cached ship_from rule chooses, naming the rule, until the user picks another", TEST, async () => {
    stubFetch({ "GET /v1/sellers/1/addresses": () => json({ data: [address(3, "Shenzhen warehouse", "Shenzhen", true), address(4, "Dongguan warehouse", "Dongguan", false)] }) });
    const { draft } = await renderStep(SenderStep, { context: withRules });
    const shipFrom = await screen.findByRole("combobox", { name: "Ship from" }, SLOW);
    await waitFor(() => expect(shipFrom).toHaveDisplayValue("Dongguan warehouse"), SLOW);
    expect(shipFrom).toHaveAccessibleDescription("Ship-from address chosen by rule “Brazil ships from Dongguan”");
    expect(screen.getByRole("textbox", { name: /^City/ })).toHaveValue("Dongguan");
    // The user's choice stands: the rule no longer replaces it, and no longer claims it.
    await userEvent.selectOptions(shipFrom, "Shenzhen warehouse (default)");
    expect(shipFrom).toHaveDisplayValue("Shenzhen warehouse (default)");
    expect(draft()).toMatchObject({ sender_chosen: true, sender: { city: "Shenzhen" } });
    expect(shipFrom).not.toHaveAccessibleDescription(/rule/);
  });

  it("leaves a sender the user already chose", TEST, async () => {
    stubFetch({ "GET /v1/sellers/1/addresses": () => json({ data: [address(3, "Shenzhen warehouse", "Shenzhen", true), address(4, "Dongguan warehouse", "Dongguan", false)] }) });
    const start = validDraft();
    await renderStep(SenderStep, { context: withRules, draft: { ...start, sender_chosen: true } });
    expect(await screen.findByRole("combobox", { name: "Ship from" }, SLOW)).not.toHaveDisplayValue("Dongguan warehouse");
    expect(screen.getByRole("textbox", { name: /^City/ })).toHaveValue(start.sender.city);
  });
});

describe("Courier step", () => {
  const contracts = [
    fixtureContract(),
    fixtureContract({ id: 2, name: "Economy", carrier_name: "Slow Post", delivery_time: 1, incoterms: ["DDU"], first_half_kg: 5, additional_half_kg: 1 }),
    fixtureContract({ id: 3, name: "No batteries", allows_battery: false }),
  ];
  const context = (draft: ReturnType<typeof validDraft>) => fixtureContext({ draft, contracts });

  it("shows each contract with its delivery time and the costs of this shipment", TEST, async () => {
    await renderStep(CourierStep, { context, draft: { ...validDraft(), contract_id: null, incoterm: "" } });
    const group = screen.getByRole("radiogroup", { name: "Contract" });
    expect(within(group).getByRole("radio", { name: "Express BR" })).not.toBeChecked();
    expect(within(group).getAllByText("7 working days")).toHaveLength(2);
    expect(within(group).getByText("1 working day")).toBeVisible();
    // 0.8 kg billed: first half kg 10.00 + one more half kg 2.00 = 12.00 freight, for both incoterms.
    expect(within(group).getAllByText("$12.00").length).toBeGreaterThanOrEqual(2);
    // Goods 40.00: duties 60% of 52.00 = 31.20, taxes 17% of 83.20 = 14.14; DDP total 12 + 45.34.
    expect(within(group).getAllByText("$45.34").length).toBeGreaterThanOrEqual(1);
    expect(within(group).getAllByText("$57.34")).toHaveLength(2); // Express BR and "No batteries" price alike.
  });

  it("disables a contract that refuses the shipment, with the reason", TEST, async () => {
    const draft = validDraft();
    draft.boxes[0]!.items[0]!.category = "mobile phone";
    await renderStep(CourierStep, { context, draft });
    expect(screen.getByRole("radio", { name: "No batteries" })).toBeDisabled();
    expect(screen.getByText("This contract does not carry batteries")).toBeVisible();
    expect(screen.getByRole("radio", { name: "Express BR" })).toBeEnabled();
  });

  it("choosing a contract keeps an allowed incoterm or takes the first it allows", TEST, async () => {
    const user = userEvent.setup();
    const { draft } = await renderStep(CourierStep, { context, draft: { ...validDraft(), incoterm: "DDP" } });
    const incoterms = screen.getByRole("radiogroup", { name: "Incoterm" });
    expect(within(incoterms).getByRole("radio", { name: "DDP" })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: "Economy" }));
    expect(draft()).toMatchObject({ contract_id: 2, incoterm: "DDU" });
    expect(within(incoterms).getByRole("radio", { name: "DDP" })).toBeDisabled();
    expect(within(incoterms).getByRole("radio", { name: "DDU" })).toBeChecked();
  });

  it("explains a box that breaks the parcel limits", TEST, async () => {
    const draft = validDraft();
    draft.boxes[0]!.length = "120";
    await renderStep(CourierStep, { context, draft });
    expect(screen.getByRole("alert")).toHaveTextContent("Box 1: The length is 120 cm; each side may be at most 105 cm.");
  });

  it("asks for a contract after Next", TEST, async () => {
    await renderStep(CourierStep, { context, draft: { ...validDraft(), contract_id: null }, showAll: true });
    expect(screen.getByText("Choose a contract")).toBeVisible();
  });

  it("applies the seller's shipping rules on the device: a courier hidden for Brazil, with the rule named", TEST, async () => {
    const rule = (id: number, name: string, country: string, carrier: string): ShippingRule => ({
      id,
      name,
      priority: 3,
      expiration: null,
      is_active: true,
      rule_conditions: [{ id: id * 10, condition_name: "Destination Country", operator: "is_any_of", values: [country] }],
      rule_actions: [{ id: id * 10 + 1, action_name: "never_use_courier", values: [carrier] }],
      created_at: "2026-11-20T10:00:00.000Z",
      updated_at: "2026-11-20T10:00:00.000Z",
    });
    // The draft goes to Brazil: the Chilean rule does not act, the Brazilian one hides Slow Post.
    const shippingRules = [rule(1, "No Fast Carrier to Chile", "CL", "Fast Carrier"), rule(2, "No Slow Post to Brazil", "BR", "Slow Post")];
    await renderStep(CourierStep, { context: (draft) => fixtureContext({ draft, contracts, shippingRules }), draft: { ...validDraft(), contract_id: 2, incoterm: "DDU" } });
    expect(screen.getByRole("radio", { name: "Economy" })).toBeDisabled();
    expect(screen.getByRole("radio", { name: "Express BR" })).toBeEnabled();
    const hidden = "Courier Slow Post hidden by rule “No Slow Post to Brazil”";
    expect(within(screen.getByRole("radiogroup", { name: "Contract" })).getByText(hidden)).toBeVisible();
    expect(within(screen.getByRole("list", { name: "Shipping rules applied" })).getAllByRole("listitem").map((item) => item.textContent)).toEqual([hidden]);
    // The contract chosen before the rule came is refused with the rule's words.
    expect(screen.getByRole("alert")).toHaveTextContent(`The chosen contract cannot be used: ${hidden}. Choose another.`);
  });

  it("refuses Next with a courier a cached rule forbids, naming the rule (the same check as the server's)", TEST, async () => {
    const shippingRules: ShippingRule[] = [
      {
        id: 2,
        name: "No Slow Post to Brazil",
        priority: 3,
        expiration: null,
        is_active: true,
        rule_conditions: [{ id: 20, condition_name: "Destination Country", operator: "is_any_of", values: ["BR"] }],
        rule_actions: [{ id: 21, action_name: "never_use_courier", values: ["Slow Post"] }],
        created_at: "2026-11-20T10:00:00.000Z",
        updated_at: "2026-11-20T10:00:00.000Z",
      },
    ];
    const withRules = (draft: ReturnType<typeof validDraft>) => {
      const base = fixtureContext({ draft, contracts, shippingRules });
      const input = draftToOrderInput(draft, "metric");
      return { ...base, rules: { ...base.rules, shipping_rules: { rules: shippingRules, facts: factsOfOrder(input, []), now: new Date() } } };
    };
    await renderStep(CourierStep, { context: withRules, draft: { ...validDraft(), contract_id: 2, incoterm: "DDU" }, showAll: true });
    expect(screen.getByText('Courier Slow Post may not be used: rule "No Slow Post to Brazil" forbids it')).toBeVisible();
    // The issue is shown under the contracts: the early alert does not say it twice.
    expect(screen.queryByText(/The chosen contract cannot be used/)).toBeNull();
  });
});

describe("Overview step", () => {
  it("shows the cost summary, who pays duties, and needs the agreement", TEST, async () => {
    const user = userEvent.setup();
    const { draft } = await renderStep(OverviewStep, { draft: { ...validDraft(), agreed_to_costs: false }, showAll: true });
    const summary = screen.getByRole("region", { name: "Cost summary" });
    for (const [term, value] of [["Freight", "$12.00"], ["Duties", "$31.20"], ["Taxes", "$14.14"], ["Insurance", "$0.00"], ["Total", "$12.00"]]) {
      expect(within(summary).getByText(term!).nextElementSibling).toHaveTextContent(value!);
    }
    expect(screen.getByText(/DDU: the receiver pays the duties and taxes/)).toBeVisible();
    expect(screen.getByText("Agree to the cost summary to continue")).toBeVisible();
    await user.click(screen.getByRole("checkbox", { name: "I agree to the cost summary" }));
    expect(draft().agreed_to_costs).toBe(true);
    expect(screen.queryByText("Agree to the cost summary to continue")).toBeNull();
  });

  it("prices the order with the freight a cached fixed-freight rule sets, naming the rule, in the summary and on the Courier cards", TEST, async () => {
    const flat: ShippingRule = {
      id: 4,
      name: "Flat to Brazil",
      priority: 3,
      expiration: null,
      is_active: true,
      rule_conditions: [{ id: 40, condition_name: "Destination Country", operator: "is_any_of", values: ["BR"] }],
      rule_actions: [{ id: 41, action_name: "fixed_freight", values: ["7.77"] }],
      created_at: "2026-11-20T10:00:00.000Z",
      updated_at: "2026-11-20T10:00:00.000Z",
    };
    // What the wizard's context gives (use-wizard-context.ts): the cached rules with this order's facts.
    const withRules = (draft: ReturnType<typeof validDraft>) => {
      const base = fixtureContext({ draft, shippingRules: [flat] });
      return { ...base, rules: { ...base.rules, shipping_rules: { rules: [flat], facts: factsOfOrder(draftToOrderInput(draft, "metric"), []), now: new Date() } } };
    };
    const named = "Freight fixed at 7.77 by rule “Flat to Brazil”";
    const overview = await renderStep(OverviewStep, { context: withRules });
    const summary = screen.getByRole("region", { name: "Cost summary" });
    expect(within(summary).getByText("Freight").nextElementSibling).toHaveTextContent(`$7.77 ${named}`);
    // DDU: the total is freight and insurance, so it follows the rule's freight (not the contract's $12.00).
    expect(within(summary).getByText("Total").nextElementSibling).toHaveTextContent("$7.77");
    overview.unmount();

    await renderStep(CourierStep, { context: withRules });
    const card = screen.getByRole("radio", { name: "Express BR" }).closest("div")!;
    expect(within(card).getAllByText(named)[0]).toBeVisible();
    expect(within(card).queryByText("$12.00")).toBeNull();
  });

  it("says when item values are too low for a landed cost", TEST, async () => {
    const draft = validDraft();
    draft.shipment.landed_cost = true;
    draft.boxes[0]!.items[0]!.unit_price = "1";
    await renderStep(OverviewStep, { draft });
    expect(screen.getByRole("alert")).toHaveTextContent("Item values too low to cover freight and taxes");
  });
});

describe("Boxes step", () => {
  const needing = (draft: ReturnType<typeof validDraft>) =>
    fixtureContext({
      draft,
      documentsNeeded: [{ hs_code: "330499", document: "ANVISA notification", description: "Cosmetics" }],
      rules: { contract: fixtureContext({ draft }).rules.contract, codes_needing_documents: ["330499"] },
    });

  it("shows volumetric and billed weight of each box", TEST, async () => {
    const draft = validDraft();
    draft.boxes[0] = { ...draft.boxes[0]!, length: "40", width: "30", height: "20", weight: "2.1" };
    await renderStep(BoxesStep, { draft });
    const box = screen.getByRole("region", { name: "Box 1" });
    expect(within(box).getByText("Volumetric weight").nextElementSibling).toHaveTextContent("4 kg");
    expect(within(box).getByText("Billed weight").nextElementSibling).toHaveTextContent("4 kg");
    expect(screen.getByText("The HS codes of this order need no documents.")).toBeVisible();
  });

  it("blocks until the document an HS code needs is attached as a PDF of at most 150 KB", TEST, async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { draft } = await renderStep(BoxesStep, { context: needing });
    expect(screen.getByRole("alert")).toHaveTextContent("Some important documents are missing!!!Include all documents to create an order.");
    const input = screen.getByLabelText("Document for HS code 330499 (ANVISA notification)");
    await user.upload(input, new File(["hello"], "licence.txt", { type: "text/plain" }));
    expect(await screen.findByText("File is not .pdf")).toBeVisible();
    await user.upload(input, new File([new Uint8Array(151 * 1024)], "big.pdf", { type: "application/pdf" }));
    expect(await screen.findByText("The file is larger than 150 KB")).toBeVisible();
    await user.upload(input, new File(["%PDF-1.4 tiny"], "anvisa.pdf", { type: "application/pdf" }));
    await waitFor(() => expect(draft().documents).toEqual([{ hs_code: "330499", name: "anvisa.pdf", data: btoa("%PDF-1.4 tiny") }]));
    expect(await screen.findByText("Attached: anvisa.pdf")).toBeVisible();
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Remove the document for HS code 330499" }));
    expect(draft().documents).toEqual([]);
  });
});

describe("Finish step", () => {
  const checkValid = () => json({ data: { valid: true, errors: {}, issues: [], costs: null } });
  const created = (): Order => ({ ...sampleOrder(77), order_number: "TEST-1001", dispatched: false });

  it("checks with the server, creates the order once, then offers its next steps", TEST, async () => {
    const keys: string[] = [];
    const server = stubFetch({
      "POST /v1/orders/check-valid": checkValid,
      "POST /v1/orders": (request) => {
        keys.push(request.headers.get("Idempotency-Key") ?? "");
        return json({ data: created() }, 201);
      },
    });
    const user = userEvent.setup();
    const { onOrderSaved } = await renderStep(FinishStep);
    expect(await screen.findByText("Everything is in order", undefined, SLOW)).toBeVisible();
    expect(screen.getByRole("list", { name: "Finish steps" })).toBeVisible();
    expect(screen.getByRole("combobox", { name: "Label format" })).toHaveDisplayValue("4 × 6 in (thermal)");
    await user.type(screen.getByRole("textbox", { name: "Note" }), "Fragile");
    await user.click(screen.getByRole("button", { name: "Create order" }));
    expect(await screen.findByText("Order TEST-1001 created", undefined, SLOW)).toBeVisible();
    expect(onOrderSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 77 }));
    expect(keys).toHaveLength(1);
    const body = (await server.calls.find((call) => call.url.endsWith("/v1/orders"))!.json()) as { order_number: string; observations: string; data_source: number };
    expect(body).toMatchObject({ order_number: "TEST-1001", observations: "Fragile", data_source: 1 });
    expect(screen.getByRole("link", { name: "View order" })).toHaveAttribute("href", "/orders/77");
    expect(screen.getByRole("link", { name: "Create another order" })).toHaveAttribute("href", "/orders/ordercreate");
    expect(screen.getByRole("button", { name: "Download label" })).toBeEnabled();
    expect(await db.outbox.count()).toBe(0);
  });

  it("sends the same Idempotency-Key when the same order is sent again after a failure", TEST, async () => {
    const keys: string[] = [];
    let answer: "drop" | "ok" = "drop";
    stubFetch({
      "POST /v1/orders/check-valid": checkValid,
      "POST /v1/orders": (request) => {
        keys.push(request.headers.get("Idempotency-Key") ?? "");
        if (answer === "drop") throw new TypeError("Failed to fetch");
        return json({ data: created() }, 201);
      },
    });
    const user = userEvent.setup();
    await renderStep(FinishStep);
    await screen.findByText("Everything is in order", undefined, SLOW);
    await user.click(screen.getByRole("button", { name: "Create order" }));
    expect(await screen.findByText("Check your internet connection and try again.", undefined, SLOW)).toBeVisible();
    answer = "ok";
    await user.click(screen.getByRole("button", { name: "Create order" }));
    expect(await screen.findByText("Order TEST-1001 created", undefined, SLOW)).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("shows the server's refusal translated at its step, and queues a chosen dispatch after success", TEST, async () => {
    let refuse = true;
    stubFetch({
      "POST /v1/orders/check-valid": checkValid,
      "POST /v1/orders": () =>
        refuse ? json({ messages: [{ order_number: ["This order number already exists"] }] }, 422) : json({ data: created() }, 201),
    });
    const user = userEvent.setup();
    await renderStep(FinishStep);
    await screen.findByText("Everything is in order", undefined, SLOW);
    await user.click(screen.getByRole("checkbox", { name: "Dispatch now" }));
    await user.click(screen.getByRole("button", { name: "Create order" }));
    expect(await screen.findByText("Shipment: This order number already exists", undefined, SLOW)).toBeVisible();
    refuse = false;
    await user.click(screen.getByRole("button", { name: "Create order" }));
    await screen.findByText("Order TEST-1001 created", undefined, SLOW);
    await waitFor(async () => expect(await db.outbox.toArray()).toMatchObject([{ kind: "dispatch", orderIds: [77] }]));
  });

  it("checks with the documents' HS codes only, and creates with their files", TEST, async () => {
    const server = stubFetch({ "POST /v1/orders/check-valid": checkValid, "POST /v1/orders": () => json({ data: created() }, 201) });
    const files = [
      { hs_code: "330499", name: "anvisa-cream.pdf", data: btoa(`%PDF-1.4 ${"x".repeat(1000)}`) },
      { hs_code: "330510", name: "anvisa-shampoo.pdf", data: btoa(`%PDF-1.4 ${"y".repeat(1000)}`) },
    ];
    const user = userEvent.setup();
    await renderStep(FinishStep, { draft: { ...validDraft(), documents: files } });
    expect(await screen.findByText("Everything is in order", undefined, SLOW)).toBeVisible();
    const check = (await server.calls.find((call) => call.url.includes("/v1/orders/check-valid"))!.json()) as { order: { documents: unknown[] } };
    expect(check.order.documents).toEqual([{ hs_code: "330499" }, { hs_code: "330510" }]);
    await user.click(screen.getByRole("button", { name: "Create order" }));
    expect(await screen.findByText("Order TEST-1001 created", undefined, SLOW)).toBeVisible();
    const create = (await server.calls.find((call) => call.url.endsWith("/v1/orders"))!.json()) as { documents: unknown[] };
    expect(create.documents).toEqual(files.map((file) => ({ ...file, type: "application/pdf" })));
  });

  it("translates the check's problems", TEST, async () => {
    stubFetch({
      "POST /v1/orders/check-valid": () => json({ data: { valid: false, errors: { order_number: ["This order number already exists"] }, issues: [{ path: "order_number", code: "order_number_taken" }], costs: null } }),
    });
    await renderStep(FinishStep);
    expect(await screen.findByText("This order number already exists", undefined, SLOW)).toBeVisible();
  });

  it("offline, does not call the server and cannot create", TEST, async () => {
    stubFetch({});
    await renderStep(FinishStep, { context: (draft) => fixtureContext({ draft, online: false }) });
    expect(screen.getByRole("button", { name: "Create order" })).toBeDisabled();
    expect(screen.getByText("The check needs the network.")).toBeVisible();
  });

  it("says so when orders are dispatched automatically, and edits with Save changes", TEST, async () => {
    const { calls } = stubFetch({ "POST /v1/orders/check-valid": checkValid, "PUT /v1/orders/77": () => json({ data: { ...created(), dispatched: true } }) });
    const context = (draft: ReturnType<typeof validDraft>) => {
      const base = fixtureContext({ draft });
      return { ...base, sellerSettings: { ...base.sellerSettings!, auto_dispatch: true } };
    };
    await renderStep(FinishStep, { context, draft: { ...validDraft(), editing_order_id: 77 } });
    expect(screen.getByText("Orders are dispatched automatically when they are created (Advanced settings)")).toBeVisible();
    expect(screen.queryByRole("checkbox", { name: "Dispatch now" })).toBeNull();
    await screen.findByText("Everything is in order", undefined, SLOW);
    // The check names the order being edited, so that its own number is not "already taken".
    const check = calls.find((request) => new URL(request.url).pathname === "/v1/orders/check-valid");
    expect(new URL(check!.url).searchParams.get("id")).toBe("77");
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Order TEST-1001 saved", undefined, SLOW)).toBeVisible();
  });
});
