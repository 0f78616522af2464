import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter, useLocation } from "react-router-dom";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { ShellProviders, activateLocale, queryClient } from "../../../tests/setup/test-providers";
import type { QuoteAnswer } from "../../api/schemas/quotes";
import { storeSessionUser } from "../../api/session";
import { db } from "../../offline/db";
import { DEVICE_KEYS } from "../../offline/device/device-keys";
import { writeDeviceKey } from "../../offline/device/device-store";
import { getDraft } from "../../offline/drafts/drafts-store";
import { emptyOrderDraft } from "../../offline/drafts/order-draft-values";
import { QuotesPage } from "./quotes-page";

const SLOW = { timeout: 10_000 };
/** Per test: the first render transforms the modules, slow on a cold 2-core machine. */
const TEST = { timeout: 30_000 };

/** A quote as the server makes it: under DDP the total holds duties and taxes, under DDU freight only. */
const quote = (contract_id: number, contract_name: string, incoterm: "DDP" | "DDU", costs: { freight: number; duties: number; taxes: number }, delivery_time: number) => ({
  contract_id,
  contract_name,
  carrier_name: `${contract_name} Carrier`,
  delivery_time,
  incoterm,
  billed_weight: 1.5,
  ...costs,
  insurance: 0,
  total: incoterm === "DDP" ? costs.freight + costs.duties + costs.taxes : costs.freight,
});

// Economy has the lowest total (12.50, freight only: the receiver pays 40 of duties and taxes),
// Standard the lowest all-in (45 against Economy's 52.50): Standard is the cheapest like with like.
const ANSWER: QuoteAnswer = {
  quotes: [
    quote(3, "Economy", "DDU", { freight: 12.5, duties: 30, taxes: 10 }, 20),
    quote(2, "Standard", "DDP", { freight: 20, duties: 15, taxes: 10 }, 10),
    quote(1, "Express", "DDP", { freight: 21.3, duties: 30, taxes: 10 }, 1),
  ],
  unavailable: [{ contract_id: 4, contract_name: "Battery Free", reason: "battery_not_allowed", message: "This contract does not carry batteries" }],
  breaches: [],
  currency: "USD",
  rule_effects: [],
  chosen_contract_id: null,
};

const SELLER = { id: 1, name: "Lumen Goods Ltd.", email: "ship@lumen.example", website: "https://lumen.example" };

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

async function renderPage(user: Partial<ReturnType<typeof demoSessionUser>> = {}) {
  queryClient.clear();
  await activateLocale("en");
  storeSessionUser(demoSessionUser(user));
  const router = createMemoryRouter(
    [
      { path: "/quotes/new", element: <QuotesPage /> },
      { path: "/orders/ordercreate", element: <Location /> },
    ],
    { initialEntries: ["/quotes/new"] },
  );
  render(
    <ShellProviders>
      <RouterProvider router={router} />
    </ShellProviders>,
  );
  await screen.findByRole("heading", { level: 1, name: "New quote" }, SLOW);
  return router;
}

/** Fills box 1 and the goods value; the units follow the user's measure. */
async function fillShipment(unit: { length: string; weight: string }) {
  const box = screen.getByRole("group", { name: "Box 1" });
  await userEvent.type(within(box).getByRole("textbox", { name: `Length (${unit.length})` }), "10");
  await userEvent.type(within(box).getByRole("textbox", { name: `Width (${unit.length})` }), "5");
  await userEvent.type(within(box).getByRole("textbox", { name: `Height (${unit.length})` }), "2,5");
  await userEvent.type(within(box).getByRole("textbox", { name: `Weight (${unit.weight})` }), "2");
  await userEvent.type(screen.getByRole("textbox", { name: /^Goods value/ }), "150");
}

beforeEach(async () => {
  await Promise.all([db.drafts.clear(), db.meta.clear()]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the quotes page", () => {
  it("explains what is missing and asks nothing of the server", TEST, async () => {
    const server = stubFetch({ "GET /v1/measure": () => json({ data: { measurement_system: "metric" } }) });
    await renderPage();
    expect(screen.getByRole("combobox", { name: "Destination country" })).toHaveValue("BR");
    // Reference countries come first.
    const firstOptions = Array.from((screen.getByRole("combobox", { name: "Destination country" }) as HTMLSelectElement).options)
      .slice(0, 8)
      .map((option) => option.value);
    expect(firstOptions.sort()).toEqual(["AR", "BR", "CL", "CO", "EC", "MX", "PE", "UY"]);
    await userEvent.click(screen.getByRole("button", { name: "Get quotes" }));
    const box = screen.getByRole("group", { name: "Box 1" });
    expect(within(box).getAllByText("Can't be blank")).toHaveLength(4);
    expect(screen.getByRole("textbox", { name: /^Goods value/ })).toHaveAccessibleDescription("Can't be blank");
    await userEvent.type(screen.getByRole("textbox", { name: /^Goods value/ }), "0");
    expect(screen.getByRole("textbox", { name: /^Goods value/ })).toHaveAccessibleDescription("Must be a number greater than 0");
    expect(server.calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("asks in metric for an imperial user, shows quotes side by side and starts an order from one", TEST, async () => {
    const bodies: unknown[] = [];
    stubFetch({
      "GET /v1/measure": () => json({ data: { measurement_system: "imperial" } }),
      "POST /v1/quotes": async (request) => {
        bodies.push(await request.json());
        return json({ data: ANSWER });
      },
      "GET /v1/current-seller": () => json({ data: SELLER }),
      "GET /v1/sellers/1/addresses": () => json({ data: [] }),
    });
    const router = await renderPage();
    const box = screen.getByRole("group", { name: "Box 1" });
    expect(await within(box).findByRole("textbox", { name: "Length (in)" }, SLOW)).toBeVisible();
    await fillShipment({ length: "in", weight: "lb" });
    await userEvent.type(screen.getByRole("textbox", { name: "Postal code" }), "01310-100");
    await userEvent.click(screen.getByRole("checkbox", { name: "Insurance" }));
    await userEvent.click(screen.getByRole("button", { name: "Get quotes" }));

    const list = await screen.findByRole("list", { name: "Quotes" }, SLOW);
    expect(bodies[0]).toEqual({
      destination_country: "BR",
      destination_postal_code: "01310-100",
      boxes: [{ length: 25.4, width: 12.7, height: 6.35, weight: 0.907 }],
      goods_value: 150,
      currency: "USD",
      contain_battery: false,
      dangerous_good: false,
      insurance: true,
    });
    const cards = within(list).getAllByRole("article");
    expect(cards.map((card) => card.getAttribute("aria-label"))).toEqual(["Economy (DDU)", "Standard (DDP)", "Express (DDP)"]);
    const express = within(list).getByRole("article", { name: "Express (DDP)" });
    expect(within(express).getByText("1 working day")).toBeVisible();
    expect(within(express).getByText("$61.30")).toBeVisible();
    expect(within(express).getByText("$40.00")).toBeVisible(); // duties and taxes
    // Cheapest compares all-in figures: Standard's 45.00, not Economy's DDU total of 12.50 without duties and taxes.
    expect(within(list).getAllByText("Cheapest all-in")).toHaveLength(1);
    const standard = within(list).getByRole("article", { name: "Standard (DDP)" });
    expect(within(standard).getByText("Cheapest all-in")).toBeVisible();
    const economy = within(list).getByRole("article", { name: "Economy (DDU)" });
    expect(within(economy).queryByText("Cheapest all-in")).toBeNull();
    expect(within(economy).getByText("Total").nextElementSibling).toHaveTextContent("$12.50");
    expect(within(economy).getByText("All-in, with the receiver's duties and taxes").nextElementSibling).toHaveTextContent("$52.50");
    expect(within(express).queryByText(/All-in, with/)).toBeNull();
    expect(within(economy).getByText("20 working days")).toBeVisible();
    expect(screen.getByText("Battery Free: This contract does not carry batteries")).toBeVisible();

    await userEvent.click(within(express).getByRole("button", { name: "Create order with Express (DDP)" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/orders/ordercreate"));
    const params = new URLSearchParams(router.state.location.search);
    // No step named: the wizard opens a new draft at its first step (its own list of steps).
    expect(params.has("step")).toBe(false);
    const draft = await getDraft(params.get("draft")!);
    expect(draft?.userId).toBe(demoSessionUser().id);
    expect(draft?.values.contract_id).toBe(1);
    expect(draft?.values.incoterm).toBe("DDP");
    expect(draft?.values.customer).toMatchObject({ country: "BR", postal_code: "01310-100" });
    expect(draft?.values.shipment).toMatchObject({ currency: "USD", insurance: true });
    // Sizes stay as typed, in the user's units: the wizard reads them the same way.
    expect(draft?.values.boxes).toHaveLength(1);
    expect(draft?.values.boxes[0]).toMatchObject({ length: "10", width: "5", height: "2,5", weight: "2" });
    expect(draft?.values.boxes[0]?.items).toHaveLength(1);
    // A new order's sender, as the wizard's "Start a new order" gives it (no last sender here: the seller's profile).
    expect(draft?.values.sender).toMatchObject({ name: SELLER.name, email: SELLER.email, website: SELLER.website });
  });

  it("fills a quote's order with the sender of the user's last order when there is one", TEST, async () => {
    stubFetch({ "GET /v1/sellers/1/addresses": () => json({ data: [] }), "GET /v1/measure": () => json({ data: { measurement_system: "metric" } }), "POST /v1/quotes": () => json({ data: ANSWER }) });
    await writeDeviceKey(DEVICE_KEYS.lastSender(demoSessionUser().id), { ...emptyOrderDraft().sender, name: "Warehouse 7", phone: "+55 11 91234 5678", city: "Campinas" });
    const router = await renderPage();
    await fillShipment({ length: "cm", weight: "kg" });
    await userEvent.click(screen.getByRole("button", { name: "Get quotes" }));
    await userEvent.click(await screen.findByRole("button", { name: "Create order with Standard (DDP)" }, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe("/orders/ordercreate"));
    // stubFetch refuses any other request: the seller's profile was not asked for.
    const draft = await getDraft(new URLSearchParams(router.state.location.search).get("draft")!);
    expect(draft?.values.sender).toMatchObject({ name: "Warehouse 7", phone: "+55 11 91234 5678", city: "Campinas" });
  });

  it("lets a Seller Viewer compare quotes but offers no order to create", TEST, async () => {
    stubFetch({ "GET /v1/sellers/1/addresses": () => json({ data: [] }), "GET /v1/measure": () => json({ data: { measurement_system: "metric" } }), "POST /v1/quotes": () => json({ data: ANSWER }) });
    await renderPage({ group: "seller-viewer" });
    await fillShipment({ length: "cm", weight: "kg" });
    await userEvent.click(screen.getByRole("button", { name: "Get quotes" }));
    const list = await screen.findByRole("list", { name: "Quotes" }, SLOW);
    expect(within(list).getAllByRole("article")).toHaveLength(3);
    expect(within(list).queryByRole("button")).toBeNull();
    expect(screen.getByText("Your role can compare quotes; a seller admin or operator can create orders from them.")).toBeVisible();
  });

  it("explains each broken parcel limit per box", TEST, async () => {
    stubFetch({
      "GET /v1/measure": () => json({ data: { measurement_system: "metric" } }),
      "POST /v1/quotes": () =>
        json({
          data: {
            quotes: [],
            unavailable: [],
            breaches: [{ box_number: 2, code: "side_too_long", measure: "length", actual: 120, limit: 105, message: "Length 120 cm is longer than 105 cm" }],
            currency: "USD",
          },
        }),
    });
    await renderPage();
    await fillShipment({ length: "cm", weight: "kg" });
    await userEvent.click(screen.getByRole("button", { name: "Add box" }));
    const second = screen.getByRole("group", { name: "Box 2" });
    for (const [name, value] of [
      ["Length (cm)", "120"],
      ["Width (cm)", "10"],
      ["Height (cm)", "10"],
      ["Weight (kg)", "1"],
    ] as const) {
      await userEvent.type(within(second).getByRole("textbox", { name }), value);
    }
    await userEvent.click(screen.getByRole("button", { name: "Get quotes" }));
    const alert = await screen.findByRole("alert", undefined, SLOW);
    expect(alert).toHaveTextContent(/^No contract can carry these boxes:/);
    expect(within(alert).getByRole("listitem")).toHaveTextContent(/^Box 2: .*120.*105/);
    expect(screen.queryByRole("list", { name: "Quotes" })).toBeNull();

    await userEvent.click(within(second).getByRole("button", { name: "Remove box" }));
    expect(screen.queryByRole("group", { name: "Box 2" })).toBeNull();
  });

  it("offline, says quotes need the network", TEST, async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    stubFetch({ "GET /v1/sellers/1/addresses": () => json({ data: [] }), "GET /v1/measure": () => json({ data: { measurement_system: "metric" } }) });
    await renderPage();
    const button = screen.getByRole("button", { name: "Get quotes" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/You are offline\. Quotes need the network/);
  });
  it("names the shipping rule that hid a courier, in the user's words, not the server's English", TEST, async () => {
    const effect = (outcome: "applied" | "no_effect") => ({
      rule_id: 9,
      rule_name: "No Express to Chile",
      action_name: "never_use_courier" as const,
      values: ["Express Carrier"],
      outcome,
      contract_ids: outcome === "applied" ? [1] : [],
      message: "server text",
    });
    const answer = { ...ANSWER, quotes: ANSWER.quotes.filter((quote) => quote.contract_id !== 1), rule_effects: [effect("applied"), effect("applied"), effect("no_effect")] };
    stubFetch({ "GET /v1/sellers/1/addresses": () => json({ data: [] }), "GET /v1/measure": () => json({ data: { measurement_system: "metric" } }), "POST /v1/quotes": () => json({ data: answer }) });
    await renderPage();
    await fillShipment({ length: "cm", weight: "kg" });
    await userEvent.click(screen.getByRole("button", { name: "Get quotes" }));
    const changes = await screen.findByRole("list", { name: "Changed by your shipping rules" }, SLOW);
    // Once, though two contracts of the carrier were hidden; what changed nothing is not listed.
    expect(within(changes).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Courier Express Carrier hidden by rule “No Express to Chile”"]);
    expect(within(screen.getByRole("list", { name: "Quotes" })).queryByRole("article", { name: "Express (DDP)" })).toBeNull();
  });
});
