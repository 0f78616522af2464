import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { ShellProviders, activateLocale, queryClient } from "../../../tests/setup/test-providers";
import type { Contract } from "../../api/schemas/quotes";
import type { ShippingRule } from "../../api/schemas/shipping-rules";
import { clearSessionUser, storeSessionUser } from "../../api/session";
import { ShippingRulesPage } from "./shipping-rules-page";

const SLOW = { timeout: 15_000 };
const TEST = { timeout: 60_000 };

const contract = (id: number, name: string, carrier_name: string): Contract => ({
  id,
  name,
  carrier_name,
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
});
const CONTRACTS = [contract(1, "Express", "Korea Post"), contract(2, "Standard", "Correios"), contract(3, "Express 2", "Korea Post")];

const NO_CHILE: ShippingRule = {
  id: 7,
  name: "No Korea Post to Chile",
  priority: 2,
  expiration: "2027-03-31",
  is_active: true,
  rule_conditions: [{ id: 70, condition_name: "Destination Country", operator: "is_any_of", values: ["CL", "AR"] }],
  rule_actions: [{ id: 71, action_name: "never_use_courier", values: ["Korea Post"] }],
  created_at: "2026-11-20T10:00:00.000Z",
  updated_at: "2026-11-20T10:00:00.000Z",
};
const list = (elements: ShippingRule[], count = elements.length) => json({ data: { elements, count, ids: elements.map((rule) => rule.id) } });
const empty = () => json({ data: { elements: [], count: 0, ids: [] } });

/** The calls the form makes for its choices, and the rule's. */
const CHOICES = {
  "GET /v1/contracts": () => json({ data: { elements: CONTRACTS, count: 3, ids: [1, 2, 3] } }),
  "GET /v1/box_templates": empty,
  "GET /v1/sellers/1/addresses": () => json({ data: [] }),
  "GET /v1/sales_channels": empty,
};

async function renderAt(url: string, user: Partial<ReturnType<typeof demoSessionUser>> = {}) {
  queryClient.clear();
  await activateLocale("en");
  storeSessionUser(demoSessionUser(user));
  const router = createMemoryRouter([{ path: "/settings/shipping_rules", element: <ShippingRulesPage /> }], { initialEntries: [url] });
  render(
    <ShellProviders>
      <RouterProvider router={router} />
    </ShellProviders>,
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionUser();
});

describe("the shipping rules screen", () => {
  it("lists the rules with the priority in words, conditions and action as words, and the expiration", TEST, async () => {
    const { calls } = stubFetch({ ...CHOICES, "GET /v1/shipping_rules": () => list([NO_CHILE, { ...NO_CHILE, id: 8, name: "<i>DDP</i> over 100", priority: 5, expiration: null, is_active: false, rule_conditions: [{ id: 80, condition_name: "Seller Price", operator: "greater_than", values: ["100"] }], rule_actions: [{ id: 81, action_name: "incoterm", values: ["DDP"] }] }], 45) });
    await renderAt("/settings/shipping_rules");
    const table = await screen.findByRole("table", { name: "Shipping rules" }, SLOW);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell").map((cell) => cell.textContent))).toEqual([
      ["No Korea Post to Chile", "High", "Destination country is any of CL, AR", "Never use courier: Korea Post", "Mar 31, 2027", "Yes"],
      ["<i>DDP</i> over 100", "Very low", "Seller price greater than 100", "Use incoterm: DDP", "Never", "No"],
    ]);
    expect(screen.getByRole("link", { name: "New rule" })).toBeVisible();
    expect(screen.getByRole("navigation", { name: "Pagination" })).toBeVisible();
    expect(new URL(calls.find((call) => new URL(call.url).pathname === "/v1/shipping_rules")!.url).searchParams.get("limit")).toBe("20");
  });

  it("checks the form before sending: a name, each condition's operator and values, and an action with its values", TEST, async () => {
    const actor = userEvent.setup();
    const { calls } = stubFetch(CHOICES);
    await renderAt("/settings/shipping_rules?rule=new");
    await screen.findByRole("heading", { name: "New shipping rule" }, SLOW);
    const condition = screen.getByRole("group", { name: "Condition 1" });
    await actor.selectOptions(within(condition).getByRole("combobox", { name: /^Condition/ }), "Shipment weight");
    // Only the operators that fit a number.
    const operators = Array.from((within(condition).getByRole("combobox", { name: /^Operator/ }) as HTMLSelectElement).options).map((option) => option.textContent);
    expect(operators).toEqual(["Choose an operator", "greater than", "greater than or equal to", "less than", "less than or equal to", "equal to"]);
    await actor.type(within(condition).getByRole("textbox", { name: /^Value/ }), "2,5");
    await actor.click(screen.getByRole("button", { name: "Save rule" }));
    expect(screen.getByRole("textbox", { name: /^Name/ })).toHaveAccessibleDescription("Can't be blank");
    expect(within(condition).getByRole("textbox", { name: /^Value/ })).toHaveAccessibleDescription("One number, with a dot for decimals (100.50)");
    expect(screen.getByRole("combobox", { name: /^Action/ })).toHaveAccessibleDescription("Choose an action");
    await actor.selectOptions(screen.getByRole("combobox", { name: /^Action/ }), "Fixed freight");
    await actor.type(screen.getByRole("textbox", { name: /^Freight amount/ }), "0");
    expect(screen.getByRole("textbox", { name: /^Freight amount/ })).toHaveAccessibleDescription("must be greater than 0.01");
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("sends a new rule with priority 5 when none was chosen, values split at commas, as shipping_rules_*_attributes", TEST, async () => {
    const actor = userEvent.setup();
    const posts: unknown[] = [];
    stubFetch({
      ...CHOICES,
      "POST /v1/shipping_rules": async (request) => {
        posts.push(await request.json());
        return json({ data: NO_CHILE }, 201);
      },
      "GET /v1/shipping_rules/7": () => json({ data: NO_CHILE }),
    });
    const router = await renderAt("/settings/shipping_rules?rule=new");
    await screen.findByRole("heading", { name: "New shipping rule" }, SLOW);
    await actor.type(screen.getByRole("textbox", { name: /^Name/ }), "No Korea Post to Chile");
    expect(screen.getByRole("checkbox", { name: "Active" })).toBeChecked();
    const condition = screen.getByRole("group", { name: "Condition 1" });
    await actor.selectOptions(within(condition).getByRole("combobox", { name: /^Condition/ }), "Destination country");
    await actor.type(within(condition).getByRole("textbox", { name: /^Values, separated by commas/ }), "CL, AR,");
    await actor.click(screen.getByRole("button", { name: "Add condition" }));
    await actor.selectOptions(within(screen.getByRole("group", { name: "Condition 2" })).getByRole("combobox", { name: /^Condition/ }), "All shipments");
    // "All shipments" takes no operator and no values.
    expect(within(screen.getByRole("group", { name: "Condition 2" })).queryByRole("combobox", { name: /^Operator/ })).toBeNull();
    await actor.selectOptions(screen.getByRole("combobox", { name: /^Action/ }), "Never use courier");
    // One choice per carrier, however many contracts it has.
    const couriers = await screen.findByRole("group", { name: /^Couriers/ });
    expect(within(couriers).getAllByRole("checkbox").map((box) => box.closest("label")?.textContent)).toEqual(["Korea Post", "Correios"]);
    await actor.click(within(couriers).getByRole("checkbox", { name: "Korea Post" }));
    await actor.click(screen.getByRole("button", { name: "Save rule" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      name: "No Korea Post to Chile",
      priority: 5,
      expiration: null,
      is_active: true,
      shipping_rules_conditions_attributes: [
        { condition_name: "Destination Country", operator: "is_any_of", values: ["CL", "AR"] },
        { condition_name: "All Shipments", operator: null, values: [] },
      ],
      shipping_rules_actions_attributes: [{ action_name: "never_use_courier", values: ["Korea Post"] }],
    });
    await waitFor(() => expect(router.state.location.search).toBe("?rule=7"));
  });

  it("shows the server's refusal under the action and names the condition it is about", TEST, async () => {
    const actor = userEvent.setup();
    stubFetch({
      ...CHOICES,
      "POST /v1/shipping_rules": () =>
        json({ messages: [{ "shipping_rules_actions_attributes.0.values": ["Choose a courier of your contracts"], "shipping_rules_conditions_attributes.0.values": ["Must be a number"] }] }, 422),
    });
    await renderAt("/settings/shipping_rules?rule=new");
    await screen.findByRole("heading", { name: "New shipping rule" }, SLOW);
    await actor.type(screen.getByRole("textbox", { name: /^Name/ }), "Korea Post first");
    await actor.selectOptions(within(screen.getByRole("group", { name: "Condition 1" })).getByRole("combobox", { name: /^Condition/ }), "All shipments");
    await actor.selectOptions(screen.getByRole("combobox", { name: /^Action/ }), "Use courier");
    await actor.selectOptions(await screen.findByRole("combobox", { name: /^Courier/ }), "Korea Post");
    await actor.click(screen.getByRole("button", { name: "Save rule" }));
    await waitFor(() => expect(screen.getByRole("combobox", { name: /^Courier/ })).toHaveAccessibleDescription("Choose a courier of your contracts"));
    expect(await screen.findByText(/Condition 1: Must be a number/)).toBeVisible();
  });

  it("edits a saved rule with its conditions locked: read as words, not as fields", TEST, async () => {
    const actor = userEvent.setup();
    const puts: unknown[] = [];
    stubFetch({
      ...CHOICES,
      "GET /v1/shipping_rules/7": () => json({ data: NO_CHILE }),
      "PUT /v1/shipping_rules/7": async (request) => {
        puts.push(await request.json());
        return json({ data: NO_CHILE });
      },
    });
    await renderAt("/settings/shipping_rules?rule=7&edit=1");
    await screen.findByRole("heading", { name: "Edit No Korea Post to Chile" }, SLOW);
    expect(screen.getByText(/Destination country is any of CL, AR/)).toBeVisible();
    expect(screen.getByText("(locked)")).toBeVisible();
    expect(screen.queryByRole("group", { name: "Condition 1" })).toBeNull();
    expect(screen.getByRole("combobox", { name: /^Priority/ })).toHaveValue("2");
    await actor.selectOptions(screen.getByRole("combobox", { name: /^Priority/ }), "");
    await actor.click(screen.getByRole("button", { name: "Save rule" }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ priority: 5, shipping_rules_conditions_attributes: [{ condition_name: "Destination Country", operator: "is_any_of", values: ["CL", "AR"] }] });
  });

  it("asks before deleting a rule", TEST, async () => {
    const actor = userEvent.setup();
    const { calls } = stubFetch({ ...CHOICES, "GET /v1/shipping_rules/7": () => json({ data: NO_CHILE }), "DELETE /v1/shipping_rules/7": () => json({ data: { id: 7 } }), "GET /v1/shipping_rules": empty });
    const router = await renderAt("/settings/shipping_rules?rule=7");
    await screen.findByRole("heading", { name: "No Korea Post to Chile" }, SLOW);
    await actor.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete rule No Korea Post to Chile?" });
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
    await actor.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(calls.filter((call) => call.method === "DELETE")).toHaveLength(1);
  });

  it("shows a Seller Viewer the rules without New, Edit or Delete", TEST, async () => {
    stubFetch({ ...CHOICES, "GET /v1/shipping_rules": () => list([NO_CHILE]), "GET /v1/shipping_rules/7": () => json({ data: NO_CHILE }) });
    await renderAt("/settings/shipping_rules?rule=7", { group: "seller-viewer" });
    await screen.findByRole("heading", { name: "No Korea Post to Chile" }, SLOW);
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Edit" })).toBeNull();
  });

  it("tests a saved rule on a sample shipment and says what it would change", TEST, async () => {
    const actor = userEvent.setup();
    const tests: unknown[] = [];
    const option = (contract_id: number, contract_name: string, carrier_name: string, freight: number) => ({ contract_id, contract_name, carrier_name, incoterm: "DDP" as const, freight, total: freight + 10 });
    stubFetch({
      ...CHOICES,
      "GET /v1/shipping_rules/7": () => json({ data: NO_CHILE }),
      "POST /v1/shipping_rules/test": async (request) => {
        tests.push(await request.json());
        return json({
          data: {
            matches: true,
            skipped: null,
            before: [option(1, "Express", "Korea Post", 12), option(2, "Standard", "Correios", 15)],
            after: [option(2, "Standard", "Correios", 15)],
            chosen_contract_id: null,
            incoterm: null,
            package_id: null,
            ship_from_id: null,
            effects: [{ rule_id: 7, rule_name: "No Korea Post to Chile", action_name: "never_use_courier", values: ["Korea Post"], outcome: "applied", contract_ids: [1], message: "Courier Korea Post hidden by rule 'No Korea Post to Chile'" }],
            currency: "USD",
          },
        });
      },
    });
    await renderAt("/settings/shipping_rules?rule=7");
    const panel = await screen.findByRole("region", { name: "Test rule" }, SLOW);
    await actor.selectOptions(within(panel).getByRole("combobox", { name: /^Destination country/ }), "CL");
    await actor.type(within(panel).getByRole("textbox", { name: /^Items/ }), "SKU-1, electronics, 2");
    await actor.click(within(panel).getByRole("button", { name: "Test rule" }));
    const changes = await within(panel).findByRole("list", { name: "What the rule would change" });
    expect(within(changes).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Courier Korea Post hidden by rule “No Korea Post to Chile”",
      "Express (DDP) would no longer be offered",
    ]);
    expect(tests[0]).toEqual({
      rule_id: 7,
      shipment: { destination_country: "CL", destination_state: "", destination_postal_code: "", sales_channel_id: null, items: [{ sku: "SKU-1", category: "electronics", quantity: 2 }], goods_value: 100, weight: 1 },
    });
  });
});
