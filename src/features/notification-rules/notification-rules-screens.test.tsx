import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { renderApp } from "../../../tests/setup/render-app";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import type { NotificationRule, NotificationRuleBody } from "../../api/schemas/notification-rules";
import { clearSessionUser, storeSessionUser } from "../../api/session";

const LOAD = { timeout: 15_000 };
const TEST = { timeout: 60_000 };
const NO_NOTIFICATIONS = () => json({ data: { elements: [], count: 0, ids: [] } });
const contract = (id: number, name: string) => ({
  id, name, carrier_name: "Carrier", delivery_time: 7, incoterms: ["DDP"], allows_battery: true, allows_dangerous_goods: false,
  first_half_kg: 10, additional_half_kg: 2, duties_percent: 60, sales_tax_percent: 17, insurance_percent: 1, ddp_max_goods_value: null,
});
const CONTRACTS = () => json({ data: { elements: [contract(1, "Express"), contract(2, "Standard")], count: 2, ids: [1, 2] } });

const rule = (overrides: Partial<NotificationRule> = {}): NotificationRule => ({
  id: 1,
  ruleName: "<b>Buyer</b> updates",
  applyRuleTo: "all_shipments",
  contractCreation: "auto_add_contract",
  contractIds: ["all"],
  isAllContractsSelected: true,
  conditions: [],
  notifications: [
    { checkpoint_id: 9, notification_type: "mail_customer" },
    { checkpoint_id: 11, notification_type: "mail_customer" },
    { checkpoint_id: 11, notification_type: "webhook_admin" },
  ],
  enabled: true,
  created_at: "2026-11-01T10:00:00.000Z",
  updated_at: "2026-11-01T10:00:00.000Z",
  ...overrides,
});
const CUSTOMS = rule({ id: 2, ruleName: "Customs holds", enabled: false, applyRuleTo: "some_shipments", contractCreation: "manual_add_contract", contractIds: ["2"], isAllContractsSelected: false, notifications: [{ checkpoint_id: 8, notification_type: "mail_seller" }] });
const list = (elements: NotificationRule[]) => () => json({ data: { elements, count: elements.length, ids: elements.map((e) => e.id) } });

describe("the tracking notification rules screens", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionUser();
  });

  it("lists the rules with scope, state and channel count, user text as text; deleting asks first and says it is final", TEST, async () => {
    const actor = userEvent.setup();
    storeSessionUser(demoSessionUser());
    let rules = [rule(), CUSTOMS];
    const { calls } = stubFetch({
      "GET /v1/my_notifications": NO_NOTIFICATIONS,
      "GET /v1/contracts": CONTRACTS,
      "GET /v1/notification_configurations": () => list(rules)(),
      "DELETE /v1/notification_configurations/2": () => {
        rules = [rule()];
        return json({ data: { id: 2 } });
      },
    });
    await renderApp("/notifications/tracking-rule-notifications");
    const table = await screen.findByRole("table", { name: "Tracking notification rules" }, LOAD);
    await waitFor(() => expect(within(table).getByText("Contracts: Standard")).toBeVisible());
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => [within(row).getByRole("rowheader").textContent, ...within(row).getAllByRole("cell").slice(0, 3).map((c) => c.textContent)])).toEqual([
      ["<b>Buyer</b> updates", "All shipments", "Enabled", "3"],
      ["Customs holds", "Contracts: Standard", "Disabled", "1"],
    ]);

    await actor.click(screen.getByRole("button", { name: "Delete Customs holds" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete the rule Customs holds?" });
    expect(within(dialog).getByText(/Deleting is final/)).toBeVisible();
    await actor.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(within(table).queryByText("Customs holds")).toBeNull());
    expect(calls.filter((c) => c.method === "DELETE").map((c) => new URL(c.url).pathname)).toEqual(["/v1/notification_configurations/2"]);
  });

  it("shows a viewer the rules read-only: no new rule, enable, edit or delete", TEST, async () => {
    storeSessionUser(demoSessionUser({ group: "seller-viewer" }));
    stubFetch({ "GET /v1/my_notifications": NO_NOTIFICATIONS, "GET /v1/contracts": CONTRACTS, "GET /v1/notification_configurations": list([rule(), CUSTOMS]) });
    await renderApp("/notifications/tracking-rule-notifications");
    await screen.findByRole("table", { name: "Tracking notification rules" }, LOAD);
    expect(screen.getByRole("link", { name: "View Customs holds" })).toBeVisible();
    expect(screen.queryByRole("link", { name: "New rule" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^(Enable|Disable|Delete) / })).toBeNull();
    expect(screen.queryByRole("link", { name: /^Edit / })).toBeNull();
    // The administrators' channel is not counted for a viewer: they never see it.
    const buyerRow = screen.getByRole("rowheader", { name: "<b>Buyer</b> updates" }).closest("tr")!;
    expect(within(buyerRow).getAllByRole("cell")[2]!.textContent).toBe("2");
  });

  it("tells a viewer who opens the new rule address that their role cannot change rules, with no form", TEST, async () => {
    storeSessionUser(demoSessionUser({ group: "seller-viewer" }));
    stubFetch({ "GET /v1/my_notifications": NO_NOTIFICATIONS });
    await renderApp("/notifications/tracking-rule-notifications/create");
    expect(await screen.findByText("You can't change notification rules with your role.", {}, LOAD)).toBeVisible();
    expect(screen.queryByRole("table", { name: "Who is notified at each checkpoint" })).toBeNull();
  });

  it("creates a rule by keyboard: matrix cells, a whole column and a whole row, conditions and some contracts", TEST, async () => {
    const actor = userEvent.setup();
    storeSessionUser(demoSessionUser());
    const posts: NotificationRuleBody[] = [];
    stubFetch({
      "GET /v1/my_notifications": NO_NOTIFICATIONS,
      "GET /v1/contracts": CONTRACTS,
      "POST /v1/notification_configurations": async (request) => {
        posts.push((await request.json()) as NotificationRuleBody);
        return json({ data: rule({ id: 7, ruleName: "Team" }) }, 201);
      },
      "GET /v1/notification_configurations/7": () => json({ data: rule({ id: 7, ruleName: "Team" }) }),
    });
    const { router } = await renderApp("/notifications/tracking-rule-notifications/create");
    const matrix = await screen.findByRole("table", { name: "Who is notified at each checkpoint" }, LOAD);
    expect(within(matrix).getByRole("columnheader", { name: /Administrator webhook/ })).toBeVisible();
    expect(within(matrix).getByRole("rowheader", { name: "Customs clearance" })).toBeVisible();

    // A cell, then the next cell of the row by Tab, each ticked with Space.
    within(matrix).getByRole("checkbox", { name: "Delivered — E-mail to customer" }).focus();
    await actor.keyboard(" ");
    await actor.tab();
    expect(within(matrix).getByRole("checkbox", { name: "Delivered — E-mail to seller" })).toHaveFocus();
    await actor.keyboard(" ");
    expect(within(matrix).getByRole("checkbox", { name: "Delivered — every channel" })).toBePartiallyChecked();
    // The row helper selects the whole row.
    const row = within(matrix).getByRole("checkbox", { name: "Held by customs — every channel" });
    row.focus();
    await actor.keyboard(" ");
    expect(within(matrix).getByRole("checkbox", { name: "Held by customs — SMS to customer" })).toBeChecked();
    expect(within(matrix).getByRole("checkbox", { name: "Held by customs — Administrator webhook" })).toBeChecked();
    // The column helper selects the column for every event; pressed again, it clears it.
    const column = within(matrix).getByRole("checkbox", { name: "Every checkpoint — Seller webhook" });
    column.focus();
    await actor.keyboard(" ");
    expect(within(matrix).getByRole("checkbox", { name: "Order created — Seller webhook" })).toBeChecked();
    expect(within(matrix).getByRole("checkbox", { name: "Partial delivery failed, returning to sender — Seller webhook" })).toBeChecked();
    await actor.keyboard(" ");
    expect(within(matrix).getByRole("checkbox", { name: "Order created — Seller webhook" })).not.toBeChecked();
    expect(within(matrix).getByRole("checkbox", { name: "Held by customs — Seller webhook" })).not.toBeChecked();

    await actor.type(screen.getByRole("textbox", { name: /Rule name/ }), "Team");
    await actor.click(screen.getByRole("button", { name: "Add condition" }));
    const condition = screen.getByRole("group", { name: "Condition 1" });
    expect(within(condition).getAllByRole("option").map((o) => o.textContent)).toContain("Receiver postal code");
    await actor.selectOptions(within(condition).getByRole("combobox", { name: "Condition" }), "Seller price");
    expect(within(within(condition).getByRole("combobox", { name: "Operator" })).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "greater than", "greater than or equal to", "less than", "less than or equal to", "equal to",
    ]);
    await actor.type(within(condition).getByRole("textbox", { name: /Values, separated by commas/ }), "100, 200");

    await actor.click(screen.getByRole("radio", { name: "Shipments of some contracts" }));
    await actor.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Choose at least one contract.")).toBeVisible();
    expect(posts).toEqual([]);
    await actor.click(await screen.findByRole("checkbox", { name: "Standard" }));
    await actor.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/notifications/tracking-rule-notifications/7"));
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ ruleName: "Team", applyRuleTo: "some_shipments", contractCreation: "", contractIds: ["2"], isAllContractsSelected: false, conditions: [{ condition_name: "Seller Price", operator: "greater_than", values: ["100", "200"] }] });
    // Delivered: two cells; Held by customs: the whole row but the seller webhook the column helper cleared.
    expect(posts[0]!.notifications).toHaveLength(2 + 5);
    expect(posts[0]!.notifications).toContainEqual({ checkpoint_id: 11, notification_type: "mail_seller" });
    expect(posts[0]!.notifications).toContainEqual({ checkpoint_id: 8, notification_type: "webhook_admin" });
  });

  it("hides the administrator webhook from an operation user and shows a taken name under the field", TEST, async () => {
    const actor = userEvent.setup();
    storeSessionUser(demoSessionUser({ group: "seller-operation" }));
    stubFetch({
      "GET /v1/my_notifications": NO_NOTIFICATIONS,
      "GET /v1/contracts": CONTRACTS,
      "POST /v1/notification_configurations": () => json({ messages: [{ ruleName: ["The rule name provided already exists"] }] }, 422),
    });
    await renderApp("/notifications/tracking-rule-notifications/create");
    const matrix = await screen.findByRole("table", { name: "Who is notified at each checkpoint" }, LOAD);
    expect(within(matrix).queryByRole("columnheader", { name: /Administrator webhook/ })).toBeNull();
    await actor.type(screen.getByRole("textbox", { name: /Rule name/ }), "Buyer updates");
    await actor.click(within(matrix).getByRole("checkbox", { name: "Delivered — SMS to customer" }));
    await actor.click(screen.getByRole("button", { name: "Save" }));
    const name = screen.getByRole("textbox", { name: /Rule name/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription("The rule name provided already exists"));
    expect(name).toHaveValue("Buyer updates");
  });

  it("after saving an existing rule asks whether to enable it, and enables it on Enable", TEST, async () => {
    const actor = userEvent.setup();
    storeSessionUser(demoSessionUser());
    const sent: { method: string; path: string; body: unknown }[] = [];
    let stored = rule();
    stubFetch({
      "GET /v1/my_notifications": NO_NOTIFICATIONS,
      "GET /v1/contracts": CONTRACTS,
      "GET /v1/notification_configurations/1": () => json({ data: stored }),
      "POST /v1/notification_configurations": async (request) => {
        sent.push({ method: "POST", path: "", body: await request.json() });
        stored = { ...stored, enabled: false };
        return json({ data: stored });
      },
      "PUT /v1/notification_configurations/1/enable": async (request) => {
        sent.push({ method: "PUT", path: "enable", body: await request.json() });
        stored = { ...stored, enabled: true };
        return json({ data: stored });
      },
    });
    const { router } = await renderApp("/notifications/tracking-rule-notifications/1/edit");
    const matrix = await screen.findByRole("table", { name: "Who is notified at each checkpoint" }, LOAD);
    expect(within(matrix).getByRole("checkbox", { name: "Delivered — Administrator webhook" })).toBeChecked();
    await actor.click(within(matrix).getByRole("checkbox", { name: "Out for delivery — E-mail to customer" }));
    await actor.click(screen.getByRole("button", { name: "Save" }));
    const dialog = await screen.findByRole("dialog", { name: "The rule was disabled for safety. Enable it now?" });
    expect(within(dialog).getByRole("button", { name: "Keep disabled" })).toHaveFocus();
    await actor.click(within(dialog).getByRole("button", { name: "Enable" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/notifications/tracking-rule-notifications/1"));
    expect(sent.map((s) => s.method)).toEqual(["POST", "PUT"]);
    expect(sent[0]!.body).toMatchObject({ id: 1, notifications: [{ checkpoint_id: 11, notification_type: "mail_customer" }, { checkpoint_id: 11, notification_type: "webhook_admin" }] });
    expect(sent[1]!.body).toEqual({ enabled: true });
    expect(await screen.findByRole("heading", { name: "<b>Buyer</b> updates" }, LOAD)).toBeVisible();
    expect(await screen.findByText("Enabled")).toBeVisible();
  });

  it("shows which channels fire on one checkpoint of a rule", TEST, async () => {
    storeSessionUser(demoSessionUser({ group: "seller-viewer" }));
    stubFetch({
      "GET /v1/my_notifications": NO_NOTIFICATIONS,
      "GET /v1/notification_configurations/1/checkpoint/11": () =>
        json({
          data: {
            rule_id: 1, ruleName: "Buyer updates", enabled: true,
            checkpoint: { id: 11, tracking_code: "DELIVERED", title: "Delivered", zone_code: 5 },
            channels: { sms_customer: false, whats_customer: false, mail_customer: true, mail_seller: false, webhook_seller: true, webhook_admin: true },
          },
        }),
    });
    await renderApp("/notifications/tracking-rule-notifications/1/checkpoint/11");
    expect(await screen.findByRole("heading", { name: "Delivered in Buyer updates" }, LOAD)).toBeVisible();
    const table = screen.getByRole("table", { name: "Channels at this checkpoint" });
    expect(within(table).getAllByRole("row").slice(1).map((r) => r.textContent)).toEqual([
      "SMS to customerNo", "WhatsApp to customerNo", "E-mail to customerYes", "E-mail to sellerNo", "Seller webhookYes",
    ]);
    expect(screen.getByText("Last mile")).toBeVisible();
  });

  it("lists the rule's deliveries newest first with a link to each order, a page at a time", TEST, async () => {
    storeSessionUser(demoSessionUser({ group: "seller-viewer" }));
    const delivery = (id: number, order_id: number, order_number: string, channel: string, status: string, attempts: number, last_answer: string | null) => ({
      id, rule_id: 1, order_id, order_number, checkpoint_id: 70 + id, event_code: "CUSTOMS_HELD", channel,
      recipient: channel === "webhook_seller" ? "https://shop.example/hooks" : "maria@example.com", status, attempts, last_answer,
      created_at: "2026-11-20T10:00:00.000Z", updated_at: "2026-11-20T10:00:15.000Z", sent_at: status === "sent" ? "2026-11-20T10:00:15.000Z" : null,
    });
    const { calls } = stubFetch({
      "GET /v1/my_notifications": NO_NOTIFICATIONS,
      "GET /v1/contracts": CONTRACTS,
      "GET /v1/notification_configurations/1": () => json({ data: rule() }),
      "GET /v1/notification_deliveries": () =>
        json({ data: { elements: [delivery(9, 31, "SO-31", "webhook_seller", "failed", 3, "<b>503</b> still down"), delivery(8, 30, "", "mail_customer", "sent", 1, "250 OK")], count: 45, ids: [9, 8] } }),
    });
    await renderApp("/notifications/tracking-rule-notifications/1?deliveries_page=2");
    const section = await screen.findByRole("region", { name: "Deliveries" }, LOAD);
    const log = await within(section).findByRole("table", { name: "Deliveries" }, LOAD);
    const rows = within(log).getAllByRole("row").slice(1).map((row) => within(row).getAllByRole("cell").slice(0, 7).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["SO-31", "Held by customs", "Seller webhook", "https://shop.example/hooks", "Failed", "3", "<b>503</b> still down"],
      ["#30", "Held by customs", "E-mail to customer", "maria@example.com", "Sent", "1", "250 OK"],
    ]);
    expect(within(log).getByRole("link", { name: "SO-31" })).toHaveAttribute("href", "/orders/31");
    const query = new URL(calls.find((call) => call.url.includes("notification_deliveries"))!.url).searchParams;
    expect([query.get("rule_id"), query.get("offset"), query.get("limit")]).toEqual(["1", "20", "20"]);
    const pages = within(section).getByRole("navigation", { name: "Pagination" });
    expect(within(pages).getByRole("link", { name: "Page 3" })).toHaveAttribute("href", "/notifications/tracking-rule-notifications/1?deliveries_page=3");
    expect(within(pages).getByText("Page 2 of 3")).toBeVisible();
  });

  it("says the rule's deliveries need the network instead of failing when offline", TEST, async () => {
    storeSessionUser(demoSessionUser());
    stubFetch({
      "GET /v1/my_notifications": NO_NOTIFICATIONS,
      "GET /v1/contracts": CONTRACTS,
      "GET /v1/notification_configurations/1": () => json({ data: rule() }),
      "GET /v1/notification_deliveries": () => Promise.reject(new TypeError("Failed to fetch")),
    });
    await renderApp("/notifications/tracking-rule-notifications/1");
    const section = await screen.findByRole("region", { name: "Deliveries" }, LOAD);
    expect(await within(section).findByText("The deliveries show once you are online.")).toBeVisible();
    expect(within(section).queryByRole("alert")).toBeNull();
    expect(within(section).queryByRole("table")).toBeNull();
  });
});
