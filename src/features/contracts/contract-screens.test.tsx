import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { renderApp } from "../../../tests/setup/render-app";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import type { ContractDetails, PriceChangeRequest } from "../../api/schemas/contracts";
import { clearSessionUser, storeSessionUser } from "../../api/session";

const LOAD = { timeout: 15_000 };
const TEST = { timeout: 60_000 };
const NO_NOTIFICATIONS = () => json({ data: { elements: [], count: 0, ids: [] } });

const EXPRESS: ContractDetails = {
  id: 1,
  name: "Express",
  carrier_name: "Andes Air Courier",
  delivery_time: 5,
  incoterms: ["DDP", "DDU"],
  allows_battery: true,
  allows_dangerous_goods: true,
  first_half_kg: 18.9,
  additional_half_kg: 4.5,
  duties_percent: 60,
  sales_tax_percent: 17,
  insurance_percent: 2,
  ddp_max_goods_value: null,
  taxing_type: "formal",
  start_date: "2025-03-01",
  end_date: "2027-02-28",
  destination_country: "BR",
  connected: true,
  in_use: true,
};
const TRIAL: ContractDetails = { ...EXPRESS, id: 9, name: "Trial lane", taxing_type: "simplified", end_date: null, connected: false, in_use: false };
const contracts = (elements: ContractDetails[]) => () => json({ data: { elements, count: elements.length, ids: elements.map((c) => c.id) } });

describe("/accounts/contracts", () => {
  beforeEach(() => storeSessionUser(demoSessionUser()));
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionUser();
  });

  it("shows each contract's terms, connected or not", TEST, async () => {
    stubFetch({ "GET /v1/my_notifications": NO_NOTIFICATIONS, "GET /v1/contracts": contracts([EXPRESS, TRIAL]) });
    await renderApp("/accounts/contracts");
    const express = await screen.findByRole("article", { name: "Express" }, LOAD);
    expect(within(express).getByText("Connected")).toBeVisible();
    expect(within(express).getByText("Formal")).toBeVisible();
    expect(within(express).getByText("Mar 1, 2025")).toBeVisible();
    expect(within(express).getByText("Feb 28, 2027")).toBeVisible();
    expect(within(express).getByText("DDP, DDU")).toBeVisible();
    expect(within(express).getByText("5 working days")).toBeVisible();
    expect(within(express).getByText("First 0.5 kg 18.90, each further 0.5 kg 4.50")).toBeVisible();
    const trial = screen.getByRole("article", { name: "Trial lane" });
    expect(within(trial).getByText("Disconnected")).toBeVisible();
    expect(within(trial).getByText("No end date")).toBeVisible();
  });

  it("says the server's refusal to delete a contract in use, and deletes an unused one", TEST, async () => {
    const user = userEvent.setup();
    let list = [EXPRESS, TRIAL];
    const { calls } = stubFetch({
      "GET /v1/my_notifications": NO_NOTIFICATIONS,
      "GET /v1/contracts": () => contracts(list)(),
      "DELETE /v1/contracts/1": () => json({ messages: ["Contract CAN'T be deleted!"] }, 409),
      "DELETE /v1/contracts/9": () => {
        list = [EXPRESS];
        return json({ data: { id: 9, message: "Contract deleted" } });
      },
    });
    await renderApp("/accounts/contracts");
    await user.click(await screen.findByRole("button", { name: "Delete Express" }, LOAD));
    await user.click(within(await screen.findByRole("dialog", { name: "Delete contract Express?" })).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Contract CAN'T be deleted!")).toBeVisible();
    expect(screen.getByRole("article", { name: "Express" })).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Delete Trial lane" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Delete contract Trial lane?" })).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Contract deleted")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("article", { name: "Trial lane" })).toBeNull());
    expect(calls.filter((c) => c.method === "DELETE").map((c) => new URL(c.url).pathname)).toEqual(["/v1/contracts/1", "/v1/contracts/9"]);
  });

  it("downloads a contract as CSV, and offers a viewer no Delete", TEST, async () => {
    storeSessionUser(demoSessionUser({ group: "seller-viewer", name: "Vera Viewer" }));
    const user = userEvent.setup();
    const saved: string[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation(() => "blob:contract");
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { calls } = stubFetch({
      "GET /v1/my_notifications": NO_NOTIFICATIONS,
      "GET /v1/contracts": contracts([EXPRESS]),
      "GET /v1/contracts/1/file": () => new Response("contract,carrier\r\n", { headers: { "Content-Type": "text/csv", "Content-Disposition": 'attachment; filename="contract-1-express.csv"' } }),
    });
    await renderApp("/accounts/contracts");
    await user.click(await screen.findByRole("button", { name: "Download Express as CSV" }, LOAD));
    await waitFor(() => expect(saved).toEqual(["contract-1-express.csv"]));
    expect(new URL(calls.find((c) => c.url.includes("/file"))!.url).searchParams.get("format")).toBe("csv");
    expect(screen.queryByRole("button", { name: "Delete Express" })).toBeNull();
  });
});

const PENDING: PriceChangeRequest = {
  id: 3,
  contract_id: 1,
  contract_name: "Express",
  requested_by_name: "Otto Operation",
  recipient_kind: "seller_admin",
  recipient_user_id: 1,
  recipient_name: "Ana Admin",
  change: "First 0.5 kg to 17.90",
  reason: "<i>Competitor</i> price",
  state: "pending",
  created_at: "2026-11-26T10:00:00.000Z",
  decided_at: null,
  can_decide: true,
};
const changes = (elements: PriceChangeRequest[]) => () => json({ data: { elements, count: elements.length, ids: elements.map((c) => c.id) } });

describe("/integrations/price_tables", () => {
  beforeEach(() => storeSessionUser(demoSessionUser()));
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionUser();
  });

  it("shows the price table by weight, and sends a change for approval to the chosen supervisor", TEST, async () => {
    const user = userEvent.setup();
    let requests: PriceChangeRequest[] = [];
    const { calls } = stubFetch({
      "GET /v1/my_notifications": NO_NOTIFICATIONS,
      "GET /v1/contracts": contracts([EXPRESS]),
      "GET /v1/price_change_requests": () => changes(requests)(),
      "GET /v1/price_change_requests/recipients": () => json({ data: [{ id: 1, name: "Ana Admin" }] }),
      "POST /v1/price_change_requests": () => {
        requests = [{ ...PENDING, can_decide: false }];
        return json({ data: requests[0] }, 201);
      },
    });
    await renderApp("/integrations/price_tables");
    const card = await screen.findByRole("article", { name: "Express to Brazil" }, LOAD);
    await user.click(within(card).getByText("Freight by weight"));
    const steps = within(card).getByRole("table", { name: "Freight by weight, Express" });
    // 1 kg: the first half kilogram (18.90) and one more (4.50).
    expect(within(steps).getByRole("row", { name: "1.0 kg 23.40" })).toBeVisible();
    expect(within(card).getByText("60 %")).toBeVisible();

    const form = screen.getByRole("form", { name: "Request a change" });
    await user.click(within(form).getByRole("button", { name: "Send for approval" }));
    expect(within(form).getByText("Choose who receives the request")).toBeVisible();
    expect(within(form).getAllByText("Can't be blank")).toHaveLength(2);
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    await user.selectOptions(within(form).getByRole("combobox", { name: /Send for approval to/ }), "Ana Admin (administrator)");
    await user.type(within(form).getByRole("textbox", { name: /What to change/ }), "First 0.5 kg to 17.90");
    await user.type(within(form).getByRole("textbox", { name: /Why/ }), "<i>Competitor</i> price");
    await user.click(within(form).getByRole("button", { name: "Send for approval" }));
    expect(await screen.findByText("Your request was sent for approval.")).toBeVisible();
    const sent = (await calls.find((c) => c.method === "POST")!.json()) as Record<string, unknown>;
    expect(sent).toEqual({ contract_id: 1, recipient_kind: "seller_admin", recipient_user_id: 1, change: "First 0.5 kg to 17.90", reason: "<i>Competitor</i> price" });
    const table = await screen.findByRole("table", { name: "Change requests" });
    expect(within(table).getByText("Pending")).toBeVisible();
    expect(within(table).getByText("<i>Competitor</i> price")).toBeVisible();
  });

  it("lets the chosen admin approve a pending change", TEST, async () => {
    const user = userEvent.setup();
    let requests = [PENDING];
    stubFetch({
      "GET /v1/my_notifications": NO_NOTIFICATIONS,
      "GET /v1/contracts": contracts([EXPRESS]),
      "GET /v1/price_change_requests": () => changes(requests)(),
      "GET /v1/price_change_requests/recipients": () => json({ data: [{ id: 1, name: "Ana Admin" }] }),
      "PUT /v1/price_change_requests/3": () => {
        requests = [{ ...PENDING, state: "approved", can_decide: false }];
        return json({ data: requests[0] });
      },
    });
    await renderApp("/integrations/price_tables");
    await user.click(await screen.findByRole("button", { name: "Approve the change to Express" }, LOAD));
    const table = screen.getByRole("table", { name: "Change requests" });
    expect(await within(table).findByText("Approved")).toBeVisible();
    expect(within(table).queryByRole("button", { name: "Approve the change to Express" })).toBeNull();
  });

  it("shows a viewer the tables and the requests but no form", TEST, async () => {
    storeSessionUser(demoSessionUser({ group: "seller-viewer" }));
    stubFetch({ "GET /v1/my_notifications": NO_NOTIFICATIONS, "GET /v1/contracts": contracts([EXPRESS]), "GET /v1/price_change_requests": changes([{ ...PENDING, can_decide: false }]) });
    await renderApp("/integrations/price_tables");
    await screen.findByRole("article", { name: "Express to Brazil" }, LOAD);
    expect(await screen.findByRole("table", { name: "Change requests" })).toBeVisible();
    expect(screen.queryByRole("form", { name: "Request a change" })).toBeNull();
  });
});
